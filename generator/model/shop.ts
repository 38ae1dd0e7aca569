// The shop as the pages see it: the types inferred from the schema (generator/schema/ is the only
// definition of shop.yaml), and facts derived from it that more than one output shows.
import type { ICON_NAMES } from '../schema/primitives.ts';
import type { Shop } from '../schema/shop.ts';

export type { Post, PriceItem, PriceRow, Service, Shop } from '../schema/shop.ts';
export type IconName = (typeof ICON_NAMES)[number];

/** The letter of the shop's mark (header, footer, favicon): a whole emoji or accented letter, not half of one. */
export function monogram(shop: Shop): string {
  const [first] = new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(shop.business.name);
  return (first?.segment ?? '').toUpperCase();
}
