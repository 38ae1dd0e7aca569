// What every template can read while a page renders: the shop, the built assets and the current page.
import { createContext, useContext, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { href, type Alternate, type Assets, type Route, type Shop, type UiText } from '../generator/model/index.ts';
import { noteReads, recorded } from '../generator/model/reads.ts';

export type { Alternate } from '../generator/model/index.ts';

/** Everything one page is rendered from. */
export interface PageContext {
  shop: Shop;
  assets: Assets;
  route: Route;
  /** Every route of the site, for navigation and the sitemap. */
  routes: readonly Route[];
  /** The Content-Security-Policy for the page's <meta>; none for the dev server (Vite's live-reload client needs a socket). */
  csp?: string;
  /** This page in every language of the site, the page's own included, in the order of site.languages. */
  alternates: readonly Alternate[];
}

const Context = createContext<PageContext | null>(null);
export const PageProvider = Context.Provider;

export function usePage(): PageContext {
  const page = useContext(Context);
  if (!page) throw new Error('usePage() outside <PageProvider>');
  return page;
}

/** The words of the page's language: usePage().shop.ui. */
export function useUi(): UiText {
  return usePage().shop.ui;
}

/** The link to a page or file of the site, under the folder the site is served from. */
export function useHref(): (path: string) => string {
  const { shop } = usePage();
  return (path) => href(shop, path);
}

// Parts of the layout that are the same on many pages (footer, dialog, the header for one current
// item) are rendered once per build and reused: a 10,000-article shop renders them a handful of
// times instead of 10,000. Keyed on the build's route list, which every page of one build shares.
// A page reusing a fragment depends on what the fragment read when it was made (reads.ts).
const fragments = new WeakMap<readonly Route[], Map<string, { value: string; reads: Set<string> }>>();

/** A string computed once per build (keyed on the build's route list) and reused by every page. */
export function memo(routes: readonly Route[], key: string, compute: () => string): string {
  let cache = fragments.get(routes);
  if (!cache) fragments.set(routes, (cache = new Map()));
  let made = cache.get(key);
  if (made === undefined) cache.set(key, (made = recorded(compute)));
  else noteReads(made.reads);
  return made.value;
}

export function Once({ as: Tag, cacheKey, children, attributes }: {
  as: 'div' | 'footer' | 'dialog';
  cacheKey: string;
  children: ReactNode;
  attributes: Record<string, string>;
}) {
  const page = usePage();
  const html = memo(page.routes, cacheKey, () => renderToStaticMarkup(<Context.Provider value={page}>{children}</Context.Provider>));
  return <Tag {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
}
