// npm run bench:dev: how long a saved edit of shop.yaml takes to show in the browser with the live
// preview (npm run dev) open on a page: from the file's save to the edited text in the page's DOM,
// in Chromium, N saves (the first, which warms the server's caches, not counted). A benchmark, not a
// test: it fails nothing.
//   npm run bench:dev [-- --runs 10] [--route /pricing/]
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { startDev } from '../generator/dev.ts';
import { CHROMIUM_ARGS, chromiumPath } from './lib/browser.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '10' }, route: { type: 'string', default: '/pricing/' } } });
const RUNS = Math.max(1, Number(values.runs));
const DIR = path.resolve('.out/bench-dev');
await mkdir(DIR, { recursive: true });
await cp('images', path.join(DIR, 'images'), { recursive: true });
const config = path.join(DIR, 'shop.yaml');
const source = await readFile('shop.yaml', 'utf8');
// The edit: the shop's tagline, which every page shows in its footer.
const tagline = /^( {2}tagline:\n {4}en: ).*$/m;
if (!tagline.test(source)) throw new Error('shop.yaml has no "tagline:" with an "en:" line to edit');
await writeFile(config, source);

const server = await startDev({ config, port: 5190, log: () => undefined });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const times: number[] = [];
try {
  const page = await browser.newPage();
  await page.goto(`${server.url}${values.route}`);
  for (let i = 0; i <= RUNS; i += 1) {
    const text = `Edited tagline ${i} ${Date.now()}`;
    const start = performance.now();
    await writeFile(config, source.replace(tagline, `$1${text}`));
    await page.waitForFunction((expected) => document.body?.textContent?.includes(expected), text, { polling: 'raf', timeout: 10_000 });
    if (i > 0) times.push(performance.now() - start);
  }
} finally {
  await browser.close();
  await server.close();
}
const sorted = [...times].sort((a, b) => a - b);
console.log(`Live preview, ${values.route} open in Chromium: a saved edit of shop.yaml shows in the page in ${Math.round(sorted[Math.floor(sorted.length / 2)])} ms (median of ${RUNS}; ${Math.round(sorted[0])}–${Math.round(sorted.at(-1)!)} ms)`);
console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 1024 ** 3)} GB, Node ${process.version}`);
