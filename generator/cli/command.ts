// The commands: `check` validates shop.yaml, `build` validates and writes the site.
// User mistakes print as sentences and exit 1; anything unexpected prints its stack and exits 2.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../build.ts';
import { PICTURE_CACHE } from '../pictures/disk-cache.ts';
import { fixTabs } from '../shop/fix-tabs.ts';
import { goneWarning, lastSitemap } from '../output/redirects.ts';
import { annotation, annotations, formatFor } from './annotations.ts';
import { writeBuildStats } from './build-stats.ts';
import { parseCommand } from './command-line.ts';
import { InvalidShopError, ShopError, warningsReport } from '../errors.ts';
import { machineError } from '../machine.ts';
import { buildUsage, builtNowhere, builtSite, generatorBug, initStopped, noTabsToFix, nothingWritten, shopIsValid, tabsFixed } from '../messages/index.ts';
import { shown } from '../output/folder.ts';
import { forTerminal } from '../terminal.ts';
import { DirectoryWriter } from '../output/directory-writer.ts';
import { NullWriter, type Writer } from '../output/write.ts';

async function run(argv: readonly string[], log: (line: string) => void, warn: (text: string) => void): Promise<void> {
  const started = performance.now();
  const command = parseCommand(argv);
  if (command === 'help') return log(buildUsage());
  if (command.fixTabs) {
    const fixed = await fixTabs(command.config);
    log(fixed.lines > 0 ? tabsFixed(command.config, fixed.lines, fixed.width, fixed.backup) : noTabsToFix(command.config));
  }
  const writesNothing = command.name === 'check' || command.dryRun;
  const writer: Writer = writesNothing ? new NullWriter() : new DirectoryWriter(command.out, { projectRoot: process.cwd(), config: command.config, log });
  if (writer instanceof DirectoryWriter) await writer.recover();
  // A first build (no picture cache at all) encodes every picture and draws every card: the encoder's
  // process starts now, while shop.yaml is read and checked, instead of when the first picture is asked for.
  if (!existsSync(PICTURE_CACHE)) (await import('../pictures/encoder.ts')).startEncoderEarly();
  const built = await build({ config: command.config, siteUrl: command.siteUrl, base: command.base, allLanguages: command.allLanguages });
  const warning = (report: string, annotated: string) => {
    warn(`${report}\n`);
    if (command.format === 'github') warn(annotated);
  };
  if (built.warnings.length > 0) warning(warningsReport(command.config, built.warnings), annotations('warning', built.warnings).join('\n'));
  const gone = writer instanceof DirectoryWriter ? goneWarning(built.sites, await lastSitemap(command.out)) : undefined;
  if (gone) warning(gone, annotation('warning', gone));
  const written = await writer.write(built.files, built.shop.site.base);
  // Pictures encoded: the encoder's process has nothing left to do.
  await (await import('../pictures/encoder.ts')).stopEncoder();
  if (command.name === 'check') return log(shopIsValid(command.config, written.pages));
  const elapsed = performance.now() - started;
  if (process.env.SHOP_BUILD_STATS) await writeBuildStats(process.env.SHOP_BUILD_STATS, { started, elapsed, timings: built.timings, written });
  const where = command.dryRun ? builtNowhere() : shown(path.resolve(command.out));
  log(builtSite(written.pages, written.files, written.bytes, Math.round(elapsed), where, written.unchanged));
}

/**
 * Exit 1 for the owner's mistakes and the machine's refusals (no stack), 2 for the generator's own faults
 * (with stack). Everything printed passes through forTerminal: text from shop.yaml cannot drive the terminal.
 */
export async function main(argv: readonly string[]): Promise<number> {
  const log = (text: string) => console.log(forTerminal(text));
  const print = (text: string) => console.error(forTerminal(text));
  try {
    await run(argv, log, print);
    return 0;
  } catch (error) {
    // A stopped build needs no more pictures: it ends now, not once they are encoded.
    await (await import('../pictures/encoder.ts')).stopEncoder().catch(() => undefined);
    return report(error, argv, print);
  }
}

/** Runs a server's command (npm run dev, npm run preview) when `module` is the script Node started, its failure reported as build's is. */
export async function runIfStarted(module: string, command: (argv: string[]) => Promise<unknown>): Promise<void> {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== fileURLToPath(module)) return;
  try {
    await command(process.argv.slice(2));
  } catch (error) {
    // The owner's and the machine's problems are sentences; anything else is a bug and keeps its stack.
    process.exitCode = report(error, [], (text) => console.error(forTerminal(text)));
  }
}

/** Runs `npm run init` or `npm run language`: the owner's mistakes are sentences, exit 1, and so is a prompt closed with Ctrl+C (nothing written); anything else is thrown on. */
export async function runOwnerCommand(work: (log: (line: string) => void) => Promise<number>): Promise<number> {
  try {
    return await work((line) => console.log(forTerminal(line)));
  } catch (error) {
    if (error instanceof Error && error.name === 'ExitPromptError') console.error(initStopped());
    else if (error instanceof ShopError) console.error(forTerminal(error.report()));
    else throw error;
    return 1;
  }
}

export function report(error: unknown, argv: readonly string[], print: (text: string) => void): number {
  const known = error instanceof ShopError ? error : machineError(error);
  if (known) {
    print(known.report());
    const out = optionValue(argv, 'out', 'dist');
    if (argv[0] === 'build' && out?.trim()) print(`\n${nothingWritten(out.replace(/\/+$/, ''))}`);
    if (formatFor(optionValue(argv, 'format')) === 'github') {
      print(known instanceof InvalidShopError ? annotations('error', known.problems).join('\n') : annotation('error', known.message));
    }
    return 1;
  }
  print(`${generatorBug()}\n`);
  print(String(error instanceof Error ? error.stack : error));
  return 2;
}

/** An option's value as written on the command line (`absent` without it), read even when the rest of it was refused. */
function optionValue(argv: readonly string[], name: string, absent?: string): string | undefined {
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  return i < 0 ? absent : argv[i].includes('=') ? argv[i].slice(argv[i].indexOf('=') + 1) : argv[i + 1];
}
