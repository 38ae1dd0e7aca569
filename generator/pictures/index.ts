// Every picture the shop names (needs.ts), read beside shop.yaml, planned and encoded for its place (encode.ts), named by its content so a
// browser may keep it forever. All pictures' problems are collected before any is reported, so one run lists them all.
import path from 'node:path';
import {
  pictureDamaged,
  pictureIsHeic,
  pictureNotAPicture,
  pictureSizeIgnored,
  pictureTallInWide,
  pictureTooManyPixels,
  pictureTooSmall,
} from '../messages/index.ts';
import { pictureKey, type PendingFile, type Picture, type PicturePlace, type Shop } from '../site/index.ts';
import { shopFile } from '../shop/files.ts';
import { planned, type Planned } from './encode.ts';
import { picturesOf, type Need, type PictureProblem } from './needs.ts';
import { PLACES } from './places.ts';
import { MAX_PIXELS, UnusablePicture } from './plan.ts';

/** Where each place is, in the warning about a picture too small for it. */
const WHERE: Record<PicturePlace, string> = {
  hero: 'the top of the home page',
  photo: 'a page column',
  pair: 'a before/after pair',
  article: 'an article',
  avatar: 'a review',
};

export interface MadePictures {
  pictures: Map<string, Picture>;
  /** Every picture's files, their bytes on the way (encode.ts's Planned). */
  files: PendingFile[];
  /** The hero's plan and its own file, which the link-preview cards are drawn over. */
  hero?: { plan: Planned; contents: Buffer };
  problems: PictureProblem[];
  warnings: PictureProblem[];
  /** Once every picture is encoded, the problems of all found damaged past their header; or the first other failure (the encoder stopped). */
  encoded: Promise<PictureProblem[]>;
}

/**
 * Plans (or takes from the cache) every picture the shop names, and has the others encoded: for the build into assets/,
 * for the dev server under `prefix`, named by their content. The pages need only the plans: the files' names and sizes.
 */
export async function makePictures(shop: Shop, folder: string, prefix: string): Promise<MadePictures> {
  const { needs, problems } = picturesOf(shop);
  const warnings: PictureProblem[] = [];
  const byKey = new Map<string, Need[]>();
  for (const need of needs) {
    const key = pictureKey(need.place, need.src);
    byKey.set(key, [...(byKey.get(key) ?? []), need]);
  }
  const pictures = new Map<string, Picture>();
  const files = new Map<string, PendingFile>();
  const late: Promise<PictureProblem[]>[] = [];
  let hero: MadePictures['hero'];
  await Promise.all(
    [...byKey].map(async ([key, all]) => {
      const [first] = all;
      const one = await makeOne(first, folder);
      if ('problem' in one) {
        for (const need of all) problems.push({ field: need.field, line: need.line, message: one.problem });
        return;
      }
      const { plan } = one;
      if (first.place === 'hero') hero = one;
      const place = PLACES[first.place];
      if (plan.source.width < place.sharpFrom && !place.square)
        warnings.push({ field: first.field, line: first.line, message: pictureTooSmall(first.src, plan.source.width, place.sharpFrom, WHERE[first.place]) });
      // The hero fills its wide band edge to edge (object-fit: cover): of a tall photo, only a strip across the middle shows on a computer.
      if (first.place === 'hero' && plan.source.height > plan.source.width)
        warnings.push({ field: first.field, message: pictureTallInWide(first.src, plan.source.width, plan.source.height) });
      pictures.set(key, pictureOf(plan, first, prefix, files));
      const problemsOf = plan.encoded.then(
        () => [],
        (error: unknown) => {
          if (!(error instanceof UnusablePicture)) throw error;
          return all.map((need) => ({ field: need.field, line: need.line, message: unusable(error, need.src) }));
        },
      );
      // Read only once every picture is planned; planning another may fail first (the encoder stopped).
      problemsOf.catch(() => undefined);
      late.push(problemsOf);
    }),
  );
  const { heroImage } = shop.business;
  const heroMade = pictures.get(pictureKey('hero', heroImage.src));
  // The owner used to type the hero's size; a typed size that is wrong no longer matters, but say so.
  for (const side of ['width', 'height'] as const) {
    const [typed, real] = [heroImage[side], heroMade?.[side]];
    if (typed !== undefined && real !== undefined && typed !== real)
      warnings.push({ field: ['business', 'heroImage', side], message: pictureSizeIgnored(side, typed, real) });
  }
  const encoded = Promise.all(late).then((lists) => lists.flat().sort(order));
  // Awaited before the pictures' files are written; a build stopped before then has its own problem to report.
  encoded.catch(() => undefined);
  warnings.sort(order);
  // A picture that cannot be used stops the build: those found damaged only in encoding go in the same report.
  if (problems.length > 0) problems.push(...(await encoded.catch(() => [])));
  return { pictures, files: [...files.values()], hero, problems: problems.sort(order), warnings, encoded };
}

const order = (a: PictureProblem, b: PictureProblem) => a.field.join('.').localeCompare(b.field.join('.')) || (a.line ?? 0) - (b.line ?? 0);

function unusable(error: UnusablePicture, src: string): string {
  if (error.kind === 'tooLarge') return pictureTooManyPixels(src, error.size?.width ?? 0, error.size?.height ?? 0, MAX_PIXELS);
  const messages = { heic: pictureIsHeic, notPicture: pictureNotAPicture, damaged: pictureDamaged };
  return messages[error.kind](src);
}

async function makeOne(need: Need, folder: string): Promise<{ plan: Planned; contents: Buffer } | { problem: string }> {
  const { contents, problem } = await shopFile(folder, need.src);
  if (problem !== undefined) return { problem };
  try {
    return { plan: await planned(contents, PLACES[need.place]), contents };
  } catch (error) {
    if (!(error instanceof UnusablePicture)) throw error;
    return { problem: unusable(error, need.src) };
  }
}

/** Output files get the picture's name (made safe for an address), its width and the cache key. */
function pictureOf(plan: Planned, need: Need, prefix: string, files: Map<string, PendingFile>): Picture {
  const name = path.basename(need.src, path.extname(need.src)).toLowerCase().normalize('NFKD');
  const stem = name.replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'picture';
  const addressOf = (variant: Planned['variants'][number]) => {
    const file = `${prefix}${stem}-${variant.width}-${plan.key.slice(0, 10)}.${variant.format}`;
    const index = plan.variants.indexOf(variant);
    files.set(file, { path: file, later: async () => (await plan.encoded).variants[index].contents });
    return `/${file}`;
  };
  const types = [...new Set(plan.variants.map((v) => v.type))];
  const sources = types.map((type) => {
    const ofType = plan.variants.filter((v) => v.type === type);
    return { type, srcset: ofType.map((v) => `${addressOf(v)} ${v.width}w`).join(', ') };
  });
  const webp = plan.variants.filter((v) => v.format === 'webp');
  const largest = webp.at(-1)!;
  // The fallback for a browser without <picture> support: a middle width.
  const fallback = webp.find((v) => v.width >= 800) ?? largest;
  return { src: addressOf(fallback), width: largest.width, height: largest.height, sources, sizes: PLACES[need.place].sizes };
}
