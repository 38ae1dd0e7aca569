// The shop as the pages see it: the schema's types, each text in one language, and facts more than one output shows.
import type { Lang, UiText } from '../../templates/lib/ui/index.ts';
import type { ICON_NAMES } from '../shop/schema/icons.ts';
import type { Resolved } from '../shop/schema/localized.ts';
import type { Shop as Parsed } from '../shop/schema/shop.ts';

export type { Lang, UiText } from '../../templates/lib/ui/index.ts';
export type IconName = (typeof ICON_NAMES)[number];

/**
 * The shop as one language's pages show it: each text in that language (or the default language's, marked so the page
 * can say so), `site.lang` the language and `ui` its words, the shipped ones with the owner's changes.
 */
export type Shop = Omit<Resolved<Parsed>, 'ui' | 'site'> & {
  site: Resolved<Parsed['site']> & {
    lang: Lang;
    /** The folder of these pages under the site's base: "" for the default language, "hi/" for Hindi. */
    prefix: string;
  };
  ui: UiText;
};

export type Service = Shop['services'][number];
export type Post = NonNullable<Shop['blog']>['posts'][number];
export type PriceItem = Shop['prices'][number];
export type PriceRow = Service['prices'][number];

/** The first character as a reader sees it: a whole emoji or accented letter, not half of one. */
export function initial(text: string): string {
  const [first] = new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text);
  return (first?.segment ?? '').toUpperCase();
}

/** The letter of the shop's mark: the header, the footer and the favicon show it. */
export const monogram = (shop: Shop): string => initial(shop.business.name);
