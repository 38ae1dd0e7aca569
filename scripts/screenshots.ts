// Takes a full-page screenshot of every page at phone and desktop size, to look at what was built.
//   npm run build && npx tsx scripts/screenshots.ts [OUTDIR]
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './lib/browser.ts';
import { serve } from './lib/serve.ts';

const outDir = process.argv[2] ?? 'screenshots';
const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
const only = process.env.PAGES?.split(',');

/** Every folder of the site with an index.html ("/", "/about/", …), outside assets/. */
const routes = (await readdir('dist', { recursive: true }))
  .map((file) => file.split(path.sep))
  .filter((parts) => parts.at(-1) === 'index.html' && !parts.includes('assets'))
  .map((parts) => ['', ...parts.slice(0, -1), ''].join('/'))
  .sort();

const server = await serve('dist');
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
await mkdir(outDir, { recursive: true });
const elsewhere = (url: URL) => url.origin !== server.url;
try {
  for (const route of [...routes, '/404.html']) {
    if (only && !only.some((o) => route.includes(o))) continue;
    for (const [name, viewport] of Object.entries(sizes)) {
      const page = await browser.newPage({ viewport, colorScheme: (process.env.SCHEME as 'dark' | 'light') ?? 'light' });
      await page.route(elsewhere, (r) => r.abort());
      await page.goto(server.url + route);
      const file = path.join(outDir, `${route.replace(/\//g, '_').replace(/^_|_$/g, '') || 'home'}-${name}.png`);
      await page.screenshot({ path: file, fullPage: process.env.FULL !== '0' });
      await page.close();
      console.log(file);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
