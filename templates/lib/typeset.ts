// Typography the owner should not have to type: a range of numbers or a spaced hyphen takes an en
// dash ("2-4 hours" reads "2–4 hours"), and "90-day" never breaks at its hyphen (U+2011). Applied to
// a rendered page's text only: attributes, links, code, scripts and WhatsApp texts stay as written.

/** Two numbers joined by a hyphen, not part of a longer chain such as a date (2026-11-28) or a phone number. */
const RANGE = /(?<![\d.,\u2011-])(\d{1,4}(?:[.,]\d+)*) ?- ?(\d{1,4}(?:[.,]\d+)*)(?![\d\u2011-])/g;
const PRICE_RANGE = /(\d) +- +(₹)/g;
const NUMBER_WORD = /(\d)-(?=\p{L})/gu;
/** A hyphen standing between spaces, as a dash: "we started - a free diagnosis". */
const SPACED = / - /g;

export function typesetText(text: string): string {
  // Every rule turns a hyphen into something else: most texts have none, and stay as they are.
  if (!text.includes('-')) return text;
  return text.replace(RANGE, '$1\u2013$2').replace(PRICE_RANGE, '$1 \u2013 $2').replace(NUMBER_WORD, '$1\u2011').replace(SPACED, ' \u2013 ');
}

/**
 * Elements whose text is not prose, matched to be left as they are; else a text node holding a hyphen: only
 * those can change, and a page has hundreds of text nodes and few hyphens.
 */
const RAW_OR_TEXT = /<(script|style|pre|code|textarea)\b[\s\S]*?<\/\1>|(?<=^|>)[^<]*-[^<]*/g;

/** The document with typesetText applied to every text node outside code, scripts and styles. */
export function typeset(html: string): string {
  return html.replace(RAW_OR_TEXT, (match, raw: string | undefined) => (raw ? match : typesetText(match)));
}
