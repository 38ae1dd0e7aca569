// Stage 4: every route of every language to an HTML document, plus the sitemap and robots.txt. Pages
// are rendered one at a time as the writer asks for them, so a 10,000-page site never sits in memory
// at once. A page that fails to render is reported with its route.
import { RenderError } from './errors.ts';
import { collectIfLarge } from './memory.ts';
import { alternatesOf, indexable, type Assets, type Lang, type LanguageSite, type OutputFile } from './model/index.ts';
import { contentSecurityPolicy, headersFile } from './security.ts';
import { redirectFiles } from './redirects.ts';
import { robots, sitemap, SITEMAP_LIMITS } from './site-files.ts';
import { renderPage } from '../templates/Page.tsx';
import type { PageContext } from '../templates/context.tsx';
import { recorded, tracked, trackedList } from './model/reads.ts';
import type { KeptPage, PageKeeper } from './kept-pages.ts';
import type { PageKeys } from './page-inputs.ts';
import type { LastBuild } from './unchanged.ts';

/** The files every site has besides its pages and assets, as siteFiles() makes them. */
const SITE_FILES = ['sitemap.xml', 'robots.txt', '_headers'] as const;

/**
 * The sitemap, robots.txt and _headers. A sitemap past the protocol's limits for one file (`limits`)
 * is an index, sitemap.xml, and its parts beside it, sitemap-1.xml, …, each made as it is written:
 * no other file at the top of the output has such a name (redirectProblems).
 */
export function* siteFiles(sites: readonly LanguageSite[], limits: { urls: number; bytes: number } = SITEMAP_LIMITS): Generator<OutputFile> {
  const [{ shop }] = sites;
  for (const [path, contents] of sitemap(sites.map((site) => ({ shop: site.shop, routes: indexable(site.routes) })), limits)) yield { path, contents };
  yield { path: 'robots.txt', contents: robots(shop) };
  yield { path: '_headers', contents: headersFile(shop) };
}

/** For a build into a folder: what the last build there recorded, and the keys of this build's pages. */
export interface Incremental {
  last?: LastBuild;
  keys: PageKeys;
  /** The pages the last build rendered, kept apart from its folder (kept-pages.ts), and this build's for the next. */
  kept?: PageKeeper;
}

/**
 * Renders lazily; `spent` receives the milliseconds spent rendering each file. With `incremental`,
 * each page notes what it read (reads.ts) and gets its input key, and a page whose inputs are the
 * ones the last build rendered it from is not rendered: the writer keeps the last build's file.
 */
export function* render(sites: readonly LanguageSite[], assets: Assets, catalogues: ReadonlyMap<Lang, string>, spent: (ms: number) => void, incremental?: Incremental): Generator<OutputFile> {
  const [{ shop }] = sites;
  const csp = contentSecurityPolicy(shop, { meta: true });
  // The lists of parts read, one per distinct list: pages read alike (14 lists for 10,848 pages).
  const lists = new Map<string, readonly string[]>();
  for (const site of sites) {
    const { lang } = site.shop.site;
    // The price finder and the booking estimate read the catalogue in the page's language.
    const own = { ...assets, catalogue: catalogues.get(lang) ?? assets.catalogue };
    const routes = incremental ? trackedList(site.routes, 'routes') : site.routes;
    for (const route of site.routes) {
      const start = performance.now();
      const page = { shop: site.shop, assets: own, route, routes, csp, alternates: alternatesOf(sites, route.url, lang) };
      const where = `${site.shop.site.prefix ? `/${site.shop.site.prefix.slice(0, -1)}` : ''}${route.url}`;
      if (!incremental) {
        const contents = renderOne(page, where);
        spent(performance.now() - start);
        yield { path: route.file, contents };
        continue;
      }
      const { last, keys, kept } = incremental;
      const before = last?.inputs.get(route.file);
      const record = last?.files.get(route.file);
      const copy = kept?.last(route.file);
      if (before && record && keys.key(page, before.reads) === before.key) {
        const same = copy?.key === before.key ? copy : undefined;
        if (same) kept?.note(route.file, same);
        else kept?.missing();
        spent(performance.now() - start);
        // Rendered after all only if the writer cannot keep the file; tracked like any other render,
        // or the fragments it is the first to need would be kept with no reads noted (templates/context.tsx).
        yield keptPage(route.file, record, before, same, () => recorded(() => renderOne({ ...page, shop: tracked(site.shop) }, where)).value);
        continue;
      }
      // Not in the folder, or not as it was: the copy kept apart, if its inputs are the same.
      if (kept && copy && keys.key(page, copy.reads) === copy.key) {
        kept.note(route.file, copy);
        spent(performance.now() - start);
        yield { path: route.file, contents: copy.contents, inputs: { key: copy.key, reads: copy.reads }, taken: true };
        continue;
      }
      const { value: html, reads } = recorded(() => renderOne({ ...page, shop: tracked(site.shop) }, where));
      const inputs = { key: '', reads: listOf(lists, [...reads].sort()) };
      inputs.key = keys.key(page, inputs.reads);
      const contents = kept ? kept.rendered(route.file, inputs, html) : html;
      spent(performance.now() - start);
      yield { path: route.file, contents, inputs };
    }
  }
  // Every page is noted: the copy for the next build is written while the writer finishes.
  incremental?.kept?.finish();
  // Every page is rendered: what rendering left is let go before the sitemap, the largest file of a
  // large site (33 MB for 20,000 articles in three languages), is made and written. Without it the
  // sitemap's text and bytes came on top of that garbage: the build's peak, 945 -> 874 MiB there.
  collectIfLarge();
  yield* siteFiles(sites);
  yield* redirectFiles(shop);
}

/**
 * The list kept for a page's parts read: the one already kept when another page read the same. Each
 * page noted its own strings; kept for the marker until the build ends, 65,000 pages' copies took 50 MB.
 */
function listOf(lists: Map<string, readonly string[]>, sorted: string[]): readonly string[] {
  const joined = sorted.join(' ');
  let list = lists.get(joined);
  if (!list) lists.set(joined, (list = sorted));
  return list;
}

function renderOne(page: PageContext & { csp: string }, where: string): string {
  try {
    return renderPage(page);
  } catch (error) {
    throw new RenderError(where, error);
  }
}

/**
 * A page kept from the last build; if its `contents` are read (the writer cannot keep the file), they
 * are the copy kept apart with the same key (`taken`), else the page renders.
 */
function keptPage(path: string, record: string, inputs: OutputFile['inputs'], copy: KeptPage | undefined, make: () => string): OutputFile {
  if (copy) return { path, kept: record, inputs, contents: copy.contents, taken: true };
  let contents: string | undefined;
  return {
    path,
    kept: record,
    inputs,
    get contents() {
      return (contents ??= make());
    },
  };
}

/** The paths render() will produce, known before anything is rendered (a large sitemap's parts aside: see siteFiles). */
export function renderedPaths(sites: readonly LanguageSite[]): string[] {
  const [{ shop }] = sites;
  return [...sites.flatMap((site) => site.routes.map((route) => route.file)), ...SITE_FILES, ...redirectFiles(shop).map((file) => file.path)];
}
