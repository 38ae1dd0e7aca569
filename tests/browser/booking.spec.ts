// The booking dialog and the WhatsApp hand-off, in Chromium. The dialog's layout and controls are tried on a
// desktop and a phone; what a message says (the same script on any screen) on the phone, where most visitors are.
import { FULL_SHOP, expect, fill, isPhone, openBooking, standInForWhatsApp, test, whatsappText } from './fixtures.ts';

const PHONE_ONLY = { tag: '@phone-only' };

// Every test here may hand a message to WhatsApp.
test.beforeEach(({ context }) => standInForWhatsApp(context));

test.describe('booking dialog', () => {
  test('Book Repair opens the dialog; X and Escape close it; focus returns to the button', async ({ page }, testInfo) => {
    await page.goto('/');
    const trigger = page.locator(isPhone(testInfo) ? '.hero a[data-book]' : 'header a[data-book]');
    const dialog = await openBooking(page, trigger);
    await dialog.getByRole('button', { name: 'Close booking form' }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await openBooking(page, trigger);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('every kind of Book control opens it: Book Now, Book Appointment, per-item Book Now, Same-Day Priority', async ({ page }) => {
    await page.goto('/');
    for (const selector of ['.hero a[data-book]', '.cta a[data-book]', '#prices .price-card a[data-book]', '#emergency a[data-book]']) {
      const dialog = await openBooking(page, page.locator(selector).first());
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test('a per-item Book Now preselects its service and device', async ({ page }) => {
    await page.goto('/services/screen-replacement/');
    const dialog = await openBooking(page, page.locator('.price-row a[data-book]').first());
    await expect(dialog.locator('select[name="service"]')).toHaveValue('Screen Replacement');
    await expect(dialog.locator('select[name="device"]')).toHaveValue('iPhone');
  });

  test('never grows past 90% of the viewport and scrolls inside', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 500 });
    await page.goto('/');
    const dialog = await openBooking(page, page.locator('.hero a[data-book]'));
    const box = await dialog.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(450 + 1);
    expect(await dialog.evaluate((d) => d.scrollHeight > d.clientHeight)).toBe(true);
  });

  test('a half-filled form survives closing, reopening and moving to another page', async ({ page }) => {
    await page.goto('/');
    const dialog = await openBooking(page, page.locator('.hero a[data-book]'));
    await fill(dialog, { name: 'Asha Rao', notes: 'Cracked corner' });
    await page.keyboard.press('Escape');
    await openBooking(page, page.locator('.hero a[data-book]'));
    await expect(dialog.locator('input[name="name"]')).toHaveValue('Asha Rao');
    await page.goto('/pricing/');
    await openBooking(page, page.locator('main a[data-book]').first());
    await expect(page.locator('dialog#booking input[name="name"]')).toHaveValue('Asha Rao');
    await expect(page.locator('dialog#booking textarea[name="notes"]')).toHaveValue('Cracked corner');
  });

  test('a booking with Hindi, emoji, &, #, ? and newlines reaches WhatsApp exactly as typed', PHONE_ONLY, async ({ page, context }) => {
    await page.clock.setFixedTime(new Date('2026-11-21T06:00:00Z'));
    await page.goto('/');
    const dialog = await openBooking(page, page.locator('.hero a[data-book]'));
    await fill(dialog, {
      name: 'अमित शर्मा & Co #1?',
      phone: '+91 99999 11111',
      device: 'MacBook Air',
      service: 'Battery Replacement',
      date: '2026-11-28',
      notes: 'Line one 📱\nLine two: 50% & more? #urgent',
    });
    const popup = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Send booking on WhatsApp' }).click();
    const tab = await popup;
    const url = tab.url();
    expect(url.startsWith(`${FULL_SHOP.whatsapp}?text=`)).toBe(true);
    expect(whatsappText(url)).toBe(
      [
        'Hi, I would like to book a repair appointment.',
        '',
        'Name: अमित शर्मा & Co #1?',
        'Phone: +91 99999 11111',
        'Device: MacBook Air',
        'Service needed: Battery Replacement',
        'Preferred date: Sat, 28 Nov 2026',
        'Notes: Line one 📱\nLine two: 50% & more? #urgent',
        '',
        'Please confirm my appointment.',
      ].join('\n'),
    );
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await expect(dialog).toBeHidden();
  });

  test('a time of day within the hours and a pickup from a service area reach the message', PHONE_ONLY, async ({ page, context }) => {
    await page.clock.setFixedTime(new Date('2026-11-21T06:00:00Z'));
    await page.goto('/');
    const dialog = await openBooking(page, page.locator('.hero a[data-book]'));
    // The full fixture opens 10:30 to 20:00 (but Sundays): three parts of the day, from its own hours.
    expect(await dialog.locator('select[name="time"] option:not([disabled])').allTextContents()).toEqual([
      'Any time',
      'Morning (10:30 AM – 12 PM)',
      'Afternoon (12 – 4 PM)',
      'Evening (4 – 8 PM)',
    ]);
    const area = dialog.locator('select[name="area"]');
    await expect(area).toBeHidden();
    await dialog.getByLabel('Pickup & delivery').check();
    await expect(area).toBeVisible();
    expect((await area.locator('option').allTextContents()).slice(1, 3)).toEqual(['Chandivali', 'Powai']);
    await fill(dialog, {
      name: 'Rahul Mehta',
      phone: '98200 11111',
      device: 'iPhone',
      service: 'Screen Replacement',
      date: '2026-11-28',
      time: 'Evening (4 – 8 PM)',
      area: 'Powai',
    });
    const popup = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Send booking on WhatsApp' }).click();
    expect(whatsappText((await popup).url())).toBe(
      [
        'Hi, I would like to book a repair appointment.',
        '',
        'Name: Rahul Mehta',
        'Phone: 98200 11111',
        'Device: iPhone',
        'Service needed: Screen Replacement',
        'Preferred date: Sat, 28 Nov 2026',
        'Preferred time: Evening (4 – 8 PM)',
        'Visit: Pickup & delivery',
        'Pickup from: Powai',
        '',
        'Please confirm my appointment.',
      ].join('\n'),
    );
  });

  test('a phone number too short to be one gets an inline message and no hand-off', PHONE_ONLY, async ({ page, context }) => {
    await page.goto('/');
    const dialog = await openBooking(page, page.locator('.hero a[data-book]'));
    let opened = false;
    context.on('page', () => {
      opened = true;
    });
    await fill(dialog, { name: 'Ravi', phone: '+91 0 98765', device: 'iPhone', service: 'Screen Replacement' });
    await dialog.getByRole('button', { name: 'Send booking on WhatsApp' }).click();
    await expect(dialog.locator('#booking-phone-error')).toHaveText('Enter a 10-digit mobile number.');
    await expect(dialog.locator('input[name="phone"]')).toBeFocused();
    expect(opened).toBe(false);
    await expect(dialog.locator('input[name="phone"]')).toHaveAttribute('type', 'tel');
    await expect(dialog.locator('input[name="phone"]')).not.toHaveAttribute('pattern');
  });

  test("the preferred times follow the chosen day's hours", PHONE_ONLY, async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-21T06:00:00Z'));
    await page.goto('/');
    const dialog = await openBooking(page, page.locator('.hero a[data-book]'));
    const time = dialog.locator('select[name="time"]');
    const offered = () => time.locator('option:not([disabled])').allTextContents();
    const date = dialog.locator('input[name="date"]');
    // The full fixture opens 10:30 AM to 8 PM, and 11 AM to 6 PM on Sundays.
    await date.fill('2026-11-28');
    await time.selectOption('Evening (4 – 8 PM)');
    await date.fill('2026-11-29');
    expect(await offered()).toEqual(['Any time', 'Morning (11 AM – 12 PM)', 'Afternoon (12 – 4 PM)', 'Evening (4 – 6 PM)']);
    // An evening until 8 PM does not fit a Sunday: the choice goes back to any time.
    await expect(time).toHaveValue('');
    await date.fill('2026-11-30');
    expect(await offered()).toEqual(['Any time', 'Morning (10:30 AM – 12 PM)', 'Afternoon (12 – 4 PM)', 'Evening (4 – 8 PM)']);
  });

  for (const network of ['fast', 'slow'] as const) {
    test(`a date on a day the shop is closed gets an inline message and is not sent (${network} network)`, PHONE_ONLY, async ({ page, context }) => {
      await page.clock.setFixedTime(new Date('2026-11-21T06:00:00Z'));
      // On a slow network the price script, which holds the check, arrives after the date is picked.
      let release = () => {};
      if (network === 'slow') {
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route(/\/prices-[^/]*\.js$/, async (route) => {
          await held;
          await route.continue();
        });
      }
      await page.goto('/');
      const dialog = await openBooking(page, page.locator('.hero a[data-book]'));
      // The full fixture opens every day; here the form is told the shop closes on Sundays.
      await dialog.locator('form').evaluate((form: HTMLFormElement) => {
        form.dataset.days = 'Monday,Tuesday,Wednesday,Thursday,Friday,Saturday';
      });
      let opened = false;
      context.on('page', () => {
        opened = true;
      });
      await fill(dialog, { name: 'Ravi', phone: '9820011111', device: 'iPhone', service: 'Screen Replacement', date: '2026-11-29' });
      release();
      await expect(dialog.locator('#booking-date-error')).toHaveText('We are closed on Sundays. Choose another day.');
      await dialog.getByRole('button', { name: 'Send booking on WhatsApp' }).click();
      expect(opened).toBe(false);
      await dialog.locator('input[name="date"]').fill('2026-11-28');
      await expect(dialog.locator('#booking-date-error')).toBeHidden();
    });
  }

  test('empty optional fields are left out of the message', PHONE_ONLY, async ({ page, context }) => {
    await page.goto('/');
    const dialog = await openBooking(page, page.locator('.hero a[data-book]'));
    await fill(dialog, { name: 'Ravi', phone: '9999911111', device: 'iPhone', service: 'Screen Replacement' });
    const popup = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Send booking on WhatsApp' }).click();
    const text = whatsappText((await popup).url())!;
    expect(text).not.toContain('Preferred date');
    expect(text).not.toContain('Notes');
  });

  test('when the new tab is blocked, this tab goes to WhatsApp, and the draft is still there on return', PHONE_ONLY, async ({ page }) => {
    // A blocked popup looks like this to the page: window.open returns null.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto('/');
    const dialog = await openBooking(page, page.locator('.hero a[data-book]'));
    await fill(dialog, { name: 'Meera', phone: '9999922222', device: 'iPad', service: 'Other / Not sure' });
    await dialog.getByRole('button', { name: 'Send booking on WhatsApp' }).click();
    await page.waitForURL(/^https:\/\/wa\.me\//);
    expect(whatsappText(page.url())).toContain('Name: Meera');
    await page.goBack();
    await openBooking(page, page.locator('.hero a[data-book]'));
    await expect(page.locator('dialog#booking input[name="name"]')).toHaveValue('Meera');
  });
});

// A complete booking whose preferred date is the day before the mocked today (2026-11-21 in India).
const YESTERDAYS_BOOKING = { name: 'Old Date', phone: '9999933333', device: 'iPhone', service: 'iPhone Repair', date: '2026-11-20' };

test.describe('preferred date', PHONE_ONLY, () => {
  test('min is today in India: at 23:59 UTC it is already tomorrow there', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-21T23:59:00Z'));
    await page.goto('/');
    const dialog = await openBooking(page, page.locator('.hero a[data-book]'));
    await expect(dialog.locator('input[name="date"]')).toHaveAttribute('min', '2026-11-22');
  });

  test('an earlier date gets an inline message and no hand-off', async ({ page, context }) => {
    await page.clock.setFixedTime(new Date('2026-11-21T10:00:00Z'));
    await page.goto('/');
    const dialog = await openBooking(page, page.locator('.hero a[data-book]'));
    await fill(dialog, YESTERDAYS_BOOKING);
    let opened = false;
    context.on('page', () => {
      opened = true;
    });
    await dialog.getByRole('button', { name: 'Send booking on WhatsApp' }).click();
    await expect(dialog.locator('#booking-date-error')).toHaveText('Choose today or a later date.');
    await expect(dialog.locator('input[name="date"]')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog).toBeVisible();
    expect(opened).toBe(false);
  });

  test("the script's own check refuses an earlier date even where the browser ignores min (as iOS does)", async ({ page, context }) => {
    await page.clock.setFixedTime(new Date('2026-11-21T10:00:00Z'));
    await page.goto('/');
    const dialog = await openBooking(page, page.locator('.hero a[data-book]'));
    await fill(dialog, YESTERDAYS_BOOKING);
    await dialog.locator('input[name="date"]').evaluate((input: HTMLInputElement) => input.removeAttribute('min'));
    let opened = false;
    context.on('page', () => {
      opened = true;
    });
    await dialog.getByRole('button', { name: 'Send booking on WhatsApp' }).click();
    await expect(dialog.locator('#booking-date-error')).toHaveText('Choose today or a later date.');
    expect(opened).toBe(false);
  });
});

test.describe('contact form', PHONE_ONLY, () => {
  test("after the browser's validation, the message reaches WhatsApp with every field, as typed", async ({ page, context }) => {
    await page.goto('/contact/');
    const form = page.locator('form#contact-form');
    await form.getByRole('button', { name: 'Send on WhatsApp' }).click();
    expect(await form.locator('input[name="name"]').evaluate((i: HTMLInputElement) => i.validity.valueMissing)).toBe(true);

    await fill(form, {
      name: 'सीमा & Sons',
      email: 'not-an-email',
      phone: '9999944444',
      subject: 'Data Recovery',
      text: 'Photos lost 😢\nCan you help? #1 & only',
    });
    await form.getByRole('button', { name: 'Send on WhatsApp' }).click();
    expect(await form.locator('input[name="email"]').evaluate((i: HTMLInputElement) => i.validity.typeMismatch)).toBe(true);

    await form.locator('input[name="email"]').fill('seema@example.com');
    const popup = context.waitForEvent('page');
    await form.getByRole('button', { name: 'Send on WhatsApp' }).click();
    expect(whatsappText((await popup).url())).toBe(
      [
        'Hi, this is सीमा & Sons.',
        '',
        'Email: seema@example.com',
        'Phone: 9999944444',
        'Subject: Data Recovery',
        '',
        'Photos lost 😢\nCan you help? #1 & only',
        '',
        'Please get back to me.',
      ].join('\n'),
    );
  });

  test('a phone number too short to be one gets an inline message and no hand-off; +91 and a leading 0 count for nothing', async ({ page, context }) => {
    await page.goto('/contact/');
    const form = page.locator('form#contact-form');
    let opened = false;
    context.on('page', () => {
      opened = true;
    });
    await fill(form, { name: 'Kiran', phone: '+91 98765 4321', subject: 'General Inquiry', text: 'Hello' });
    await form.getByRole('button', { name: 'Send on WhatsApp' }).click();
    await expect(form.locator('#contact-phone-error')).toHaveText('Enter a 10-digit mobile number.');
    await expect(form.locator('input[name="phone"]')).toBeFocused();
    await expect(form.locator('input[name="phone"]')).toHaveAttribute('aria-invalid', 'true');
    expect(opened).toBe(false);
    // Typing clears the message; a full number with +91 or a leading 0 goes through.
    await form.locator('input[name="phone"]').fill('098765 43210');
    await expect(form.locator('#contact-phone-error')).toBeHidden();
    const popup = context.waitForEvent('page');
    await form.getByRole('button', { name: 'Send on WhatsApp' }).click();
    expect(whatsappText((await popup).url())).toContain('Phone: 098765 43210');
  });

  test('the e-mail is optional and then left out', async ({ page, context }) => {
    await page.goto('/contact/');
    const form = page.locator('form#contact-form');
    await fill(form, { name: 'Kiran', phone: '9999955555', subject: 'General Inquiry', text: 'Hello' });
    const popup = context.waitForEvent('page');
    await form.getByRole('button', { name: 'Send on WhatsApp' }).click();
    expect(whatsappText((await popup).url())).not.toContain('Email');
  });
});
