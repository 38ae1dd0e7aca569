// serialize (templates/jsonld.ts) writes a page's structured data into a <script> element: one pass
// over the JSON for the five characters it escapes, where it made five. Same text as before, and
// whatever a shop's texts hold, the element cannot be closed and the data reads back as it was.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceRange, serialize } from '../../templates/jsonld.ts';
import type { Shop } from '../../generator/site/index.ts';
import { FALLBACK_END, FALLBACK_START, unmarked } from '../../templates/lib/fallback.ts';

/** serialize as it was: one replace per character. */
const before = (data: unknown) =>
  unmarked(JSON.stringify(data))
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const text = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.constantFrom('</script>', '<!--', '&amp;', '\u2028', '\u2029', '₹1,499', FALLBACK_START, FALLBACK_END, '"', '\\'),
    ),
    { maxLength: 6 },
  )
  .map((parts) => parts.join(''));

describe('structured data in a page', () => {
  it('is the same text as before, never closes its element, and reads back as the data', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.oneof(text, fc.array(text, { maxLength: 3 }))), (data) => {
        const written = serialize(data);
        expect(written).toBe(before(data));
        expect(written).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(written)).toEqual(JSON.parse(unmarked(JSON.stringify(data))));
      }),
      { numRuns: 1000 },
    );
  });
});

describe("the business's price range", () => {
  const shopPriced = (...prices: (number | string)[]) =>
    ({ catalogue: { repairs: prices.map((price, i) => ({ prices: { [`model-${i}`]: price } })) } }) as unknown as Shop;

  it('runs from the lowest ₹ figure of the catalogue to the highest', () => {
    expect(priceRange(shopPriced(4999, 'on inspection', 349, 49999))).toBe('₹349 - ₹49,999');
  });

  it('is left out when every price is "on inspection", where it said "₹∞ - ₹-∞"', () => {
    expect(priceRange(shopPriced('on inspection', 'on inspection'))).toBeUndefined();
  });
});
