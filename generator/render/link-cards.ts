// The link-preview card of each page (pictures/cards.tsx draws them): which pages get one, with which words, in the page's language.
import { say } from '../../templates/lib/ui/index.ts';
import type { Card, LanguageSite, PendingFile, Shop } from '../site/index.ts';
import { card, CARD, type CardPhoto } from '../pictures/cards.tsx';
import type { CardText } from '../pictures/encoder-messages.ts';
import type { MadePictures } from '../pictures/index.ts';

/**
 * A card for each page of each language, by the page's file; articles share their language's blog card and the 404 page its home page's:
 * a card for each of 20,000 articles would take minutes.
 */
export async function linkCards(sites: readonly LanguageSite[], made: MadePictures) {
  // Over the hero when it is the shop's own and wide enough, from its own file: so the cards are drawn while its copies are encoded.
  const { hero } = made;
  const photo: CardPhoto | undefined =
    hero && hero.plan.source.width >= CARD.width ? { id: `${hero.plan.key}:source`, bytes: async () => hero.contents } : undefined;
  const files = new Map<string, PendingFile>();
  // Pages of two languages with the same words (a text not yet translated) share one card, drawn once.
  const cards = new Map<string, Promise<Card>>();
  const draw = async (text: CardText): Promise<Card> => {
    const { key, contents } = await card(text, photo);
    const file = `assets/card-${key.slice(0, 10)}.jpg`;
    files.set(file, { path: file, later: () => contents });
    return { src: `/${file}`, ...CARD, alt: `${text.title}: ${text.shopName}, ${text.rating}` };
  };
  const cardOf = (text: CardText): Promise<Card> => {
    const id = JSON.stringify(text);
    if (!cards.has(id)) cards.set(id, draw(text));
    return cards.get(id)!;
  };
  const byFile = new Map<string, Card>();
  await Promise.all(
    sites.map(async ({ shop: one, routes }) => {
      const base = wordsOf(one);
      const titles = new Map<string, string>();
      let blogUrl: string | undefined;
      for (const route of routes) {
        if (route.kind === 'home') titles.set(route.url, one.home.hero.heading);
        else if (route.kind === 'blog' && route.page === 1) (blogUrl = route.url), titles.set(route.url, route.seo.title);
        else if (route.kind !== 'post' && route.kind !== 'blog' && route.kind !== 'notFound') titles.set(route.url, route.seo.title);
      }
      const drawn = new Map(await Promise.all([...titles].map(async ([url, title]) => [url, await cardOf({ ...base, title })] as const)));
      const home = routes.find((r) => r.kind === 'home');
      for (const route of routes) {
        const own =
          drawn.get(route.url) ?? (route.kind === 'post' || route.kind === 'blog' ? drawn.get(blogUrl ?? '') : undefined) ?? drawn.get(home?.url ?? '/');
        if (own) byFile.set(route.file, own);
      }
    }),
  );
  const all = Promise.all([...files.values()].map((file) => file.later()));
  all.catch(() => undefined);
  return { byFile, files: [...files.values()].sort((a, b) => a.path.localeCompare(b.path)), drawn: all };
}

/** The card's words besides its title, in the shop's language: the hero's rating and warranty, as the home page says them. */
function wordsOf({ business, facts, ui, site }: Shop): Omit<CardText, 'title'> {
  const plain = (text: string, values: Record<string, string | number>) => say(text, values).replaceAll('**', '');
  return {
    shopName: business.name,
    rating: plain(ui.heroRating, { rating: facts.rating, source: facts.ratingSource }),
    details: `${plain(ui.heroWarranty, { days: facts.warrantyDays })} · ${business.address.locality}, ${business.address.city}`,
    colour: site.themeColor,
  };
}
