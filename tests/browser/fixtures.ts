// Every browser test runs with the network closed: Chromium resolves no host but this machine
// (playwright.config.ts), so the site's own server answers and every other host is refused; a test
// that opens a WhatsApp chat gets a local stand-in page for wa.me (so the chat's URL can be read).
// Console errors are collected and fail the test.
import axeCore, { type AxeResults } from 'axe-core';
import { test as base, type BrowserContext, expect, type Locator, type Page } from '@playwright/test';

/** The full fixture's WhatsApp and phone links (tests/fixtures/full.yaml), which the page tests look for. */
export const FULL_SHOP = { whatsapp: 'https://wa.me/919988776655', tel: 'tel:+919123456789' };

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // A refused request to another host (an owner's picture kept elsewhere) is the test's doing, not the
        // page's; so is the 404 status of the page itself when a test asks for an address the site does not have.
        if (message.type() !== 'error' || /ERR_NAME_NOT_RESOLVED/.test(message.text())) return;
        if (/status of 404/.test(message.text()) && message.location().url === page.url()) return;
        errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * axe-core's violations on the page, or inside the element `within` names: axe.run in the page itself, every rule, with the
 * details (selectors, HTML) worked out for the violations only. Frames are left out: the only frame a page has is the map, whose
 * host every test blocks, so what it shows is Chromium's error page, not the site.
 */
export async function axeViolations(page: Page, within?: string): Promise<AxeResults['violations']> {
  await page.evaluate(axeCore.source);
  return page.evaluate(
    async ([within]) =>
      (await (window as unknown as { axe: typeof axeCore }).axe.run(within ?? document, { resultTypes: ['violations'], iframes: false })).violations,
    [within] as const,
  );
}

/**
 * Answers wa.me with a local stand-in page, so that a chat the page opens can be read (its URL). Only the tests that open a
 * chat call it: a routed request passes through the test's process, and Playwright turns the browser's cache off while any is routed.
 */
export async function standInForWhatsApp(context: BrowserContext): Promise<void> {
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' }));
}

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

export function isPhone(testInfo: { project: { use: { isMobile?: boolean } } }): boolean {
  return testInfo.project.use.isMobile === true;
}

/** Fills form fields by name: text for inputs and text areas, the option for selects. */
export async function fill(form: Locator, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const field = form.locator(`[name="${name}"]`);
    if ((await field.evaluate((e) => e.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}

/**
 * What every page of any shop does in Chromium: it answers (an address that is not on the site gets
 * the 404 page, with status 404), everything it loads from the site arrives, axe finds no violation,
 * the Content-Security-Policy reports none, the script runs (the menu button and the booking dialog
 * work), and every link that stays on the site leads to a page. Console errors fail the test (see `test`).
 */
export async function expectPageWorks(page: Page, route: string): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { violations: string[] }).violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const loaded: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'document') loaded.push({ url: response.url(), status: response.status() });
  });
  // The 404 page as visitors meet it: at an address the site does not have, some folders deep.
  const missing = route === '/404.html';
  const response = await page.goto(missing ? '/no/such/page/' : route);
  const { origin } = new URL(page.url());
  expect(response?.status()).toBe(missing ? 404 : 200);
  expect(response?.headers()['content-security-policy']).toContain("default-src 'none'");
  await expect(page.locator('[data-menu-toggle]')).toHaveAttribute('aria-expanded', 'false');

  // axe leaves frames out: the map is the only frame a page may have.
  await expect(page.locator('iframe:not(.map)')).toHaveCount(0);
  const violations = await axeViolations(page);
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await page.locator('a[data-book]').first().click();
  await expect(page.locator('dialog#booking')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  expect(loaded.filter((r) => r.url.startsWith(origin) && r.status >= 400)).toEqual([]);

  // Links within the page (#main) are checked by the unit tests; here, the pages the others lead to.
  const links = await page.locator('a[href]:not([href^="#"])').evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  const pages = [...new Set(links.filter((href) => href.startsWith(origin)).map((href) => href.split('#')[0]))];
  const statuses = await Promise.all(pages.map(async (href) => [href, (await page.request.get(href, { maxRedirects: 0 })).status()] as const));
  expect(statuses.filter(([, status]) => status !== 200).map(([href, status]) => `${route} links to ${href}: ${status}`)).toEqual([]);
}
