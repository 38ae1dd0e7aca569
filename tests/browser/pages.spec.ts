// Every page in both projects: no console error, no axe violation, and everything readable and
// reachable with JavaScript switched off.
import { AxeBuilder } from '@axe-core/playwright';
import { ROUTES, expect, fill, isPhone, test } from './fixtures.ts';

for (const route of ROUTES) {
  test(`${route} has no accessibility violations (axe)`, async ({ page }) => {
    await page.goto(route);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test(`${route} loads under its Content-Security-Policy with no violation, no console error and the script running`, async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { violations: string[] }).violations = [];
      document.addEventListener('securitypolicyviolation', (e) => (window as unknown as { violations: string[] }).violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const response = await page.goto(route);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'none'");
    await expect(page.locator('[data-menu-toggle]')).toHaveAttribute('aria-expanded', 'false');
    await page.locator('a[data-book]').first().click();
    await expect(page.locator('dialog#booking')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  });
}

test('the booking dialog, open, has no accessibility violations', async ({ page }) => {
  await page.goto('/');
  await page.locator('.hero a[data-book]').click();
  const results = await new AxeBuilder({ page }).include('dialog#booking').analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test('the phone menu, open, has no accessibility violations', { tag: '@phone-only' }, async ({ page }) => {
  await page.goto('/');
  await page.locator('[data-menu-toggle]').click();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test.describe('with JavaScript switched off', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of ROUTES) {
    test(`${route} shows all its text, and its WhatsApp, phone and e-mail links work`, async ({ page }) => {
      await page.goto(route);
      await expect(page.locator('h1')).toBeVisible();
      // Every Book control is a WhatsApp booking link.
      for (const book of await page.locator('a[data-book]').all()) {
        await expect(book).toHaveAttribute('href', /^https:\/\/wa\.me\/919876543210\?text=Hi%2C%20I%20would%20like%20to%20book/);
      }
      await expect(page.locator('a[href="tel:+919876543210"]').first()).toBeAttached();
      await expect(page.locator('a.fab')).toHaveAttribute('href', /^https:\/\/wa\.me\/919876543210\?text=/);
      await expect(page.locator('[data-open-badge]')).toHaveCount(route === '/' ? 1 : 0);
      if (route === '/') await expect(page.locator('[data-open-badge]')).toBeHidden();
    });
  }

  test('prices and FAQ answers are readable, and FAQs open without a script', async ({ page }) => {
    await page.goto('/pricing/');
    await expect(page.locator('.price-card').first()).toContainText('₹3,499');
    const first = page.locator('#faq details').first();
    await first.locator('summary').click();
    await expect(first.locator('p')).toBeVisible();
  });

  test('the menu\'s links are reachable', async ({ page }, testInfo) => {
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
    await page.goto('/contact/');
    const form = page.locator('form#contact-form');
    await fill(form, { name: 'No Script', phone: '9999966666', subject: 'General Inquiry', text: 'Is my phone fixable?' });
    const popup = context.waitForEvent('page');
    await form.getByRole('button', { name: 'Send on WhatsApp' }).click();
    const url = new URL((await popup).url());
    expect(url.origin + url.pathname).toBe('https://wa.me/919876543210');
    expect(url.searchParams.get('text')).toBe('Is my phone fixable?');
  });
});
