// The build, top to bottom: load → validate → routes → assets → render. It returns the site as data
// (the files, rendered lazily as they are read) and writes nothing; the caller hands them to a Writer.
import path from 'node:path';
import type { AssetMode } from './render/assets.ts';
import { InvalidShopError, PictureError, RouteClashError, type Located } from './errors.ts';
import { lightened, load, type Loaded } from './shop/load.ts';
import { framed, placeAt, placeInText } from './shop/locate.ts';
import { redirectProblems } from './output/redirects.ts';
import { folderForm, routesFor, settled, type LanguageSite, type OutputItem, type Route, type Shop } from './site/index.ts';
import { validate } from './shop/validate.ts';

export type Stage = 'load' | 'validate' | 'assets' | 'render';

export interface BuildInput {
  /** Path of shop.yaml; pictures it names are found beside it. */
  config: string;
  /** The file's text, when it is already in memory (tests, the dev server). */
  source?: string;
  /** Publish address that replaces site.url (previews, local audits). */
  siteUrl?: string;
  /** Folder the site is served from, replacing site.base ("/shop/"). */
  base?: string;
  /** A text missing in a language of the site is a problem (check --all-languages). */
  allLanguages?: boolean;
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
  /** The shop in its first language. */
  shop: Shop;
  /** Every page of every language. */
  routes: Route[];
  /** Each language with its pages, the first language first. */
  sites: LanguageSite[];
  /** What works but needs a look (a missing translation, a typed price, sample content): printed, never fatal. */
  warnings: Located[];
}

export interface Built extends Omit<Prepared, 'loaded'> {
  /** Every output file; pages render as it is iterated (once), while the pictures and cards that come last are encoded. */
  files: Iterable<OutputItem>;
  /** Milliseconds spent in each stage; render grows while files are read. */
  timings: Timings;
}

/** Load, validate and lay out the routes: everything but assets and rendering (also used by the dev server). */
export async function prepare(input: BuildInput, timings: Timings = { load: 0, validate: 0, assets: 0, render: 0 }): Promise<Prepared> {
  const timed = timer(timings);
  const options = { allLanguages: input.allLanguages };
  const parsed = await timed('load', () => load(input.config, input.source, options));
  const { shop: validated, shops, warnings } = await timed('validate', () => validate(parsed, options));
  // The shop is valid: what follows rarely needs the parsed document, which is large (load.ts).
  const loaded = lightened(parsed);
  // Where the site lives: --base, else the folder of --site-url, else site.base, else the folder of site.url.
  const url = input.siteUrl ?? validated.site.url;
  const base = input.base ?? (input.siteUrl ? folderForm(new URL(input.siteUrl).pathname) : (validated.site.base ?? folderForm(new URL(url).pathname)));
  const sites = shops.map((one): LanguageSite => {
    const shop: Shop = { ...one, site: { ...one.site, url, base } };
    return { shop, routes: routesFor(shop) };
  });
  const [{ shop }] = sites;
  const routes = sites.flatMap((site) => site.routes);
  assertDistinct(routes.map((route) => route.file));
  const redirecting = redirectProblems(shop, routes).map(({ from, part, message }) =>
    framed(loaded.source, part === 'from' ? placeAt(loaded, ['redirects'], message, from) : placeAt(loaded, ['redirects', from], message)),
  );
  if (redirecting.length > 0) throw new InvalidShopError(loaded.file, redirecting);
  return { loaded, shop, routes, sites, warnings };
}

/** The assets stage, for a build or the dev server: a picture that cannot be used becomes a problem located in shop.yaml. */
export async function assets(prepared: Prepared, config: string, mode: AssetMode) {
  const { buildAssets } = await import('./render/assets.ts');
  const { loaded } = prepared;
  const place = ({ field, line, message }: PictureError['problems'][number]) =>
    framed(loaded.source, line === undefined ? placeAt(loaded, field, message) : placeInText(loaded, field, line, message));
  const inOrder = (a: Located, b: Located) => a.line - b.line || a.column - b.column;
  const located = (error: unknown) => (error instanceof PictureError ? new InvalidShopError(loaded.file, error.problems.map(place).sort(inOrder)) : error);
  try {
    const built = await buildAssets(prepared.sites, path.dirname(path.resolve(config)), mode);
    // A picture found damaged only in encoding stops the build when its files are to be written, located like any other.
    const finished = built.finished.catch((error: unknown) => {
      throw located(error);
    });
    finished.catch(() => undefined);
    // Each picture's and card's bytes wait for all of them: a damaged picture is reported before any is written.
    const pending = built.pending.map((file) => ({ path: file.path, later: () => finished.then(file.later) }));
    if (mode === 'dev') {
      // The dev server serves files as they are: it waits for every picture.
      await finished;
      return { ...built, files: [...built.files, ...(await Promise.all(pending.map(settled)))], pending: [], finished, located: built.warnings.map(place) };
    }
    return { ...built, pending, finished, located: built.warnings.map(place) };
  } catch (error) {
    throw located(error);
  }
}

export async function build(input: BuildInput): Promise<Built> {
  const timings: Timings = { load: 0, validate: 0, assets: 0, render: 0 };
  const timed = timer(timings);
  const prepared = await prepare(input, timings);
  const { shop, routes, sites, warnings } = prepared;
  // Imported here, once the shop is valid: reporting an invalid file needs neither React nor the
  // bundler. The time to load them counts as rendering's, as when they were loaded at start-up.
  const { render, renderedPaths } = await timed('render', () => import('./render/pages.ts'));
  const built = await timed('assets', () => assets(prepared, input.config, 'build'));
  // Every output path is known before the first page renders: a clash stops the build here.
  assertDistinct([...built.files, ...built.pending].map((file) => file.path).concat(renderedPaths(sites)));
  const pages = render(sites, built.assetsIn, (ms) => (timings.render += ms));
  return { shop, routes, sites, files: concat<OutputItem>(built.files, pages, built.pending), timings, warnings: [...warnings, ...built.located] };
}

function* concat<T>(...parts: Iterable<T>[]): Generator<T> {
  for (const part of parts) yield* part;
}

function assertDistinct(files: readonly string[]): void {
  const seen = new Set<string>();
  for (const file of files) {
    if (seen.has(file)) throw new RouteClashError(file);
    seen.add(file);
  }
}
