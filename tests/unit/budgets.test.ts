// The product's byte budgets and page rules, on the fixture shops (root-shop.test.ts checks shop.yaml
// the same way): the checks themselves are tests/invariants.ts, built once per shop here.
import { beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../helpers.ts';
import { budgetProblems, cardProblems, pictureProblems, policyProblems, publishedPictureProblems, stylesheetProblems } from '../invariants.ts';
import { buildSite, type BuiltSite } from '../site.ts';

describe.each([
  ['the full fixture', fixture('full.yaml')],
  ['the minimal fixture', fixture('minimal.yaml')],
])('%s', (_name, config) => {
  let site: BuiltSite;
  beforeAll(async () => {
    site = await buildSite(config);
  });

  it('keeps the budgets: 20 KB of HTML a page, one module script of 3 KB on every page and the price finder 2 KB on the pricing page alone, one stylesheet of 10 KB in all, no web fonts', () => {
    expect(budgetProblems(site)).toEqual([]);
  });

  it('gives Chrome the standard property wherever the built stylesheet has a -webkit- one (the sticky header is frosted, not see-through)', () => {
    expect(stylesheetProblems(site)).toEqual([]);
    expect([...site.files.files.entries()].some(([name, contents]) => name.endsWith('.css') && /[{;]backdrop-filter:/.test(String(contents)))).toBe(true);
  });

  it('keeps the security policy on every page: no inline script but JSON-LD, no event handler attributes', () => {
    expect(policyProblems(site)).toEqual([]);
  });

  it('gives every <img> a width, a height and an alt', () => {
    expect(pictureProblems(site)).toEqual([]);
  });

  it('publishes no camera metadata, and every copy a srcset offers, at the width it says', async () => {
    expect(await publishedPictureProblems(site)).toEqual([]);
  });

  it('gives every page a 1200×630 JPEG link preview within 150 KB', async () => {
    expect(await cardProblems(site)).toEqual([]);
  });
});
