// Every page of the full fixture shop in both projects: no console error, no axe violation, no
// policy violation, and everything readable and reachable with JavaScript switched off.
import { FULL_SHOP, axeViolations, expect, expectPageWorks, fill, isPhone, standInForWhatsApp, test } from './fixtures.ts';
import { FIXTURE_SITE, builtRoutes } from './sites.ts';

const ROUTES = builtRoutes(FIXTURE_SITE.out);

for (const route of ROUTES) {
  test(`${route} answers, is accessible (axe), keeps its Content-Security-Policy, runs its script and links only to pages that exist`, async ({ page }) => {
    await expectPageWorks(page, route);
  });
}

test('the booking dialog, open, has no accessibility violations', async ({ page }) => {
  await page.goto('/');
  await page.locator('.hero a[data-book]').click();
  expect((await axeViolations(page, 'dialog#booking')).map((v) => v.id)).toEqual([]);
});

test('the phone menu, open, has no accessibility violations', { tag: '@phone-only' }, async ({ page }) => {
  await page.goto('/');
  await page.locator('[data-menu-toggle]').click();
  expect((await axeViolations(page)).map((v) => v.id)).toEqual([]);
});

test.describe('with JavaScript switched off', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of ROUTES) {
    test(`${route} shows all its text, and its WhatsApp, phone and e-mail links work`, async ({ page }) => {
      await page.goto(route);
      await expect(page.locator('h1')).toBeVisible();
      // Every Book control is a WhatsApp booking link.
      for (const book of await page.locator('a[data-book]').all()) {
        await expect(book).toHaveAttribute('href', new RegExp(`^${FULL_SHOP.whatsapp}\\?text=Hi%2C%20I%20would%20like%20to%20book`));
      }
      await expect(page.locator(`a[href="${FULL_SHOP.tel}"]`).first()).toBeAttached();
      await expect(page.locator('a.fab')).toHaveAttribute('href', new RegExp(`^${FULL_SHOP.whatsapp}\\?text=`));
      // The hero's badge (home, contact and the service pages) and the menu's are written by the script: without it they stay hidden.
      const inHero = route === '/' || route === '/contact/' || route.startsWith('/services/');
      await expect(page.locator('[data-open-badge]')).toHaveCount(inHero ? 2 : 1);
      for (const badge of await page.locator('[data-open-badge]').all()) await expect(badge).toBeHidden();
    });
  }

  test('prices and FAQ answers are readable, and FAQs open without a script', async ({ page }) => {
    await page.goto('/pricing/');
    await expect(page.locator('.price-card').first()).toContainText('₹3,799');
    const first = page.locator('#faq details').first();
    await first.locator('summary').click();
    await expect(first.locator('p')).toBeVisible();
  });

  test("the menu's links are reachable", async ({ page }, testInfo) => {
    await page.goto('/');
    if (isPhone(testInfo)) {
      await page.locator('[data-menu-toggle]').click();
      await expect(page).toHaveURL(/#site-menu$/);
    } else {
      await page.getByRole('button', { name: 'Services' }).hover();
    }
    await expect(page.locator('#site-menu').getByRole('link', { name: 'Contact' })).toBeVisible();
    await page.locator('#site-menu').getByRole('link', { name: 'Battery Replacement' }).click();
    await expect(page).toHaveURL(/\/services\/battery-replacement\/$/);
  });

  test('the contact form still sends its message to WhatsApp', async ({ page, context }) => {
    await standInForWhatsApp(context);
    await page.goto('/contact/');
    const form = page.locator('form#contact-form');
    await fill(form, { name: 'No Script', phone: '9999966666', subject: 'General Inquiry', text: 'Is my phone fixable?' });
    const popup = context.waitForEvent('page');
    await form.getByRole('button', { name: 'Send on WhatsApp' }).click();
    const url = new URL((await popup).url());
    expect(url.origin + url.pathname).toBe(FULL_SHOP.whatsapp);
    expect(url.searchParams.get('text')).toBe('Is my phone fixable?');
  });
});
