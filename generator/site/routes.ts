// Every page of the site, from the shop data: its kind, address, file and head texts, known before anything is rendered or written.
import { LANGUAGE_NAMES, LANGUAGE_TAGS, say, type Lang } from '../../templates/lib/ui/index.ts';
import type { Post, Service, Shop } from './shop.ts';
import { absolute, articleUrl, blogPageUrl, fileFor, href, PAGE_URLS, serviceUrl, type FixedPage } from './urls.ts';

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
  | (Page<'service'> & { service: Service })
  | (Page<'blog'> & { posts: Post[]; page: number; pages: number })
  | (Page<'post'> & { post: Post });

export type RouteKind = Route['kind'];
export type RouteOf<K extends RouteKind> = Extract<Route, { kind: K }>;

/** A page's address and its file in the language of `shop`: "about/index.html", "hi/about/index.html". */
function at(shop: Shop, url: string): { url: string; file: string } {
  return { url, file: `${shop.site.prefix}${fileFor(url)}` };
}

function fixed(shop: Shop, kind: FixedPage, seo: Seo): Route {
  return { kind, ...at(shop, PAGE_URLS[kind]), seo };
}

/** The blog's pages, none without articles (the menu then leaves it out too). */
function blogPages(shop: Shop): Route[] {
  if (!shop.blog) return [];
  const { posts, perPage, seo } = shop.blog;
  const pages = Math.ceil(posts.length / perPage);
  return Array.from({ length: pages }, (_, i): Route => {
    const page = i + 1;
    const title = say(shop.ui.blogPageTitle, { title: seo.title, page });
    const description = say(shop.ui.blogPageDescription, { description: seo.description, page, pages });
    const pageSeo = page === 1 ? seo : { ...seo, title, description };
    return { kind: 'blog', ...at(shop, blogPageUrl(page)), seo: pageSeo, posts: posts.slice(i * perPage, page * perPage), page, pages };
  });
}

/** The pages of one language of the site (`shop` in that language); every language has the same pages at the same addresses under its folder. */
export function routesFor(shop: Shop): Route[] {
  return [
    fixed(shop, 'home', { ...shop.home.seo, title: shop.home.seo.title ?? shop.business.tagline }),
    fixed(shop, 'about', shop.about.seo),
    ...shop.services.map((service): Route => ({ kind: 'service', ...at(shop, serviceUrl(service.slug)), seo: service.seo, service })),
    fixed(shop, 'pricing', shop.pricing.seo),
    ...blogPages(shop),
    ...(shop.blog?.posts ?? []).map((post): Route => {
      const seo = { title: post.title, description: post.excerpt, keywords: [post.category] };
      return { kind: 'post', ...at(shop, articleUrl(post.slug)), seo, post };
    }),
    fixed(shop, 'contact', shop.contact.seo),
    fixed(shop, 'notFound', shop.notFound.seo),
  ];
}

/** One language of the site: the shop in that language and its pages. The first is the default language, at the site's root. */
export interface LanguageSite {
  shop: Shop;
  routes: Route[];
}

/**
 * One language's copy of a page, for the language switcher and the hreflang links: its `tag` ("hi-IN"),
 * `name` in itself ("हिन्दी"), link (`href`, "/hi/pricing/") and absolute `url` ("https://shop.example/hi/pricing/").
 */
export interface Alternate {
  lang: Lang;
  tag: string;
  name: string;
  href: string;
  url: string;
  current: boolean;
}

/** A page (by its address from the root, the same in every language) in each language of the site. */
export function alternatesOf(sites: readonly LanguageSite[], url: string, current: Lang): Alternate[] {
  return sites.map(({ shop }) => {
    const { lang } = shop.site;
    return { lang, tag: LANGUAGE_TAGS[lang], name: LANGUAGE_NAMES[lang], href: href(shop, url), url: absolute(shop, url), current: lang === current };
  });
}

/** Routes that belong in the sitemap: every real page, not the 404 page. */
export function indexable(routes: readonly Route[]): Route[] {
  return routes.filter((route) => route.kind !== 'notFound');
}
