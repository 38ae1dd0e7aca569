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
  // A page's alternates are the same in every language's entry for it: made once per address. At
  // 20,000 articles in three languages (60,000 entries, a 33 MB file) making them for each entry
  // was the build's largest moment of memory.
  const blocks = new Map<string, string>();
  const alternatesFor = (url: string): string => {
    let block = blocks.get(url);
    if (block === undefined) {
      block = [...alternatesOf(sites, url, sites[0].shop.site.lang).map((a) => [a.tag, a.url]), ['x-default', absolute(sites[0].shop, url)]]
        .map(([tag, address]) => `\n    <xhtml:link rel="alternate" hreflang="${tag}" href="${xml(address)}"/>`).join('');
      blocks.set(url, block);
    }
    return block;
  };
  const urls = sites.flatMap(({ shop, routes }) => routes.map((route) => {
    const lastmod = route.kind === 'post' ? `<lastmod>${route.post.date}</lastmod>` : '';
    const alternates = many ? alternatesFor(route.url) : '';
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
