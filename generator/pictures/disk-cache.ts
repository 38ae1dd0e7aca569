// The picture cache, `.cache/pictures/` in the project (ignored by git, safe to delete): encoded pictures kept between builds, by a key of their
// bytes, place and encoder's versions, so a change of either encodes again; and the link-preview cards (cards.tsx).
import { createHash } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from '../root.ts';
import type { Encoded, Variant } from './plan.ts';
import type { Place } from './places.ts';
import { libraryVersions } from './versions.ts';
import { makeFolders } from '../whole-file.ts';

export const PICTURE_CACHE = process.env.SHOP_PICTURE_CACHE ?? path.join(ROOT, '.cache', 'pictures');

/** Changing how pictures are encoded (not just the settings in places.ts) must bump this: it is part of the cache key. */
const PIPELINE = 'pictures-3';

interface Manifest {
  source: Encoded['source'];
  variants: Omit<Variant, 'contents'>[];
}

export function cacheKey(contents: Uint8Array, place: Place): string {
  const versions = libraryVersions();
  const settings = `${PIPELINE}\0${versions.sharp}\0${versions.vips}\0${JSON.stringify(place)}\0`;
  return createHash('sha256').update(settings).update(contents).digest('base64url').slice(0, 24);
}

/** The picture encoded under `key` in `folder`, or undefined when it is not there whole. */
export async function fromCache(folder: string, key: string): Promise<Encoded | undefined> {
  try {
    const manifest = JSON.parse(await readFile(path.join(folder, 'manifest.json'), 'utf8')) as Manifest;
    const variants = await Promise.all(manifest.variants.map(async (v) => ({ ...v, contents: await readFile(path.join(folder, `${v.width}.${v.format}`)) })));
    return { key, source: manifest.source, variants };
  } catch {
    return undefined; // not cached, or a damaged entry: encoded again
  }
}

/** The cache only saves time: a read-only or full disk must not fail the build. */
export async function toCache(folder: string, encoded: Encoded): Promise<void> {
  const temporary = `${folder}.${process.pid}.tmp`;
  try {
    await makeFolders(temporary);
    await Promise.all(encoded.variants.map((v) => writeFile(path.join(temporary, `${v.width}.${v.format}`), v.contents)));
    const manifest: Manifest = { source: encoded.source, variants: encoded.variants.map(({ contents: _, ...v }) => v) };
    await writeFile(path.join(temporary, 'manifest.json'), JSON.stringify(manifest));
    await rm(folder, { recursive: true, force: true });
    await rename(temporary, folder);
  } catch {
    await rm(temporary, { recursive: true, force: true }).catch(() => undefined);
  }
}
