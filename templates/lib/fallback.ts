// A text missing in the page's language shows in the default language, and the page must say so
// (`lang` on its element, for screen readers' voices and for search engines). The resolver wraps
// such a text in two private-use characters, which no text of shop.yaml may hold; the page's HTML
// turns them into `lang` (langOfFallbacks, below), and anything that is not HTML drops them.
export const FALLBACK_START = '\uE000';
export const FALLBACK_END = '\uE001';

const MARKS = /[\uE000\uE001]/g;

/** The text without its fallback marks: for a URL, JSON, an attribute or a picture. */
export function unmarked(text: string): string {
  return text.replace(MARKS, '');
}

function hasMarks(text: string): boolean {
  return text.includes(FALLBACK_START) || text.includes(FALLBACK_END);
}

/** Whether the whole text is the default language's, standing in for a missing translation. */
export function isFallback(text: string): boolean {
  return text.startsWith(FALLBACK_START) && text.endsWith(FALLBACK_END);
}

/**
 * What cannot hold an element: tags (their attributes), scripts, styles, the title, a textarea; an
 * option gets `lang` itself. Only tags holding a mark are matched (a page has thousands): as no tag
 * holds a "<" (the renderer escapes it), the search finds the same places either way.
 */
const NO_ELEMENTS = /<(script|style|title|textarea)\b[^>]*>[\s\S]*?<\/\1>|<option\b([^>]*)>([^<]*)<\/option>|<[^>\uE000\uE001]*[\uE000\uE001][^>]*>/g;
/** An innermost marked text. */
const MARKED = /\uE000([^\uE000\uE001]*)\uE001/g;
/** A marked text holding blocks (paragraphs, lists) cannot be wrapped in a span; templates mark those themselves (an article's body). */
const BLOCK = /<(?:p|div|ul|ol|li|h[1-6]|section|article|blockquote|pre|table|figure|details|dl)\b/;

/**
 * The page's HTML with each marked text in a `<span lang="…">` of the first language (`tag`), and the
 * marks dropped where no element can go (attributes, scripts, the title, a link's encoded WhatsApp text).
 */
export function langOfFallbacks(html: string, tag: string): string {
  // Any mark, a lone end mark too, is work: it is dropped wherever it stands, so a part of a page
  // finished apart (placeFragments) comes out as it does within the page.
  if (!hasMarks(html) && !html.includes('%EE%80%8')) return html;
  let out = html.replace(/%EE%80%8[01]/g, '').replace(NO_ELEMENTS, (whole, _raw, optionAttributes: string | undefined, optionText: string | undefined) => {
    if (optionText === undefined) return hasMarks(whole) ? unmarked(whole) : whole;
    return `<option${unmarked(optionAttributes ?? '')}${optionText.includes(FALLBACK_START) ? ` lang="${tag}"` : ''}>${unmarked(optionText)}</option>`;
  });
  while (out.includes(FALLBACK_START)) {
    const before = out;
    out = out.replace(MARKED, (_, inner: string) => (BLOCK.test(inner) ? inner : `<span lang="${tag}">${inner}</span>`));
    if (out === before) break;
  }
  return unmarked(out);
}
