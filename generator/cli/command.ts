// The commands: `check` validates shop.yaml, `build` validates and writes the site.
// User mistakes print as sentences and exit 1; anything unexpected prints its stack and exits 2.
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from '../build.ts';
import { PICTURE_CACHE } from '../pictures/cache.ts';
import { fixTabs } from '../shop/fix-tabs.ts';
import { goneWarning, lastSitemap } from '../output/redirects.ts';
import { argumentProblem, withUsage } from './arguments.ts';
import { annotation, annotations, formatFor, FORMATS, type Format } from './annotations.ts';
import { InvalidShopError, ShopError, UsageError, warningsReport } from '../errors.ts';
import { machineError } from '../machine.ts';
import {
  baseNotAFolder,
  buildCommandLine,
  buildUsage,
  builtNowhere,
  builtSite,
  checkWritesNothing,
  fixTabsIsForCheck,
  formatUnknown,
  generatorBug,
  noTabsToFix,
  nothingWritten,
  optionEmpty,
  shopIsValid,
  siteUrlUnusable,
  tabsFixed,
  unknownCommand,
} from '../messages/index.ts';
import { shown } from '../output/folder.ts';
import { FOLDER_PATH } from '../shop/schema/patterns.ts';
import { forTerminal } from '../terminal.ts';
import { DirectoryWriter, NullWriter, type Writer } from '../output/write.ts';

const OPTIONS = {
  config: { type: 'string', default: 'shop.yaml' },
  out: { type: 'string', default: 'dist' },
  'dry-run': { type: 'boolean', default: false },
  'site-url': { type: 'string' },
  base: { type: 'string' },
  format: { type: 'string' },
  'fix-tabs': { type: 'boolean', default: false },
  'all-languages': { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
} as const;

interface Command {
  name: 'check' | 'build';
  config: string;
  out: string;
  dryRun: boolean;
  siteUrl?: string;
  base?: string;
  /** How problems are printed: the report alone, or also as GitHub annotations. */
  format: Format;
  /** check only: replace tab indentation in the shop file with spaces before checking it. */
  fixTabs: boolean;
  /** A text missing in one of the site's languages is a problem, not a warning. */
  allLanguages: boolean;
}

const BUILD_ONLY = ['--out', '--dry-run', '--site-url', '--base'];
// An https address, or a plain-http address on this machine for local tests and audits.
const SITE_URL = /^(?:https:\/\/[^\s/?#]+|http:\/\/(?:127\.0\.0\.1|localhost)(?::\d{1,5})?)(?:\/[^\s?#]*)?$/;

export function parseCommand(argv: readonly string[]): Command | 'help' {
  const [name, ...rest] = argv;
  if (name !== 'check' && name !== 'build') {
    throw new UsageError(withUsage(unknownCommand(name ?? ''), buildUsage()));
  }
  let values;
  try {
    ({ values } = parseArgs({ args: rest, options: OPTIONS, strict: true, allowPositionals: false }));
  } catch (error) {
    throw argumentProblem(error as NodeJS.ErrnoException, buildCommandLine(name), rest);
  }
  if (values.help) return 'help';
  if (name === 'check' && rest.some((arg) => BUILD_ONLY.includes(arg.split('=')[0]))) {
    throw new UsageError(withUsage(checkWritesNothing(), buildUsage()));
  }
  if (name === 'build' && values['fix-tabs']) throw new UsageError(withUsage(fixTabsIsForCheck(), buildUsage()));
  for (const option of ['config', 'out'] as const) {
    if (values[option].trim() === '') throw new UsageError(optionEmpty(option));
  }
  const siteUrl = values['site-url'];
  if (siteUrl !== undefined && !(SITE_URL.test(siteUrl) && URL.canParse(siteUrl))) {
    throw new UsageError(siteUrlUnusable(siteUrl));
  }
  const base = values.base;
  if (base !== undefined && !FOLDER_PATH.test(base)) {
    throw new UsageError(baseNotAFolder(base));
  }
  if (values.format !== undefined && !FORMATS.includes(values.format as Format)) {
    throw new UsageError(formatUnknown(values.format));
  }
  return {
    name,
    config: values.config,
    out: values.out,
    dryRun: values['dry-run'],
    siteUrl,
    base,
    format: formatFor(values.format),
    fixTabs: values['fix-tabs'],
    allLanguages: values['all-languages'],
  };
}

export async function run(argv: readonly string[], log: (line: string) => void = console.log, warn: (text: string) => void = console.error): Promise<void> {
  const started = performance.now();
  const command = parseCommand(argv);
  if (command === 'help') {
    log(buildUsage());
    return;
  }
  if (command.fixTabs) {
    const fixed = await fixTabs(command.config);
    log(fixed.lines > 0 ? tabsFixed(command.config, fixed.lines, fixed.width, fixed.backup) : noTabsToFix(command.config));
  }
  const writer: Writer =
    command.name === 'check' || command.dryRun
      ? new NullWriter()
      : new DirectoryWriter(command.out, { projectRoot: process.cwd(), config: command.config, log });
  if (writer instanceof DirectoryWriter) await writer.recover();
  // A first build (no picture cache at all) encodes every picture and draws every card: the encoder's
  // process starts now, while shop.yaml is read and checked, instead of when the first picture is asked for.
  if (!existsSync(PICTURE_CACHE)) (await import('../pictures/encode.ts')).startEncoderEarly();
  const built = await build({ config: command.config, siteUrl: command.siteUrl, base: command.base, allLanguages: command.allLanguages });
  if (built.warnings.length > 0) {
    warn(`${warningsReport(command.config, built.warnings)}\n`);
    if (command.format === 'github') warn(annotations('warning', built.warnings).join('\n'));
  }
  if (writer instanceof DirectoryWriter) {
    const gone = goneWarning(built.sites, await lastSitemap(command.out));
    if (gone) {
      warn(`${gone}\n`);
      if (command.format === 'github') warn(annotation('warning', gone));
    }
  }
  const written = await writer.write(built.files, { base: built.shop.site.base ?? '/' });
  // Pictures encoded: the encoder's process has nothing left to do.
  await (await import('../pictures/encode.ts')).stopEncoder();
  if (command.name === 'check') {
    log(shopIsValid(command.config, written.pages));
    return;
  }
  const elapsed = performance.now() - started;
  if (process.env.SHOP_BUILD_STATS) {
    // For the benchmark (npm run bench): stage times and peak memory of this process and of the
    // picture encoder's, if it ran. Rendering happens while writing, so "write" is what the writing
    // itself added.
    const { load, validate, assets, render } = built.timings;
    const { encoderMaxRss, encoderCpuMs } = await import('../pictures/encode.ts');
    await writeFile(
      process.env.SHOP_BUILD_STATS,
      JSON.stringify({
        pages: written.pages,
        unchanged: written.unchanged ?? 0,
        // generator/run.mjs says whether the compiled copy ran or the TypeScript sources did.
        ran: process.env.SHOP_RAN ?? 'typescript',
        // Whether this process loaded sharp's native library (pictures/versions.ts): the encoder's process does the encoding.
        sharpLoaded: sharpLoaded(),
        // Milliseconds from Node's start to the build's: starting Node, loading the generator (run.mjs).
        startup: started,
        timings: { load, validate, assets, render, write: elapsed - load - validate - assets - render },
        maxRssBytes: process.resourceUsage().maxRSS * 1024,
        encoderMaxRssBytes: encoderMaxRss(),
        encoderCpuMs: encoderCpuMs(),
        // CPU time of the processes this one has waited for (Linux): the picture encoder's, once stopped.
        childrenCpuMs: childrenCpuMs(),
      }),
    );
  }
  const where = command.dryRun ? builtNowhere() : shown(path.resolve(command.out));
  log(builtSite(written.pages, written.files, written.bytes, Math.round(elapsed), where, written.unchanged));
}

/** Whether sharp's native binary is among this process's shared objects, however it was loaded (require or import). */
function sharpLoaded(): boolean {
  // The library's file, even when it was deleted after it was loaded (the maps then say so after it).
  const sharp = /sharp-[^/\\\n]*\.node(?: \(deleted\))?$/m;
  try {
    // Linux lists the libraries this process mapped in /proc: read in well under a millisecond, where
    // the diagnostic report below took 5-10 ms of each build the benchmark times.
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
    const fields = readFileSync('/proc/self/stat', 'utf8')
      .replace(/^.*\) /s, '')
      .split(' ');
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100; // in clock ticks, USER_HZ: 100 on Linux
  } catch {
    return undefined;
  }
}

/**
 * Exit 1 for the owner's mistakes and the machine's refusals (no stack), 2 for the generator's own
 * faults (with stack). Everything printed passes through forTerminal: text from shop.yaml cannot
 * drive the terminal.
 */
export async function main(argv: readonly string[]): Promise<number> {
  const log = (text: string) => console.log(forTerminal(text));
  const print = (text: string) => console.error(forTerminal(text));
  try {
    await run(argv, log, print);
    return 0;
  } catch (error) {
    // A build stopped by a problem: the pictures still being encoded are not needed, and the command
    // ends now rather than once they are made.
    await (await import('../pictures/encode.ts')).stopEncoder().catch(() => undefined);
    return report(error, argv, print);
  }
}

export function report(error: unknown, argv: readonly string[], print: (text: string) => void = console.error): number {
  const known = error instanceof ShopError ? error : machineError(error);
  if (known) {
    print(known.report());
    const out = outName(argv);
    if (argv[0] === 'build' && out) print(`\n${nothingWritten(out)}`);
    if (formatFor(formatName(argv)) === 'github') {
      print(known instanceof InvalidShopError ? annotations('error', known.problems).join('\n') : annotation('error', known.message));
    }
    return 1;
  }
  print(`${generatorBug()}\n`);
  print(String(error instanceof Error ? error.stack : error));
  return 2;
}

/** --format as written on the command line, read even when the rest of it was refused. */
function formatName(argv: readonly string[]): string | undefined {
  const i = argv.findIndex((a) => a === '--format' || a.startsWith('--format='));
  return i < 0 ? undefined : argv[i].includes('=') ? argv[i].slice(argv[i].indexOf('=') + 1) : argv[i + 1];
}

/** The output folder named on the command line, as the owner wrote it (undefined when left empty). */
function outName(argv: readonly string[]): string | undefined {
  const i = argv.findIndex((a) => a === '--out' || a.startsWith('--out='));
  const named = i < 0 ? 'dist' : argv[i].includes('=') ? argv[i].slice(argv[i].indexOf('=') + 1) : argv[i + 1];
  return named?.trim() ? named.replace(/\/+$/, '') : undefined;
}
