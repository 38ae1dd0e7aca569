// The commands: `check` validates shop.yaml, `build` validates and writes the site.
// User mistakes print as sentences and exit 1; anything unexpected prints its stack and exits 2.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from './build.ts';
import { argumentProblem, type CommandLine } from './arguments.ts';
import { ShopError, UsageError } from './errors.ts';
import { machineError } from './machine.ts';
import { shown } from './output-folder.ts';
import { FOLDER_PATH } from './schema/patterns.ts';
import { forTerminal } from './terminal.ts';
import { DirectoryWriter, NullWriter, type Writer } from './write.ts';

const USAGE = `Usage:
  npm run check [-- --config FILE]
  npm run build [-- --config FILE] [--out DIR] [--site-url URL] [--base PATH] [--dry-run]

  --config FILE     the shop file to read (default: shop.yaml)
  --out DIR         where build writes the site (default: dist)
  --site-url URL    publish address to use instead of site.url, such as a preview
                    address or http://127.0.0.1:4173 for a local test
  --base PATH       the folder the site is served from, such as /shop/ for
                    https://name.github.io/shop/ (default: site.base, or the folder of site.url)
  --dry-run         build in memory and write nothing
  --help            show this help`;

const OPTIONS = {
  config: { type: 'string', default: 'shop.yaml' },
  out: { type: 'string', default: 'dist' },
  'dry-run': { type: 'boolean', default: false },
  'site-url': { type: 'string' },
  base: { type: 'string' },
  help: { type: 'boolean', default: false },
} as const;

interface Command {
  name: 'check' | 'build';
  config: string;
  out: string;
  dryRun: boolean;
  siteUrl?: string;
  base?: string;
}

const BUILD_ONLY = ['--out', '--dry-run', '--site-url', '--base'];
// An https address, or a plain-http address on this machine for local tests and audits.
const SITE_URL = /^(?:https:\/\/[^\s/?#]+|http:\/\/(?:127\.0\.0\.1|localhost)(?::\d{1,5})?)(?:\/[^\s?#]*)?$/;

const VALUES: Record<string, string> = {
  config: 'the shop file to read, such as --config shop.yaml',
  out: 'the folder to write the site into, such as --out dist',
  'site-url': 'an address such as --site-url https://yourshop.in',
  base: 'a folder path such as --base /shop/',
};

function commandLine(name: 'check' | 'build'): CommandLine {
  return {
    name,
    values: VALUES,
    accepts: `--config FILE${name === 'build' ? ', --out DIR, --site-url URL, --base PATH and --dry-run' : ''}`,
    usage: USAGE,
  };
}

export function parseCommand(argv: readonly string[]): Command | 'help' {
  const [name, ...rest] = argv;
  if (name !== 'check' && name !== 'build') {
    throw new UsageError(`Unknown command "${name ?? ''}". The commands are check and build.\n\n${USAGE}`);
  }
  let values;
  try {
    ({ values } = parseArgs({ args: rest, options: OPTIONS, strict: true, allowPositionals: false }));
  } catch (error) {
    throw argumentProblem(error as NodeJS.ErrnoException, commandLine(name), rest);
  }
  if (values.help) return 'help';
  if (name === 'check' && rest.some((arg) => BUILD_ONLY.includes(arg.split('=')[0]))) {
    throw new UsageError(`check writes nothing, so it takes no --out, --site-url, --base or --dry-run. It accepts --config FILE.\n\n${USAGE}`);
  }
  for (const option of ['config', 'out'] as const) {
    if (values[option].trim() === '') throw new UsageError(`--${option} is empty; give it ${VALUES[option]}.`);
  }
  const siteUrl = values['site-url'];
  if (siteUrl !== undefined && !(SITE_URL.test(siteUrl) && URL.canParse(siteUrl))) {
    throw new UsageError(`--site-url ${siteUrl} is not a usable address: give one starting with https://, or http://127.0.0.1:PORT for a local test.`);
  }
  const base = values.base;
  if (base !== undefined && !FOLDER_PATH.test(base)) {
    throw new UsageError(`--base ${base} is not a folder path: write it with a slash at each end, such as / or /shop/.`);
  }
  return { name, config: values.config, out: values.out, dryRun: values['dry-run'], siteUrl, base };
}

function size(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

export async function run(argv: readonly string[], log: (line: string) => void = console.log): Promise<void> {
  const started = performance.now();
  const command = parseCommand(argv);
  if (command === 'help') {
    log(USAGE);
    return;
  }
  const writer: Writer = command.name === 'check' || command.dryRun
    ? new NullWriter()
    : new DirectoryWriter(command.out, { projectRoot: process.cwd(), config: command.config, log });
  if (writer instanceof DirectoryWriter) await writer.recover();
  const built = await build({ config: command.config, siteUrl: command.siteUrl, base: command.base });
  const written = await writer.write(built.files, { base: built.shop.site.base ?? '/' });
  if (command.name === 'check') {
    log(`${command.config} is valid: ${written.pages} pages would be built.`);
    return;
  }
  const elapsed = performance.now() - started;
  if (process.env.SHOP_BUILD_STATS) {
    // For the benchmark (npm run bench): stage times and peak memory of this process. Rendering
    // happens while writing, so "write" is what the writing itself added.
    const { load, validate, assets, render } = built.timings;
    await writeFile(process.env.SHOP_BUILD_STATS, JSON.stringify({
      pages: written.pages,
      timings: { load, validate, assets, render, write: elapsed - load - validate - assets - render },
      maxRssBytes: process.resourceUsage().maxRSS * 1024,
    }));
  }
  const where = command.dryRun ? 'nowhere (dry run)' : shown(path.resolve(command.out));
  log(`Built ${written.pages} pages (${written.files} files, ${size(written.bytes)}) in ${Math.round(elapsed)} ms into ${where}`);
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
    await run(argv, log);
    return 0;
  } catch (error) {
    return report(error, argv, print);
  }
}

export function report(error: unknown, argv: readonly string[], print: (text: string) => void = console.error): number {
  const known = error instanceof ShopError ? error : machineError(error);
  if (known) {
    print(known.report());
    const out = outName(argv);
    if (argv[0] === 'build' && out) print(`\nNothing was written: ${out}/ was left as it was.`);
    return 1;
  }
  print('The generator failed unexpectedly. This is a bug in the generator, not in your shop file; please report it with the text below.\n');
  print(String(error instanceof Error ? error.stack : error));
  return 2;
}

/** The output folder named on the command line, as the owner wrote it (undefined when left empty). */
function outName(argv: readonly string[]): string | undefined {
  const i = argv.findIndex((a) => a === '--out' || a.startsWith('--out='));
  const named = i < 0 ? 'dist' : argv[i].includes('=') ? argv[i].slice(argv[i].indexOf('=') + 1) : argv[i + 1];
  return named?.trim() ? named.replace(/\/+$/, '') : undefined;
}
