// The shop with a script payload in every free-text field, in Chromium: no payload ever runs.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { build } from '../../generator/build.ts';
import { DirectoryWriter } from '../../generator/output/directory-writer.ts';
import { serve, type Served } from '../../scripts/lib/serve.ts';
import { FULL, ROOT } from '../helpers.ts';
import { injectedShop } from '../injection.ts';
import { builtRoutes } from './sites.ts';

let server: Served;
let routes: string[] = [];

test.beforeAll(async () => {
  const out = path.join(await mkdtemp(path.join(tmpdir(), 'shop-xss-')), 'dist');
  const site = await build({ config: FULL, source: injectedShop().source, siteUrl: 'http://127.0.0.1:1' });
  await new DirectoryWriter(out, { projectRoot: ROOT, config: FULL }).write(site.files);
  routes = builtRoutes(out);
  server = await serve(out);
});
test.afterAll(() => server.close());

// The same pages on any screen: on the phone, where most visitors are.
test('no page runs a payload: no dialog opens, no handler fires, the CSP reports nothing', { tag: '@phone-only' }, async ({ page }) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener('securitypolicyviolation', (e) => (window as unknown as { violations: string[] }).violations.push(e.violatedDirective));
  });
  for (const route of routes) {
    await page.goto(server.url + route);
    // Move the pointer across the page, where an injected mouseover handler would fire.
    await page.mouse.move(10, 10);
    await page.mouse.move(600, 400, { steps: 10 });
    await page.locator('a[data-book]').first().click();
    await expect(page.locator('dialog#booking')).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations), route).toEqual([]);
  }
  expect(dialogs).toEqual([]);
});
