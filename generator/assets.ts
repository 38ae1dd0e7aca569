// Stage 3: the files pages point at. The stylesheet and the enhancement script are bundled and
// fingerprinted by Vite; the result is cached by the hash of their sources, so a build that changed
// only shop.yaml does not bundle again. The hero picture is copied with a hashed name, and the
// favicon and manifest are made from the shop's data. The dev server takes the same stage in its
// own mode (unbundled, unhashed), so both read pictures and report problems alike.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PictureError } from './errors.ts';
import { assetUrl, catalogueData, type Assets, type HeroImage, type OutputFile, type Shop } from './model/index.ts';
import { shopFile } from './shop-files.ts';
import { favicon, manifest } from './site-files.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STYLES = 'templates/styles.css';
const SCRIPT = 'templates/client/main.ts';
/** The price finder's and the booking estimate's script: a second entry, loaded only where needed. */
const PRICES = 'prices';
const PRICES_SCRIPT = 'templates/client/prices.ts';
/** Everything the bundles are made from, and how (this file): a change to any of these makes a new bundle. */
const SOURCES = ['templates/styles.css', 'templates/client', 'templates/lib', 'generator/assets.ts'];
const CACHE = path.join(ROOT, 'node_modules', '.cache', 'shop-site');

export interface BuiltAssets {
  assets: Assets;
  files: OutputFile[];
  /** For the dev server: the local hero picture, served at DEV.hero as it is. */
  heroFile?: string;
}

/**
 * Where the dev server (generator/dev.ts) serves what a build writes into assets/: the stylesheet
 * and script straight from templates/ through Vite, the rest from the same files the build makes.
 */
export const DEV = { css: '/styles.css', js: '/client/main.ts', prices: '/client/prices.ts', hero: '/__shop/hero', prefix: '__shop/' } as const;

export type AssetMode = 'build' | 'dev';

/**
 * The files every page links to, for a build (bundled, fingerprinted) or for the dev server (served
 * as they are). Both read the pictures through the same check, so both give the same messages.
 */
export async function buildAssets(shop: Shop, configDir: string, mode: AssetMode = 'build'): Promise<BuiltAssets> {
  const [bundles, hero] = await Promise.all([mode === 'build' ? bundle() : [], heroImage(shop, configDir, mode)]);
  const name = (base: string, contents: string, extension: string) => (mode === 'build' ? assetUrl(fingerprint(base, contents, extension)).slice(1) : `${DEV.prefix}${base}.${extension}`);
  const icon = { path: name('favicon', favicon(shop), 'svg'), contents: favicon(shop) };
  const webManifest = { path: mode === 'build' ? 'manifest.webmanifest' : `${DEV.prefix}manifest.webmanifest`, contents: manifest(shop, `/${icon.path}`) };
  const bundled = (extension: string, source: string) => `/${bundles.find((f) => f.path.endsWith(extension) && !f.path.startsWith(`assets/${PRICES}-`))?.path ?? missing(source)}`;
  const css = mode === 'build' ? bundled('.css', STYLES) : DEV.css;
  const js = mode === 'build' ? bundled('.js', SCRIPT) : DEV.js;
  // The price finder's script, which the pricing page loads and the booking dialog imports when it opens.
  const prices = mode === 'build' ? `/${bundles.find((f) => f.path.startsWith(`assets/${PRICES}-`))?.path ?? missing(PRICES)}` : DEV.prices;
  // Under a name that stays when a price changes, so a price edit rewrites only the pages that show it.
  const data = JSON.stringify(catalogueData(shop));
  const catalogue = { path: mode === 'build' ? 'catalogue.json' : `${DEV.prefix}catalogue.json`, contents: data };
  return {
    assets: { css, js, prices, catalogue: `/${catalogue.path}`, hero: hero.image, favicon: `/${icon.path}`, manifest: `/${webManifest.path}` },
    files: [...bundles, ...hero.files, icon, webManifest, catalogue],
    heroFile: hero.file,
  };
}

function missing(source: string): never {
  throw new Error(`Bundling ${source} produced no output file`);
}

function fingerprint(name: string, contents: string | Uint8Array, extension: string): string {
  return `${name}-${createHash('sha256').update(contents).digest('base64url').slice(0, 10)}.${extension}`;
}

const HERO_FIELD = ['business', 'heroImage', 'src'];

async function heroImage(shop: Shop, configDir: string, mode: AssetMode): Promise<{ image: HeroImage; files: OutputFile[]; file?: string }> {
  const { src, width, height, alt } = shop.business.heroImage;
  if (src.startsWith('https://')) {
    return { image: { src, width, height, alt, origin: new URL(src).origin }, files: [] };
  }
  const found = await shopFile(configDir, src);
  if (found.problem !== undefined) throw new PictureError(HERO_FIELD, found.problem);
  if (mode === 'dev') return { image: { src: DEV.hero, width, height, alt }, files: [], file: found.file };
  const contents = await readFile(found.file);
  const extension = path.extname(src).slice(1).toLowerCase();
  const file = fingerprint(path.basename(src, path.extname(src)), contents, extension);
  return { image: { src: assetUrl(file), width, height, alt }, files: [{ path: assetUrl(file).slice(1), contents }] };
}

async function sourceHash(): Promise<string> {
  const hash = createHash('sha256');
  const add = async (relative: string) => {
    const full = path.join(ROOT, relative);
    if (!existsSync(full)) return;
    if (relative.match(/\.\w+$/)) {
      hash.update(relative).update(await readFile(full));
      return;
    }
    for (const entry of (await readdir(full)).sort()) await add(path.join(relative, entry));
  };
  for (const source of SOURCES) await add(source);
  const vite = JSON.parse(await readFile(path.join(ROOT, 'node_modules/vite/package.json'), 'utf8')) as { version: string };
  return hash.update(vite.version).digest('hex').slice(0, 16);
}

interface CachedFile { path: string; contents: string }

/** The stylesheet and script, bundled by Vite, or read back from the cache when sources are unchanged. */
async function bundle(): Promise<OutputFile[]> {
  const cacheFile = path.join(CACHE, `bundle-${await sourceHash()}.json`);
  if (existsSync(cacheFile)) return JSON.parse(await readFile(cacheFile, 'utf8')) as CachedFile[];
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
  const files: CachedFile[] = outputs.map((o) => ({
    path: o.fileName,
    contents: o.type === 'chunk' ? o.code : typeof o.source === 'string' ? o.source : Buffer.from(o.source).toString('utf8'),
  }));
  // The cache only saves time: a read-only or full disk must not fail the build.
  try {
    await mkdir(CACHE, { recursive: true });
    await writeFile(`${cacheFile}.${process.pid}`, JSON.stringify(files));
    await rename(`${cacheFile}.${process.pid}`, cacheFile);
  } catch {
    await rm(`${cacheFile}.${process.pid}`, { force: true }).catch(() => undefined);
  }
  return files;
}
