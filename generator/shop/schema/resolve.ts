// The shop in one language, a text the file lacks marked as a fallback (templates/lib/fallback.ts) for its `lang`.
import { FALLBACK_END, FALLBACK_START } from '../../../templates/lib/fallback.ts';
import { LANGUAGES, type Lang } from '../../../templates/lib/ui/index.ts';
import { Localized } from './localized.ts';
import type { Path } from './loose.ts';

/** The text inside a marked one, sharing its characters (V8 slices without copying). */
const unmarkedOf = (text: string | undefined) => text?.slice(FALLBACK_START.length, text.length - FALLBACK_END.length);

/** A per-language text as the raw file holds it, before parsing: { en: "…", hi: "…" }. */
export function isTextMap(value: unknown): value is Partial<Record<Lang, string>> {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || value instanceof Localized) return false;
  // Asked of every object of the shop by each walk: the first key that is not a language settles it, without listing entries.
  let texts = 0;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (!(LANGUAGES as readonly string[]).includes(key) || typeof (value as Record<string, unknown>)[key] !== 'string') return false;
    texts += 1;
  }
  return texts > 0;
}

const asLocalized = (value: unknown) => (value instanceof Localized ? value : isTextMap(value) ? new Localized(undefined, value) : undefined);

/** The site's languages, the first one the default; English for a file that does not (validly) say. */
export function languagesOf(shop: unknown): Lang[] {
  const listed = (shop as { site?: { languages?: unknown } } | null)?.site?.languages;
  return Array.isArray(listed) && listed.length > 0 && listed.every((lang) => (LANGUAGES as readonly unknown[]).includes(lang)) ? (listed as Lang[]) : ['en'];
}

/**
 * Every text of `shop` (parsed or raw) in `lang`, else the first language's in fallback marks, else any.
 * `marked` keeps each marked text, copied whole once (V8 flattens it); the first language then reads the
 * text inside its marked copy (a slice shares its characters), so the text as parsed can go.
 */
export function inLanguage(shop: unknown, lang: Lang, first: Lang, marked = new Map<string, string>()): unknown {
  const walk = (value: unknown): unknown => {
    const localized = asLocalized(value);
    if (localized) {
      const own = localized.in(lang, first);
      if (own !== undefined) return lang === first ? (unmarkedOf(marked.get(own)) ?? own) : own;
      const fallback = localized.in(first, first) ?? Object.values(localized.texts)[0] ?? '';
      if (lang === first) return fallback;
      let text = marked.get(fallback);
      if (text === undefined) marked.set(fallback, (text = `${FALLBACK_START}${fallback}${FALLBACK_END}`));
      return text;
    }
    if (Array.isArray(value)) return value.map(walk);
    if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
    return value;
  };
  return walk(shop);
}

/**
 * Takes out of the file's data, in place, the texts of languages site.languages does not list: nothing checks or shows them.
 * Returns where each was. A text in none of the site's languages stays, for check to ask for its first language's.
 */
export function dropOtherLanguages(shop: unknown): Path[] {
  const listed = (shop as { site?: { languages?: unknown } } | null)?.site?.languages;
  // languagesOf gives back the list itself only when it is valid.
  const unused = languagesOf(shop) === listed ? LANGUAGES.filter((lang) => !(listed as Lang[]).includes(lang)) : [];
  const dropped: Path[] = [];
  // Asked of every object of a file that may hold many articles: one path, changed as the walk goes, copied for a text dropped.
  const at: Path = [];
  const step = (key: string | number, child: unknown) => {
    if (child === null || typeof child !== 'object') return;
    at.push(key);
    walk(child as Record<string, unknown>);
    at.pop();
  };
  const walk = (value: Record<string, unknown>): void => {
    if (Array.isArray(value)) return value.forEach((item, i) => step(i, item));
    const others = unused.filter((lang) => Object.hasOwn(value, lang));
    if (others.length > 0) {
      const keys = Object.keys(value);
      const languageKeyed = keys.every((key) => (LANGUAGES as readonly string[]).includes(key));
      if (languageKeyed && (others.length < keys.length || !isTextMap(value))) {
        for (const lang of others) {
          delete value[lang];
          dropped.push([...at, lang]);
        }
      }
    }
    for (const key in value) step(key, value[key]);
  };
  if (unused.length > 0 && shop !== null && typeof shop === 'object') walk(shop as Record<string, unknown>);
  return dropped;
}

/** Whether a text needs translating: it has letters besides its placeholders ("5000+" and "{rating}" need none). */
export const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{[^{}\s]*\}/g, ''));

const firstTexts = new WeakMap<object, { first: Lang; texts: unknown }>();

/** inLanguage(shop, first, first), made once per shop: the rules and then validate.ts read it, and neither changes it. */
export function inFirstLanguage(shop: object, first: Lang): unknown {
  let made = firstTexts.get(shop);
  if (made?.first !== first) firstTexts.set(shop, (made = { first, texts: inLanguage(shop, first, first) }));
  return made.texts;
}

export interface Gaps {
  /** Per-language texts without the first language. */
  noFirst: { path: Path; given: Lang[] }[];
  /** Texts missing in some other languages; a text without a letter ("5000+", "{rating}") needs none. */
  missing: { path: Path; languages: Lang[] }[];
}

/** Where the file's texts lack a language of the site; on the raw file, only texts written per language are seen. */
export function translationGaps(shop: unknown, languages: readonly Lang[]): Gaps {
  const [first] = languages;
  const gaps: Gaps = { noFirst: [], missing: [] };
  const walk = (value: unknown, path: Path): void => {
    const localized = asLocalized(value);
    if (localized) {
      const text = localized.in(first, first);
      if (text === undefined) {
        gaps.noFirst.push({ path, given: Object.keys(localized.texts) as Lang[] });
        return;
      }
      const missing = languages.slice(1).filter((lang) => localized.in(lang, first) === undefined);
      if (missing.length > 0 && hasWords(text)) gaps.missing.push({ path, languages: missing });
      return;
    }
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...path, i]));
    else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
  };
  walk(shop, []);
  return gaps;
}
