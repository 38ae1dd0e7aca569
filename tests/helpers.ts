// Shared by the tests: fixture paths, a tree hash, and the CLI run in-process with its output caught.
import { createHash } from 'node:crypto';
import { readdir, readFile, readlink } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from '../generator/cli/command.ts';
import {
  modelineNowhere,
  sampleAreas,
  sampleDomain,
  sampleMarked,
  sampleName,
  samplePhone,
  samplePlaces,
  sampleLeft,
  sampleTestimonial,
} from '../generator/messages/index.ts';

export { tempDir } from './temp-dirs.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const FIXTURES = path.join(ROOT, 'tests', 'fixtures');
export const fixture = (name: string) => path.join(FIXTURES, name);
/** The repository's own shop.yaml: the owner's file, which tests check only for what holds for any shop. */
export const EMBEDDED = path.join(ROOT, 'shop.yaml');
/** The shop the any-shop tests build: the file $SHOP_CONFIG names, else the repository's shop.yaml. */
export const SHOP_UNDER_TEST = process.env.SHOP_CONFIG ? path.resolve(process.env.SHOP_CONFIG) : EMBEDDED;
/** The rich fixture (every kind of page, a local hero picture) and the smallest valid shop. */
export const FULL = fixture('full.yaml');
export const MINIMAL = fixture('minimal.yaml');

/** A hash of every file's path and bytes under dir: equal hashes mean an untouched tree. */
export async function hashTree(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const walk = async (at: string) => {
    for (const entry of (await readdir(at, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) await walk(full);
      // A link is hashed as where it leads, not followed; a FIFO or device by its name alone.
      else if (entry.isSymbolicLink()) hash.update(path.relative(dir, full)).update(` -> ${await readlink(full)}`);
      else hash.update(path.relative(dir, full)).update(entry.isFile() ? await readFile(full) : '');
    }
  };
  await walk(dir);
  return hash.digest('hex');
}

/** Runs the CLI in this process and returns its exit code and everything it printed. */
export async function runCli(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const log = console.log;
  const error = console.error;
  console.log = (...args: unknown[]) => void out.push(args.join(' '));
  console.error = (...args: unknown[]) => void err.push(args.join(' '));
  try {
    const code = await main(argv);
    return { code, out: out.join('\n'), err: err.join('\n') };
  } finally {
    console.log = log;
    console.error = error;
  }
}

// The words of each warning about the sample's leftovers (a name the message includes cut off), and
// of the warning about a first line pointing the editor nowhere, which a fixture copied into a
// temporary folder for a test rightly gets.
const LEFTOVERS = [
  sampleMarked(),
  samplePhone(),
  sampleName(),
  sampleTestimonial(),
  sampleLeft('text', 1, []).split('; ').at(-1)!,
  sampleDomain('\0').split('\0')[1],
  samplePlaces(['\0']).split('\0')[1],
  sampleAreas(['\0', '\0']).split('\0, \0')[1].split('), ')[1],
  modelineNowhere('\0', '').split('\0')[1],
];

/**
 * What check or build printed besides the warnings about the sample's leftovers (generator/shop/leftovers.ts),
 * which a shop may rightly still have (the sample shop.yaml, fixtures with made-up .example addresses),
 * and about the editor's schema line of a shop copied elsewhere (generator/shop/modeline.ts).
 */
export function besideLeftovers(printed: string): string {
  const leftover = (block: string) => LEFTOVERS.some((message) => block.split('\n')[0].includes(message));
  return printed
    .split(/\n{2,}/)
    .filter((block) => !leftover(block) && !/ has [\d,]+ warnings?: /.test(block))
    .join('\n\n')
    .trim();
}
