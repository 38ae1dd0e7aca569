// Every page of the site, derived from the shop data. Built before anything is rendered or written,
// so two pages that would land on the same file are caught while dist/ is still untouched.
import type { Post, Service, Shop } from './schema/shop.ts';
import { ShopError } from './errors.ts';

interface Seo {
  title: string;
  description: string;
  keywords: string[];
}

export type Route =
  | { kind: 'home' | 'about' | 'pricing' | 'contact' | 'notFound'; url: string; file: string; seo: Seo }
  | { kind: 'service'; url: string; file: string; seo: Seo; service: Service }
  | { kind: 'blog'; url: string; file: string; seo: Seo; posts: Post[]; page: number; pages: number }
  | { kind: 'post'; url: string; file: string; seo: Seo; post: Post };

/** "/blog/" for the first page of the blog, "/blog/page/2/" and on for the others. */
export function blogPageUrl(page: number): string {
  return page === 1 ? '/blog/' : `/blog/page/${page}/`;
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

/** "/about/" → "about/index.html". */
function fileFor(url: string): string {
  return `${url.replace(/^\//, '')}index.html`;
}

export function routesFor(shop: Shop): Route[] {
  const page = (kind: 'home' | 'about' | 'pricing' | 'contact', url: string, seo: Seo): Route => ({ kind, url, file: fileFor(url), seo });
  const routes: Route[] = [
    page('home', '/', shop.home.seo),
    page('about', '/about/', shop.about.seo),
    ...shop.services.map((service): Route => {
      const url = `/services/${service.slug}/`;
      return { kind: 'service', url, file: fileFor(url), seo: service.seo, service };
    }),
    page('pricing', '/pricing/', shop.pricing.seo),
    ...blogPages(shop),
    ...shop.blog.posts.map((post): Route => {
      const url = `/blog/${post.slug}/`;
      return { kind: 'post', url, file: fileFor(url), seo: { title: post.title, description: post.excerpt, keywords: [post.category] }, post };
    }),
    page('contact', '/contact/', shop.contact.seo),
    { kind: 'notFound', url: '/404.html', file: '404.html', seo: shop.notFound.seo },
  ];
  assertDistinct(routes.map((r) => r.file));
  return routes;
}

/** Routes that belong in the sitemap: every real page, not the 404 page. */
export function indexable(routes: readonly Route[]): Route[] {
  return routes.filter((route) => route.kind !== 'notFound');
}

export function assertDistinct(files: readonly string[]): void {
  const seen = new Set<string>();
  for (const file of files) {
    if (seen.has(file)) throw new ShopError(`Two pages would both be written to ${file}. Give each service and article its own slug.`);
    seen.add(file);
  }
}
