// The picture cache, `.cache/pictures/` in the project: encoded pictures and cards kept between builds; ignored by git, safe to delete.
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from '../root.ts';

export const PICTURE_CACHE = process.env.SHOP_PICTURE_CACHE ?? path.join(ROOT, '.cache', 'pictures');

/** Writes a cached file whole (aside, then renamed) or not at all: a cache only saves time, so a read-only or full disk must not fail the build. */
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
