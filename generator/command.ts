// The commands: `check` validates shop.yaml, `build` validates and writes the site.
// User mistakes print as sentences and exit 1; anything unexpected prints its stack and exits 2.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from './build.ts';
import { ShopError, UsageError } from './errors.ts';
import { DirectoryWriter, MemoryWriter, type Writer } from './write.ts';

const USAGE = `Usage:
  npm run check [-- --config FILE]
  npm run build [-- --config FILE] [--out DIR] [--dry-run]

  --config FILE   the shop file to read (default: shop.yaml)
  --out DIR       where build writes the site (default: dist)
  --dry-run       build in memory and write nothing
  --help          show this help`;

const OPTIONS = {
  config: { type: 'string', default: 'shop.yaml' },
  out: { type: 'string', default: 'dist' },
  'dry-run': { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
} as const;

interface Command {
  name: 'check' | 'build';
  config: string;
  out: string;
  dryRun: boolean;
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
    const flag = /'([^']+)'/.exec((error as Error).message)?.[1] ?? rest.join(' ');
    throw new UsageError(`${flag} is not an option of ${name}. It accepts --config FILE${name === 'build' ? ', --out DIR and --dry-run' : ''}.\n\n${USAGE}`);
  }
  if (values.help) return 'help';
  if (name === 'check' && rest.some((arg) => arg === '--out' || arg.startsWith('--out=') || arg === '--dry-run')) {
    throw new UsageError(`check writes nothing, so it takes no --out or --dry-run. It accepts --config FILE.\n\n${USAGE}`);
  }
  return { name, config: values.config, out: values.out, dryRun: values['dry-run'] };
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
    ? new MemoryWriter()
    : new DirectoryWriter(command.out, { projectRoot: process.cwd(), config: command.config });
  if (writer instanceof DirectoryWriter) await writer.recover();
  const site = await build({ config: command.config });
  const pages = site.files.filter((f) => f.path.endsWith('.html')).length;
  if (command.name === 'check') {
    log(`${command.config} is valid: ${pages} pages would be built.`);
    return;
  }
  await writer.write(site.files);
  const bytes = site.files.reduce((sum, f) => sum + (typeof f.contents === 'string' ? Buffer.byteLength(f.contents) : f.contents.byteLength), 0);
  const where = command.dryRun ? 'nowhere (dry run)' : `${path.relative(process.cwd(), path.resolve(command.out)) || '.'}/`;
  log(`Built ${pages} pages (${site.files.length} files, ${size(bytes)}) in ${Math.round(performance.now() - started)} ms into ${where}`);
}

/** Exit 1 for the owner's mistakes (no stack), 2 for the generator's own faults (with stack). */
export async function main(argv: readonly string[]): Promise<number> {
  try {
    await run(argv);
    return 0;
  } catch (error) {
    return report(error, argv);
  }
}

export function report(error: unknown, argv: readonly string[], print: (text: string) => void = console.error): number {
  if (error instanceof ShopError) {
    print(error.report());
    if (argv[0] === 'build') print(`\nNothing was written: ${outName(argv)}/ was left as it was.`);
    return 1;
  }
  print('The generator failed unexpectedly. This is a bug in the generator, not in your shop file; please report it with the text below.\n');
  print(String(error instanceof Error ? error.stack : error));
  return 2;
}

function outName(argv: readonly string[]): string {
  const i = argv.findIndex((a) => a === '--out' || a.startsWith('--out='));
  if (i < 0) return 'dist';
  return argv[i].includes('=') ? argv[i].split('=')[1] : (argv[i + 1] ?? 'dist');
}
