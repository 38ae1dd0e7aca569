// The build, top to bottom: load → validate → routes → assets → render. It returns the site as data
// (the files, rendered lazily as they are read) and writes nothing; the caller hands them to a Writer.
import path from 'node:path';
import { InvalidShopError } from './errors.ts';
import { load, parse, type Loaded } from './load.ts';
import { codeFrame, locate } from './locate.ts';
import { assertDistinct, routesFor, type Route } from './routes.ts';
import type { Shop } from './schema/shop.ts';
import { validate } from './validate.ts';
import type { OutputFile } from './write.ts';

export type Stage = 'load' | 'validate' | 'assets' | 'render';

export interface Built {
  shop: Shop;
  /** Every output file. Pages render as this is iterated: iterate it once. */
  files: Iterable<OutputFile>;
  /** Milliseconds spent in each stage; render grows while files are read. */
  timings: Record<Stage, number>;
}

export interface BuildInput {
  /** Path of shop.yaml; pictures it names are found beside it. */
  config: string;
  /** The file's text, when it is already in memory (tests, the dev server). */
  source?: string;
  /** Publish address that replaces site.url (previews, local audits). */
  siteUrl?: string;
  /** Folder the site is served from, replacing site.base ("/shop/"). */
  base?: string;
}

/** The folder part of an address, ending in a slash: "https://a.github.io/shop" → "/shop/". */
function folderOf(url: string): string {
  const path = new URL(url).pathname;
  return path.endsWith('/') ? path : `${path}/`;
}

type Timings = Record<Stage, number>;

/** Runs a stage and adds its milliseconds to timings[stage]. */
function timer(timings: Timings) {
  return async <T>(stage: Stage, work: () => T | Promise<T>): Promise<T> => {
    const start = performance.now();
    try {
      return await work();
    } finally {
      timings[stage] += performance.now() - start;
    }
  };
}

export interface Prepared {
  loaded: Loaded;
  shop: Shop;
  routes: Route[];
}

/** Load, validate and lay out the routes: everything but assets and rendering (also used by the dev server). */
export async function prepare(input: BuildInput, timings: Timings = { load: 0, validate: 0, assets: 0, render: 0 }): Promise<Prepared> {
  const timed = timer(timings);
  const loaded = await timed('load', () => (input.source === undefined ? load(input.config) : parse(input.config, input.source)));
  const validated = await timed('validate', () => validate(loaded));
  // Where the site lives: --base, else the folder of --site-url, else site.base, else the folder of site.url.
  const url = input.siteUrl ?? validated.site.url;
  const base = input.base ?? (input.siteUrl ? folderOf(input.siteUrl) : validated.site.base ?? folderOf(url));
  const shop: Shop = { ...validated, site: { ...validated.site, url, base } };
  return { loaded, shop, routes: routesFor(shop) };
}

export async function build(input: BuildInput): Promise<Built> {
  const timings: Timings = { load: 0, validate: 0, assets: 0, render: 0 };
  const timed = timer(timings);
  const { loaded, shop, routes } = await prepare(input, timings);
  // Imported here, once the shop is valid: reporting an invalid file needs neither React nor the bundler.
  // The time to load them counts as rendering's, as when they were loaded at start-up.
  const [{ buildAssets, PictureError }, { render, renderedPaths }] = await timed('render', () => Promise.all([import('./assets.ts'), import('./render.ts')]));
  const built = await timed('assets', () => buildAssets(shop, path.dirname(path.resolve(input.config))).catch((error: unknown) => {
    if (error instanceof PictureError) throw locatedError(loaded, error.field, error.message);
    throw error;
  }));
  // Every output path is known before the first page renders: a clash stops the build here.
  assertDistinct([...built.files.map((file) => file.path), ...renderedPaths(routes)]);
  const pages = render(shop, routes, built.assets, (ms) => { timings.render += ms; });
  return { shop, files: concat(built.files, pages), timings };
}

function* concat<T>(...parts: Iterable<T>[]): Generator<T> {
  for (const part of parts) yield* part;
}

export function locatedError(loaded: Loaded, fieldPath: string[], message: string): InvalidShopError {
  const { line, column, frameColumn } = locate(loaded, fieldPath);
  return new InvalidShopError(loaded.file, [{
    file: loaded.file, line, column, field: fieldPath.join('.'), message, frame: codeFrame(loaded.source, line, frameColumn),
  }]);
}
