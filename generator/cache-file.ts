// The build's caches (encoded pictures and cards in .cache/pictures/, bundles in node_modules/.cache/)
// only save time: a cached file is written whole or not at all, and never fails a build.
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Writes a cached file whole (aside, then renamed) or not at all: a read-only or full disk must not fail the build. */
export async function keepWhole(file: string, contents: string | Uint8Array): Promise<void> {
  const aside = `${file}.${process.pid}`;
  try {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(aside, contents);
    await rename(aside, file);
  } catch {
    await rm(aside, { force: true }).catch(() => undefined);
  }
}
