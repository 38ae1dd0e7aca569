// What every template can read while a page renders: the shop, the built assets and the current page.
import { createContext, useContext, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { href, type Alternate, type Assets, type Route, type Shop } from '../generator/site/index.ts';

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

/** The link to a page or file of the site, under the folder the site is served from. */
export function useHref(): (path: string) => string {
  const { shop } = usePage();
  return (path) => href(shop, path);
}

// Parts of the layout that are the same on many pages (footer, dialog, the header for one current
// item) are rendered once per build and reused: a 10,000-article shop renders them a handful of
// times instead of 10,000. Keyed on the build's route list, which every page of one build shares.
interface Fragment {
  key: string;
  value: string;
  /** Its number in the build, for its place in a page (Once). */
  id: number;
  /** Its HTML as it ends up in a page (placeFragments). */
  finished?: string;
}

/** Each build's fragments, in the order they were made: a build has a few dozen. */
const fragments = new WeakMap<readonly Route[], Fragment[]>();

function fragment(routes: readonly Route[], key: string, compute: () => string): Fragment {
  let made = fragments.get(routes);
  if (!made) fragments.set(routes, (made = []));
  let one = made.find((f) => f.key === key);
  if (!one) made.push((one = { key, value: compute(), id: made.length }));
  return one;
}

/** A string computed once per build (keyed on the build's route list) and reused by every page. */
export function memo(routes: readonly Route[], key: string, compute: () => string): string {
  return fragment(routes, key, compute).value;
}

// Where a fragment goes in a page: a comment no text of the shop can make (the renderer escapes "<"
// in every text, Markdown's included), put back by placeFragments once the page is finished.
const PLACE = /<!--shop-site fragment (\d+)-->/g;

interface OnceProps {
  as: 'div' | 'footer' | 'dialog';
  cacheKey: string;
  children: ReactNode;
  attributes: Record<string, string>;
}

/**
 * An element whose content is the same on many pages: rendered once per build and put into each page
 * already finished (placeFragments), so typeset and langOfFallbacks read it once per build.
 */
export function Once({ as: Tag, cacheKey, children, attributes }: OnceProps) {
  const page = usePage();
  const made = fragment(page.routes, cacheKey, () => renderToStaticMarkup(<Context.Provider value={page}>{children}</Context.Provider>));
  return <Tag {...attributes} dangerouslySetInnerHTML={{ __html: `<!--shop-site fragment ${made.id}-->` }} />;
}

/**
 * The page's HTML finished by `finish`, each fragment (Once) put back finished by it once per build: the
 * same HTML as finishing the whole page, for a `finish` that never works across an element's edge
 * (typeset and langOfFallbacks: tests/unit/fragments.test.ts). Every page of a build is finished alike,
 * as it is rendered from the same shop as the fragments.
 */
export function placeFragments(routes: readonly Route[], html: string, finish: (html: string) => string): string {
  const made = fragments.get(routes);
  const page = finish(html);
  if (!made) return page;
  return page.replace(PLACE, (_, id: string) => {
    const one = made[Number(id)];
    return (one.finished ??= finish(one.value));
  });
}
