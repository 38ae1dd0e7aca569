// The <head> of every page: title, description, canonical and social tags, and structured data.
import { absolute, PAGE_URLS } from '../generator/site/index.ts';
import { blogPosting, localBusiness, serialize, servicePage } from './jsonld.ts';
import { LANGUAGE_TAGS } from './lib/ui/index.ts';
import { memo, useHref, usePage, type PageContext } from './context.tsx';

export function Head() {
  const page = usePage();
  const { shop, route, assets, csp, alternates } = page;
  const to = useHref();
  const title = route.kind === 'home' ? `${shop.business.name} | ${route.seo.title}` : `${route.seo.title} | ${shop.business.name}`;
  const canonical = absolute(shop, route.kind === 'notFound' ? PAGE_URLS.home : route.url);
  const image = assets.hero.origin ? assets.hero.src : absolute(shop, assets.hero.src);
  // The link-preview card (none in the live preview, which draws no cards).
  const card = assets.cards.get(route.file);
  return (
    <head>
      <meta charSet="utf-8" />
      {csp && <meta httpEquiv="Content-Security-Policy" content={csp} />}
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      <meta name="description" content={route.seo.description} />
      <meta name="keywords" content={route.seo.keywords.join(', ')} />
      {route.kind === 'notFound' ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
      {/* The page in every language, this one included, and x-default (the first language), the same set on each copy. */}
      {route.kind !== 'notFound' && alternates.length > 1 && alternates.map((a) => <link key={a.lang} rel="alternate" hrefLang={a.tag} href={a.url} />)}
      {route.kind !== 'notFound' && alternates.length > 1 && <link rel="alternate" hrefLang="x-default" href={alternates[0].url} />}
      <meta name="theme-color" content={shop.site.themeColor} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={route.seo.description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content={route.kind === 'post' ? 'article' : 'website'} />
      {card && <meta property="og:image" content={absolute(shop, card.src)} />}
      {card && <meta property="og:image:type" content="image/jpeg" />}
      {card && <meta property="og:image:width" content={String(card.width)} />}
      {card && <meta property="og:image:height" content={String(card.height)} />}
      {card && <meta property="og:image:alt" content={card.alt} />}
      <meta property="og:site_name" content={shop.business.name} />
      <meta property="og:locale" content={LANGUAGE_TAGS[shop.site.lang].replace('-', '_')} />
      {alternates
        .filter((a) => !a.current)
        .map((a) => (
          <meta key={a.lang} property="og:locale:alternate" content={a.tag.replace('-', '_')} />
        ))}
      <meta name="twitter:card" content="summary_large_image" />
      {route.kind === 'post' && <meta property="article:published_time" content={route.post.date} />}
      <link rel="icon" href={to(assets.favicon)} type="image/svg+xml" />
      <link rel="manifest" href={to(assets.manifest)} />
      {assets.hero.origin && route.kind === 'home' && <link rel="preconnect" href={assets.hero.origin} />}
      <link rel="stylesheet" href={to(assets.css)} />
      <script type="module" src={to(assets.js)} />
      {route.kind === 'pricing' && <script type="module" src={to(assets.prices)} />}
      {structuredData(page, image).map((item, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: item }} />
      ))}
    </head>
  );
}

/** The JSON-LD of a page: the business on every page (serialised once per build), plus the service or article. */
function structuredData({ shop, route, routes }: PageContext, image: string): string[] {
  const data = [memo(routes, 'business', () => serialize(localBusiness(shop, image)))];
  if (route.kind === 'service') data.push(serialize(servicePage(shop, route.service)));
  if (route.kind === 'post') data.push(serialize(blogPosting(shop, route.post, image)));
  return data;
}
