// Structured data for search engines, typed with schema-dts so a misspelt property fails the type check.
// No aggregateRating or reviews of the shop itself: Google treats those as self-serving.
import { unmarked } from './lib/fallback.ts';
import { daysByHours } from './lib/clock.ts';
import { dialNumber, formatRupees } from './lib/format.ts';
import { LANGUAGE_TAGS } from './lib/ui/index.ts';
import type { BlogPosting, ElectronicsStore, Offer, Service as ServiceLd, WithContext } from 'schema-dts';
import { perShop } from '../generator/site/per-shop.ts';
import { absolute, articleUrl, catalogueOf, offerOf, PAGE_URLS, serviceUrl, type Post, type Service, type Shop } from '../generator/site/index.ts';

/** Every ₹ figure of the catalogue, low to high, as "₹100 - ₹25,000": made once per shop, as every page shows it. */
export const priceRange = perShop((shop: Shop): string | undefined => {
  const all = shop.catalogue.repairs.flatMap((repair) => Object.values(repair.prices)).filter((p): p is number => typeof p === 'number');
  // A catalogue priced only "on inspection" has no range to give: the field is left out.
  return all.length > 0 ? `${formatRupees(Math.min(...all))} - ${formatRupees(Math.max(...all))}` : undefined;
});

/** The business's own node, which services and articles point at: made once per shop. */
const businessId = perShop((shop: Shop) => `${absolute({ site: { ...shop.site, prefix: '' } }, PAGE_URLS.home)}#business`);

export function localBusiness(shop: Shop, heroUrl: string): WithContext<ElectronicsStore> {
  const { business } = shop;
  const { hours } = business;
  return {
    '@context': 'https://schema.org',
    '@type': 'ElectronicsStore',
    '@id': businessId(shop),
    name: business.name,
    description: business.tagline,
    knowsLanguage: shop.site.languages.map((lang) => LANGUAGE_TAGS[lang]),
    url: absolute(shop, PAGE_URLS.home),
    image: heroUrl,
    telephone: dialNumber(business.phone),
    email: business.email,
    priceRange: priceRange(shop),
    foundingDate: String(shop.facts.established),
    paymentAccepted: shop.facts.payments.join(', '),
    currenciesAccepted: 'INR',
    address: {
      '@type': 'PostalAddress',
      streetAddress: business.address.street,
      addressLocality: business.address.city,
      addressRegion: business.address.state,
      postalCode: business.address.postalCode,
      addressCountry: business.address.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', latitude: business.geo.latitude, longitude: business.geo.longitude },
    openingHoursSpecification: daysByHours(hours).map(([dayOfWeek, times]) => {
      const [opens, closes] = times.split('-');
      return { '@type': 'OpeningHoursSpecification', dayOfWeek, opens, closes };
    }),
    hasMap: business.mapUrl,
    areaServed: shop.serviceAreas.map((name) => ({ '@type': 'Place', name })),
  };
}

export function servicePage(shop: Shop, service: Service): WithContext<ServiceLd> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    description: service.description,
    url: absolute(shop, serviceUrl(service.slug)),
    provider: { '@id': businessId(shop) },
    areaServed: shop.serviceAreas.map((name) => ({ '@type': 'Place', name })),
    offers: service.prices.map((row): Offer => {
      const repair = catalogueOf(shop).repair(row.repair);
      const { amount, onwards } = offerOf(shop, [row.repair]).figure;
      const offer: Offer = { '@type': 'Offer', name: row.name ?? repair.name, description: repair.description, priceCurrency: 'INR' };
      if (amount === undefined) return offer;
      return onwards
        ? { ...offer, priceSpecification: { '@type': 'PriceSpecification', minPrice: amount, priceCurrency: 'INR' } }
        : { ...offer, price: amount };
    }),
  };
}

export function blogPosting(shop: Shop, post: Post, imageUrl: string): WithContext<BlogPosting> {
  const url = absolute(shop, articleUrl(post.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    inLanguage: LANGUAGE_TAGS[shop.site.lang],
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@id': businessId(shop) },
    mainEntityOfPage: url,
    url,
    image: imageUrl,
    articleSection: post.category,
    timeRequired: `PT${post.readTime}M`,
  };
}

/**
 * JSON for a <script type="application/ld+json"> element. "<" is written as \u003c so no text from
 * shop.yaml can close the element ("</script>") or open a comment; ">" and "&" likewise for safety.
 */
export function serialize(data: unknown): string {
  return unmarked(JSON.stringify(data)).replace(UNSAFE, (c) => ESCAPED[c]);
}

const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPED: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };
