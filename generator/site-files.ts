// The small files every real site needs besides its pages: sitemap, robots.txt, favicon, manifest.
import { absolute, alternatesOf, href, monogram, type LanguageSite, type Shop } from './model/index.ts';
import { LANGUAGE_TAGS } from '../templates/lib/ui/index.ts';

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Every indexable page of every language. With more than one language, each entry lists the page in
 * every language and x-default (the first language), as Google reads alternates from a sitemap.
 */
export function sitemap(sites: readonly LanguageSite[]): string {
  const many = sites.length > 1;
  const urls = sites.flatMap(({ shop, routes }) => routes.map((route) => {
    const lastmod = route.kind === 'post' ? `<lastmod>${route.post.date}</lastmod>` : '';
    const alternates = many ? [...alternatesOf(sites, route.url, shop.site.lang).map((a) => [a.tag, a.url]), ['x-default', absolute(sites[0].shop, route.url)]]
      .map(([tag, url]) => `\n    <xhtml:link rel="alternate" hreflang="${tag}" href="${xml(url)}"/>`).join('') : '';
    return `  <url><loc>${xml(absolute(shop, route.url))}</loc>${lastmod}${alternates}${many ? '\n  ' : ''}</url>`;
  }));
  const namespaces = `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${many ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''}`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces}>\n${urls.join('\n')}\n</urlset>\n`;
}

export function robots(shop: Shop): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absolute(shop, '/sitemap.xml')}\n`;
}

/** A rounded square in the theme colour with the shop's initial. */
export function favicon(shop: Shop): string {
  const letter = xml(monogram(shop));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${shop.site.themeColor}"/><text x="32" y="44" font-family="-apple-system,BlinkMacSystemFont,Segoe UI,Roboto,Arial,sans-serif" font-size="36" font-weight="700" text-anchor="middle" fill="#fff">${letter}</text></svg>\n`;
}

export function manifest(shop: Shop, faviconPath: string): string {
  return `${JSON.stringify({
    name: `${shop.business.name} - ${shop.business.tagline}`,
    short_name: shop.business.name,
    description: shop.home.seo.description,
    start_url: href(shop, '/'),
    scope: href(shop, '/'),
    display: 'browser',
    lang: LANGUAGE_TAGS[shop.site.lang],
    theme_color: shop.site.themeColor,
    background_color: '#ffffff',
    icons: [{ src: href(shop, faviconPath), sizes: 'any', type: 'image/svg+xml' }],
  }, null, 2)}\n`;
}
