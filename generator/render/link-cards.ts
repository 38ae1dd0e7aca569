// The link-preview card of each page (pictures/cards.tsx draws them): which pages get one, with which words.
import { pictureKey, type Card, type PendingFile, type Route, type Shop } from '../site/index.ts';
import { card, CARD, type CardPhoto } from '../pictures/cards.tsx';
import type { CardText } from '../pictures/encoder-messages.ts';
import type { MadePictures } from '../pictures/index.ts';

/** A card for each page; articles share the blog's and the 404 page the home page's: a card for each of 20,000 articles would take minutes. */
export async function linkCards(
  shop: Shop,
  routes: readonly Route[],
  made: MadePictures,
): Promise<{ byUrl: Map<string, Card>; files: PendingFile[]; drawn: Promise<unknown> }> {
  const heroPlan = made.planned.get(pictureKey('hero', shop.business.heroImage.src));
  // Over the hero when it is the shop's own and wide enough, from its own file: so the cards are drawn while its copies are encoded.
  const { heroSource } = made;
  const photo: CardPhoto | undefined =
    heroPlan && heroSource && heroPlan.source.width >= CARD.width ? { id: `${heroPlan.key}:source`, bytes: async () => heroSource } : undefined;
  const { facts, business } = shop;
  const base: Omit<CardText, 'title'> = {
    shopName: business.name,
    rating: `${facts.rating} on ${facts.ratingSource}`,
    details: `${facts.warrantyDays}-day warranty · ${business.address.locality}, ${business.address.city}`,
    colour: shop.site.themeColor,
  };
  const titles = new Map<string, string>();
  let blogUrl: string | undefined;
  for (const route of routes) {
    if (route.kind === 'home') titles.set(route.url, shop.home.hero.heading);
    else if (route.kind === 'blog' && route.page === 1) (blogUrl = route.url), titles.set(route.url, route.seo.title);
    else if (route.kind !== 'post' && route.kind !== 'blog' && route.kind !== 'notFound') titles.set(route.url, route.seo.title);
  }
  const drawn = new Map<string, Card>();
  const files = new Map<string, PendingFile>();
  await Promise.all(
    [...titles].map(async ([url, title]) => {
      const { key, contents } = await card({ ...base, title }, photo);
      const file = `assets/card-${key.slice(0, 10)}.jpg`;
      files.set(file, { path: file, later: () => contents });
      drawn.set(url, { src: `/${file}`, ...CARD, alt: `${title}: ${business.name}, rated ${base.rating}` });
    }),
  );
  const home = routes.find((r) => r.kind === 'home');
  const byUrl = new Map<string, Card>();
  for (const route of routes) {
    const own = drawn.get(route.url) ?? (route.kind === 'post' || route.kind === 'blog' ? drawn.get(blogUrl ?? '') : undefined) ?? drawn.get(home?.url ?? '/');
    if (own) byUrl.set(route.url, own);
  }
  const all = Promise.all([...files.values()].map((file) => file.later()));
  all.catch(() => undefined);
  return { byUrl, files: [...files.values()].sort((a, b) => a.path.localeCompare(b.path)), drawn: all };
}
