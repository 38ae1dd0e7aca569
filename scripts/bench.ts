// npm run bench: clean builds of the embedded shop and of synthetic shops with 1,000 and 10,000 generated articles (bench-shop.ts; --sizes 20000 checks the
// 1 GB budget), each in one language and in three (three times the pages), and the rebuild after one price changed. Prints wall time (median, min, max of the
// runs), pages per second, peak memory and the time spent in each stage. A benchmark, not a test: it fails nothing.
//   npm run bench [-- --runs 5] [--sizes 0,1000,10000] [--languages 1,3] [--invalid 10000]
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BENCH_DIR, syntheticShop } from './bench-shop.ts';
import { machine, markdownTable, median } from './lib/figures.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    sizes: { type: 'string', default: '0,1000,10000' },
    languages: { type: 'string', default: '1,3' },
    invalid: { type: 'string', default: '10000' },
  },
});
const RUNS = Math.max(1, Number(values.runs));
/** The arguments `npm run build` gives node (its V8 flags included), from package.json. */
const BUILD = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { build: string } }).scripts.build.split(/\s+/).slice(1);
/** How the builds ran: the compiled generator, or its TypeScript through tsx (a stale or missing copy). */
const ran = new Set<string>();

interface Run {
  wall: number;
  pages: number;
  rss: number;
  timings: Record<string, number>;
}

/**
 * One build in a new process, `npm run build`'s command, which writes its figures to the file SHOP_BUILD_STATS
 * names (generator/cli/build-stats.ts). `clean` removes the output first (untimed), else it is a rebuild into the last one.
 */
function buildOnce(config: string, out: string, clean = true): Run {
  const stats = path.join(BENCH_DIR, 'stats.json');
  if (clean) rmSync(out, { recursive: true, force: true });
  const start = performance.now();
  const child = spawnSync(process.execPath, [...BUILD, '--config', config, '--out', out], {
    env: { ...process.env, SHOP_BUILD_STATS: stats },
    encoding: 'utf8',
  });
  const wall = performance.now() - start;
  if (child.status !== 0) throw new Error(`The build of ${config} failed:\n${child.stderr}`);
  const report = JSON.parse(readFileSync(stats, 'utf8')) as Omit<Run, 'wall' | 'rss'> & { ran: string; maxRssBytes: number; encoderMaxRssBytes?: number };
  ran.add(report.ran);
  // The largest process, as GNU time reports it for the shared benchmark: the build's, or the picture
  // encoder's when pictures were encoded (generator/pictures/encoder.ts).
  return { wall, pages: report.pages, rss: Math.max(report.maxRssBytes, report.encoderMaxRssBytes ?? 0), timings: report.timings };
}

const ms = (x: number) => `${Math.round(x)}`;
const spread = (walls: number[]) => [median(walls), Math.min(...walls), Math.max(...walls)].map(ms);
const peakMb = (runs: Run[]) => Math.max(...runs.map((r) => r.rss)) / 1024 / 1024;

/** A line of the table: pages, wall times, pages per second, peak memory and each stage's median. */
function tableRow(name: string, runs: Run[]): string[] {
  const walls = runs.map((r) => r.wall);
  const stages = ['load', 'validate', 'assets', 'render', 'write'].map((stage) => ms(median(runs.map((r) => r.timings[stage] ?? 0))));
  return [name, String(runs[0].pages), ...spread(walls), String(Math.round(runs[0].pages / (median(walls) / 1000))), ms(peakMb(runs)), ...stages];
}

const rows: string[][] = [];
/** PRODUCT.md's budgets that this benchmark measures, with what it measured: printed under the table. */
const budgets: string[] = [];
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
for (const size of values.sizes.split(',').map(Number))
  for (const languages of values.languages.split(',').map(Number)) {
    const config = await syntheticShop(size, undefined, languages);
    const out = path.join(BENCH_DIR, `dist-${size}-${languages}`);
    const runs = Array.from({ length: RUNS }, () => buildOnce(config, out));
    const wall = median(runs.map((r) => r.wall));
    const name = `${size === 0 ? 'embedded shop' : `+${size.toLocaleString('en')} posts`}, ${languages} language${languages === 1 ? '' : 's'}`;
    rows.push(tableRow(name, runs));
    process.stderr.write(`${name}: ${ms(wall)} ms\n`);
    if (size === 20_000) budgets.push(`- ${name} under 1 GB: ${ms(peakMb(runs))} MB (${verdict(peakMb(runs) < 1024)})`);
    // An owner's usual rebuild: one price changed, built into the folder of the last build.
    const source = await readFile(config, 'utf8');
    const price = /^( {8}[a-z0-9-]+: )(\d{3,6})$/m;
    if (!price.test(source)) continue;
    const rebuilds: Run[] = [];
    // Each rebuild starts from a clean build of the shop as it was, then builds it with the price changed.
    for (let i = 0; i < RUNS; i += 1) {
      const edited = `${config.replace(/\.yaml$/, '')}-price-${i}.yaml`;
      await writeFile(edited, source);
      buildOnce(edited, out);
      const raised = source.replace(price, (_, key: string, value: string) => `${key}${Number(value) + i + 1}`);
      await writeFile(edited, raised);
      rebuilds.push(buildOnce(edited, out, false));
    }
    rows.push(tableRow(`${name}, one price changed`, rebuilds));
    process.stderr.write(`${name}, one price changed: ${ms(median(rebuilds.map((r) => r.wall)))} ms\n`);
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
  rows.push([name, '0', ...spread(walls), '–', '–', '–', '–', '–', '–', '–']);
  if (invalid === 10_000) budgets.push(`- ${name} reported in ≤ 2 s: ${ms(median(walls))} ms (${verdict(median(walls) <= 2000)})`);
  process.stderr.write(`${name}: ${ms(median(walls))} ms\n`);
}

console.log(
  `Clean builds (output removed first) and rebuilds after one price change, ${RUNS} runs each, new process per run; stage columns are medians in ms.`,
);
console.log(
  `Generator: ${[...ran].map((how) => (how === 'compiled' ? 'compiled (generator/.compiled)' : 'TypeScript through tsx: the compiled copy is stale or missing (npm run compile)')).join(', ')}`,
);
console.log(`${machine()}\n`);
console.log(markdownTable(['shop', 'pages', 'wall ms (median)', 'min', 'max', 'pages/s', 'peak MB', 'load', 'validate', 'assets', 'render', 'write'], rows, 1));
// The side-by-side budgets (the embedded shop, 10 and 1,000 posts against Hugo and Eleventy) are
// ../shared/bench/compare.sh's; the live preview's is npm run bench:dev's.
if (budgets.length > 0) console.log(`\nBudgets (PRODUCT.md) this run measured:\n${budgets.join('\n')}`);
