// Stage 3: the files pages point at. The dev server takes it in its own mode (unbundled, no cards), so both report pictures' problems alike.
import { createHash } from 'node:crypto';
import { PictureError } from '../errors.ts';
import { catalogueData, pictureKey } from '../site/index.ts';
import type { Assets, Card, Lang, LanguageSite, OutputFile, Picture, Shop } from '../site/index.ts';
import { unmarked } from '../../templates/lib/fallback.ts';
import { makePictures } from '../pictures/index.ts';
import { favicon, manifest } from '../output/site-files.ts';
import { bundle, PRICES, SCRIPT, STYLES } from './bundles.ts';
import { linkCards } from './link-cards.ts';

/** Where the dev server serves what a build writes into assets/: the stylesheet and script straight from templates/ through Vite. */
const DEV = { css: '/styles.css', js: '/client/main.ts', prices: '/client/prices.ts', prefix: '__shop/' } as const;

export type AssetMode = 'build' | 'dev';

/** The files every page links to, for a build (bundled, fingerprinted) or for the dev server (served as they are). */
export async function buildAssets(sites: readonly LanguageSite[], configDir: string, mode: AssetMode) {
  // Pictures, icon and manifest are shared by every language, made from the first one; each language has its own cards.
  const [{ shop }] = sites;
  const build = mode === 'build';
  const [bundles, made] = await Promise.all([build ? bundle() : [], makePictures(shop, configDir, build ? 'assets/' : DEV.prefix)]);
  if (made.problems.length > 0) throw new PictureError(made.problems);
  const cards = build ? await linkCards(sites, made) : { byFile: new Map<string, Card>(), files: [], drawn: Promise.resolve() };
  // A picture found damaged is the owner's problem to report, before a card that could not get its photo.
  const finished = made.encoded.then(async (problems) => {
    if (problems.length > 0) throw new PictureError(problems);
    await cards.drawn;
  });
  // Awaited before the first picture is written (build.ts); a build stopped before then reports its own problem.
  finished.catch(() => undefined);
  const served = (file: string) => (build ? file : `${DEV.prefix}${file}`);
  const iconText = favicon(shop);
  const iconHash = createHash('sha256').update(iconText).digest('base64url').slice(0, 10);
  const icon = { path: build ? `assets/favicon-${iconHash}.svg` : `${DEV.prefix}favicon.svg`, contents: iconText };
  const webManifest = { path: served('manifest.webmanifest'), contents: manifest(shop, `/${icon.path}`) };
  const isPrices = (file: OutputFile) => file.path.startsWith(`assets/${PRICES}-`);
  const bundled = (source: string, which: (file: OutputFile) => boolean) => `/${bundles.find(which)?.path ?? missing(source)}`;
  // Not fingerprinted, so a price edit rewrites only the pages that show it; one per language, as the repairs' names and times are words.
  const catalogueFiles = sites.map(({ shop: one }, i) => ({
    lang: one.site.lang,
    path: served(`catalogue${i === 0 ? '' : `-${one.site.lang}`}.json`),
    contents: unmarked(JSON.stringify(catalogueData(one))),
  }));
  const shared = {
    css: build ? bundled(STYLES, (f) => f.path.endsWith('.css') && !isPrices(f)) : DEV.css,
    js: build ? bundled(SCRIPT, (f) => f.path.endsWith('.js') && !isPrices(f)) : DEV.js,
    prices: build ? bundled(PRICES, isPrices) : DEV.prices,
    hero: heroPicture(shop, made.pictures),
    pictures: made.pictures,
    cards: cards.byFile,
    favicon: `/${icon.path}`,
    manifest: `/${webManifest.path}`,
  };
  return {
    /** What the pages of a language link to: the rest is shared, but the price finder and the booking estimate read the catalogue in the page's language. */
    assetsIn: (lang: Lang): Assets => ({ ...shared, catalogue: `/${catalogueFiles.find((file) => file.lang === lang)!.path}` }),
    /** Files ready now: the bundles, the icon, the manifest, the catalogues. */
    files: [...bundles, icon, webManifest, ...catalogueFiles.map(({ path, contents }) => ({ path, contents }))],
    /** Pictures and cards, on their way while the pages render: written last, once `finished` has resolved. */
    pending: [...made.files, ...cards.files],
    /** Resolves once every picture and card is made; rejects with a PictureError (pictures damaged in encoding) or the first other failure. */
    finished,
    /** Pictures that work but could be better (too small for their place, a typed size that is ignored). */
    warnings: made.warnings,
  };
}

function missing(source: string): never {
  throw new Error(`Bundling ${source} produced no output file`);
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
