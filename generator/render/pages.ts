// Stage 4: each page to HTML, one at a time as the writer asks (a 10,000-page site never sits in memory), then the site's other files.
import { RenderError } from '../errors.ts';
import { alternatesOf, indexable, type Assets, type Lang, type LanguageSite, type OutputFile } from '../site/index.ts';
import { contentSecurityPolicy, headersFile } from '../output/headers.ts';
import { redirectFiles } from '../output/redirects.ts';
import { robots, sitemap, SITEMAP_LIMITS } from '../output/site-files.ts';
import { renderPage } from '../../templates/Page.tsx';

/** The files every site has besides its pages and assets, as siteFiles() makes them. */
const SITE_FILES = ['sitemap.xml', 'robots.txt', '_headers'] as const;

/** The sitemap (past one file's `limits`, an index and its parts, each made as it is written), robots.txt and _headers. */
export function* siteFiles(sites: readonly LanguageSite[], limits: { urls: number; bytes: number } = SITEMAP_LIMITS): Generator<OutputFile> {
  const [{ shop }] = sites;
  const indexed = sites.map((site) => ({ shop: site.shop, routes: indexable(site.routes) }));
  for (const [path, contents] of sitemap(indexed, limits)) yield { path, contents };
  yield { path: 'robots.txt', contents: robots(shop) };
  yield { path: '_headers', contents: headersFile(shop) };
}

/** Renders lazily; `spent` receives the milliseconds spent rendering each file. */
export function* render(sites: readonly LanguageSite[], assetsIn: (lang: Lang) => Assets, spent: (ms: number) => void): Generator<OutputFile> {
  const [{ shop }] = sites;
  const csp = contentSecurityPolicy(shop, { meta: true });
  for (const site of sites) {
    const { lang } = site.shop.site;
    const own = assetsIn(lang);
    for (const route of site.routes) {
      const start = performance.now();
      const page = { shop: site.shop, assets: own, route, routes: site.routes, csp, alternates: alternatesOf(sites, route.url, lang) };
      let contents: string;
      try {
        contents = renderPage(page);
      } catch (error) {
        throw new RenderError(`${site.shop.site.prefix ? `/${site.shop.site.prefix.slice(0, -1)}` : ''}${route.url}`, error);
      }
      spent(performance.now() - start);
      yield { path: route.file, contents };
    }
  }
  yield* siteFiles(sites);
  yield* redirectFiles(shop);
}

/** The paths render() will produce, known before anything is rendered (a large sitemap's parts aside: see siteFiles). */
export function renderedPaths(sites: readonly LanguageSite[]): string[] {
  return [...sites.flatMap((site) => site.routes.map((route) => route.file)), ...SITE_FILES, ...redirectFiles(sites[0].shop).map((file) => file.path)];
}
