// Stage 4: every route to an HTML document, plus the sitemap and robots.txt. Pages are rendered one
// at a time as the writer asks for them, so a 10,000-page site never sits in memory at once. A page
// that fails to render is reported with its route.
import { RenderError } from './errors.ts';
import { indexable, type Assets, type OutputFile, type Route, type Shop } from './model/index.ts';
import { contentSecurityPolicy, headersFile } from './security.ts';
import { redirectFiles } from './redirects.ts';
import { robots, sitemap } from './site-files.ts';
import { renderPage } from '../templates/Page.tsx';

/** The files every site has besides its pages and assets. */
const SITE_FILES = ['sitemap.xml', 'robots.txt', '_headers'] as const;

/** Renders lazily; `spent` receives the milliseconds spent rendering each file. */
export function* render(shop: Shop, routes: readonly Route[], assets: Assets, spent: (ms: number) => void): Generator<OutputFile> {
  const csp = contentSecurityPolicy(shop, { meta: true });
  for (const route of routes) {
    const start = performance.now();
    let contents: string;
    try {
      contents = renderPage({ shop, assets, route, routes, csp });
    } catch (error) {
      throw new RenderError(route.url, error);
    }
    spent(performance.now() - start);
    yield { path: route.file, contents };
  }
  const files: Record<(typeof SITE_FILES)[number], () => string> = {
    'sitemap.xml': () => sitemap(shop, indexable(routes)),
    'robots.txt': () => robots(shop),
    _headers: () => headersFile(shop),
  };
  for (const path of SITE_FILES) yield { path, contents: files[path]() };
  yield* redirectFiles(shop);
}

/** The paths render() will produce, known before anything is rendered. */
export function renderedPaths(shop: Shop, routes: readonly Route[]): string[] {
  return [...routes.map((route) => route.file), ...SITE_FILES, ...redirectFiles(shop).map((file) => file.path)];
}
