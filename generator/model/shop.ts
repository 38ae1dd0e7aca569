// The shop as the pages see it: the types inferred from the schema (generator/schema/ is the only
// definition of shop.yaml), and facts derived from it that more than one output shows.
import type { ICON_NAMES } from '../schema/primitives.ts';
import type { Shop } from '../schema/shop.ts';

export type { Post, PriceItem, PriceRow, Service, Shop } from '../schema/shop.ts';
export type IconName = (typeof ICON_NAMES)[number];

/** The first character as a reader sees it: a whole emoji or accented letter, not half of one. */
export function initial(text: string): string {
  const [first] = new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text);
  return (first?.segment ?? '').toUpperCase();
}

/** The letter of the shop's mark: the header, the footer and the favicon show it. */
export function monogram(shop: Shop): string {
  return initial(shop.business.name);
}
