// Stage 4: every route of every language to an HTML document, plus the sitemap and robots.txt. Pages
// are rendered one at a time as the writer asks for them, so a 10,000-page site never sits in memory
// at once. A page that fails to render is reported with its route.
import { RenderError } from './errors.ts';
import { alternatesOf, indexable, type Assets, type Lang, type LanguageSite, type OutputFile } from './model/index.ts';
import { contentSecurityPolicy, headersFile } from './security.ts';
import { redirectFiles } from './redirects.ts';
import { robots, sitemap } from './site-files.ts';
import { renderPage } from '../templates/Page.tsx';

/** The files every site has besides its pages and assets. */
const SITE_FILES = ['sitemap.xml', 'robots.txt', '_headers'] as const;

/** Renders lazily; `spent` receives the milliseconds spent rendering each file. */
export function* render(sites: readonly LanguageSite[], assets: Assets, catalogues: ReadonlyMap<Lang, string>, spent: (ms: number) => void): Generator<OutputFile> {
  const [{ shop }] = sites;
  const csp = contentSecurityPolicy(shop, { meta: true });
  for (const site of sites) {
    const { lang } = site.shop.site;
    // The price finder and the booking estimate read the catalogue in the page's language.
    const own = { ...assets, catalogue: catalogues.get(lang) ?? assets.catalogue };
    for (const route of site.routes) {
      const start = performance.now();
      let contents: string;
      try {
        contents = renderPage({ shop: site.shop, assets: own, route, routes: site.routes, csp, alternates: alternatesOf(sites, route.url, lang) });
      } catch (error) {
        throw new RenderError(`${site.shop.site.prefix ? `/${site.shop.site.prefix.slice(0, -1)}` : ''}${route.url}`, error);
      }
      spent(performance.now() - start);
      yield { path: route.file, contents };
    }
  }
  const files: Record<(typeof SITE_FILES)[number], () => string> = {
    'sitemap.xml': () => sitemap(sites.map((site) => ({ shop: site.shop, routes: indexable(site.routes) }))),
    'robots.txt': () => robots(shop),
    _headers: () => headersFile(shop),
  };
  for (const path of SITE_FILES) yield { path, contents: files[path]() };
  yield* redirectFiles(shop);
}

/** The paths render() will produce, known before anything is rendered. */
export function renderedPaths(sites: readonly LanguageSite[]): string[] {
  const [{ shop }] = sites;
  return [...sites.flatMap((site) => site.routes.map((route) => route.file)), ...SITE_FILES, ...redirectFiles(shop).map((file) => file.path)];
}
