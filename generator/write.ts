// Stage 5: put the built files somewhere. Building never touches the disk; a Writer does.
// The disk writer fills a temporary folder beside the output and changes the site only when every
// file is written, so a failed or killed build leaves the previous site exactly as it was: a first
// build (or a rebuild that changed much) swaps the whole new site in (swap.ts); a rebuild that changed
// a few files moves them in, under a journal (patch.ts).
import { existsSync, statSync } from 'node:fs';
import { chmod, chown, link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MachineError, PartlyWrittenError } from './errors.ts';
import { acquire, type Lock } from './lock.ts';
import { buildTakenOver, buildWaiting, writingSite } from './messages/index.ts';
import { machineError } from './machine.ts';
import { settled, type OutputFile, type OutputItem } from './model/index.ts';
import { MARKER, marker, realFolder, recordOf, refuseOthers, refuseUnsafe, shown, type Recorded, type SiteAbout } from './output-folder.ts';
import { onDisk, planPatch, runPatch, stampMarker, UnfinishedPatch, writeJournal, type OnDisk } from './patch.ts';
import { recoverLeftovers, siblingName, swapIn } from './swap.ts';
import type { PageInputs } from './page-inputs.ts';
import { asRecorded, inputsForMarker, lastBuild, type LastBuild } from './unchanged.ts';

export interface Written {
  files: number;
  pages: number;
  bytes: number;
  /** Files with the same bytes as in the last build, kept from it instead of written. */
  unchanged?: number;
  /** Of those, pages not even rendered: their inputs were the same as last time (render.ts). */
  notRendered?: number;
}

export interface Writer {
  write(files: Iterable<OutputItem>, about?: SiteAbout): Promise<Written>;
}

function sizeOf(contents: string | Uint8Array): number {
  return typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength;
}

function tally(written: Written, file: OutputFile, bytes = sizeOf(file.contents)): void {
  written.files += 1;
  written.bytes += bytes;
  if (file.path.endsWith('.html') && !file.redirect) written.pages += 1;
}

/** Counts what would be written and keeps nothing: for check and --dry-run. */
export class NullWriter implements Writer {
  async write(files: Iterable<OutputItem>): Promise<Written> {
    const written = { files: 0, pages: 0, bytes: 0 };
    // Pictures are waited for: a picture found damaged in encoding is a problem check reports too.
    for (const item of files) tally(written, await settled(item));
    return written;
  }
}

/** Keeps the site in memory: for tests. */
export class MemoryWriter implements Writer {
  readonly files = new Map<string, string | Uint8Array>();
  async write(files: Iterable<OutputItem>): Promise<Written> {
    const written = { files: 0, pages: 0, bytes: 0 };
    for (const item of files) {
      const file = await settled(item);
      this.files.set(file.path, file.contents);
      tally(written, file);
    }
    return written;
  }
  text(file: string): string {
    const contents = this.files.get(file);
    if (contents === undefined) throw new Error(`${file} was not built`);
    return typeof contents === 'string' ? contents : Buffer.from(contents).toString('utf8');
  }
}

const WRITE_CONCURRENCY = 32;

export interface DirectoryWriterOptions {
  projectRoot: string;
  config: string;
  /** Said when the build waits for another one writing the same folder. */
  log?: (line: string) => void;
}

export class DirectoryWriter implements Writer {
  /** The folder written, with links followed: a link named by --out is kept and its target replaced. */
  readonly out: string;
  readonly #options: DirectoryWriterOptions;

  constructor(out: string, options: DirectoryWriterOptions) {
    this.#options = options;
    this.out = realFolder(path.resolve(out));
    refuseUnsafe(this.out, options);
  }

  #last: LastBuild | undefined;

  /**
   * What the last build into this folder recorded (unchanged.ts), read once, before building: the
   * build keeps the pages whose inputs are the same, and this writer the files.
   */
  lastBuild(): LastBuild | undefined {
    this.#last = lastBuild(this.out);
    return this.#last;
  }

  /**
   * Undoes what a killed build left behind, then refuses a folder holding anything the build did not
   * write: before building, so the owner hears it at once. Safe to call at any time.
   */
  async recover(): Promise<void> {
    if (!existsSync(path.dirname(this.out))) return;
    await this.#locked(() => this.#recover());
    refuseOthers(this.out);
  }

  /** Clears or finishes what a killed build left (swap.ts); a patch it cannot finish now stays for the next try. */
  async #recover(): Promise<void> {
    try {
      await recoverLeftovers(this.out);
    } catch (error) {
      throw error instanceof UnfinishedPatch ? this.#partly(error.cause) : error;
    }
  }

  async write(files: Iterable<OutputItem>, about?: SiteAbout): Promise<Written> {
    await this.#attempt(() => mkdir(path.dirname(this.out), { recursive: true }));
    return this.#locked(async (lock) => {
      await this.#recover();
      // Checked again now that no other build can change the folder.
      refuseUnsafe(this.out, this.#options);
      refuseOthers(this.out);
      const temp = siblingName(this.out, 'tmp');
      let journaled = false;
      try {
        await mkdir(temp);
        const last = this.#last ??= lastBuild(this.out);
        const site = last && onDisk(last);
        const { written, records, kept, inputs } = await writeAll(temp, files, last && site && { last, site });
        const text = marker(about, records, inputsForMarker(inputs));
        await writeFile(path.join(temp, MARKER), text);
        const patch = site && planPatch(site, records, kept);
        if (!patch) {
          if (last) await linkAll(temp, last.out, kept);
          await keepAccess(this.out, temp);
        }
        if (!(await lock.held())) throw this.#takenOver();
        if (patch) {
          await writeJournal(temp, patch);
          journaled = true;
          await runPatch(temp, this.out, patch);
          return written;
        }
        await swapIn(temp, this.out);
        await restamp(this.out, text);
        return written;
      } catch (error) {
        // Stopped while moving files into the site (a folder it may not write, say): the journal
        // stays, and the next build finishes the move before anything else.
        if (journaled) throw this.#partly(error);
        await rm(temp, { recursive: true, force: true });
        // A build that stalled may find its folder cleared by the build that took over from it.
        if (!(await lock.held())) throw this.#takenOver();
        throw error;
      }
    });
  }

  /** The machine's refusal, saying the site was partly updated rather than left as it was. */
  #partly(error: unknown): unknown {
    const known = machineError(error, { doing: writingSite(this.#what()), where: this.#what(), parent: shown(path.dirname(this.out)) });
    return known ? new PartlyWrittenError(known.message, { cause: error }) : error;
  }

  #takenOver(): MachineError {
    return new MachineError(buildTakenOver(this.#what()));
  }

  #what(): string {
    return shown(this.out);
  }

  /** Runs `work` holding the output's lock; the machine's refusals become plain messages. */
  async #locked<T>(work: (lock: Lock) => Promise<T>): Promise<T> {
    const lock = await this.#attempt(() => acquire(siblingName(this.out, 'lock'), {
      what: this.#what(),
      onWait: (holder) => this.#options.log?.(buildWaiting(this.#what(), holder)),
    }));
    try {
      return await this.#attempt(() => work(lock));
    } finally {
      await lock.release();
    }
  }

  async #attempt<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const parent = shown(path.dirname(this.out));
      throw machineError(error, { doing: writingSite(this.#what()), where: this.#what(), parent }) ?? error;
    }
  }
}

/**
 * Replaces the marker with the same text once the old site is gone: removing the old site's links to
 * the files kept from it changed those files' change time, and the next build trusts only files that
 * changed before the marker (unchanged.ts). Best effort: if it fails, the next build writes those
 * files again.
 */
async function restamp(out: string, text: string): Promise<void> {
  const temporary = siblingName(out, 'tmp');
  try {
    await stampMarker(text, temporary, path.join(out, MARKER));
  } catch {
    await rm(temporary, { force: true }).catch(() => undefined);
  }
}

/**
 * The new folder gets the old one's permissions and group, so a folder shared with a web server's
 * group (mode 2770, group www-data) stays shared after the swap. Best effort: only the owner of a
 * file may change its group.
 */
async function keepAccess(out: string, temp: string): Promise<void> {
  if (!existsSync(out)) return;
  const old = statSync(out);
  await chmod(temp, old.mode & 0o7777);
  if (old.gid !== statSync(temp).gid) await chown(temp, old.uid, old.gid).catch(() => chown(temp, -1, old.gid)).catch(() => undefined);
}

/**
 * Writes with a bounded number of files in flight, pulling (and so rendering) the next file only when
 * a slot is free. A file the last build wrote with the same bytes, still as it left it, is not
 * written but listed in `kept`: it stays where it is, or is linked into the new site (linkAll).
 */
async function writeAll(root: string, files: Iterable<OutputItem>, previous: { last: LastBuild; site: OnDisk } | undefined): Promise<{ written: Written; records: Map<string, Recorded>; kept: Set<string>; inputs: Map<string, PageInputs> }> {
  const written = { files: 0, pages: 0, bytes: 0, unchanged: 0, notRendered: 0 };
  const records = new Map<string, Recorded>();
  const kept = new Set<string>();
  const inputs = new Map<string, PageInputs>();
  const folder = folders();
  // Kept only if still as the last build left it, and reached without a link: a link in the site
  // could carry a file from elsewhere into the new one.
  const keeps = (file: string, record: Recorded) => previous !== undefined && previous.site.files.has(file) && asRecorded(previous.last, file, record);
  const iterator = files[Symbol.iterator]();
  await inParallel(() => {
    const next = iterator.next();
    return next.done ? undefined : next.value;
  }, async (item) => {
    const target = path.join(root, item.path);
    if (!target.startsWith(root + path.sep)) throw new Error(`Refusing to write ${item.path} outside the output folder`);
    // A picture or card still being made: the pages before it were written meanwhile. (A page is
    // taken as it is: an await for each would cost every file a turn of the event loop.)
    const file = 'later' in item ? await settled(item) : item;
    if (file.inputs) inputs.set(file.path, file.inputs);
    // A page rendered from the same inputs as last time: its file is kept without rendering it.
    if (file.kept !== undefined && keeps(file.path, file.kept)) {
      records.set(file.path, file.kept);
      kept.add(file.path);
      written.unchanged += 1;
      written.notRendered += 1;
      tally(written, file, Number(file.kept.slice(0, file.kept.indexOf(':'))));
      return;
    }
    // Taken from the last build's copy of its pages (kept-pages.ts): not rendered either.
    if (file.taken) written.notRendered += 1;
    const bytes = typeof file.contents === 'string' ? Buffer.from(file.contents) : file.contents;
    const record = recordOf(bytes);
    records.set(file.path, record);
    if (keeps(file.path, record)) {
      kept.add(file.path);
      written.unchanged += 1;
    } else {
      await folder(path.dirname(target));
      await writeFile(target, bytes);
    }
    tally(written, file, bytes.byteLength);
  });
  return { written, records, kept, inputs };
}

/** Hard-links the files kept from the last build into the new site: no bytes copied, and each keeps its time. */
async function linkAll(root: string, from: string, kept: ReadonlySet<string>): Promise<void> {
  const folder = folders();
  const iterator = kept.values();
  await inParallel(() => iterator.next().value, async (file) => {
    const target = path.join(root, file);
    await folder(path.dirname(target));
    try {
      await link(path.join(from, file), target);
    } catch {
      // A file system without hard links: copied.
      await writeFile(target, await readFile(path.join(from, file)));
    }
  });
}

/** Makes each folder once, however many files go into it at the same time. */
function folders(): (dir: string) => Promise<unknown> {
  const made = new Map<string, Promise<unknown>>();
  return (dir) => {
    let making = made.get(dir);
    if (!making) made.set(dir, (making = mkdir(dir, { recursive: true })));
    return making;
  };
}

/** Runs `work` on each item `next` gives, WRITE_CONCURRENCY at a time; the first failure stops the pulling. */
async function inParallel<T>(next: () => T | undefined, work: (item: T) => Promise<void>): Promise<void> {
  let failed = false;
  const worker = async () => {
    for (let item = next(); item !== undefined && !failed; item = next()) await work(item);
  };
  // Every worker is let finish before the caller removes the folder they write into.
  const results = await Promise.allSettled(Array.from({ length: WRITE_CONCURRENCY }, () => worker().catch((error: unknown) => {
    failed = true;
    throw error;
  })));
  const rejected = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (rejected) throw rejected.reason;
}
