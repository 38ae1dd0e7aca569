// npm run bench:dev: how long a saved edit of shop.yaml (the tagline, in every page's footer) takes to show with the live preview open in Chromium, N saves
// after one that warms the server's caches. From the moment the file is written: "shown", the reloaded page's first paint with the edit in its DOM by the
// browser's own clock (when the page is drawn, not when the footer is in view); "seen", when Playwright, polling the DOM at each frame, finds the text (its own
// messages included). A benchmark, not a test: it fails nothing.
//   npm run bench:dev [-- --runs 10] [--route /pricing/]
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { startDev } from '../generator/dev/server.ts';
import { CHROMIUM_ARGS, chromiumPath } from './lib/browser.ts';
import { machine, median } from './lib/figures.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '10' }, route: { type: 'string', default: '/pricing/' } } });
const RUNS = Math.max(1, Number(values.runs));
const DIR = path.resolve('.out/bench-dev');
await mkdir(DIR, { recursive: true });
await cp('images', path.join(DIR, 'images'), { recursive: true });
const config = path.join(DIR, 'shop.yaml');
const source = await readFile('shop.yaml', 'utf8');
const tagline = /^( {2}tagline:\n {4}en: ).*$/m;
if (!tagline.test(source)) throw new Error('shop.yaml has no "tagline:" with an "en:" line to edit');
await writeFile(config, source);

const server = await startDev({ config, port: 5190, log: () => undefined });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const shown: number[] = [];
const seen: number[] = [];
try {
  const page = await browser.newPage();
  // In each new page, before its own scripts: the first frame with the edit in the page is timed once drawn (a task queued from the frame callback runs after
  // it). Frame callbacks run while the stylesheet still blocks the first paint, so the edit shows from the later of that and the first paint. The page's time
  // origin goes with it, so a save that reloaded the page twice is noticed.
  // (A string: tsx would name the inner functions with a helper the page does not have.)
  await page.addInitScript({
    content: `(() => {
      const edit = sessionStorage.getItem('bench-edit');
      const look = () => {
        if (!edit || !document.body?.textContent?.includes(edit)) return requestAnimationFrame(look);
        setTimeout(() => sessionStorage.setItem('bench-frame', JSON.stringify({ origin: performance.timeOrigin, at: performance.timeOrigin + performance.now() })));
      };
      requestAnimationFrame(look);
    })();`,
  });
  await page.goto(`${server.url}${values.route}`);
  for (let i = 0; i <= RUNS; i += 1) {
    const text = `Edited tagline ${i} ${Date.now()}`;
    await page.evaluate((edit) => {
      sessionStorage.setItem('bench-edit', edit);
      sessionStorage.removeItem('bench-frame');
    }, text);
    const start = performance.now();
    await writeFile(config, source.replace(tagline, `$1${text}`));
    await page.waitForFunction((expected) => document.body?.textContent?.includes(expected), text, { polling: 'raf', timeout: 10_000 });
    const found = performance.now() - start;
    const stored = await page.waitForFunction(() => sessionStorage.getItem('bench-frame'));
    const frame = JSON.parse(String(await stored.jsonValue())) as { origin: number; at: number };
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    const { origin, navigation, paint } = await page.evaluate(() => ({
      origin: performance.timeOrigin,
      navigation: performance.timeOrigin + performance.getEntriesByType('navigation')[0].startTime,
      paint: performance.timeOrigin + performance.getEntriesByName('first-contentful-paint')[0].startTime,
    }));
    const saved = performance.timeOrigin + start;
    if (navigation < saved) throw new Error('the page with the edit was not loaded after the save');
    if (frame.origin !== origin) throw new Error('the save reloaded the page more than once');
    if (i > 0) {
      shown.push(Math.max(frame.at, paint) - saved);
      seen.push(found);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
const summary = (times: number[]) =>
  `${Math.round(median(times))} ms (median of ${RUNS}; ${Math.round(Math.min(...times))}–${Math.round(Math.max(...times))} ms)`;
console.log(
  `Live preview, ${values.route} open in Chromium: the reloaded page with a saved edit of shop.yaml is drawn in ${summary(shown)}, from the save to its first paint with the edit in its DOM`,
);
console.log(`  Playwright finds the edited text in the page's DOM in ${summary(seen)}`);
console.log(machine());
