// Stage 3: the files pages point at. The stylesheet and the enhancement script are bundled and
// fingerprinted by Vite (bundles.ts). Pictures go through the picture pipeline (pictures/), each page
// gets its link-preview card (link-cards.ts), and the favicon and manifest are made from the shop's
// data. The dev server takes the same stage in its own mode (unbundled, no cards), so both read
// pictures and report problems alike.
import { createHash } from 'node:crypto';
import { PictureError } from '../errors.ts';
import {
  assetUrl,
  catalogueData,
  pictureKey,
  type Assets,
  type Card,
  type Lang,
  type LanguageSite,
  type OutputFile,
  type PendingFile,
  type Picture,
  type Shop,
} from '../site/index.ts';
import { unmarked } from '../../templates/lib/fallback.ts';
import { makePictures } from '../pictures/index.ts';
import type { PictureProblem } from '../pictures/needs.ts';
import { favicon, manifest } from '../output/site-files.ts';
import { bundle, PRICES, SCRIPT, STYLES } from './bundles.ts';
import { linkCards } from './link-cards.ts';

export interface BuiltAssets {
  assets: Assets;
  /** The catalogue's JSON of each language, by language. */
  catalogues: ReadonlyMap<Lang, string>;
  /** Files ready now: the bundles, the icon, the manifest, the catalogues. */
  files: OutputFile[];
  /** Pictures and cards, on their way while the pages render: written last, once `finished` has resolved. */
  pending: PendingFile[];
  /**
   * Resolves when every picture and card is made. Rejects with a PictureError listing the pictures
   * found damaged only in encoding (before the cards are drawn), or with the first other failure (the
   * encoder's process stopped). The pending files' bytes wait for it.
   */
  finished: Promise<void>;
  /** Pictures that work but could be better (too small for their place, a typed size that is ignored). */
  warnings: PictureProblem[];
}

/**
 * Where the dev server (generator/dev/server.ts) serves what a build writes into assets/: the stylesheet
 * and script straight from templates/ through Vite, the rest from the same files the build makes.
 */
export const DEV = { css: '/styles.css', js: '/client/main.ts', prices: '/client/prices.ts', prefix: '__shop/' } as const;

export type AssetMode = 'build' | 'dev';

/**
 * The files every page links to, for a build (bundled, fingerprinted) or for the dev server (served
 * as they are). Both read the pictures through the same check, so both give the same messages.
 */
export async function buildAssets(sites: readonly LanguageSite[], configDir: string, mode: AssetMode = 'build'): Promise<BuiltAssets> {
  // Pictures, cards, icon and manifest are shared by every language, made from the first one.
  const [{ shop, routes }] = sites;
  const [bundles, made] = await Promise.all([mode === 'build' ? bundle() : [], makePictures(shop, configDir, mode === 'build' ? 'assets/' : DEV.prefix)]);
  if (made.problems.length > 0) throw new PictureError(made.problems);
  const hero = heroPicture(shop, made.pictures);
  const cards = mode === 'build' ? await linkCards(shop, routes, made) : { byUrl: new Map<string, Card>(), files: [], drawn: Promise.resolve() };
  // A picture found damaged is the owner's problem to report, before a card that could not get its photo.
  const finished = made.encoded.then(async (problems) => {
    if (problems.length > 0) throw new PictureError(problems);
    await cards.drawn;
  });
  // Awaited before the first picture is written (build.ts holds each pending file to it); a build
  // stopped before then reports its own problem.
  finished.catch(() => undefined);
  const name = (base: string, contents: string, extension: string) =>
    mode === 'build' ? assetUrl(fingerprint(base, contents, extension)).slice(1) : `${DEV.prefix}${base}.${extension}`;
  const icon = { path: name('favicon', favicon(shop), 'svg'), contents: favicon(shop) };
  const webManifest = { path: mode === 'build' ? 'manifest.webmanifest' : `${DEV.prefix}manifest.webmanifest`, contents: manifest(shop, `/${icon.path}`) };
  const bundled = (extension: string, source: string) =>
    `/${bundles.find((f) => f.path.endsWith(extension) && !f.path.startsWith(`assets/${PRICES}-`))?.path ?? missing(source)}`;
  const css = mode === 'build' ? bundled('.css', STYLES) : DEV.css;
  const js = mode === 'build' ? bundled('.js', SCRIPT) : DEV.js;
  // The price finder's script, which the pricing page loads and the booking dialog imports when it opens.
  const prices = mode === 'build' ? `/${bundles.find((f) => f.path.startsWith(`assets/${PRICES}-`))?.path ?? missing(PRICES)}` : DEV.prices;
  // Under a name that stays when a price changes, so a price edit rewrites only the pages that show it.
  // One per language: the repairs' names, times and warranties are words.
  const catalogueFiles = sites.map(({ shop: one }, i) => {
    const file = `catalogue${i === 0 ? '' : `-${one.site.lang}`}.json`;
    return { lang: one.site.lang, path: mode === 'build' ? file : `${DEV.prefix}${file}`, contents: unmarked(JSON.stringify(catalogueData(one))) };
  });
  const catalogues = new Map(catalogueFiles.map((file) => [file.lang, `/${file.path}`]));
  return {
    assets: {
      css,
      js,
      prices,
      catalogue: `/${catalogueFiles[0].path}`,
      hero,
      pictures: made.pictures,
      cards: cards.byUrl,
      favicon: `/${icon.path}`,
      manifest: `/${webManifest.path}`,
    },
    catalogues,
    files: [...bundles, icon, webManifest, ...catalogueFiles.map(({ path, contents }) => ({ path, contents }))],
    pending: [...made.files, ...cards.files],
    finished,
    warnings: made.warnings,
  };
}

function missing(source: string): never {
  throw new Error(`Bundling ${source} produced no output file`);
}

function fingerprint(name: string, contents: string | Uint8Array, extension: string): string {
  return `${name}-${createHash('sha256').update(contents).digest('base64url').slice(0, 10)}.${extension}`;
}

/** The hero as the pipeline made it, or as an https address gives it (with the size the owner typed). */
function heroPicture(shop: Shop, pictures: ReadonlyMap<string, Picture>): Picture {
  const { src, width, height } = shop.business.heroImage;
  if (src.startsWith('https://')) {
    // The rules require both sizes for an https picture.
    return { src, width: width!, height: height!, sources: [], sizes: '100vw', origin: new URL(src).origin };
  }
  return pictures.get(pictureKey('hero', src))!;
}
