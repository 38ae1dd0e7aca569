// Stage 5: put the built files somewhere. Building never touches the disk; a Writer does.
// The disk writer is atomic: it fills a temporary folder beside the output and swaps it in only when
// every file is written, so a failed or killed build leaves the previous site exactly as it was.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UnsafeOutputError } from './errors.ts';

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
  write(files: Iterable<OutputFile>): Promise<Written>;
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

export class DirectoryWriter implements Writer {
  readonly out: string;
  constructor(out: string, guard: { projectRoot: string; config: string }) {
    this.out = path.resolve(out);
    refuseUnsafe(this.out, guard);
  }

  /** Undoes what a killed build left behind; safe to call at any time. */
  async recover(): Promise<void> {
    if (existsSync(path.dirname(this.out))) await recoverLeftovers(this.out);
  }

  async write(files: Iterable<OutputFile>): Promise<Written> {
    await mkdir(path.dirname(this.out), { recursive: true });
    await recoverLeftovers(this.out);
    const temp = siblingName(this.out, 'tmp');
    await mkdir(temp);
    try {
      const written = await writeAll(temp, files);
      await swapIn(temp, this.out);
      return written;
    } catch (error) {
      await rm(temp, { recursive: true, force: true });
      throw error;
    }
  }
}

function refuseUnsafe(out: string, guard: { projectRoot: string; config: string }): void {
  const root = path.resolve(guard.projectRoot);
  const config = path.resolve(guard.config);
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
  // Only a site built earlier (or an empty folder) is replaced: never a folder of other work.
  if (entries.length > 0 && !entries.includes('index.html')) {
    throw new UnsafeOutputError(out, 'it holds other files and no index.html, so it is not a site built earlier');
  }
}

// Temporary folders are named after the output and the process that made them: ".dist.tmp-1234".
function siblingName(out: string, kind: 'tmp' | 'old'): string {
  return path.join(path.dirname(out), `.${path.basename(out)}.${kind}-${process.pid}`);
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Cleans what a killed build left. If it died between the two renames of the swap, puts the old site back. */
async function recoverLeftovers(out: string): Promise<void> {
  const prefix = `.${path.basename(out)}.`;
  const entries = await readdir(path.dirname(out));
  for (const entry of entries) {
    const match = entry.startsWith(prefix) ? /^(tmp|old)-(\d+)$/.exec(entry.slice(prefix.length)) : null;
    if (!match || isAlive(Number(match[2]))) continue;
    const leftover = path.join(path.dirname(out), entry);
    if (match[1] === 'old' && !existsSync(out)) await rename(leftover, out);
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
