// What every template can read while a page renders: the shop, the built assets and the current page.
import { createContext, useContext } from 'react';
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
}

const SiteContext = createContext<Site | null>(null);
export const SiteProvider = SiteContext.Provider;

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() outside <SiteProvider>');
  return site;
}

/** Absolute URL of a path on the site, for canonical links, social tags and the sitemap. */
export function absolute(shop: Shop, path: string): string {
  return new URL(path, shop.site.url.endsWith('/') ? shop.site.url : `${shop.site.url}/`).href;
}
