// For the benchmark (npm run bench): when SHOP_BUILD_STATS names a file, a build writes there its stage
// times, how it ran, and the peak memory and CPU time of this process and the picture encoder's.
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import type { Stage } from '../build.ts';
import type { Written } from '../output/write.ts';

export interface BuildFigures {
  started: number;
  /** Milliseconds the build took, writing included. */
  elapsed: number;
  timings: Record<Stage, number>;
  written: Written;
}

export async function writeBuildStats(file: string, { started, elapsed, timings, written }: BuildFigures): Promise<void> {
  const { load, validate, assets, render } = timings;
  const { encoderUsage } = await import('../pictures/encoder.ts');
  const stats = {
    pages: written.pages,
    unchanged: written.unchanged ?? 0,
    // generator/run.mjs says whether the compiled copy ran or the TypeScript sources did.
    ran: process.env.SHOP_RAN ?? 'typescript',
    // For the compiled copy: whether V8's code cache was used, made by this run, or off (code-cache.mjs).
    codeCache: process.env.SHOP_CODE_CACHE,
    // Whether this process loaded sharp's native library (pictures/versions.ts): the encoder's process does the encoding.
    sharpLoaded: sharpLoaded(),
    // Milliseconds from Node's start to the build's: starting Node, loading the generator (run.mjs).
    startup: started,
    // Rendering happens while writing, so "write" is what the writing itself added.
    timings: { load, validate, assets, render, write: elapsed - load - validate - assets - render },
    maxRssBytes: process.resourceUsage().maxRSS * 1024,
    encoderMaxRssBytes: encoderUsage.maxRss,
    encoderCpuMs: encoderUsage.cpuMs,
    // CPU time of the processes this one has waited for (Linux): the picture encoder's, once stopped.
    childrenCpuMs: childrenCpuMs(),
  };
  await writeFile(file, JSON.stringify(stats));
}

/** Whether sharp's native binary is among this process's shared objects, however it was loaded. */
function sharpLoaded(): boolean {
  // The library's file, even when it was deleted after it was loaded (the maps then say so after it).
  const sharp = /sharp-[^/\\\n]*\.node(?: \(deleted\))?$/m;
  try {
    // Linux's /proc is read at once; the diagnostic report below is slow enough to show in the benchmark.
    return sharp.test(readFileSync('/proc/self/maps', 'utf8'));
  } catch {
    const report = process.report.getReport() as { sharedObjects?: string[] };
    return (report.sharedObjects ?? []).some((file) => sharp.test(file));
  }
}

/** User and system time of the child processes this one has waited for, in ms (Linux's /proc; undefined elsewhere). */
function childrenCpuMs(): number | undefined {
  try {
    // Fields after the command's closing parenthesis; cutime and cstime are the 16th and 17th of the line.
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.replace(/^.*\) /s, '').split(' ');
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100; // in clock ticks, USER_HZ: 100 on Linux
  } catch {
    return undefined;
  }
}
