// The live preview when the shop file goes away and comes back: deleted, the open page shows the
// CLI's plain message (not Vite's ENOENT stack); re-created, or saved by an editor that renames a
// temporary file over it, the page comes back by itself.
import { readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ConfigNotFoundError } from '../../generator/errors.ts';
import { startLivePreview, type LivePreview } from './live-preview.ts';

let dev: LivePreview;
let origin: string;
let config: string;
let original: string;

test.describe('npm run dev when the shop file goes away', { tag: '@desktop-only' }, () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    dev = await startLivePreview(5182);
    ({ config, origin } = dev);
    original = await readFile(config, 'utf8');
  });

  test.afterAll(() => {
    dev.stop();
  });

  test("a deleted shop file shows the CLI's message in the page, and the page comes back when the file does", async ({ page }) => {
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${origin}/`);
    await expect(page.locator('h1')).toHaveText('Fix it');
    // Every file the page asks for is one the server is willing to serve.
    expect(refused).toEqual([]);

    await unlink(config);
    const error = page.locator('#shop-error');
    await expect(error).toHaveText(new ConfigNotFoundError(config).report(), { timeout: 10_000 });
    await expect(page.locator('body')).not.toContainText('ENOENT');
    await expect(page.locator('body')).not.toContainText(/\n\s+at /);
    expect(dev.output()).toMatch(/reload: .*shop\.yaml was deleted/);

    await writeFile(config, original);
    await expect(page.locator('h1')).toHaveText('Fix it', { timeout: 10_000 });
    await expect(error).toHaveCount(0);

    // And again: the watch on the file survives its return.
    await unlink(config);
    await expect(error).toBeVisible({ timeout: 10_000 });
    await writeFile(config, original.replace('hero: { heading: Fix it,', 'hero: { heading: Back again,'));
    await expect(page.locator('h1')).toHaveText('Back again', { timeout: 10_000 });
  });

  test("an editor's save that renames a temporary file over the shop file reloads the page, every time", async ({ page }) => {
    await page.goto(`${origin}/`);
    for (const heading of ['Saved by renaming', 'Saved by renaming again']) {
      const temporary = path.join(path.dirname(config), `.shop.yaml.${Date.now()}.tmp`);
      await writeFile(temporary, original.replace('hero: { heading: Fix it,', `hero: { heading: ${heading},`));
      await rename(temporary, config);
      await expect(page.locator('h1')).toHaveText(heading, { timeout: 10_000 });
    }
  });
});
