// A rebuild that changed a few files moves them into the live site one by one, instead of making the
// whole site again beside it: a price edit on a shop with 4,000 articles changes a handful of files,
// and laying out 4,346 new folders of links around them took two thirds of the rebuild.
//
// What this gives up: the whole-site swap (swap.ts) changes the site in one rename, and the moves
// take a little longer (a few milliseconds for a few files), during which a visitor may be served
// one page already new and another still old. New files (a picture, a stylesheet under a new name,
// a new article) move before the files they replace, so a page already replaced never names a
// picture or style that is not there yet; two new pages that link to each other may, for those
// milliseconds, link to one not moved yet. The moves are written down first, in a journal in the
// temporary folder, so a build killed or stopped among them is finished by the next build
// (recoverLeftovers): the site is never left half-way for long.
//
// Only a rebuild whose output folder is exactly what the last build left is patched: any file the
// last build did not write, a link, or a file where a folder goes (or the other way round) and the
// new site is made whole and swapped in, as a first build is.
import { existsSync, lstatSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rename, rm, rmdir, stat, utimes, writeFile } from 'node:fs/promises';
import { setTimeout } from 'node:timers/promises';
import path from 'node:path';
import { MARKER, type Recorded } from './output-folder.ts';
import type { LastBuild } from './unchanged.ts';

/** What a patch does, in order. Paths in the site, "/" between folders. */
export interface Patch {
  /** Files moved from the temporary folder into the site: the new ones first, then those replaced. */
  moves: string[];
  /** Files of the last build the new one does not have. */
  removes: string[];
  /** Folders left empty by the removals, the deepest first. */
  folders: string[];
}

/**
 * The largest share of the site's files a rebuild may move or remove in place. More than that is not
 * an edit but a new site, and it is swapped in whole, so visitors never get a long mix of both.
 */
export const PATCH_SHARE = 0.25;

const JOURNAL = '.journal';

/** What the last build's folder holds now, read once the build holds the folder's lock. */
export interface OnDisk {
  /** The files the last build wrote, reached through plain folders (no link on the way). */
  files: Set<string>;
  folders: Set<string>;
  /** Whether it holds anything else: a file the last build did not write, a link, a device. */
  strays: boolean;
}

export function onDisk(last: LastBuild): OnDisk | undefined {
  const out = path.resolve(last.out);
  let entries;
  try {
    // Synchronous: the promise version reads one folder at a time through libuv's threads, 220 ms for
    // 4,346 folders where this takes 40. Links are listed, not followed.
    entries = readdirSync(out, { recursive: true, withFileTypes: true });
  } catch {
    return undefined;
  }
  const site: OnDisk = { files: new Set(), folders: new Set(), strays: false };
  // Each entry's path in the site by slicing: path.relative and path.join took a quarter of this for 8,755 entries.
  const skip = out.endsWith(path.sep) ? out.length : out.length + 1;
  for (const entry of entries) {
    const parent = entry.parentPath.length >= skip ? entry.parentPath.slice(skip) : '';
    const relative = (parent === '' ? entry.name : `${parent}${path.sep}${entry.name}`).split(path.sep).join('/');
    if (relative === MARKER) continue;
    if (entry.isDirectory()) site.folders.add(relative);
    else if (entry.isFile() && last.files.has(relative)) site.files.add(relative);
    else site.strays = true;
  }
  return site;
}

/**
 * The patch that turns the site `site` into the new one, whose files are `records` (those in `kept`
 * are already in place, as the last build left them), or undefined when the site must be swapped in
 * whole instead.
 */
export function planPatch(site: OnDisk, records: ReadonlyMap<string, Recorded>, kept: ReadonlySet<string>): Patch | undefined {
  // A file the last build did not write, or a link (which could lead a move out of the site): the
  // new site is made whole instead, without them.
  if (site.strays) return undefined;
  const { files, folders } = site;
  const changed = [...records.keys()].filter((file) => !kept.has(file));
  const needed = new Set<string>();
  for (const file of records.keys()) {
    for (let folder = path.posix.dirname(file); folder !== '.' && !needed.has(folder); folder = path.posix.dirname(folder)) needed.add(folder);
  }
  // A new name at the top of the site is swapped in whole: until the marker lists it, the next build
  // would take it for somebody else's file (output-folder.ts) and refuse to touch the folder.
  const top = (file: string) => file.split('/', 1)[0];
  if ([...records.keys()].some((file) => !files.has(top(file)) && !folders.has(top(file)))) return undefined;
  if (changed.some((file) => folders.has(file)) || [...needed].some((folder) => files.has(folder))) return undefined;
  const removes = [...files].filter((file) => !records.has(file));
  if (changed.length + removes.length > records.size * PATCH_SHARE) return undefined;
  return {
    moves: [...changed.filter((file) => !files.has(file)), ...changed.filter((file) => files.has(file))],
    removes,
    folders: [...folders].filter((folder) => !needed.has(folder)).sort((a, b) => b.split('/').length - a.split('/').length),
  };
}

/**
 * Carries out `patch` on the site in `out`: the new files are in `temp`, and so is the new marker.
 * The journal is written first (writeJournal), and from then on the patch is finished even if this
 * build is killed.
 */
export async function runPatch(temp: string, out: string, patch: Patch): Promise<void> {
  for (const step of patchSteps(temp, out, patch)) await step();
}

/** Writes the patch down in `temp`, whole (a rename); from then on a build that finds `temp` finishes the patch. */
export async function writeJournal(temp: string, patch: Patch): Promise<void> {
  await writeFile(path.join(temp, `${JOURNAL}.part`), JSON.stringify(patch));
  await rename(path.join(temp, `${JOURNAL}.part`), path.join(temp, JOURNAL));
}

/**
 * A patch that could not be finished for a reason that may pass (no permission, a full or read-only
 * disk): its folder stays, and the next build tries again.
 */
export class UnfinishedPatch extends Error {
  constructor(cause: unknown) {
    super('a patch could not be finished', { cause });
  }
}

/** The machine's refusals worth trying again once the owner has seen them; anything else abandons the patch. */
const PASSING = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'EDQUOT', 'EBUSY', 'EIO', 'EMFILE', 'ENFILE']);

/** Whether a step that failed with `error` is tried again by the next build (the journal stays), rather than the patch abandoned. */
export const worthRetrying = (error: unknown): boolean => PASSING.has((error as NodeJS.ErrnoException | undefined)?.code ?? '');

/**
 * Finishes the patch a killed or failed build left in `temp`, if it had got as far as its journal;
 * false when there is nothing to finish, and the folder is only to be removed: no journal, one that
 * names a path outside the site or through a link, no site any more, or a step that fails for good
 * (something put where the patch moves a file). The next build then finds the site as it is, trusts
 * only what is as it recorded, and swaps a whole new site in if anything is out of place. A step the
 * machine refuses for now throws UnfinishedPatch.
 */
export async function finishPatch(temp: string, out: string): Promise<boolean> {
  let patch: Patch | undefined;
  let written: number;
  try {
    const journal = path.join(temp, JOURNAL);
    written = (await stat(journal)).mtimeMs;
    patch = asPatch(JSON.parse(await readFile(journal, 'utf8')));
    // The marker it would install must be one: a leftover from elsewhere is not trusted with the site.
    const { hashes } = JSON.parse(await readFile(path.join(temp, MARKER), 'utf8')) as { hashes?: unknown };
    if (hashes === null || typeof hashes !== 'object') return false;
  } catch {
    return false;
  }
  if (!patch || !existsSync(out) || throughLink(out, [...patch.moves, ...patch.removes, ...patch.folders])) return false;
  try {
    // The marker takes the journal's time, not this one: a file changed by hand since the build was
    // killed changed after it, and the next build writes it again (unchanged.ts). So does every file
    // moved now, which costs only their writing.
    for (const step of patchSteps(temp, out, patch, written)) await step();
  } catch (error) {
    if (worthRetrying(error)) throw new UnfinishedPatch(error);
    return false;
  }
  return true;
}

/** Whether any of the site's `files` is reached through a link (put there since the patch was planned): it could lead outside. */
function throughLink(out: string, files: readonly string[]): boolean {
  const seen = new Set<string>();
  for (const file of files) {
    for (let folder = path.posix.dirname(file); folder !== '.' && !seen.has(folder); folder = path.posix.dirname(folder)) {
      seen.add(folder);
      if (lstatSync(path.join(out, folder), { throwIfNoEntry: false })?.isSymbolicLink()) return true;
    }
  }
  return false;
}

/** A journal's patch, or undefined when it is not one this generator wrote: any path that leaves the site. */
function asPatch(value: unknown): Patch | undefined {
  const { moves, removes, folders } = (value ?? {}) as Partial<Record<keyof Patch, unknown>>;
  const lists = [moves, removes, folders];
  const inSite = (file: unknown) => typeof file === 'string' && !file.includes('\\') && !file.includes('\0') && file.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
  return lists.every((list) => Array.isArray(list) && list.every(inSite)) ? { moves, removes, folders } as Patch : undefined;
}

/**
 * The patch's steps, each one safe to take again: a killed build may have taken it already. The
 * last ones install the marker and remove the temporary folder. `markedAt`: the marker's time, when
 * it is not to be now (finishPatch).
 */
export function* patchSteps(temp: string, out: string, patch: Patch, markedAt?: number): Generator<() => Promise<void>> {
  for (const file of patch.moves) yield () => move(path.join(temp, file), path.join(out, file));
  for (const file of patch.removes) yield () => rm(path.join(out, file), { force: true });
  for (const folder of patch.folders) {
    // Not empty after all: something was put there meanwhile. It stays, and the next build, which
    // finds a file it did not write, makes the whole site again without it.
    yield () => rmdir(path.join(out, folder)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT' && error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    });
  }
  yield async () => {
    // The marker in the journal's folder is only read, never written: a kill while stamping leaves it whole.
    const marker = path.join(temp, MARKER);
    if (!existsSync(marker)) return;
    const text = await readFile(marker);
    const scratch = `${marker}.stamp`;
    if (markedAt === undefined) await stampMarker(text, scratch, path.join(out, MARKER));
    else {
      await writeFile(scratch, text);
      // Whole milliseconds, rounded down: never later than the journal, whatever precision the file system keeps.
      const seconds = Math.floor(markedAt) / 1000;
      await utimes(scratch, seconds, seconds);
      await rename(scratch, path.join(out, MARKER));
    }
  };
  yield () => rm(temp, { recursive: true, force: true });
}

async function move(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    if (!existsSync(from)) return; // moved before the build was killed
    await mkdir(path.dirname(to), { recursive: true });
    await rename(from, to);
  }
}

/**
 * Puts the marker's `text` at `to`, its time later than every change made to the site before it:
 * the next build trusts only files that changed before the marker (unchanged.ts). File times are
 * coarse (a few milliseconds), so `scratch` is written again until the clock has moved on, then
 * renamed to `to`.
 */
export async function stampMarker(text: string | Uint8Array, scratch: string, to: string): Promise<void> {
  await writeFile(scratch, text);
  const first = (await stat(scratch)).mtimeMs;
  for (let tries = 0; tries < 100 && (await stat(scratch)).mtimeMs <= first; tries += 1) {
    await setTimeout(1);
    await writeFile(scratch, text);
  }
  await rename(scratch, to);
}
