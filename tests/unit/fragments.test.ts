// The layout's shared parts (Once: the header bar, the footer, the booking dialog) are rendered once
// per build and put into each page already finished (templates/context.tsx, placeFragments): the
// work done on a whole page after rendering (typography, `lang` on untranslated texts) reads them
// once per build instead of once per page. A speed-up that must not change a page: finishing the
// page around them and each of them apart gives the same HTML as finishing the page whole.
import fc from 'fast-check';
import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import type { Route } from '../../generator/site/index.ts';
import { Once, PageProvider, placeFragments, type PageContext } from '../../templates/context.tsx';
import { FALLBACK_END as E, FALLBACK_START as S, langOfFallbacks } from '../../templates/lib/fallback.ts';
import { typeset } from '../../templates/lib/typeset.ts';
import { FULL } from '../helpers.ts';

const finish = (html: string) => langOfFallbacks(typeset(html), 'en-IN');

// Pieces of rendered HTML with what the two passes change: ranges, spaced hyphens, numbers before
// words, marked texts (in text, in attributes, in options), raw elements they leave alone.
const word = fc.constantFrom('2-4 hours', '90-day', '₹1,499 - ₹2,999', 'we start - then', '2026-11-28', 'Screen', ' ', '&amp;', '');
const text = fc
  .array(
    fc.oneof(
      word,
      word.map((w) => `${S}${w}${E}`),
      fc.constantFrom(S, E),
    ),
    { maxLength: 3 },
  )
  .map((parts) => parts.join(''));
const attribute = fc.tuple(fc.constantFrom('title', 'alt', 'href', 'data-x'), text).map(([name, value]) => ` ${name}="${value}"`);
const tagName = fc.constantFrom('p', 'span', 'li', 'a', 'h2');
const element: fc.Arbitrary<string> = fc.oneof(
  text,
  fc.tuple(tagName, fc.array(attribute, { maxLength: 2 }), text).map(([name, attributes, inside]) => `<${name}${attributes.join('')}>${inside}</${name}>`),
  fc.tuple(fc.array(attribute, { maxLength: 1 }), text).map(([attributes, inside]) => `<select><option${attributes.join('')}>${inside}</option></select>`),
  fc.tuple(fc.constantFrom('script', 'style', 'title', 'textarea', 'pre', 'code'), text).map(([name, inside]) => `<${name}>${inside} 3-4 <b>x</b></${name}>`),
  fc.constantFrom('<a href="https://wa.me/91?text=%EE%80%80Hi%EE%80%81">1-2</a>', `<div>${S}<p>block 1-2</p>${E}</div>`, '<br/>', '<img alt="a"/>'),
);
const html = fc.array(element, { maxLength: 8 }).map((parts) => parts.join(''));

/** A page of `before`, a shared part holding `inside` (a Once, or the same element written out), and `after`. */
function page(before: string, inside: string, after: string, shared: boolean): { html: string; routes: readonly Route[] } {
  const routes: readonly Route[] = [];
  const raw = (markup: string) => h('div', { dangerouslySetInnerHTML: { __html: markup } });
  const part: ReactNode = shared
    ? h(Once, { as: 'footer', cacheKey: 'footer', attributes: { className: 'site-footer' }, children: raw(inside) })
    : h('footer', { className: 'site-footer' }, raw(inside));
  const value = { routes } as unknown as PageContext;
  return { html: renderToStaticMarkup(h(PageProvider, { value }, h('body', null, raw(before), part, raw(after)))), routes };
}

describe('the shared parts of the layout', () => {
  it('finished apart and put back, make the same page as finishing it whole', () => {
    fc.assert(
      fc.property(html, html, html, (before, inside, after) => {
        const whole = page(before, inside, after, false);
        const shared = page(before, inside, after, true);
        expect(shared.html).toContain('<!--shop-site fragment 0-->');
        expect(placeFragments(shared.routes, shared.html, finish)).toBe(finish(whole.html));
      }),
      { numRuns: 1000 },
    );
  });

  it('are finished once per build, and each page gets them in full', async () => {
    let calls = 0;
    const counted = (markup: string) => ((calls += 1), finish(markup));
    const first = page('<p>2-4</p>', '<p>90-day 1-2</p>', '', true);
    // A second page of the same build: the part is made once and finished once.
    const value = { routes: first.routes } as unknown as PageContext;
    const second = renderToStaticMarkup(
      h(PageProvider, { value }, h(Once, { as: 'footer', cacheKey: 'footer', attributes: {}, children: h('p', null, 'other') })),
    );
    expect(placeFragments(first.routes, first.html, counted)).toContain('<footer class="site-footer"><div><p>90\u2011day 1\u20132</p></div></footer>');
    expect(placeFragments(first.routes, second, counted)).toBe('<footer><div><p>90\u2011day 1\u20132</p></div></footer>');
    expect(calls).toBe(3);
    // Every page of a real build: no place left empty.
    const built = await build({ config: FULL });
    let pages = 0;
    for (const file of built.files) {
      if (!file.path.endsWith('.html') || !('contents' in file) || typeof file.contents !== 'string') continue;
      pages += 1;
      expect(file.contents, file.path).not.toContain('shop-site fragment');
      expect(file.contents, file.path).toMatch(/<footer class="site-footer[^"]*"><div class="wrap footer-grid">/);
    }
    expect(pages).toBeGreaterThan(10);
  });
});
