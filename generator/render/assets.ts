// Stage 3: the files pages point at. The stylesheet and the enhancement script are bundled and
// fingerprinted by Vite; the result is cached by the hash of their sources, so a build that changed
// only shop.yaml does not bundle again. Pictures go through the picture pipeline (pictures/), each
// page gets its link-preview card, and the favicon and manifest are made from the shop's data. The
// dev server takes the same stage in its own mode (unbundled, no cards), so both read pictures and
// report problems alike.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
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
  type Route,
  type Shop,
} from '../site/index.ts';
import { unmarked } from '../../templates/lib/fallback.ts';
import { card, CARD, type CardPhoto, type CardText } from '../pictures/cards.tsx';
import { makePictures, type MadePictures, type PictureProblem } from '../pictures/index.ts';
import { ROOT } from '../root.ts';
import { favicon, manifest } from '../output/site-files.ts';

const STYLES = 'templates/styles.css';
const SCRIPT = 'templates/client/main.ts';
/** The price finder's and the booking estimate's script: a second entry, loaded only where needed. */
const PRICES = 'prices';
const PRICES_SCRIPT = 'templates/client/prices.ts';
/** Everything the bundles are made from, and how (this file): a change to any of these makes a new bundle. */
const SOURCES = ['templates/styles.css', 'templates/client', 'templates/lib', 'generator/render/assets.ts'];
const CACHE = process.env.SHOP_BUNDLE_CACHE ?? path.join(ROOT, 'node_modules', '.cache', 'shop-site');

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

/**
 * A link-preview card for each page, under the hero photo when it is the shop's own. Articles share
 * the blog's card and the 404 page the home page's: a shop may have 20,000 articles, and a card per
 * article would cost minutes of drawing on a first build.
 */
async function linkCards(
  shop: Shop,
  routes: readonly Route[],
  made: MadePictures,
): Promise<{ byUrl: Map<string, Card>; files: PendingFile[]; drawn: Promise<unknown> }> {
  const heroPlan = made.planned.get(pictureKey('hero', shop.business.heroImage.src));
  // Over the hero when it is wide enough to fill the card sharply, drawn from its own file: the cards
  // are drawn while its copies are encoded, not after (half a second of a first build's end).
  const { heroSource } = made;
  const photo: CardPhoto | undefined =
    heroPlan && heroSource && heroPlan.source.width >= CARD.width ? { id: `${heroPlan.key}:source`, bytes: async () => heroSource } : undefined;
  const { facts, business } = shop;
  const base: Omit<CardText, 'title'> = {
    shopName: business.name,
    rating: `${facts.rating} on ${facts.ratingSource}`,
    details: `${facts.warrantyDays}-day warranty · ${business.address.locality}, ${business.address.city}`,
    colour: shop.site.themeColor,
  };
  const titles = new Map<string, string>();
  let blogUrl: string | undefined;
  for (const route of routes) {
    if (route.kind === 'home') titles.set(route.url, shop.home.hero.heading);
    else if (route.kind === 'blog' && route.page === 1) (blogUrl = route.url), titles.set(route.url, route.seo.title);
    else if (route.kind !== 'post' && route.kind !== 'blog' && route.kind !== 'notFound') titles.set(route.url, route.seo.title);
  }
  const drawn = new Map<string, Card>();
  const files = new Map<string, PendingFile>();
  const drawing: Promise<Buffer>[] = [];
  await Promise.all(
    [...titles].map(async ([url, title]) => {
      const { key, contents } = await card({ ...base, title }, photo);
      const file = `assets/card-${key.slice(0, 10)}.jpg`;
      drawing.push(contents);
      files.set(file, { path: file, later: () => contents });
      drawn.set(url, { src: `/${file}`, ...CARD, alt: `${title}: ${business.name}, rated ${base.rating}` });
    }),
  );
  const home = routes.find((r) => r.kind === 'home');
  const byUrl = new Map<string, Card>();
  for (const route of routes) {
    const own = drawn.get(route.url) ?? (route.kind === 'post' || route.kind === 'blog' ? drawn.get(blogUrl ?? '') : undefined) ?? drawn.get(home?.url ?? '/');
    if (own) byUrl.set(route.url, own);
  }
  const all = Promise.all(drawing);
  all.catch(() => undefined);
  return { byUrl, files: [...files.values()].sort((a, b) => a.path.localeCompare(b.path)), drawn: all };
}

function sourceHash(): string {
  const hash = createHash('sha256');
  // Synchronous: two dozen small files, 2 ms; each await of the asynchronous reads took a turn of
  // the event loop and libuv's threads, one file after another (12 ms of a warm build's assets stage).
  const add = (relative: string) => {
    const full = path.join(ROOT, relative);
    if (!existsSync(full)) return;
    if (relative.match(/\.\w+$/)) {
      hash.update(relative).update(readFileSync(full));
      return;
    }
    for (const entry of readdirSync(full).sort()) add(path.join(relative, entry));
  };
  for (const source of SOURCES) add(source);
  // How Vite compiles them (TypeScript's settings) and with which versions of its own packages.
  for (const file of ['tsconfig.json', 'package-lock.json']) add(file);
  const vite = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/vite/package.json'), 'utf8')) as { version: string };
  return hash.update(vite.version).digest('hex').slice(0, 16);
}

interface CachedFile {
  path: string;
  contents: string;
}

/**
 * Where `npm ci` leaves the bundles (scripts/compile.ts, the `prepare` script), beside the compiled
 * generator: they are made from the project's own sources, whatever the shop, so an owner's first
 * build after installing finds them and does not load Vite (0.2 s of the build's one thread, while
 * the pictures are encoded). Read under the same name as the cache's, so an edited source is bundled anew.
 */
const INSTALLED = process.env.SHOP_INSTALLED_BUNDLES ?? path.join(ROOT, 'generator', '.compiled');

/** The stylesheet and script, bundled by Vite, or read back from the cache when sources are unchanged. */
async function bundle(): Promise<OutputFile[]> {
  const name = `bundle-${sourceHash()}.json`;
  for (const folder of [CACHE, INSTALLED]) {
    const file = path.join(folder, name);
    if (!existsSync(file)) continue;
    try {
      return JSON.parse(await readFile(file, 'utf8')) as CachedFile[];
    } catch {
      // Damaged (a disk that filled while it was written): bundled again.
    }
  }
  const files = await bundled();
  await keep(path.join(CACHE, name), files);
  return files;
}

/** Bundles the stylesheet and scripts into `folder`, as the build would find them: for scripts/compile.ts. */
export async function writeBundles(folder: string): Promise<string> {
  const file = path.join(folder, `bundle-${sourceHash()}.json`);
  // Whole or not at all, as a build may be reading it (the tests bundle while others build).
  await keep(file, await bundled());
  return file;
}

async function bundled(): Promise<CachedFile[]> {
  const { build } = await import('vite');
  const input = { style: path.join(ROOT, STYLES), site: path.join(ROOT, SCRIPT), [PRICES]: path.join(ROOT, PRICES_SCRIPT) };
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: ROOT,
    // exports-only: the prices entry keeps enhanceBooking, which booking.ts imports by address.
    build: { write: false, modulePreload: false, target: 'es2022', rollupOptions: { input, preserveEntrySignatures: 'exports-only' } },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
  return outputs.map((o) => ({
    path: o.fileName,
    contents: o.type === 'chunk' ? o.code : typeof o.source === 'string' ? o.source : Buffer.from(o.source).toString('utf8'),
  }));
}

/** The cache only saves time: a read-only or full disk must not fail the build. */
async function keep(cacheFile: string, files: CachedFile[]): Promise<void> {
  try {
    await mkdir(path.dirname(cacheFile), { recursive: true });
    await writeFile(`${cacheFile}.${process.pid}`, JSON.stringify(files));
    await rename(`${cacheFile}.${process.pid}`, cacheFile);
  } catch {
    await rm(`${cacheFile}.${process.pid}`, { force: true }).catch(() => undefined);
  }
}
