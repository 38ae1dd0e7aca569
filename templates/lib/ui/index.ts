// The words of the site itself (menus, buttons, form labels, the booking dialog, the open-now badge),
// in every language the generator knows; an owner changes any of them under `ui:` in shop.yaml.
// `shop` words go into the shop's texts, `page` words are read at build time, `client` words also go
// to the browser in the page, for the script (its messages, the badge, the WhatsApp hand-off).
import { CLIENT_EN, CLIENT_HI, CLIENT_MR } from './client.ts';
import { PAGE_EN, PAGE_HI, PAGE_MR } from './page.ts';
import { SHOP_EN, SHOP_HI, SHOP_MR } from './shop.ts';

/** The languages the generator ships words for; `site.languages` lists some of them, the default first. */
export const LANGUAGES = ['en', 'hi', 'mr'] as const;
export type Lang = (typeof LANGUAGES)[number];

/** Each language's name in that language, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', hi: 'हिन्दी', mr: 'मराठी' };

/** Each language's name in English, for the owner's messages and the editor's help. */
export const LANGUAGE_NAMES_IN_ENGLISH: Record<Lang, string> = { en: 'English', hi: 'Hindi', mr: 'Marathi' };

/** The tag of `lang` and `hreflang` attributes: the language as written in India. */
export const LANGUAGE_TAGS: Record<Lang, string> = { en: 'en-IN', hi: 'hi-IN', mr: 'mr-IN' };

/**
 * The locale Intl formats dates and numbers with: Latin digits on every language (Intl's `mr`
 * defaults to Devanagari digits), as Indian sites and phones write prices and dates.
 */
export const INTL_LOCALES: Record<Lang, string> = { en: 'en-IN', hi: 'hi-IN-u-nu-latn', mr: 'mr-IN-u-nu-latn' };

export type ClientText = typeof CLIENT_EN;
export type UiText = typeof PAGE_EN & ClientText & typeof SHOP_EN;
export type UiKey = keyof UiText;

/** The shipped words of each language. */
export const UI: Record<Lang, UiText> = {
  en: { ...SHOP_EN, ...PAGE_EN, ...CLIENT_EN },
  hi: { ...SHOP_HI, ...PAGE_HI, ...CLIENT_HI },
  mr: { ...SHOP_MR, ...PAGE_MR, ...CLIENT_MR },
};

/** The client's part of a language's words, as the page hands it to the script. */
export function clientText(ui: UiText): ClientText {
  return Object.fromEntries(Object.keys(CLIENT_EN).map((key) => [key, ui[key as keyof ClientText]])) as ClientText;
}

/** A text with its {name} parts filled in: say('Learn more about {title}', { title: 'MacBook repair' }). */
export function say(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
