// The live preview (npm run dev): edits to shop.yaml show in the open page by themselves; a mistake
// shows as the CLI's located message, the server keeps running, and fixing the file brings the page back.
import { readFile, writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { startLivePreview, type LivePreview } from './live-preview.ts';

let dev: LivePreview;

test.describe('npm run dev', { tag: '@desktop-only' }, () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    dev = await startLivePreview(5181);
  });

  test.afterAll(() => {
    dev.stop();
  });

  test('a saved edit shows in the open page by itself; a mistake shows located; a fix brings the page back', async ({ page }) => {
    await page.goto(`${dev.origin}/`);
    await expect(page.locator('h1')).toHaveText('Fix it');
    const original = await readFile(dev.config, 'utf8');

    const saved = Date.now();
    await writeFile(dev.config, original.replace('hero: { heading: Fix it,', 'hero: { heading: Fixed while you wait,'));
    await expect(page.locator('h1')).toHaveText('Fixed while you wait', { timeout: 10_000 });
    console.log(`dev server: the page showed the edit ${Date.now() - saved} ms after shop.yaml was saved`);
    expect(dev.output()).toMatch(/reload: .*shop\.yaml changed/);

    await writeFile(dev.config, original.replace('phone: "9000000001"', 'phone: "12345"'));
    const error = page.locator('#shop-error');
    await expect(error).toContainText('shop.yaml:9:10  business.phone  is not a phone number', { timeout: 10_000 });
    await expect(error).toContainText('> 9 |   phone: "12345"');

    await writeFile(dev.config, original);
    await expect(page.locator('h1')).toHaveText('Fix it', { timeout: 10_000 });
    await expect(page.locator('#shop-error')).toHaveCount(0);
  });

  test('serves the real page: the stylesheet, the script, and a 404 for unknown paths', async ({ page }) => {
    await page.goto(`${dev.origin}/pricing/`);
    await expect(page.locator('link[rel="stylesheet"]')).toHaveAttribute('href', '/styles.css');
    const background = await page.locator('.site-header').evaluate((e) => getComputedStyle(e).position);
    expect(background).toBe('sticky');
    await expect(page.locator('[data-menu-toggle]')).toHaveAttribute('aria-expanded', 'false');
    const unknown = await page.request.get(`${dev.origin}/no-such-page/`);
    expect(unknown.status()).toBe(404);
  });
});
