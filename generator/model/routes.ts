// Every page of the site, derived from the shop data: what kind of page, its address, the file it is
// written to, and its head texts. Built before anything is rendered or written.
import type { Post, Service, Shop } from './shop.ts';
import { articleUrl, blogPageUrl, fileFor, PAGE_URLS, serviceUrl, type FixedPage } from './urls.ts';

export interface Seo {
  title: string;
  description: string;
  keywords: string[];
}

interface Page<Kind extends string> {
  kind: Kind;
  /** The address from the site's root, such as "/about/" (urls.ts puts it under the base). */
  url: string;
  /** The file in the output folder, such as "about/index.html". */
  file: string;
  seo: Seo;
}

/** One page of the site. A new kind here needs a component in templates/Page.tsx, or tsc fails. */
export type Route =
  | { [K in FixedPage]: Page<K> }[FixedPage]
  | Page<'service'> & { service: Service }
  | Page<'blog'> & { posts: Post[]; page: number; pages: number }
  | Page<'post'> & { post: Post };

export type RouteKind = Route['kind'];
export type RouteOf<K extends RouteKind> = Extract<Route, { kind: K }>;

function fixed(kind: FixedPage, seo: Seo): Route {
  const url = PAGE_URLS[kind];
  return { kind, url, file: fileFor(url), seo };
}

function blogPages(shop: Shop): Route[] {
  const { posts, perPage, seo } = shop.blog;
  const pages = Math.max(1, Math.ceil(posts.length / perPage));
  return Array.from({ length: pages }, (_, i): Route => {
    const page = i + 1;
    const url = blogPageUrl(page);
    const pageSeo = page === 1 ? seo : { ...seo, title: `${seo.title}, page ${page}`, description: `${seo.description} Page ${page} of ${pages}.` };
    return { kind: 'blog', url, file: fileFor(url), seo: pageSeo, posts: posts.slice(i * perPage, page * perPage), page, pages };
  });
}

export function routesFor(shop: Shop): Route[] {
  return [
    fixed('home', shop.home.seo),
    fixed('about', shop.about.seo),
    ...shop.services.map((service): Route => {
      const url = serviceUrl(service.slug);
      return { kind: 'service', url, file: fileFor(url), seo: service.seo, service };
    }),
    fixed('pricing', shop.pricing.seo),
    ...blogPages(shop),
    ...shop.blog.posts.map((post): Route => {
      const url = articleUrl(post.slug);
      return { kind: 'post', url, file: fileFor(url), seo: { title: post.title, description: post.excerpt, keywords: [post.category] }, post };
    }),
    fixed('contact', shop.contact.seo),
    fixed('notFound', shop.notFound.seo),
  ];
}

/** Routes that belong in the sitemap: every real page, not the 404 page. */
export function indexable(routes: readonly Route[]): Route[] {
  return routes.filter((route) => route.kind !== 'notFound');
}
