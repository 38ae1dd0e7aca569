// `npm run check -- --fix-tabs`: turns the tabs that indent lines into spaces, keeps the file in FILE.bak and writes
// the new one atomically (an interrupted run leaves the old file or the new one, never half of each).
import { chmod, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { InvalidShopError } from '../errors.ts';
import { parse } from './load.ts';
import { decode, readConfig } from './read-config.ts';

/** Tried in this order: two spaces is how shop.yaml is indented; four is how most editors show a tab. */
const WIDTHS = [2, 4];

/** Indentation made of spaces and at least one tab, at the start of a line. */
const TABBED = /^(?=[ \t]*\t)[ \t]+/gm;

/** How many lines had their tabs replaced (0: the file was left alone, and no backup written), with how many spaces a tab, and the backup. */
export async function fixTabs(file: string) {
  const bytes = await readConfig(file);
  const text = decode(file, bytes);
  const backup = `${file}.bak`;
  const lines = text.match(TABBED)?.length ?? 0;
  const chosen = lines === 0 ? undefined : widthThatKeepsStructure(file, text);
  if (chosen === undefined) return { lines: 0, width: 0, backup };
  const fixed = spaced(text, chosen);
  // Write to the file a link points at, so the link stays a link.
  const target = await realpath(file);
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.tmp`);
  await writeFile(backup, bytes);
  try {
    await writeFile(temporary, fixed);
    await chmod(temporary, (await stat(target)).mode & 0o7777);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return { lines, width: chosen, backup };
}

function spaced(text: string, width: number): string {
  return text.replace(TABBED, (indent) => indent.replaceAll('\t', ' '.repeat(width)));
}

/** The width that keeps the file's structure: it reads the same after, or reads at all; else (another mistake) two spaces. */
function widthThatKeepsStructure(file: string, text: string): number | undefined {
  const before = read(file, text);
  const readable = WIDTHS.map((width) => ({ width, data: read(file, spaced(text, width)) })).filter(({ data }) => data !== UNREADABLE);
  if (before !== UNREADABLE) return readable.find(({ data }) => isDeepStrictEqual(data, before))?.width;
  return readable[0]?.width ?? WIDTHS[0];
}

const UNREADABLE = Symbol('unreadable');

function read(file: string, text: string): unknown {
  try {
    return parse(file, text).data;
  } catch (error) {
    if (error instanceof InvalidShopError) return UNREADABLE;
    throw error;
  }
}
