// The small files every real site needs besides its pages: sitemap, robots.txt, favicon, manifest.
import { absolute, alternatesOf, href, monogram, type LanguageSite, type Shop } from '../site/index.ts';
import { LANGUAGE_TAGS } from '../../templates/lib/ui/index.ts';

/** Text made safe in XML and HTML, in attributes too. */
export const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** What one sitemap file may hold (sitemaps.org): search engines read no further, and 20,000 articles in three languages are about 60,000 addresses. */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 52_428_800 } as const;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/** The name of the nth part (from 1) of a sitemap too large for one file. */
const partName = (n: number) => `sitemap-${n}.xml`;

/** A part's name as sitemap.xml's index lists it: only these are read back (lastSitemap). */
export const SITEMAP_PART = /^sitemap-[1-9]\d*\.xml$/;

/**
 * The sitemap: every indexable page of every language; with several, each entry lists the page in every language
 * and x-default (the first), as Google reads alternates there. Past one file's `limits`, sitemap.xml is an index of
 * sitemap-1.xml, sitemap-2.xml, … (robots.txt still names sitemap.xml). Each file as [name, text], made when asked for.
 */
export function* sitemap(sites: readonly LanguageSite[], limits: { urls: number; bytes: number } = SITEMAP_LIMITS): Generator<[string, string]> {
  const many = sites.length > 1;
  // Made once per address, as a page's alternates are the same in each language's entry: made for each, they were a large site's memory peak.
  const blocks = new Map<string, { block: string; bytes: number }>();
  const alternatesFor = (url: string) => {
    let alternates = blocks.get(url);
    if (alternates === undefined) {
      const block = [...alternatesOf(sites, url, sites[0].shop.site.lang).map((a) => [a.tag, a.url]), ['x-default', absolute(sites[0].shop, url)]]
        .map(([tag, address]) => `\n    <xhtml:link rel="alternate" hreflang="${tag}" href="${xml(address)}"/>`)
        .join('');
      blocks.set(url, (alternates = { block, bytes: Buffer.byteLength(block) }));
    }
    return alternates;
  };
  const none = { block: '', bytes: 0 };
  // Each entry's UTF-8 bytes, counted from its parts: measuring the entry would copy the alternates it shares with other languages' entries.
  const sizes: number[] = [];
  const urls = sites.flatMap(({ shop, routes }) =>
    routes.map((route) => {
      const loc = xml(absolute(shop, route.url));
      const lastmod = route.kind === 'post' ? `<lastmod>${route.post.date}</lastmod>` : '';
      const alternates = many ? alternatesFor(route.url) : none;
      const entry = `  <url><loc>${loc}</loc>${lastmod}${alternates.block}${many ? '\n  ' : ''}</url>`;
      sizes.push(entry.length + Buffer.byteLength(loc) - loc.length + Buffer.byteLength(lastmod) - lastmod.length + alternates.bytes - alternates.block.length);
      return entry;
    }),
  );
  const head = `${XML_HEAD}<urlset ${SITEMAP_NS}${many ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''}>\n`;
  const tail = '\n</urlset>\n';
  const urlset = (entries: readonly string[]) => `${head}${entries.join('\n')}${tail}`;
  const parts = split(urls, sizes, limits.urls, limits.bytes - Buffer.byteLength(head + tail));
  if (parts.length <= 1) {
    yield ['sitemap.xml', urlset(urls)];
    return;
  }
  const { shop } = sites[0];
  const index = parts.map((_, i) => `  <sitemap><loc>${xml(absolute(shop, `/${partName(i + 1)}`))}</loc></sitemap>`);
  yield ['sitemap.xml', `${XML_HEAD}<sitemapindex ${SITEMAP_NS}>\n${index.join('\n')}\n</sitemapindex>\n`];
  // One part's text at a time: each is let go once written, as a large site's parts are large.
  for (const [i, part] of parts.entries()) yield [partName(i + 1), urlset(part)];
}

/** Entries in order, in runs of at most `most` entries and `bytes` bytes (`sizes`: each entry's; a line feed between two). */
function split(entries: readonly string[], sizes: readonly number[], most: number, bytes: number): string[][] {
  const runs: string[][] = [];
  let run: string[] = [];
  let size = 0;
  for (const [i, entry] of entries.entries()) {
    if (run.length > 0 && (run.length === most || size + 1 + sizes[i] > bytes)) {
      runs.push(run);
      [run, size] = [[], 0];
    }
    size += (run.length > 0 ? 1 : 0) + sizes[i];
    run.push(entry);
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

export function robots(shop: Shop): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absolute(shop, '/sitemap.xml')}\n`;
}

/** A rounded square in the theme colour with the shop's initial. */
export function favicon(shop: Shop): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${shop.site.themeColor}"/><text x="32" y="44" font-family="-apple-system,BlinkMacSystemFont,Segoe UI,Roboto,Arial,sans-serif" font-size="36" font-weight="700" text-anchor="middle" fill="#fff">${xml(monogram(shop))}</text></svg>\n`;
}

export function manifest(shop: Shop, faviconPath: string): string {
  const fields = {
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
  };
  return `${JSON.stringify(fields, null, 2)}\n`;
}
