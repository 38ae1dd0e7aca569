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

async function routes(dir: string, prefix = '/'): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(path.join('dist', dir), { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== 'assets') found.push(...(await routes(path.join(dir, entry.name), `${prefix}${entry.name}/`)));
    if (entry.name === 'index.html') found.push(prefix);
  }
  return found;
}

const server = await serve('dist');
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
await mkdir(outDir, { recursive: true });
const elsewhere = (url: URL) => url.origin !== server.url;
try {
  for (const route of [...(await routes('')), '/404.html']) {
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
