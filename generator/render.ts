// Stage 4: every route to an HTML document, plus the sitemap and robots.txt. A page that fails to
// render is reported with its route.
import { RenderError } from './errors.ts';
import { indexable, type Route } from './routes.ts';
import type { Shop } from './schema/shop.ts';
import type { OutputFile } from './write.ts';
import { robots, sitemap } from '../templates/files.ts';
import { renderPage } from '../templates/Page.tsx';
import type { Assets } from '../templates/site.tsx';

export function render(shop: Shop, routes: readonly Route[], assets: Assets): OutputFile[] {
  const pages = routes.map((route): OutputFile => {
    try {
      return { path: route.file, contents: renderPage({ shop, assets, route, routes }) };
    } catch (error) {
      throw new RenderError(route.url, error);
    }
  });
  return [
    ...pages,
    { path: 'sitemap.xml', contents: sitemap(shop, indexable(routes)) },
    { path: 'robots.txt', contents: robots(shop) },
  ];
}
