// The repair catalogue as a visitor meets it, in Chromium on a phone and a desktop: a model's price
// from the home page in a tap or two, the price finder by keyboard alone, the tables without
// JavaScript, and a booking whose WhatsApp text names the model and the estimate.
import type { Page } from '@playwright/test';
import { FULL_SHOP, expect, fill, isPhone, openBooking, test, whatsappText } from './fixtures.ts';
import { builtRoutes, FIXTURE_SITE } from './sites.ts';

/** Taps on a phone, clicks on a desktop, counted: the visitor's effort is part of what is tested. */
function counter(page: Page, phone: boolean) {
  let taps = 0;
  return {
    async press(selector: string | ReturnType<Page['locator']>) {
      const target = typeof selector === 'string' ? page.locator(selector) : selector;
      taps += 1;
      await (phone ? target.tap() : target.click());
    },
    get taps() {
      return taps;
    },
  };
}

test('from the home page, the price of an iPhone 13 screen in one tap, and a booking with model and estimate in three', async ({ page, context }, testInfo) => {
  const visitor = counter(page, isPhone(testInfo));
  await page.goto('/');
  await visitor.press(page.locator('#models a', { hasText: 'iPhone 13 / 13 mini' }));
  await expect(page).toHaveURL(/\/pricing\/#iphone-13$/);
  const finder = page.locator('[data-finder]');
  await expect(finder.locator('select[name="model"]')).toHaveValue('iphone-13');
  const screen = finder.locator('.finder-item', { hasText: 'Screen replacement' });
  await expect(screen).toContainText('₹7,999');
  await expect(screen).toContainText('About 2-3 hours · 180-day warranty');
  await expect(screen).toBeInViewport();
  expect(visitor.taps, 'taps to the price').toBe(1);

  await visitor.press(screen.locator('a[data-book]'));
  const dialog = page.locator('dialog#booking');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('select[name="device"]')).toHaveValue('iPhone');
  await expect(dialog.locator('select[name="model"]')).toHaveValue('iphone-13');
  await expect(dialog.locator('select[name="service"]')).toHaveValue('Screen Replacement');
  await expect(dialog.locator('[data-estimate]')).toHaveText('Estimate: ₹7,999 · about 2-3 hours');
  await fill(dialog, { name: 'Asha', phone: '98200 00000' });
  const popup = context.waitForEvent('page');
  await visitor.press(dialog.getByRole('button', { name: 'Send booking on WhatsApp' }));
  const url = (await popup).url();
  expect(visitor.taps, 'taps to the booking').toBe(3);
  expect(url.startsWith(`${FULL_SHOP.whatsapp}?text=`)).toBe(true);
  expect(whatsappText(url)).toBe(
    [
      'Hi, I would like to book a repair appointment.',
      '',
      'Name: Asha',
      'Phone: 98200 00000',
      'Device: iPhone',
      'Model: iPhone 13',
      'Service needed: Screen Replacement',
      'Estimate: ₹7,999 · about 2-3 hours',
      '',
      'Please confirm my appointment.',
    ].join('\n'),
  );
});

test('the price finder works by keyboard alone', async ({ page }) => {
  await page.goto('/pricing/');
  const finder = page.locator('[data-finder]');
  await expect(finder).toBeVisible();
  // Tab from the top of the page to the finder's first control.
  const device = finder.locator('select[name="device"]');
  for (let i = 0; i < 60 && !(await device.evaluate((e) => e === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(device).toBeFocused();
  await page.keyboard.press('ArrowDown'); // iPhone → Mac
  await expect(device).toHaveValue('mac');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown'); // the first Mac
  await expect(finder.locator('select[name="model"]')).toHaveValue('macbook-pro-16-m4');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown'); // the first repair of a Mac
  await expect(finder.locator('.finder-item')).toHaveCount(1);
  await expect(finder.locator('.finder-item')).toContainText('Logic-board repair');
  await expect(finder.locator('.finder-item')).toContainText('On inspection');
  await page.keyboard.press('Tab');
  await expect(finder.locator('.finder-item a[data-book]')).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.locator('dialog#booking');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('select[name="device"]')).toHaveValue('MacBook Pro');
  await expect(dialog.locator('select[name="model"]')).toHaveValue('macbook-pro-16-m4');
  await expect(dialog.locator('[data-estimate]')).toHaveText('Estimate: On inspection · about 1-2 days');
});

test('the booking form of any page lists the models of the chosen device and estimates the price', async ({ page }) => {
  await page.goto('/about/');
  const dialog = await openBooking(page, page.locator('main a[data-book], header a[data-book]').first());
  const model = dialog.locator('select[name="model"]');
  await fill(dialog, { device: 'iPhone' });
  await expect(model).toBeVisible();
  await expect(model.locator('option')).toHaveCount(39); // the prompt and 38 iPhones
  await fill(dialog, { model: 'iphone-13', service: 'Screen Replacement' });
  await expect(dialog.locator('[data-estimate]')).toHaveText('Estimate: ₹7,999 · about 2-3 hours');
  // Several repairs book "Water Damage": the estimate starts from the cheapest, the diagnosis.
  await fill(dialog, { service: 'Water Damage' });
  await expect(dialog.locator('[data-estimate]')).toHaveText('Estimate: from ₹799 · about 1-2 hours');
  await fill(dialog, { device: 'iPad' });
  await expect(model).toHaveValue('');
  await expect(dialog.locator('[data-estimate]')).toBeHidden();
});

test('Same-Day Priority ticks its box, and the message asks for same-day priority', async ({ page, context }) => {
  await page.goto('/');
  const dialog = await openBooking(page, page.locator('#emergency a[data-book]'));
  await expect(dialog.locator('input[name="priority"]')).toBeChecked();
  await fill(dialog, { name: 'Ravi', phone: '9999911111', device: 'iPhone', service: 'Screen Replacement' });
  const popup = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'Send booking on WhatsApp' }).click();
  expect(whatsappText((await popup).url())).toContain('\nPriority: same-day priority\n');
});

test("a service page's Book Now picks its service", async ({ page }) => {
  await page.goto('/services/battery-replacement/');
  const dialog = await openBooking(page, page.locator('.page-hero a[data-book]'));
  await expect(dialog.locator('select[name="service"]')).toHaveValue('Battery Replacement');
});

test.describe('with JavaScript switched off', () => {
  test.use({ javaScriptEnabled: false });

  test('a model chip opens the pricing page on its row, and the tables hold every price with their headers', async ({ page }) => {
    await page.goto('/');
    await page.locator('#models a', { hasText: 'iPhone 13 / 13 mini' }).click();
    await expect(page).toHaveURL(/\/pricing\/#iphone-13$/);
    await expect(page.locator('[data-finder]')).toBeHidden();
    const row = page.locator('tr#iphone-13');
    await expect(row).toBeInViewport();
    await expect(row.getByRole('rowheader')).toHaveText('iPhone 13');
    await expect(row.getByRole('cell').first()).toHaveText('₹7,999');
    const table = page.getByRole('table', { name: 'iPhone repair prices by model' });
    await expect(table.getByRole('columnheader', { name: 'Screen replacement' })).toBeVisible();
    await expect(page.locator('tr#watch-series-3')).toContainText('₹5,999');
  });
});

test('no page is wider than a phone', { tag: '@phone-only' }, async ({ page }) => {
  for (const route of builtRoutes(FIXTURE_SITE.out)) {
    await page.goto(route);
    // A phone lays a page out wider than its screen (and shrinks it) when anything overflows.
    expect(await page.evaluate(() => innerWidth), route).toBe(390);
  }
});
