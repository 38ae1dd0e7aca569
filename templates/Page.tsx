// The page entry point, and the only module of templates/ the generator imports: one route in, one
// whole HTML document out. React runs here, at build time only.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { RouteKind, RouteOf } from '../generator/model/index.ts';
import { Document } from './Layout.tsx';
import { About } from './pages/About.tsx';
import { Blog } from './pages/Blog.tsx';
import { Contact } from './pages/Contact.tsx';
import { Home } from './pages/Home.tsx';
import { NotFound } from './pages/NotFound.tsx';
import { PostPage } from './pages/PostPage.tsx';
import { Pricing } from './pages/Pricing.tsx';
import { ServicePage } from './pages/ServicePage.tsx';
import { PageProvider, type PageContext } from './context.tsx';
import { typeset } from './lib/typeset.ts';
import { langOfFallbacks } from './lib/fallback.ts';
import { LANGUAGE_TAGS } from './lib/ui/index.ts';

export type { PageContext } from './context.tsx';

/**
 * The component of each kind of page. A kind added to Route without a component here fails the
 * type check, instead of rendering an empty <main>.
 */
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

function body<K extends RouteKind>(route: RouteOf<K>): ReactElement {
  return (PAGES[route.kind] as (route: RouteOf<K>) => ReactElement)(route);
}

export function renderPage(page: PageContext): string {
  const html = typeset(renderToStaticMarkup(
    <PageProvider value={page}>
      <Document>{body(page.route)}</Document>
    </PageProvider>,
  ));
  // A text missing in the page's language is the first language's: it says so with `lang`.
  return `<!doctype html>${langOfFallbacks(html, LANGUAGE_TAGS[page.shop.site.languages[0]])}`;
}
