// A file written whole or not at all: beside its name, then renamed over it, so a stop half-way leaves the old file as it was.
// The shop file (npm run init, npm run language) is written so; so are the build's caches, which only save time and never fail a build.
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Makes a folder and any missing above it, like mkdir -p. Not Node's own recursive mkdir: a parent that exists but cannot
 * hold a folder (a link to a drive not mounted, a path in /proc) makes it retry for ever; here the second "not found" is final.
 */
export async function makeFolders(folder: string): Promise<void> {
  const made = (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  };
  await mkdir(folder).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT' || path.dirname(folder) === folder) return made(error);
    await makeFolders(path.dirname(folder));
    await mkdir(folder).catch(made);
  });
}

/** Writes `contents` aside in the file's folder (made if missing), then renames it over the file. */
export async function writeWhole(file: string, contents: string | Uint8Array): Promise<void> {
  const folder = path.dirname(path.resolve(file));
  await makeFolders(folder);
  const aside = path.join(folder, `.${path.basename(file)}.${process.pid}`);
  try {
    await writeFile(aside, contents);
    await rename(aside, file);
  } finally {
    await rm(aside, { force: true });
  }
}

/** A cached file (encoded pictures and cards, bundles) written whole or not at all: a read-only or full disk must not fail the build. */
export const keepWhole = (file: string, contents: string | Uint8Array): Promise<void> => writeWhole(file, contents).catch(() => undefined);
