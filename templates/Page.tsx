// One route in, one whole HTML document out. React runs here, at build time only.
import { renderToStaticMarkup } from 'react-dom/server';
import { Document } from './Layout.tsx';
import { About } from './pages/About.tsx';
import { Blog } from './pages/Blog.tsx';
import { Contact } from './pages/Contact.tsx';
import { Home } from './pages/Home.tsx';
import { NotFound } from './pages/NotFound.tsx';
import { PostPage } from './pages/PostPage.tsx';
import { Pricing } from './pages/Pricing.tsx';
import { ServicePage } from './pages/ServicePage.tsx';
import { SiteProvider, type Site } from './site.tsx';

function Body({ route }: { route: Site['route'] }) {
  switch (route.kind) {
    case 'home': return <Home />;
    case 'about': return <About />;
    case 'service': return <ServicePage service={route.service} />;
    case 'pricing': return <Pricing />;
    case 'blog': return <Blog posts={route.posts} page={route.page} pages={route.pages} />;
    case 'post': return <PostPage post={route.post} />;
    case 'contact': return <Contact />;
    case 'notFound': return <NotFound />;
  }
}

export function renderPage(site: Site): string {
  return `<!doctype html>${renderToStaticMarkup(
    <SiteProvider value={site}>
      <Document><Body route={site.route} /></Document>
    </SiteProvider>,
  )}`;
}
