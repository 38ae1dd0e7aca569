// Pictures as a visitor's phone downloads them: on every page of the full fixture, scrolled to the
// end so that every lazy picture loads, the pictures weigh at most the budget of PRODUCT.md, each
// arrives (no 404), the phone takes a small copy rather than the largest, and nothing moves while
// they load. The budget is in bytes, never in time.
import type { Page } from '@playwright/test';
import { expect, isPhone, test } from './fixtures.ts';
import { builtRoutes, FIXTURE_SITE } from './sites.ts';

/** PRODUCT.md: pictures per page on a 390×844 phone at DPR 3, and the hero within it. */
const PAGE_BUDGET = 300 * 1024;
const HERO_PHONE_BUDGET = 120 * 1024;
const HERO_DESKTOP_BUDGET = 250 * 1024;

interface Loaded {
  url: string;
  status: number;
  bytes: number;
}

/** Every picture the page loads, once the visitor has scrolled to its end. */
async function picturesOf(page: Page, route: string): Promise<Loaded[]> {
  const loaded: Promise<Loaded>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'image') return;
    loaded.push(
      response.body().then(
        (body) => ({ url: response.url(), status: response.status(), bytes: body.byteLength }),
        () => ({ url: response.url(), status: response.status(), bytes: 0 }),
      ),
    );
  });
  await page.goto(route);
  // Down the page a screen at a time, as a thumb would, so lazy pictures come into range.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(30);
  }
  // Every picture in range has arrived (lazy ones out of range are not complete, and there are none left).
  await expect.poll(() => page.evaluate(() => [...document.images].every((img) => img.complete))).toBe(true);
  return Promise.all(loaded);
}

for (const route of builtRoutes(FIXTURE_SITE.out)) {
  test(`${route}: every picture arrives, within ${PAGE_BUDGET / 1024} KB on a phone @phone-only`, async ({ page }) => {
    const pictures = await picturesOf(page, route);
    expect(
      pictures.filter((p) => p.status !== 200),
      'pictures that did not arrive',
    ).toEqual([]);
    const total = pictures.reduce((sum, p) => sum + p.bytes, 0);
    expect(total, pictures.map((p) => `${p.url} ${p.bytes}`).join('\n')).toBeLessThanOrEqual(PAGE_BUDGET);
    // Every picture drawn has its size before it loads: the pages reserve the space.
    const unsized = await page.locator('img:not([width]), img:not([height])').count();
    expect(unsized).toBe(0);
  });
}

test('the hero: a phone takes a small copy in AVIF, a desktop a larger one, both within budget', async ({ page }, testInfo) => {
  const pictures = await picturesOf(page, '/');
  const hero = pictures.find((p) => /\/assets\/bench-\d+-/.test(p.url));
  expect(hero, 'the hero was loaded').toBeDefined();
  const width = Number(/bench-(\d+)-/.exec(hero!.url)![1]);
  expect(hero!.url).toMatch(/\.avif$/);
  if (isPhone(testInfo)) {
    // 390 CSS px at 3 device pixels each: the first copy at least 1,170 px wide, not the largest.
    expect(width).toBe(1280);
    expect(hero!.bytes).toBeLessThanOrEqual(HERO_PHONE_BUDGET);
  } else {
    expect(width).toBeGreaterThanOrEqual(1280);
    expect(hero!.bytes).toBeLessThanOrEqual(HERO_DESKTOP_BUDGET);
  }
  // Exactly one copy of the hero: the browser chose among the sources, it did not fetch several.
  expect(pictures.filter((p) => /\/assets\/bench-\d+-/.test(p.url))).toHaveLength(1);
  const img = page.locator('.hero img');
  await expect(img).toHaveAttribute('fetchpriority', 'high');
  await expect(img).not.toHaveAttribute('loading', /.*/);
});

test('photos below the first screen wait until the visitor scrolls near them', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') requested.push(request.url());
  });
  await page.goto('/about/');
  await page.waitForLoadState('load');
  const lazy = page.locator('.photo img[loading="lazy"][decoding="async"]');
  expect(await lazy.count()).toBeGreaterThan(0);
  const last = lazy.last();
  const box = await last.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.y, 'the last photo is well below the first screen').toBeGreaterThan(viewport.height * 3);
  const src = await last.evaluate((img: HTMLImageElement) => img.currentSrc || img.src);
  expect(src === '' || !requested.includes(src)).toBe(true);
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test('a before/after pair on its service page, side by side and labelled', async ({ page }) => {
  await page.goto('/services/screen-replacement/');
  const pair = page.locator('#before-after .pair').first();
  await pair.scrollIntoViewIfNeeded();
  await expect(pair.locator('img')).toHaveCount(2);
  const [before, after] = await pair.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getBoundingClientRect().toJSON() as DOMRect));
  expect(Math.abs(before.top - after.top)).toBeLessThan(1);
  expect(after.left).toBeGreaterThan(before.right - 1);
  await expect(pair.locator('.pair-label')).toHaveText(['Before', 'After']);
  await expect(pair.locator('figcaption')).not.toBeEmpty();
});
