// One picture made ready for one place: planned from its size (plan.ts), from the cache (disk-cache.ts) or encoded apart (encoder.ts).
import path from 'node:path';
import { cacheKey, fromCache, PICTURE_CACHE, toCache } from './disk-cache.ts';
import { encodeApart, measureApart } from './encoder.ts';
import { planOf, type Encoded, type Variant } from './plan.ts';
import type { Place } from './places.ts';

/** A picture's files as planned (planOf): the formats and sizes the pages need; `encoded` brings their bytes. */
export interface Planned {
  key: string;
  source: Encoded['source'];
  variants: Omit<Variant, 'contents'>[];
  encoded: Promise<Encoded>;
}

/**
 * The picture's files for `place`: from the cache when encoded this way before, else planned from its size (read
 * in the encoder's process) and encoded there meanwhile. A file that is no picture fails here; a damaged one, `encoded`.
 */
export async function planned(contents: Buffer, place: Place, cache = PICTURE_CACHE): Promise<Planned> {
  const key = cacheKey(contents, place);
  const folder = path.join(cache, key.slice(0, 2), key);
  const cached = await fromCache(folder, key);
  if (cached) return { key, source: cached.source, variants: cached.variants.map(({ contents: _, ...variant }) => variant), encoded: Promise.resolve(cached) };
  const plan = planOf(await measureApart(contents), place);
  const encoded = encodeApart(contents, place, key).then(async (made) => {
    // The pages were rendered with the plan's sizes: a file of another size would be shown stretched.
    const [got, meant] = [made.variants, plan.variants].map((variants) => variants.map((v) => `${v.format} ${v.width}x${v.height}`).join(', '));
    if (got !== meant) throw new Error(`The picture encoder made ${got} where ${meant} was planned.`);
    await toCache(folder, made);
    return made;
  });
  // Awaited when its files are written; a build stopped before then reports its own problem, not this one.
  encoded.catch(() => undefined);
  return { key, source: plan.source, variants: plan.variants, encoded };
}
