// Every browser test runs with the network closed: the site's own server answers, wa.me gets a
// local stand-in page (so the opened chat's URL can be read), and every other host is refused.
// Console errors are collected and fail the test.
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export const ROUTES = [
  '/', '/about/', '/services/iphone-repair/', '/services/macbook-repair/', '/services/battery-replacement/',
  '/services/screen-replacement/', '/services/water-damage/', '/pricing/', '/blog/', '/blog/iphone-battery-signs/',
  '/blog/water-damage-first-steps/', '/blog/macbook-hot-and-slow/', '/blog/oem-vs-genuine-parts/', '/contact/', '/404.html',
];

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [async ({ page, context, baseURL }, use) => {
    const origin = new URL(baseURL!).origin;
    await context.route(
      (url) => url.origin !== origin,
      (route) => (new URL(route.request().url()).hostname === 'wa.me'
        ? route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' })
        : route.abort('blockedbyclient')),
    );
    const errors: string[] = [];
    page.on('console', (message) => {
      // Refused third-party requests (the map) are the test's doing, not the page's.
      if (message.type() === 'error' && !/ERR_BLOCKED_BY_CLIENT/.test(message.text())) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    expect(errors, 'console errors').toEqual([]);
  }, { auto: true }],
});

export { expect };

/** The decoded prefilled message of a wa.me URL. */
export function whatsappText(url: string): string | null {
  return new URL(url).searchParams.get('text');
}

export async function openBooking(page: Page, trigger = page.locator('header a[data-book]')) {
  await trigger.click();
  const dialog = page.locator('dialog#booking');
  await expect(dialog).toBeVisible();
  return dialog;
}

export function isPhone(testInfo: { project: { name: string } }): boolean {
  return testInfo.project.name === 'phone';
}

/** Fills form fields by name: text for inputs and text areas, the option for selects. */
export async function fill(form: Locator, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const field = form.locator(`[name="${name}"]`);
    if ((await field.evaluate((e) => e.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}
