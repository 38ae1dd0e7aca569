// npm run bench: clean builds (a new process each run, the output and the copy of the last build's pages removed first) of the embedded shop
// and of synthetic shops with 1,000 and 10,000 generated articles, and the rebuild after one price
// changed (into the last build's folder, as an owner's next build). Prints wall time (median, min,
// max of the runs), pages per second, peak memory and the time spent in each stage, each shop in one
// language (English) and in three (English, Hindi, Marathi: three times the pages).
// The shops are made by bench-shop.ts and each build is timed by bench-build.ts. A benchmark, not a
// test: it fails nothing.
//   npm run bench [-- --runs 5] [--sizes 0,1000,10000] [--languages 1,3]
import { spawnSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BUILD, buildOnce, ran, type Run } from './bench-build.ts';
import { BENCH_DIR, syntheticShop } from './bench-shop.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    sizes: { type: 'string', default: '0,1000,10000' },
    languages: { type: 'string', default: '1,3' },
    invalid: { type: 'string', default: '10000' },
  },
});
const RUNS = Math.max(1, Number(values.runs));

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x: number) => `${Math.round(x)}`;

const rows: string[][] = [];
/** PRODUCT.md's budgets that this benchmark measures, with what it measured: printed under the table. */
const budgets: string[] = [];
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
for (const size of values.sizes.split(',').map(Number))
  for (const languages of values.languages.split(',').map(Number)) {
    const config = await syntheticShop(size, undefined, languages);
    const out = path.join(BENCH_DIR, `dist-${size}-${languages}`);
    const runs = Array.from({ length: RUNS }, () => buildOnce(config, out));
    const walls = runs.map((r) => r.wall);
    const stage = (name: string) => ms(median(runs.map((r) => r.timings[name] ?? 0)));
    const name = `${size === 0 ? 'embedded shop' : `+${size.toLocaleString('en')} posts`}, ${languages} language${languages === 1 ? '' : 's'}`;
    rows.push([
      name,
      String(runs[0].pages),
      ms(median(walls)),
      ms(Math.min(...walls)),
      ms(Math.max(...walls)),
      String(Math.round(runs[0].pages / (median(walls) / 1000))),
      `${Math.round(Math.max(...runs.map((r) => r.rss)) / 1024 / 1024)}`,
      stage('load'),
      stage('validate'),
      stage('assets'),
      stage('render'),
      stage('write'),
    ]);
    process.stderr.write(`${name}: ${ms(median(walls))} ms\n`);
    if (size === 10_000) {
      const peak = Math.max(...runs.map((r) => r.rss)) / 1024 / 1024;
      budgets.push(
        `- ${name}, clean build ≤ 6 s and ≤ 500 MB: ${ms(median(walls))} ms, ${Math.round(peak)} MB (${verdict(median(walls) <= 6000 && peak <= 500)})`,
      );
    }
    // An owner's usual rebuild: one price changed, built into the folder of the last build, which
    // renders only the pages whose inputs changed and writes only the files that did.
    const source = await readFile(config, 'utf8');
    const price = /^( {8}[a-z0-9-]+: )(\d{3,6})$/m;
    if (!price.test(source)) continue;
    const edits = Array.from({ length: RUNS }, (_, i) => {
      const edited = `${config.replace(/\.yaml$/, '')}-price-${i}.yaml`;
      return { edited, text: source.replace(price, (_, key: string, value: string) => `${key}${Number(value) + i + 1}`) };
    });
    const rebuilds: Run[] = [];
    // Each rebuild starts from a clean build of the shop as it was, then builds it with the price changed.
    for (const { edited, text } of edits) {
      await writeFile(edited, source);
      buildOnce(edited, out);
      await writeFile(edited, text);
      rebuilds.push(buildOnce(edited, out, false));
    }
    const again = rebuilds.map((r) => r.wall);
    const step = (name: string) => ms(median(rebuilds.map((r) => r.timings[name] ?? 0)));
    rows.push([
      `${name}, one price changed`,
      String(rebuilds[0].pages),
      ms(median(again)),
      ms(Math.min(...again)),
      ms(Math.max(...again)),
      String(Math.round(rebuilds[0].pages / (median(again) / 1000))),
      `${Math.round(Math.max(...rebuilds.map((r) => r.rss)) / 1024 / 1024)}`,
      step('load'),
      step('validate'),
      step('assets'),
      step('render'),
      step('write'),
    ]);
    const share = median(again) / median(walls);
    process.stderr.write(`${name}, one price changed: ${ms(median(again))} ms (${Math.round(share * 100)} % of a clean build)\n`);
    if (size === 4000)
      budgets.push(
        `- ${name}, one price changed ≤ 30 % of a clean build: ${Math.round(share * 100)} % (${verdict(share <= 0.3)}; the clean build varies by ±25 % from run to run on a shared machine)`,
      );
  }

// An owner's search-and-replace gone wrong: every article with an impossible date. The time until
// `npm run check` has printed its report (the first 50 problems in full, the rest counted).
const invalid = Number(values.invalid);
if (invalid > 0) {
  const config = await syntheticShop(invalid, () => '2026-02-30');
  const walls = Array.from({ length: RUNS }, () => {
    const start = performance.now();
    const child = spawnSync(process.execPath, [...BUILD.slice(0, -1), 'check', '--config', config], { encoding: 'utf8' });
    if (child.status !== 1 || !child.stderr.includes(`has ${invalid.toLocaleString('en-IN')} problems`))
      throw new Error(`The check of ${config} did not report ${invalid} problems:\n${child.stderr.slice(-500)}`);
    return performance.now() - start;
  });
  const name = `${invalid.toLocaleString('en')} invalid posts (check)`;
  rows.push([name, '0', ms(median(walls)), ms(Math.min(...walls)), ms(Math.max(...walls)), '–', '–', '–', '–', '–', '–', '–']);
  if (invalid === 10_000) budgets.push(`- ${name} reported in ≤ 2 s: ${ms(median(walls))} ms (${verdict(median(walls) <= 2000)})`);
  process.stderr.write(`${name}: ${ms(median(walls))} ms\n`);
}

const head = ['shop', 'pages', 'wall ms (median)', 'min', 'max', 'pages/s', 'peak MB', 'load', 'validate', 'assets', 'render', 'write'];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
console.log(
  `Clean builds (output and kept pages removed first) and rebuilds after one price change, ${RUNS} runs each, new process per run; stage columns are medians in ms.`,
);
console.log(
  `Generator: ${[...ran].map((how) => (how === 'compiled' ? 'compiled (generator/.compiled)' : 'TypeScript through tsx: the compiled copy is stale or missing (npm run compile)')).join(', ')}`,
);
console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 1024 ** 3)} GB, Node ${process.version}\n`);
console.log([line(head), `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`, ...rows.map(line)].join('\n'));
// The side-by-side budgets (the embedded shop, 1,000 and 4,000 posts against Hugo and Eleventy) are
// ../shared/bench/compare.sh's; the live preview's is npm run bench:dev's.
if (budgets.length > 0) console.log(`\nBudgets (PRODUCT.md) this run measured:\n${budgets.join('\n')}`);
