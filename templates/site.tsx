// What every template can read while a page renders: the shop, the built assets and the current page.
import { createContext, useContext, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Route } from '../generator/routes.ts';
import type { Shop } from '../generator/schema/shop.ts';

export interface HeroImage {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** Origin of an external image host, for preconnect and the CSP; undefined when self-hosted. */
  origin?: string;
}

export interface Assets {
  css: string;
  /** The enhancement script, or undefined while there is none. */
  js?: string;
  hero: HeroImage;
  favicon: string;
  manifest: string;
}

export interface Site {
  shop: Shop;
  assets: Assets;
  route: Route;
  /** Every route of the site, for navigation and the sitemap. */
  routes: readonly Route[];
  /** Rendering for the dev server: no CSP <meta> (Vite's live-reload client needs a socket). */
  dev?: boolean;
}

const SiteContext = createContext<Site | null>(null);
export const SiteProvider = SiteContext.Provider;

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() outside <SiteProvider>');
  return site;
}

/** The folder the site is served from, "/" or "/shop/": build() always sets it. */
export function baseOf(shop: Shop): string {
  return shop.site.base ?? '/';
}

/**
 * The link to a page or file of the site. Templates name every internal target from the site's
 * root ("/about/"); this puts it under the folder the site is served from ("/shop/about/").
 * Anything else (https:, mailto:, tel:, #) is returned as it is.
 */
export function href(shop: Shop, path: string): string {
  return path.startsWith('/') && !path.startsWith('//') ? `${baseOf(shop)}${path.slice(1)}` : path;
}

/** Absolute URL of a path on the site, for canonical links, social tags and the sitemap. */
export function absolute(shop: Shop, path: string): string {
  return `${new URL(shop.site.url).origin}${href(shop, path)}`;
}

export function useHref(): (path: string) => string {
  const { shop } = useSite();
  return (path) => href(shop, path);
}

// Parts of the layout that are the same on many pages (footer, dialog, the header for one current
// item) are rendered once per build and reused: a 10,000-article shop renders them a handful of
// times instead of 10,000. Keyed on the build's route list, which every page of one build shares.
const fragments = new WeakMap<readonly Route[], Map<string, string>>();

/** A string computed once per build (keyed on the build's route list) and reused by every page. */
export function memo(routes: readonly Route[], key: string, compute: () => string): string {
  let cache = fragments.get(routes);
  if (!cache) fragments.set(routes, (cache = new Map()));
  let value = cache.get(key);
  if (value === undefined) cache.set(key, (value = compute()));
  return value;
}

export function Once({ as: Tag, cacheKey, children, attributes }: {
  as: 'div' | 'footer' | 'dialog';
  cacheKey: string;
  children: ReactNode;
  attributes: Record<string, string>;
}) {
  const site = useSite();
  const html = memo(site.routes, cacheKey, () => renderToStaticMarkup(<SiteContext.Provider value={site}>{children}</SiteContext.Provider>));
  return <Tag {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
}
