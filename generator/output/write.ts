// Stage 5: put the built files somewhere. Building never touches the disk; a Writer does.
// The disk writer fills a temporary folder beside the output and swaps it in whole (swap.ts) only
// when every file is written, so a failed or killed build leaves the previous site exactly as it was.
// A file with the same bytes as the last build's is hard-linked from it instead of written, so it
// keeps its time and a deploy by rsync or a host's upload sends only what changed.
import { existsSync, statSync } from 'node:fs';
import { chmod, chown, link, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MachineError } from '../errors.ts';
import { acquire, type Lock } from './lock.ts';
import { buildTakenOver, buildWaiting, writingSite } from '../messages/index.ts';
import { machineError } from '../machine.ts';
import { settled, type OutputFile, type OutputItem } from '../site/index.ts';
import { MARKER, marker, realFolder, recordedFiles, recordOf, refuseOthers, refuseUnsafe, shown, type Recorded, type SiteAbout } from './folder.ts';
import { recoverLeftovers, siblingName, swapIn } from './swap.ts';

export interface Written {
  files: number;
  pages: number;
  bytes: number;
  /** Files with the same bytes as in the last build, linked from it instead of written. */
  unchanged?: number;
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

  /**
   * Undoes what a killed build left behind, then refuses a folder holding anything the build did not
   * write: before building, so the owner hears it at once. Safe to call at any time.
   */
  async recover(): Promise<void> {
    if (!existsSync(path.dirname(this.out))) return;
    await this.#locked(() => recoverLeftovers(this.out));
    refuseOthers(this.out);
  }

  async write(files: Iterable<OutputItem>, about?: SiteAbout): Promise<Written> {
    await this.#attempt(() => mkdir(path.dirname(this.out), { recursive: true }));
    return this.#locked(async (lock) => {
      await recoverLeftovers(this.out);
      // Checked again now that no other build can change the folder: every file in it is then as
      // the last build recorded it, and may be linked into the new site.
      refuseUnsafe(this.out, this.#options);
      refuseOthers(this.out);
      const last = existsSync(this.out) ? recordedFiles(this.out) : undefined;
      const temp = siblingName(this.out, 'tmp');
      try {
        await mkdir(temp);
        const { written, records } = await writeAll(temp, files, last && { out: this.out, files: last });
        await writeFile(path.join(temp, MARKER), marker(about, records));
        await keepAccess(this.out, temp);
        if (!(await lock.held())) throw this.#takenOver();
        await swapIn(temp, this.out);
        return written;
      } catch (error) {
        await rm(temp, { recursive: true, force: true });
        // A build that stalled may find its folder cleared by the build that took over from it.
        if (!(await lock.held())) throw this.#takenOver();
        throw error;
      }
    });
  }

  #takenOver(): MachineError {
    return new MachineError(buildTakenOver(this.#what()));
  }

  #what(): string {
    return shown(this.out);
  }

  /** Runs `work` holding the output's lock; the machine's refusals become plain messages. */
  async #locked<T>(work: (lock: Lock) => Promise<T>): Promise<T> {
    const lock = await this.#attempt(() =>
      acquire(siblingName(this.out, 'lock'), {
        what: this.#what(),
        onWait: (holder) => this.#options.log?.(buildWaiting(this.#what(), holder)),
      }),
    );
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
 * The new folder gets the old one's permissions and group, so a folder shared with a web server's
 * group (mode 2770, group www-data) stays shared after the swap. Best effort: only the owner of a
 * file may change its group.
 */
async function keepAccess(out: string, temp: string): Promise<void> {
  if (!existsSync(out)) return;
  const old = statSync(out);
  await chmod(temp, old.mode & 0o7777);
  if (old.gid !== statSync(temp).gid)
    await chown(temp, old.uid, old.gid)
      .catch(() => chown(temp, -1, old.gid))
      .catch(() => undefined);
}

/**
 * Writes with a bounded number of files in flight, pulling (and so rendering) the next file only when
 * a slot is free. A file with the bytes the last build recorded for it is hard-linked from there.
 */
async function writeAll(
  root: string,
  files: Iterable<OutputItem>,
  last: { out: string; files: ReadonlyMap<string, Recorded> } | undefined,
): Promise<{ written: Written; records: Map<string, Recorded> }> {
  const written = { files: 0, pages: 0, bytes: 0, unchanged: 0 };
  const records = new Map<string, Recorded>();
  const folder = folders();
  const iterator = files[Symbol.iterator]();
  await inParallel(
    () => {
      const next = iterator.next();
      return next.done ? undefined : next.value;
    },
    async (item) => {
      const target = path.join(root, item.path);
      if (!target.startsWith(root + path.sep)) throw new Error(`Refusing to write ${item.path} outside the output folder`);
      // A picture or card still being made: the pages before it were written meanwhile.
      const file = 'later' in item ? await settled(item) : item;
      const bytes = typeof file.contents === 'string' ? Buffer.from(file.contents) : file.contents;
      const record = recordOf(bytes);
      records.set(file.path, record);
      await folder(path.dirname(target));
      if (last?.files.get(file.path) === record && (await linked(path.join(last.out, file.path), target))) written.unchanged += 1;
      else await writeFile(target, bytes);
      tally(written, file, bytes.byteLength);
    },
  );
  return { written, records };
}

/** Hard-links `from` to `to`: no bytes copied, and the file keeps its time. False where links cannot be made. */
async function linked(from: string, to: string): Promise<boolean> {
  try {
    await link(from, to);
    return true;
  } catch {
    return false;
  }
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
  const results = await Promise.allSettled(
    Array.from({ length: WRITE_CONCURRENCY }, () =>
      worker().catch((error: unknown) => {
        failed = true;
        throw error;
      }),
    ),
  );
  const rejected = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (rejected) throw rejected.reason;
}
