// Menus, the FAQ accordion and the open-now badge, in Chromium.
import { expect, test } from './fixtures.ts';

// The menu button is the phone layout, the hover dropdown the desktop one: each project runs its own
// (see grepInvert in playwright.config.ts).
test.describe('phone menu', { tag: '@phone-only' }, () => {
  test('the menu button toggles the menu with aria-expanded; Escape and choosing a link close it', async ({ page }) => {
    await page.goto('/');
    const toggle = page.locator('[data-menu-toggle]');
    const menu = page.locator('#site-menu');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', 'site-menu');
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Pricing' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(page.locator('#site-menu')).toBeHidden();
  });

  test('a menu opened by its link before the script ran can still be closed, and the space bar toggles it', async ({ page }) => {
    await page.goto('/#site-menu');
    const toggle = page.locator('[data-menu-toggle]');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#site-menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#site-menu')).toBeHidden();
    expect(new URL(page.url()).hash).toBe('');
    await toggle.focus();
    await page.keyboard.press(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press(' ');
    await expect(page.locator('#site-menu')).toBeHidden();
  });

  test('the services list inside the menu is collapsible', async ({ page }) => {
    await page.goto('/');
    await page.locator('[data-menu-toggle]').click();
    const services = page.getByRole('button', { name: 'Services' });
    const list = page.locator('#services-list');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByRole('link', { name: 'Water Damage Repair' })).toBeVisible();
    await services.click();
    await expect(list).toBeHidden();
  });
});

test.describe('desktop services dropdown', { tag: '@desktop-only' }, () => {
  test('opens on hover and closes on leaving', async ({ page }) => {
    await page.goto('/');
    const services = page.getByRole('button', { name: 'Services' });
    const list = page.locator('#services-list');
    await expect(list).toBeHidden();
    await services.hover();
    await expect(list).toBeVisible();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.locator('h1').hover();
    await expect(list).toBeHidden();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  test('stays open when the mouse that opened it clicks Services', async ({ page }) => {
    await page.goto('/');
    const services = page.getByRole('button', { name: 'Services' });
    const list = page.locator('#services-list');
    await services.hover();
    await expect(list).toBeVisible();
    await services.click();
    await expect(list.getByRole('link', { name: 'Water Damage Repair' })).toBeVisible();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
  });

  test('a tap on Services opens and closes it, on a touch screen as wide as a desktop', async ({ page }) => {
    await page.goto('/');
    const services = page.getByRole('button', { name: 'Services' });
    const list = page.locator('#services-list');
    await services.dispatchEvent('click', { pointerType: 'touch', detail: 1 });
    await expect(list).toBeVisible();
    await services.dispatchEvent('click', { pointerType: 'touch', detail: 1 });
    await expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  test('opens on keyboard focus, reaches its links by Tab, and closes on Escape', async ({ page }) => {
    await page.goto('/');
    const services = page.getByRole('button', { name: 'Services' });
    const list = page.locator('#services-list');
    await services.focus();
    await expect(list).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(list.getByRole('link', { name: 'iPhone Repair' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(services).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(list).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(list).toBeHidden();
  });

  test('the current page is marked in the menu', async ({ page }) => {
    await page.goto('/pricing/');
    await expect(page.locator('#site-menu a[aria-current="page"]')).toHaveText('Pricing');
  });
});

test.describe('FAQ accordion', () => {
  test('one answer open at a time; clicking the open one closes it', async ({ page }) => {
    await page.goto('/services/macbook-repair/');
    const faqs = page.locator('#faq details');
    await faqs.nth(0).locator('summary').click();
    await expect(faqs.nth(0)).toHaveAttribute('open', '');
    await faqs.nth(1).locator('summary').click();
    await expect(faqs.nth(1)).toHaveAttribute('open', '');
    await expect(faqs.nth(0)).not.toHaveAttribute('open', '');
    await faqs.nth(1).locator('summary').click();
    await expect(faqs.nth(1)).not.toHaveAttribute('open', '');
  });
});

// The full fixture opens every day from 10:30 to 20:00, and on Sundays from 11:00 to 18:00.
test.describe('open-now badge', () => {
  // The hero's badge; the open phone menu carries the same one.
  const badge = (page: import('@playwright/test').Page) => page.locator('.hero [data-open-badge]');

  test('says open, and when it closes, during the hours in India', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-21T06:30:00Z')); // 12:00 in India
    await page.goto('/');
    await expect(badge(page)).toHaveText('Open now · closes 8 PM');
  });

  test('says closed, and when it opens, after hours in India; the urgent cards say when a message is answered', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-21T16:45:00Z')); // 22:15 on a Saturday in India: Sunday opens at 11
    await page.goto('/');
    await expect(badge(page)).toHaveText('Closed · opens 11 AM');
    // Beside each urgent card's "message us now" button, and nowhere while open.
    const notes = page.locator('#emergency .reply-note');
    await expect(notes).toHaveCount(2);
    for (const note of await notes.all()) await expect(note).toHaveText('We reply from 11 AM');
    await expect(page.locator('#emergency .card').first().locator('a.btn-whatsapp')).toContainText('Message us on WhatsApp');
    await page.clock.setFixedTime(new Date('2026-11-21T06:30:00Z')); // 12:00 in India
    await page.reload();
    await expect(badge(page)).toHaveText(/^Open now/);
    await expect(notes.first()).toBeHidden();
  });

  test("early in the morning in India, though still the day before in UTC: that Sunday's hours", async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-21T21:00:00Z')); // 02:30 on Sunday the 22nd in India
    await page.goto('/');
    await expect(badge(page)).toHaveText('Closed · opens 11 AM');
  });

  test("the open phone menu gives today's hours, a call and a chat", { tag: '@phone-only' }, async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-21T06:30:00Z')); // 12:00 in India
    await page.goto('/about/');
    await page.locator('[data-menu-toggle]').click();
    const menu = page.locator('#site-menu');
    await expect(menu.locator('[data-open-badge]')).toHaveText('Open now · closes 8 PM');
    await expect(menu.locator('.menu-hours')).toHaveText('Every day, 10:30 AM to 8 PM; Sunday, 11 AM to 6 PM');
    await expect(menu.getByRole('link', { name: 'Call now' })).toHaveAttribute('href', 'tel:+919123456789');
    await expect(menu.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/919988776655\?text=/);
  });
});
