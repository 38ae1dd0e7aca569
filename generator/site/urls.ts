// Every address of the site is made here, from the site's root ("/about/"): href() puts it under the site's folder, absolute() adds the origin.
import type { Shop } from './shop.ts';

/** The pages that exist once per site, with their addresses. */
export const PAGE_URLS = { home: '/', about: '/about/', pricing: '/pricing/', contact: '/contact/', notFound: '/404.html' } as const;

export type FixedPage = keyof typeof PAGE_URLS;

export const serviceUrl = (slug: string): string => `/services/${slug}/`;
export const articleUrl = (slug: string): string => `/blog/${slug}/`;

export { PRICING_PAGE_IDS } from '../shop/schema/catalogue.ts';

/** The price finder, and a model's (or a device's) prices on the pricing page: "/pricing/#iphone-13"; a group's chip adds ?group=. */
export const FINDER_URL = `${PAGE_URLS.pricing}#finder`;
export const pricesUrl = (id: string, group?: string): string => `${PAGE_URLS.pricing}${group ? `?group=${group}` : ''}#${id}`;

/** "/blog/" for the first page of the blog, "/blog/page/2/" and on for the others. */
export const blogPageUrl = (page: number): string => (page === 1 ? '/blog/' : `/blog/page/${page}/`);

/** The file a page is written to: "/about/" → "about/index.html", "/404.html" → "404.html". */
export const fileFor = (url: string): string => (url.endsWith('/') ? `${url.slice(1)}index.html` : url.slice(1));

/** The folder form of an address: "/old-offer" and "/old-offer/" are one address for a static host. */
export const folderForm = (path: string): string => (path.endsWith('/') ? path : `${path}/`);

/** The folder the site is served from, "/" or "/shop/": the build always sets it. */
export const baseOf = (shop: Pick<Shop, 'site'>): string => shop.site.base ?? '/';

/** Whether a path from the site's root names a page ("/about/", "/pricing/#finder", "/404.html") rather than a file. */
function isPage(path: string): boolean {
  const end = path.search(/[?#]/);
  const file = end < 0 ? path : path.slice(0, end);
  return file.endsWith('/') || file.endsWith('.html');
}

/**
 * The link to a page or file under the site's folder: a page in the language of `shop` ("/hi/about/"), a file shared
 * by every language ("/assets/style.css"). Anything else (https:, mailto:, tel:, #) is returned as it is.
 */
export function href(shop: Pick<Shop, 'site'>, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return `${baseOf(shop)}${isPage(path) ? shop.site.prefix : ''}${path.slice(1)}`;
}

/** Absolute URL of a path on the site, for canonical links, social tags and the sitemap. */
export const absolute = (shop: Pick<Shop, 'site'>, path: string): string => `${originOf(shop.site.url)}${href(shop, path)}`;

/** The site address's origin, parsed once per address: every page's alternates ask it. */
let last: { url?: string; origin: string } = { origin: '' };
function originOf(url: string): string {
  if (url !== last.url) last = { url, origin: new URL(url).origin };
  return last.origin;
}
