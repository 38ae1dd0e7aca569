// A model's own price for one repair overrides its group's, without splitting the group: every place that
// shows prices follows (the pricing table, the finder's and the booking's catalogue data, the "onwards" figures).
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { estimate, type CatalogueData } from '../../templates/lib/estimate.ts';
import { UI } from '../../templates/lib/ui/index.ts';
import { FULL } from '../helpers.ts';
import { buildSite, textOf, type BuiltSite } from '../site.ts';

/** iPhone batteries: the group of the iPhone 6 to 8 and SE at 2999, the iPhone 7 at 3100 of its own; older X to 11 now dearer. */
const SOURCE = readFileSync(FULL, 'utf8').replace(
  '        iphone-x-to-11: 2999\n        iphone-6-to-8-and-se: 2199\n',
  '        iphone-x-to-11: 3299\n        iphone-6-to-8-and-se: 2999\n        iphone-7: 3100\n',
);

describe("a model's own price beside its group's", () => {
  let site: BuiltSite;
  beforeAll(async () => {
    expect(SOURCE).toContain('iphone-7: 3100');
    site = await buildSite(FULL, SOURCE);
  });

  it('is no conflict: the site builds with no warning about it', () => {
    expect(site.built.warnings.filter((w) => w.field.startsWith('catalogue.repairs.')).map((w) => w.message)).toEqual([]);
  });

  it("the pricing table shows the model's own price, and its group's for the others", () => {
    const page = site.page('/pricing/');
    const battery = (model: string) => textOf(page.querySelector(`tr#${model}`)!.querySelectorAll('td')[1]);
    expect(battery('iphone-7')).toBe('₹3,100');
    expect(['iphone-8', 'iphone-7-plus', 'iphone-6'].map(battery)).toEqual(['₹2,999', '₹2,999', '₹2,999']);
  });

  it('the finder and the booking estimate read the same prices', () => {
    const json = [...site.files.files.keys()].find((f) => f.endsWith('.json') && site.files.text(f).includes('"iphone-battery"'))!;
    const data: CatalogueData = JSON.parse(site.files.text(json));
    expect(estimate(data, 'iphone-7', '', 'iphone-battery', UI.en)).toBe('₹3,100 · about 1–2 hours');
    expect(estimate(data, 'iphone-8', '', 'iphone-battery', UI.en)).toBe('₹2,999 · about 1–2 hours');
  });

  it('the "onwards" figure stays the lowest price of the repair', () => {
    const card = site
      .page('/pricing/')
      .querySelectorAll('#prices .price-card')
      .find((c) => textOf(c.querySelector('h3')) === 'iPhone Battery Replacement')!;
    expect(textOf(card.querySelector('.price'))).toBe('₹2,999 onwards');
    const row = site
      .page('/services/iphone-repair/')
      .querySelectorAll('.price-row')
      .find((r) => textOf(r.querySelector('h3')) === 'Battery Replacement')!;
    expect(textOf(row)).toContain('₹2,999 onwards');
  });

  it("a model's own price lower than every other is the new lowest", async () => {
    const cheaper = await buildSite(FULL, SOURCE.replace('iphone-7: 3100', 'iphone-7: 1899'));
    const row = cheaper
      .page('/services/iphone-repair/')
      .querySelectorAll('.price-row')
      .find((r) => textOf(r.querySelector('h3')) === 'Battery Replacement')!;
    expect(textOf(row)).toContain('₹1,899 onwards');
  });
});
