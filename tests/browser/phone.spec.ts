// The visitor's phone first: the menu button at every width from 320 px, a 44 px target for every
// link and control on every page, and a home page of about eight screens.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { builtRoutes, FIXTURE_SITE } from './sites.ts';

const ROUTES = builtRoutes(FIXTURE_SITE.out);

test.describe('the menu button', { tag: '@phone-only' }, () => {
  for (const width of [320, 330, 360, 390, 412]) {
    test(`is whole, at least 44x44, and turns into a close control at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/');
      const toggle = page.locator('[data-menu-toggle]');
      const box = (await toggle.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(toggle.locator('.when-closed')).toBeVisible();
      await expect(toggle.locator('.when-open')).toBeHidden();
      await toggle.click();
      await expect(toggle.locator('.when-open')).toBeVisible();
      await expect(toggle.locator('.when-closed')).toBeHidden();
      await toggle.click();
      await expect(page.locator('#site-menu')).toBeHidden();
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the open menu shows a close control where the button was, and it closes the menu', async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto('/');
      await page.locator('[data-menu-toggle]').click();
      await expect(page.locator('#site-menu')).toBeVisible();
      const close = page.getByRole('link', { name: 'Close menu' });
      const [button, closer] = [(await page.locator('[data-menu-toggle]').boundingBox())!, (await close.boundingBox())!];
      expect(Math.abs(closer.x - button.x)).toBeLessThanOrEqual(8);
      expect(closer.width).toBeGreaterThanOrEqual(44);
      await close.click();
      await expect(page.locator('#site-menu')).toBeHidden();
    });
  });
});

/** Every visible link and control smaller than 44x44 px, except links inside running text. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const style = getComputedStyle(element);
      // A link inside a sentence is excepted: it is as tall as its line.
      const inline =
        element.tagName === 'A' &&
        style.display === 'inline' &&
        [...(element.parentElement?.childNodes ?? [])].some((node) => node !== element && node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
      if (inline || element.closest('.visually-hidden')) continue;
      // A checkbox or radio is tapped through its label; a stretched link (.stretch) through its whole card.
      const target = element.matches('input[type="checkbox"], input[type="radio"]')
        ? (element.closest('label') ?? element)
        : element.matches('.stretch')
          ? (element.closest('.card') ?? element)
          : element;
      const box = target.getBoundingClientRect();
      const hidden = box.width === 0 || box.height === 0 || style.visibility === 'hidden' || box.bottom + scrollY <= 0;
      if (hidden) continue;
      if (box.width < 44 || box.height < 44) {
        const name = (target.getAttribute('aria-label') ?? target.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        small.push(`${target.tagName.toLowerCase()}.${target.className} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
    }
    return small;
  });
}

test.describe('the narrowest phones', { tag: '@phone-only' }, () => {
  for (const route of ROUTES) {
    test(`${route} fits 320 px: nothing makes the page scroll sideways`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(route);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(wide).toBeLessThanOrEqual(320);
    });
  }
});

test.describe('tap targets', { tag: '@phone-only' }, () => {
  for (const route of ROUTES) {
    test(`every link and control on ${route} is at least 44x44 px`, async ({ page }) => {
      await page.goto(route);
      expect(await smallTargets(page)).toEqual([]);
    });
  }

  test('inside the open menu and the booking dialog too', async ({ page }) => {
    await page.goto('/');
    await page.locator('[data-menu-toggle]').click();
    await page.locator('#site-menu .sub-toggle').click();
    expect(await smallTargets(page)).toEqual([]);
    await page.locator('[data-menu-toggle]').click();
    await page.locator('.site-header [data-book]').click();
    await page.locator('input[value^="Pickup"]').check();
    expect(await smallTargets(page)).toEqual([]);
  });
});

// The spec's elements are never traded for height (PRODUCT.md 18): every area chip in view on home,
// and the footer's contact info and areas on every page, its "and N more areas" link a 44 px target.
test('the home page shows every service area, none hidden in a sideways row', { tag: '@phone-only' }, async ({ page }) => {
  await page.goto('/');
  const chips = page.locator('#visit .chips li');
  expect(await chips.count()).toBe(22);
  const width = page.viewportSize()!.width;
  for (const box of await chips.evaluateAll((items) => items.map((li) => li.getBoundingClientRect().toJSON())))
    expect(box.left >= 0 && box.right <= width, JSON.stringify(box)).toBe(true);
});

for (const route of ['/', '/about/', '/contact/', '/pricing/']) {
  test(`${route} ends with the footer's contact info and first areas`, { tag: '@phone-only' }, async ({ page }) => {
    await page.goto(route);
    const footer = page.locator('footer.site-footer');
    await expect(footer.locator('.contact-list a')).toHaveCount(4);
    await expect(footer.locator('.footer-areas')).toContainText(/and \d+ more areas$/);
    const more = (await footer.locator('.footer-areas a').boundingBox())!;
    expect(more.height).toBeGreaterThanOrEqual(44);
  });
}

test('each service card on home shows its whole description and the words "Learn more", at 320 px too', { tag: '@phone-only' }, async ({ page }) => {
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 640 });
    await page.goto('/');
    const cards = await page.locator('#services .service-card').evaluateAll((all) =>
      all.map((card) => {
        const text = card.querySelector('.muted')!;
        const words = card.querySelector('.link-words')!.getBoundingClientRect();
        return { cut: text.scrollHeight > text.clientHeight + 1, words: Math.round(words.width) };
      }),
    );
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card, `at ${width} px`).toEqual({ cut: false, words: expect.any(Number) });
    for (const card of cards) expect(card.words, `at ${width} px`).toBeGreaterThan(40);
  }
});

test('no row on home scrolls sideways showing less than half of itself, at 390 and 320 px', { tag: '@phone-only' }, async ({ page }) => {
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 640 });
    await page.goto('/');
    const rows = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((e) => e.scrollWidth > e.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(e).overflowX))
        .map((e) => ({ row: e.id || e.className, shown: e.clientWidth / e.scrollWidth })),
    );
    expect(
      rows.filter((r) => r.shown < 0.5),
      `at ${width} px`,
    ).toEqual([]);
    // Every model the home page names is in view across the screen, none cut at its edge.
    for (const box of await page.locator('#models a').evaluateAll((links) => links.map((a) => a.getBoundingClientRect().toJSON())))
      expect(box.left >= 0 && box.right <= width, `at ${width} px: ${JSON.stringify(box)}`).toBe(true);
  }
});

test('the contact page and every service page show open or closed, a Call and a WhatsApp button in the first screen', { tag: '@phone-only' }, async ({
  page,
}) => {
  const routes = ['/contact/', ...builtRoutes(FIXTURE_SITE.out).filter((route) => route.startsWith('/services/'))];
  expect(routes.length).toBeGreaterThan(1);
  for (const [width, height] of [
    [390, 844],
    [320, 640],
  ]) {
    await page.setViewportSize({ width, height });
    for (const route of routes) {
      await page.goto(route);
      const hero = page.locator('.page-hero');
      await expect(hero.locator('.open-badge'), route).toHaveText(/^(Open now|Closed)/);
      // Above the band of the floating WhatsApp button, which hides what is under it.
      const band = (await page.locator('.fab-band').boundingBox())!;
      for (const selector of ['.open-badge', 'a.btn[href^="tel:"]', 'a.btn-whatsapp']) {
        const box = (await hero.locator(selector).first().boundingBox())!;
        expect(box.y + box.height, `${route} at ${width} px: ${selector}`).toBeLessThanOrEqual(band.y);
      }
    }
  }
});

test('the floating WhatsApp button covers no control or text: on a phone it sits on a band across the screen that the page scrolls above', {
  tag: '@phone-only',
}, async ({ page }) => {
  for (const [width, height] of [
    [390, 844],
    [320, 640],
  ]) {
    await page.setViewportSize({ width, height });
    for (const route of ROUTES) {
      await page.goto(route);
      const where = `${route} at ${width} px`;
      const [band, fab] = [(await page.locator('.fab-band').boundingBox())!, (await page.locator('a.fab').boundingBox())!];
      // The button with its words, inside a band as wide as the screen, at its bottom, through which nothing shows.
      await expect(page.locator('a.fab'), where).toHaveText(/WhatsApp/);
      expect([band.x, band.width, Math.round(band.y + band.height)], where).toEqual([0, width, height]);
      expect(fab.y >= band.y && fab.y + fab.height <= band.y + band.height && fab.x + fab.width <= width, where).toBe(true);
      const alpha = await page.locator('.fab-band').evaluate((b) => Number(getComputedStyle(b).backgroundColor.match(/[\d.]+(?=\)$)/)?.[0] ?? 1));
      expect(alpha, where).toBeGreaterThanOrEqual(0.9);
      // Every control the keyboard reaches comes into view above the band, and so does the end of the page.
      const hidden = await page.evaluate((top) => {
        const under: string[] = [];
        for (const el of document.querySelectorAll<HTMLElement>('main a[href], main button, main select, main input, main summary, footer a[href]:not(.fab)')) {
          if (!el.checkVisibility()) continue;
          el.focus();
          const box = el.getBoundingClientRect();
          if (box.bottom > top + 0.5) under.push(`${el.tagName} "${el.textContent!.trim().slice(0, 30)}" ends at ${Math.round(box.bottom)}`);
        }
        scrollTo(0, document.documentElement.scrollHeight);
        const last = document.querySelector('.footer-base')!.getBoundingClientRect();
        if (last.bottom > top + 0.5) under.push(`the end of the page at ${Math.round(last.bottom)}`);
        return under;
      }, band.y);
      expect(hidden, where).toEqual([]);
    }
  }
});

test('the open menu fills the screen below the header, every link in view and the close control on top, at 320 and 390 px', { tag: '@phone-only' }, async ({
  page,
}) => {
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 640 });
    await page.goto('/about/');
    await page.locator('[data-menu-toggle]').click();
    const menu = page.locator('#site-menu');
    const [header, box] = [(await page.locator('.site-header').boundingBox())!, (await menu.boundingBox())!];
    expect(Math.abs(box.y - (header.y + header.height)), `${width} px: the menu starts under the header`).toBeLessThanOrEqual(2);
    expect(box.y + box.height, `${width} px: the menu reaches the bottom of the screen`).toBeGreaterThanOrEqual(640);
    // Each link is seen, not covered: the point at its middle is the link.
    const covered = await menu.locator('.nav-list > li > :is(a, button)').evaluateAll((links) =>
      links
        .filter((link) => {
          const r = link.getBoundingClientRect();
          return !link.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
        })
        .map((link) => link.textContent),
    );
    expect(covered, `${width} px`).toEqual([]);
    await expect(page.locator('[data-menu-toggle] .when-open')).toBeVisible();
  }
});

test('the booking dialog fits the screen: nothing wider than it, at 320, 360 and 390 px', { tag: '@phone-only' }, async ({ page }) => {
  for (const width of [320, 360, 390]) {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/');
    await page.locator('header a[data-book]').click();
    const dialog = page.locator('dialog#booking');
    await expect(dialog).toBeVisible();
    const [scroll, client] = await dialog.evaluate((d) => [d.scrollWidth, d.clientWidth]);
    expect(scroll, `${width} px`).toBeLessThanOrEqual(client);
  }
});
