// The full fixture shop in English, Hindi and Marathi (tests/browser/languages-shop.ts), in Chromium,
// desktop and phone: every Hindi and Marathi page works as every page must (axe, CSP, links), the
// language switcher keeps the visitor on the same page by keyboard and by touch, a booking made on a
// Hindi page reaches WhatsApp in Hindi, and without JavaScript every language still reads and links.
import { expect, expectPageWorks, fill, openBooking, standInForWhatsApp, test, whatsappText } from './fixtures.ts';
import { LANGUAGES_SITE, builtRoutes } from './sites.ts';
import { UI } from '../../templates/lib/ui/index.ts';

const DEVANAGARI = /[\u0900-\u097F]/;

// Every Hindi and Marathi page on the phone, where most visitors are, but of the fixture's four articles only the one with a
// picture and the one with a link to another page (the others are the same template with other words; the root shop checks
// every article of the owner's shop in every language); on a desktop, each language's home and pricing pages (the widest
// layouts): the rest share their CSS and components with the English pages pages.spec checks there.
const ARTICLES = ['water-damage-first-steps', 'iphone-battery-signs'];
const isArticle = (route: string) => /\/blog\/[^/]+\/$/.test(route);
const ROUTES = builtRoutes(LANGUAGES_SITE.out).filter(
  (route) => /^\/(hi|mr)\//.test(route) && (!isArticle(route) || ARTICLES.some((article) => route.endsWith(`/blog/${article}/`))),
);
// A renamed article in the fixture must not drop the articles from the check without a word.
for (const article of ARTICLES) if (!ROUTES.includes(`/hi/blog/${article}/`)) throw new Error(`languages.spec: the fixture has no article ${article}`);
for (const route of ROUTES) {
  const where = /^\/(hi|mr)\/(pricing\/)?$/.test(route) ? '' : ' @phone-only';
  test(`${route} answers, is accessible (axe), keeps its CSP, runs its script and links only to pages that exist${where}`, async ({ page }) => {
    await expectPageWorks(page, route);
    await expect(page.locator('html')).toHaveAttribute('lang', route.startsWith('/hi/') ? 'hi-IN' : 'mr-IN');
  });
}

/** The switcher's link to a language, as the visitor finds it: in the row above the header, on a phone too. */
async function languageLink(page: import('@playwright/test').Page, tag: string) {
  const link = page.locator(`nav.languages a[hreflang="${tag}"]`);
  await expect(link).toBeVisible();
  return link;
}

test.describe('the language switcher', () => {
  test('by keyboard, takes the visitor from /mr/pricing/ to the same page in English and back @desktop-only', async ({ page }) => {
    await page.goto('/mr/pricing/');
    const english = await languageLink(page, 'en-IN');
    await english.focus();
    await expect(english).toBeFocused();
    // The focus is visible: an outline or a box shadow.
    expect(
      await english.evaluate((a) => {
        const s = getComputedStyle(a);
        return s.outlineStyle !== 'none' || s.boxShadow !== 'none';
      }),
    ).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pricing\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await (await languageLink(page, 'mr-IN')).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/mr\/pricing\/$/);
  });

  test('by touch, on a phone, in one tap from the top of the page, with a target of at least 44×44 px, at 390 and 320 px @phone-only', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/hi/services/screen-replacement/');
    // In the first screen, whole, the menu closed.
    for (const tag of ['en-IN', 'mr-IN']) await expect(page.locator(`nav.languages a[hreflang="${tag}"]`)).toBeInViewport({ ratio: 1 });
    // The header's Book button keeps its verb ("बुक करें", never a lone "बुक"), and the shop's name is not broken inside a word.
    await expect(page.locator('.bar > a[data-book]')).toHaveText('बुक करें');
    expect((await page.locator('.bar .book-more').boundingBox())!.width).toBeGreaterThan(10);
    const name = page.locator('.brand-name');
    expect(await name.evaluate((n) => n.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(n).lineHeight))).toBeLessThan(1.5);
    await page.setViewportSize({ width: 390, height: 844 });
    const english = await languageLink(page, 'en-IN');
    const box = await english.boundingBox();
    expect(Math.round(box!.width)).toBeGreaterThanOrEqual(44);
    expect(Math.round(box!.height)).toBeGreaterThanOrEqual(44);
    await english.tap();
    await expect(page).toHaveURL(/\/services\/screen-replacement\/$/);
    expect(new URL(page.url()).pathname).toBe('/services/screen-replacement/');
  });

  test('marks the current language and names each in itself', async ({ page }) => {
    await page.goto('/hi/');
    await languageLink(page, 'en-IN');
    await expect(page.locator('nav.languages [aria-current="true"][lang="hi-IN"]')).toHaveText('हिन्दी');
    await expect(page.locator('nav.languages a[hreflang="mr-IN"]')).toHaveText('मराठी');
  });
});

test.describe('booking in Hindi', () => {
  test('the booking dialog asks in Hindi and the decoded WhatsApp text is Hindi', async ({ page, context }) => {
    await standInForWhatsApp(context);
    await page.clock.setFixedTime(new Date('2026-11-21T06:00:00Z'));
    await page.goto('/hi/');
    const dialog = await openBooking(page, page.locator('.hero a[data-book]'));
    await expect(dialog.locator('h2')).toHaveText(DEVANAGARI);
    await expect(dialog.locator('button[type="submit"]')).toHaveText(DEVANAGARI);
    await fill(dialog, { name: 'अमित शर्मा', phone: '+91 99999 11111', device: 'iPhone', service: 'iPhone रिपेयर', date: '2026-11-28' });
    const popup = context.waitForEvent('page');
    await dialog.locator('button[type="submit"]').click();
    const text = whatsappText((await popup).url())!;
    expect(text).toMatch(DEVANAGARI);
    expect(text).toContain('iPhone रिपेयर');
    expect(text).toContain('अमित शर्मा');
    // No English word of the message's own is left: its labels and opening are Hindi.
    for (const english of ['Name:', 'Phone:', 'Service needed', 'Preferred date', 'I would like to book', 'Please confirm'])
      expect(text).not.toContain(english);
    expect(text).not.toMatch(/[\u0966-\u096F]/); // Latin digits, as Indian phones write them
  });

  test('a wrong phone number is explained in Hindi', async ({ page }) => {
    await page.goto('/hi/');
    const dialog = await openBooking(page, page.locator('.hero a[data-book]'));
    await fill(dialog, { name: 'अमित', phone: '12345', device: 'iPhone', service: 'iPhone रिपेयर' });
    await dialog.locator('button[type="submit"]').click();
    const error = dialog.locator('#booking-phone-error');
    await expect(error).toBeVisible();
    await expect(error).toHaveText(DEVANAGARI);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ['hi', 'mr'] as const) {
    test(`/${lang}/ pages read, link to each other and to the other languages, and prefill WhatsApp in ${lang}`, async ({ page }) => {
      await page.goto(`/${lang}/pricing/`);
      await expect(page.locator('html')).toHaveAttribute('lang', `${lang}-IN`);
      await expect(page.locator('h1')).toBeVisible();
      const links = await page.locator('main a[href^="/"], footer a[href^="/"]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
      expect(links.length).toBeGreaterThan(0);
      expect(links.filter((href) => !href.startsWith(`/${lang}/`))).toEqual([]);
      const chats = await page.locator('a[href^="https://wa.me/"]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
      expect(chats.some((href) => DEVANAGARI.test(whatsappText(href) ?? ''))).toBe(true);
      // The switcher is plain links: English, the same page.
      const english = page.locator('nav.languages a[hreflang="en-IN"]');
      await expect(english).toHaveAttribute('href', '/pricing/');
      // A question opens without a script.
      const question = page.locator('#faq details summary').first();
      await question.click();
      await expect(page.locator('#faq details').first()).toHaveAttribute('open', '');
      // Nine phone screens at most, as in English (phone/desktop alike: the budget is the phone's).
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(7600);
    });
  }
});

test('a link in an untranslated article takes a Hindi reader to the Hindi page, and an English reader to the English one', async ({ page }) => {
  for (const lang of ['hi', ''] as const) {
    await page.goto(`${lang ? `/${lang}` : ''}/blog/iphone-battery-signs/`);
    await page.locator('.prose a', { hasText: 'our prices' }).click();
    await expect(page).toHaveURL(`${lang ? `/${lang}` : ''}/pricing/#finder`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang ? 'hi-IN' : 'en-IN');
  }
});

test('the words the generator ships for the pages are used: the Hindi home page shows no English word of its own', async ({ page }) => {
  await page.goto('/hi/');
  const shown = await page.locator('body').evaluate((body) => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('[lang]:not([lang^="hi"]), script, style')) continue;
      if (node.parentElement && getComputedStyle(node.parentElement).display !== 'none') texts.push(node.textContent ?? '');
    }
    return texts.join('\n');
  });
  const english = Object.entries(UI.en)
    .filter(([key, word]) => UI.hi[key as keyof typeof UI.en] !== word && /^[A-Za-z][A-Za-z ]{4,}$/.test(word))
    .map(([, word]) => word);
  // As words: "Phone" is not in "iPhone", "Book" not in "MacBook".
  expect(english.filter((word) => new RegExp(`(?<![A-Za-z])${word}(?![A-Za-z])`).test(shown))).toEqual([]);
});

test('in Hindi and Marathi too, under the language row, the contact and service pages show open or closed, Call and WhatsApp in the first 320x640 screen @phone-only', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const routes = builtRoutes(LANGUAGES_SITE.out).filter((r) => /^\/(hi|mr)\/(contact|services\/[^/]+)\/$/.test(r));
  expect(routes.length).toBeGreaterThan(2);
  for (const route of routes) {
    await page.goto(route);
    const band = (await page.locator('.fab-band').boundingBox())!;
    for (const selector of ['.open-badge', 'a.btn[href^="tel:"]', 'a.btn-whatsapp']) {
      const box = (await page.locator('.page-hero').locator(selector).first().boundingBox())!;
      expect(box.y + box.height, `${route}: ${selector}`).toBeLessThanOrEqual(band.y);
    }
  }
});

test('an address left in English on a Hindi page runs as one text, not a narrow column per part @phone-only', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/hi/contact/');
  for (const address of await page.locator('.contact-list a[href^="https://maps."]').all()) {
    // Each part kept in English is a span of its own (lang="en-IN"); a flex link made each a box of its own ("Po / ,w / ai").
    const parts = await address.locator('[lang]').evaluateAll((spans) => spans.map((span) => getComputedStyle(span).display));
    expect(parts.length).toBeGreaterThan(1);
    expect(new Set(parts)).toEqual(new Set(['inline']));
  }
});
