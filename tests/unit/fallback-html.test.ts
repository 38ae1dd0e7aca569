// langOfFallbacks (templates/lib/fallback.ts) matches only the plain tags that hold a mark, where it
// matched every tag and gave the unmarked ones back: a speed-up that must not change a page. The
// reference below is the function as it was; both read pages made of the pieces a rendered page holds
// (tags with and without marks in attributes, marked texts, options, scripts, titles, textareas).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FALLBACK_END as E, FALLBACK_START as S, langOfFallbacks, unmarked } from '../../templates/lib/fallback.ts';

const REFERENCE_NO_ELEMENTS = /<(script|style|title|textarea)\b[^>]*>[\s\S]*?<\/\1>|<option\b([^>]*)>([^<]*)<\/option>|<[^>]*>/g;
const MARKED = /\uE000([^\uE000\uE001]*)\uE001/g;
const BLOCK = /<(?:p|div|ul|ol|li|h[1-6]|section|article|blockquote|pre|table|figure|details|dl)\b/;

function reference(html: string, tag: string): string {
  if (!html.includes(S) && !html.includes('%EE%80%8')) return html;
  const hasMarks = (text: string) => text.includes(S) || text.includes(E);
  let out = html
    .replace(/%EE%80%8[01]/g, '')
    .replace(REFERENCE_NO_ELEMENTS, (whole, _raw, optionAttributes: string | undefined, optionText: string | undefined) => {
      if (optionText === undefined) return hasMarks(whole) ? unmarked(whole) : whole;
      return `<option${unmarked(optionAttributes ?? '')}${optionText.includes(S) ? ` lang="${tag}"` : ''}>${unmarked(optionText)}</option>`;
    });
  while (out.includes(S)) {
    const before = out;
    out = out.replace(MARKED, (_, inner: string) => (BLOCK.test(inner) ? inner : `<span lang="${tag}">${inner}</span>`));
    if (out === before) break;
  }
  return unmarked(out);
}

const word = fc.constantFrom('Screen', 'repair', '90-day', '₹1,499', '&amp;', '&lt;b&gt;', ' ', 'a "quote"', '');
const text = fc
  .array(
    fc.oneof(
      word,
      word.map((w) => `${S}${w}${E}`),
      word.map((w) => `${S}${w} ${S}${w}${E}${E}`),
    ),
    { maxLength: 4 },
  )
  .map((parts) => parts.join(''));
const attribute = fc.tuple(fc.constantFrom('title', 'alt', 'content', 'href', 'data-x'), text).map(([name, value]) => ` ${name}="${value}"`);
const tagName = fc.constantFrom('a', 'p', 'span', 'li', 'div', 'meta', 'img', 'h2', 'button');
const piece: fc.Arbitrary<string> = fc.oneof(
  text,
  fc.tuple(tagName, fc.array(attribute, { maxLength: 2 })).map(([name, attributes]) => `<${name}${attributes.join('')}>`),
  tagName.map((name) => `</${name}>`),
  fc.tuple(fc.array(attribute, { maxLength: 1 }), text).map(([attributes, inside]) => `<option${attributes.join('')}>${inside}</option>`),
  fc.tuple(fc.constantFrom('script', 'style', 'title', 'textarea'), text).map(([name, inside]) => `<${name}>${inside} <b> x</b> ${inside}</${name}>`),
  fc.constantFrom('https://wa.me/91?text=%EE%80%80Hi%EE%80%81', `<p>${S}<p>block</p>${E}</p>`, '<br/>', '<hr/>'),
);
const page = fc.array(piece, { maxLength: 30 }).map((pieces) => `<!doctype html><html lang="hi"><body>${pieces.join('')}</body></html>`);

describe('langOfFallbacks', () => {
  it('gives every page exactly what it gave before plain tags without marks were skipped', () => {
    fc.assert(
      fc.property(page, (html) => {
        expect(langOfFallbacks(html, 'en-IN')).toBe(reference(html, 'en-IN'));
      }),
      { numRuns: 2000 },
    );
  });

  it('still drops the marks from a marked tag and wraps a marked text', () => {
    expect(langOfFallbacks(`<a title="${S}Call${E}">${S}Call us${E}</a>`, 'en-IN')).toBe('<a title="Call"><span lang="en-IN">Call us</span></a>');
  });
});
