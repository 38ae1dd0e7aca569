// The page entry point, and the only module of templates/ the generator imports: one route in, one
// whole HTML document out. React runs here, at build time only.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Route, RouteKind, RouteOf } from '../generator/site/index.ts';
import { Document } from './Layout.tsx';
import { About } from './pages/About.tsx';
import { Blog } from './pages/Blog.tsx';
import { Contact } from './pages/Contact.tsx';
import { Home } from './pages/Home.tsx';
import { NotFound } from './pages/NotFound.tsx';
import { PostPage } from './pages/PostPage.tsx';
import { Pricing } from './pages/Pricing.tsx';
import { ServicePage } from './pages/ServicePage.tsx';
import { PageProvider, placeFragments, type PageContext } from './context.tsx';
import { typeset } from './lib/typeset.ts';
import { langOfFallbacks } from './lib/fallback.ts';
import { LANGUAGE_TAGS } from './lib/ui/index.ts';

/** The component of each kind of page: a kind added to Route without one here fails the type check. */
const PAGES: { [K in RouteKind]: (route: RouteOf<K>) => ReactElement } = {
  home: () => <Home />,
  about: () => <About />,
  service: (route) => <ServicePage service={route.service} />,
  pricing: () => <Pricing />,
  blog: (route) => <Blog posts={route.posts} page={route.page} pages={route.pages} />,
  post: (route) => <PostPage post={route.post} />,
  contact: () => <Contact />,
  notFound: () => <NotFound />,
};

export function renderPage(page: PageContext): string {
  // The kind of the route picks its component, whose argument is that kind of route.
  const body = PAGES[page.route.kind] as (route: Route) => ReactElement;
  const html = renderToStaticMarkup(
    <PageProvider value={page}>
      <Document>{body(page.route)}</Document>
    </PageProvider>,
  );
  // The layout's shared parts (Once) are finished once per build and put back into the finished page: typography,
  // then `lang` on each text missing in the page's language (the tag of the site's first language).
  const tag = LANGUAGE_TAGS[page.shop.site.languages[0]];
  return `<!doctype html>${placeFragments(page.routes, html, (part) => langOfFallbacks(typeset(part), tag))}`;
}
