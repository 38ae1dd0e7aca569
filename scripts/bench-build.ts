// One timed build for the benchmark (scripts/bench.ts): `npm run build`'s command in a new process,
// which writes its stage times and peak memory to a file (SHOP_BUILD_STATS, generator/cli/build-stats.ts).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { BENCH_DIR } from './bench-shop.ts';

export interface Run {
  wall: number;
  pages: number;
  rss: number;
  timings: Record<string, number>;
}

/** How the builds ran: the compiled generator, or its TypeScript through tsx (a stale or missing copy). */
export const ran = new Set<string>();

/** The arguments `npm run build` gives node (its V8 flags included), from package.json. */
export const BUILD = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { build: string } }).scripts.build.split(/\s+/).slice(1);

/** One build in a new process; `clean` removes the output first (untimed), else it is a rebuild into the last one. */
export function buildOnce(config: string, out: string, clean = true): Run {
  const stats = path.join(BENCH_DIR, 'stats.json');
  if (clean) rmSync(out, { recursive: true, force: true });
  const start = performance.now();
  const child = spawnSync(process.execPath, [...BUILD, '--config', config, '--out', out], {
    env: { ...process.env, SHOP_BUILD_STATS: stats },
    encoding: 'utf8',
  });
  const wall = performance.now() - start;
  if (child.status !== 0) throw new Error(`The build of ${config} failed:\n${child.stderr}`);
  const report = JSON.parse(readFileSync(stats, 'utf8')) as {
    pages: number;
    ran: string;
    timings: Record<string, number>;
    maxRssBytes: number;
    encoderMaxRssBytes?: number;
  };
  ran.add(report.ran);
  // The largest process, as GNU time reports it for the shared benchmark: the build's, or the picture
  // encoder's when pictures were encoded (generator/pictures/encoder.ts).
  return { wall, pages: report.pages, rss: Math.max(report.maxRssBytes, report.encoderMaxRssBytes ?? 0), timings: report.timings };
}
