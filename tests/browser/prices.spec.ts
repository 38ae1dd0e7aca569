// The repair catalogue as a visitor meets it, in Chromium on a phone and a desktop: a model's price
// from the home page in a tap or two, the price finder by keyboard alone, the tables without
// JavaScript, and a booking whose WhatsApp text names the model and the estimate.
import type { Page } from '@playwright/test';
import { FULL_SHOP, expect, fill, isPhone, openBooking, standInForWhatsApp, test, whatsappText } from './fixtures.ts';
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
  await standInForWhatsApp(context);
  const visitor = counter(page, isPhone(testInfo));
  await page.goto('/');
  await visitor.press(page.locator('#models a', { hasText: 'iPhone 13 / 13 mini' }));
  await expect(page).toHaveURL(/\/pricing\/\?group=[\w-]+#iphone-13$/);
  const finder = page.locator('[data-finder]');
  await expect(finder.locator('select[name="model"]')).toHaveValue('iphone-13');
  // The chip names a group: the finder shows each of its models, the first one first.
  await expect(finder.locator('[data-finder-result] h4')).toHaveText(['iPhone 13', 'iPhone 13 mini']);
  const screen = finder.locator('.finder-item', { hasText: 'Screen replacement' }).first();
  await expect(screen).toContainText('₹7,999');
  await expect(screen).toContainText('About 2–3 hours · 180‑day warranty');
  await expect(screen).toBeInViewport();
  expect(visitor.taps, 'taps to the price').toBe(1);

  await visitor.press(screen.locator('a[data-book]'));
  const dialog = page.locator('dialog#booking');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('select[name="device"]')).toHaveValue('iPhone');
  await expect(dialog.locator('select[name="model"]')).toHaveValue('iphone-13');
  await expect(dialog.locator('select[name="service"]')).toHaveValue('Screen Replacement');
  await expect(dialog.locator('[data-estimate]')).toHaveText('Estimate: ₹7,999 · about 2–3 hours');
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
      'Estimate: ₹7,999 · about 2–3 hours',
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
  await expect(dialog.locator('[data-estimate]')).toHaveText('Estimate: On inspection · about 1–2 days');
});

test("the header's Book Repair after the finder keeps the finder's model; an Apple Watch, an iMac or a Mac mini is booked by model under Other", async ({
  page,
}) => {
  await page.goto('/pricing/');
  const finder = page.locator('[data-finder]');
  await finder.locator('select[name="device"]').selectOption('watch');
  await finder.locator('select[name="model"]').selectOption('watch-series-9');
  const dialog = await openBooking(page);
  await expect(dialog.locator('select[name="device"]')).toHaveValue('Other');
  await expect(dialog.locator('select[name="model"]')).toHaveValue('watch-series-9');
  const models = await dialog.locator('select[name="model"] option').allTextContents();
  for (const name of ['Apple Watch Series 3', 'iMac 24″ (M1 to M4)', 'Mac mini (M1 to M4)']) expect(models).toContain(name);
  // The spec's five device types stay the choices.
  expect(await dialog.locator('select[name="device"] option').allTextContents()).toEqual(
    expect.arrayContaining(['iPhone', 'MacBook Pro', 'MacBook Air', 'iPad', 'Other']),
  );
});

test('the booking form of any page lists the models of the chosen device and estimates the price', async ({ page }) => {
  await page.goto('/about/');
  const dialog = await openBooking(page, page.locator('main a[data-book], header a[data-book]').first());
  const model = dialog.locator('select[name="model"]');
  await fill(dialog, { device: 'iPhone' });
  await expect(model).toBeVisible();
  await expect(model.locator('option')).toHaveCount(39); // the prompt and 38 iPhones
  await fill(dialog, { model: 'iphone-13', service: 'Screen Replacement' });
  await expect(dialog.locator('[data-estimate]')).toHaveText('Estimate: ₹7,999 · about 2–3 hours');
  // Several repairs book "Water Damage": the estimate starts from the cheapest, the diagnosis.
  await fill(dialog, { service: 'Water Damage' });
  await expect(dialog.locator('[data-estimate]')).toHaveText('Estimate: from ₹799 · about 1–2 hours');
  await fill(dialog, { device: 'iPad' });
  await expect(model).toHaveValue('');
  await expect(dialog.locator('[data-estimate]')).toBeHidden();
});

test('Same-Day Priority ticks its box, and the message asks for same-day priority', async ({ page, context }) => {
  await standInForWhatsApp(context);
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

  test('a model chip opens the pricing page on its row, and the tables hold every price with their headers', async ({ page }, testInfo) => {
    await page.goto('/');
    await page.locator('#models a', { hasText: 'iPhone 13 / 13 mini' }).click();
    await expect(page).toHaveURL(/\/pricing\/\?group=[\w-]+#iphone-13$/);
    await expect(page.locator('[data-finder]')).toBeHidden();
    const row = page.locator('tr#iphone-13');
    await expect(row).toBeInViewport();
    await expect(row.getByRole('rowheader')).toHaveText('iPhone 13');
    await expect(row.getByRole('cell').first()).toHaveText('₹7,999');
    const table = page.getByRole('table', { name: 'iPhone repair prices by model' });
    // On a desktop the column's heading shows; on a phone each price names its repair, and the heading is there for screen readers.
    const heading = table.getByRole('columnheader', { name: 'Screen replacement' });
    if (isPhone(testInfo)) {
      await expect(heading).toBeAttached();
      expect(
        await row
          .getByRole('cell')
          .first()
          .evaluate((td) => getComputedStyle(td, '::before').content),
      ).toBe('"Screen replacement"');
    } else await expect(heading).toBeVisible();
    await expect(page.locator('tr#watch-series-3')).toContainText('₹5,999');
  });
});

/** The pricing page's height in CSS pixels. */
const height = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

test('the pricing page is at most nine phone screens (7,600 px at 390x844), the finder first after its title', { tag: '@phone-only' }, async ({ page }) => {
  await page.goto('/pricing/');
  await expect(page.locator('[data-finder]')).toBeVisible();
  expect(await height(page)).toBeLessThanOrEqual(7600);
  await expect(page.locator('[data-finder]')).toBeInViewport();
  // The spec's content stays: every shared price, the inclusions, four questions, the WhatsApp quote.
  await expect(page.locator('#prices .price-card')).toHaveCount(7);
  await expect(page.locator('#included li')).toHaveCount(6);
  await expect(page.locator('#faq details')).toHaveCount(4);
  await expect(page.locator('.cta a[href^="https://wa.me/"]')).toBeVisible();
});

/** Each device's prices opened by a tap on its summary; the priced cells that show nothing readable, or reach past the screen. */
async function openEveryDevice(page: Page): Promise<string[]> {
  for (const summary of await page.locator('.device-prices > summary').all()) await summary.click();
  return page.evaluate(() => {
    const bad: string[] = [];
    for (const table of document.querySelectorAll('.price-table')) {
      const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent!.trim());
      for (const row of table.querySelectorAll('tbody tr')) {
        const model = row.querySelector('th')!;
        const cells = [...row.querySelectorAll('td')];
        for (const [i, cell] of cells.entries()) {
          if (cell.classList.contains('price-none')) continue;
          const box = cell.getBoundingClientRect();
          const what = `${model.textContent} / ${headers[i + 1]}`;
          if (box.width === 0 || box.left < 0 || box.right > innerWidth + 0.5) bad.push(`${what}: at ${Math.round(box.left)}..${Math.round(box.right)}`);
          // On a phone the row is a card, each price labelled with its repair; on a desktop the heading is the column's.
          const label = getComputedStyle(cell, '::before').content;
          const card = getComputedStyle(row).display !== 'table-row';
          if (card && label !== JSON.stringify(headers[i + 1])) bad.push(`${what}: labelled ${label}`);
        }
      }
    }
    return bad;
  });
}

test.describe('the prices of every model', () => {
  test.use({ javaScriptEnabled: false });

  test('open by device without JavaScript, each price labelled by its repair and inside the screen, at 390 and 320 px', { tag: '@phone-only' }, async ({
    page,
  }) => {
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto('/pricing/');
      expect(await height(page), `${width} px, closed`).toBeLessThanOrEqual(7600);
      await expect(page.locator('.device-prices[open]')).toHaveCount(0);
      expect(await openEveryDevice(page), `${width} px`).toEqual([]);
      await expect(page.locator('.device-prices[open]')).toHaveCount(4);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBe(width);
      // A model that lacks a repair does not list it.
      await expect(page.locator('tr#macbook-pro-16-m4 .price-none').first()).toBeHidden();
    }
  });

  test('open by device without JavaScript on a desktop, every price in its column', { tag: '@desktop-only' }, async ({ page }) => {
    await page.goto('/pricing/');
    expect(await openEveryDevice(page)).toEqual([]);
  });

  test('a link to a device opens its prices', async ({ page }) => {
    await page.goto('/pricing/#mac');
    await expect(page.locator('.device-prices', { has: page.locator('#mac') })).toHaveAttribute('open', '');
    await expect(page.locator('tr#macbook-pro-16-m4 th')).toBeInViewport();
  });
});

test('the column headings stay under the header while a long table scrolls', { tag: '@desktop-only' }, async ({ page }) => {
  await page.goto('/pricing/');
  await page.locator('.device-prices > summary').first().click();
  await page.locator('tr#iphone-6').scrollIntoViewIfNeeded();
  const header = (await page.locator('.site-header').boundingBox())!;
  const heading = page.locator('#iphone thead th').nth(1);
  const box = (await heading.boundingBox())!;
  expect(Math.abs(box.y - (header.y + header.height))).toBeLessThanOrEqual(2);
  // Seen, not hidden under the header: the point at its middle is the heading.
  expect(
    await heading.evaluate((th) => {
      const r = th.getBoundingClientRect();
      return th.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    }),
  ).toBe(true);
});

test('the price finder appears in the place kept for it: nothing on the pricing page shifts when the script shows it', { tag: '@phone-only' }, async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.shifted += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The catalogue arrives late, as on a slow network: the page is painted before the finder shows.
  await page.route('**/*.json', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/pricing/');
  await expect(page.locator('[data-finder] select[name="device"] option').first()).toBeAttached();
  await expect(page.locator('[data-finder]')).toBeVisible();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThan(0.01);
});

test('no page is wider than a phone', { tag: '@phone-only' }, async ({ page }) => {
  for (const route of builtRoutes(FIXTURE_SITE.out)) {
    await page.goto(route);
    // A phone lays a page out wider than its screen (and shrinks it) when anything overflows.
    expect(await page.evaluate(() => innerWidth), route).toBe(390);
  }
});
