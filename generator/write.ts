// Stage 5: put the built files somewhere. Building never touches the disk; a Writer does.
// The disk writer is atomic: it fills a temporary folder beside the output and swaps it in only when
// every file is written, so a failed or killed build leaves the previous site exactly as it was.
import { existsSync, lstatSync, readdirSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MachineError, UnsafeOutputError } from './errors.ts';
import { acquire, type Lock } from './lock.ts';
import { machineError } from './machine.ts';

export interface OutputFile {
  /** Path inside the output folder, with forward slashes, such as "about/index.html". */
  path: string;
  contents: string | Uint8Array;
}

export interface Written {
  files: number;
  pages: number;
  bytes: number;
}

export interface Writer {
  write(files: Iterable<OutputFile>, about?: SiteAbout): Promise<Written>;
}

function sizeOf(contents: string | Uint8Array): number {
  return typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength;
}

function tally(written: Written, file: OutputFile): void {
  written.files += 1;
  written.bytes += sizeOf(file.contents);
  if (file.path.endsWith('.html')) written.pages += 1;
}

/** Counts what would be written and keeps nothing: for check and --dry-run. */
export class NullWriter implements Writer {
  async write(files: Iterable<OutputFile>): Promise<Written> {
    const written = { files: 0, pages: 0, bytes: 0 };
    for (const file of files) tally(written, file);
    return written;
  }
}

/** Keeps the site in memory: for tests. */
export class MemoryWriter implements Writer {
  readonly files = new Map<string, string | Uint8Array>();
  async write(files: Iterable<OutputFile>): Promise<Written> {
    const written = { files: 0, pages: 0, bytes: 0 };
    for (const file of files) {
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

/**
 * Written into every site this generator builds. Only a folder holding it (or an empty one) is ever
 * replaced: never a folder of other work that happens to hold an index.html. It also tells
 * `npm run preview` the folder the site was built for.
 */
export const MARKER = '.shop-site';

export interface SiteAbout {
  /** The folder the site is served from, such as "/" or "/shop/". */
  base: string;
}

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

  /** Undoes what a killed build left behind; safe to call at any time. */
  async recover(): Promise<void> {
    if (!existsSync(path.dirname(this.out))) return;
    await this.#locked(() => recoverLeftovers(this.out));
  }

  async write(files: Iterable<OutputFile>, about?: SiteAbout): Promise<Written> {
    await this.#attempt(() => mkdir(path.dirname(this.out), { recursive: true }));
    return this.#locked(async (lock) => {
      await recoverLeftovers(this.out);
      // Checked again now that no other build can change the folder.
      refuseUnsafe(this.out, this.#options);
      const temp = siblingName(this.out, 'tmp');
      try {
        await mkdir(temp);
        const written = await writeAll(temp, files);
        await writeFile(path.join(temp, MARKER), marker(about));
        if (!(await lock.held())) {
          throw new MachineError(`Another build took over ${this.#what()} while this one was writing (this one stalled for more than ten seconds), so this one stopped. Run the command again.`);
        }
        await swapIn(temp, this.out);
        return written;
      } catch (error) {
        await rm(temp, { recursive: true, force: true });
        throw error;
      }
    });
  }

  #what(): string {
    return `${path.relative(process.cwd(), this.out) || '.'}/`;
  }

  /** Runs `work` holding the output's lock; the machine's refusals become plain messages. */
  async #locked<T>(work: (lock: Lock) => Promise<T>): Promise<T> {
    const lock = await this.#attempt(() => acquire(siblingName(this.out, 'lock'), {
      what: this.#what(),
      onWait: (holder) => this.#options.log?.(`Another build is writing ${this.#what()} (${holder}); waiting for it to finish…`),
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
      throw machineError(error, { doing: `writing the site into ${this.#what()}`, where: this.#what() }) ?? error;
    }
  }
}

function marker(about: SiteAbout | undefined): string {
  return `${JSON.stringify({
    generator: 'shop-site-generator',
    note: 'Written by npm run build. The next build replaces this whole folder: keep nothing else in it.',
    base: about?.base ?? '/',
  }, null, 2)}\n`;
}

/**
 * The folder a path leads to, links followed (dist -> /var/www/site gives /var/www/site), so the
 * link itself is kept and what it points at is replaced. A link to nothing is refused.
 */
function realFolder(out: string): string {
  let link: string | undefined;
  try {
    if (lstatSync(out).isSymbolicLink()) link = readlinkSync(out);
  } catch {
    // does not exist yet: its parent may still be reached through a link
  }
  try {
    return realpathSync(out);
  } catch {
    if (link !== undefined) throw new UnsafeOutputError(out, `it is a link to ${link}, which does not exist`, 'Create that folder (the site is built into it and the link kept), or remove the link.');
    const parent = path.dirname(out);
    return path.join(existsSync(parent) ? realpathSync(parent) : parent, path.basename(out));
  }
}

function refuseUnsafe(out: string, guard: { projectRoot: string; config: string }): void {
  const root = realPath(path.resolve(guard.projectRoot));
  const config = realPath(path.resolve(guard.config));
  if (out === path.parse(out).root) throw new UnsafeOutputError(out, 'it is the root of the file system');
  if (out === root) throw new UnsafeOutputError(out, 'it is the project folder itself');
  if (root.startsWith(out + path.sep)) throw new UnsafeOutputError(out, 'it contains the project folder');
  if (out === config) throw new UnsafeOutputError(out, 'it is the shop file itself');
  if (config.startsWith(out + path.sep)) throw new UnsafeOutputError(out, `it holds ${path.basename(config)}`);
  if (!existsSync(out)) return;
  if (!statSync(out).isDirectory()) throw new UnsafeOutputError(out, 'it is a file, not a folder');
  const entries = readdirSync(out);
  if (entries.includes('shop.yaml')) throw new UnsafeOutputError(out, 'it holds a shop.yaml');
  if (entries.includes('package.json')) throw new UnsafeOutputError(out, 'it holds a package.json, so it looks like a project, not a built site');
  // Only a site this generator wrote (it leaves a marker) or an empty folder is replaced.
  if (entries.length > 0 && !entries.includes(MARKER) && !isOlderBuild(out, entries)) {
    throw new UnsafeOutputError(out, `it holds other files (${preview(entries)}) and no ${MARKER} marker, so this generator did not write it (if it is a site built by an older version of this generator, delete the folder yourself and build again)`);
  }
}

/** The files every build writes at the top of the output, before the marker existed (version 0.1). */
const OLDER_BUILD = ['index.html', '404.html', 'sitemap.xml', 'robots.txt', 'manifest.webmanifest', '_headers', 'assets'];

/**
 * A site built by version 0.1, which wrote no marker: all the files every build writes, and besides
 * them only page folders (no hidden files, nothing else). Replaced once; the new build leaves a marker.
 */
function isOlderBuild(out: string, entries: string[]): boolean {
  if (!OLDER_BUILD.every((name) => entries.includes(name))) return false;
  return entries.every((name) => OLDER_BUILD.includes(name) || (!name.startsWith('.') && statSync(path.join(out, name)).isDirectory()));
}

function realPath(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
}

function preview(entries: string[]): string {
  const shown = entries.sort().slice(0, 3).join(', ');
  return entries.length > 3 ? `${shown} and ${entries.length - 3} more` : shown;
}

// Temporary folders and the lock are named after the output: ".dist.tmp-1234", ".dist.lock".
function siblingName(out: string, kind: 'tmp' | 'old' | 'lock'): string {
  const name = `.${path.basename(out)}.${kind}`;
  return path.join(path.dirname(out), kind === 'lock' ? name : `${name}-${process.pid}`);
}

/**
 * Cleans what a killed build left; runs holding the lock, so whatever temporary folder is there
 * belongs to a build that is gone, whatever became of its process id. If a build died between the
 * two renames of the swap, puts the old site back.
 */
async function recoverLeftovers(out: string): Promise<void> {
  const prefix = `.${path.basename(out)}.`;
  const entries = await readdir(path.dirname(out));
  for (const entry of entries) {
    const kind = entry.startsWith(prefix) ? /^(tmp|old)-\d+$|^lock\.stale-/.exec(entry.slice(prefix.length)) : null;
    if (!kind) continue;
    const leftover = path.join(path.dirname(out), entry);
    if (kind[1] === 'old' && !existsSync(out)) await rename(leftover, out);
    else await rm(leftover, { recursive: true, force: true });
  }
}

/** Writes with a bounded number of files in flight, pulling (and so rendering) the next file only when a slot is free. */
async function writeAll(root: string, files: Iterable<OutputFile>): Promise<Written> {
  const written = { files: 0, pages: 0, bytes: 0 };
  const iterator = files[Symbol.iterator]();
  const folders = new Map<string, Promise<unknown>>();
  const folder = (dir: string) => {
    let made = folders.get(dir);
    if (!made) folders.set(dir, (made = mkdir(dir, { recursive: true })));
    return made;
  };
  let failed = false;
  const worker = async () => {
    for (let next = iterator.next(); !next.done && !failed; next = iterator.next()) {
      const file = next.value;
      const target = path.join(root, file.path);
      if (!target.startsWith(root + path.sep)) throw new Error(`Refusing to write ${file.path} outside the output folder`);
      await folder(path.dirname(target));
      await writeFile(target, file.contents);
      tally(written, file);
    }
  };
  // Every worker is let finish before the caller removes the folder they write into.
  const results = await Promise.allSettled(Array.from({ length: WRITE_CONCURRENCY }, () => worker().catch((error: unknown) => {
    failed = true;
    throw error;
  })));
  const rejected = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (rejected) throw rejected.reason;
  return written;
}

async function swapIn(temp: string, out: string): Promise<void> {
  if (!existsSync(out)) {
    await rename(temp, out);
    return;
  }
  const old = siblingName(out, 'old');
  await rename(out, old);
  try {
    await rename(temp, out);
  } catch (error) {
    await rename(old, out); // put the old site back before reporting
    throw error;
  }
  await rm(old, { recursive: true, force: true });
}
