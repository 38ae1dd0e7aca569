// The shop an owner edits, shop.yaml (or the file $SHOP_CONFIG names), checked only for what holds
// for every shop: it is valid, every page is built and listed, every link and asset resolves, the
// HTML is valid and within budget, and every page keeps the security policy. No test reads one of
// its values. The same checks run on a copy with every value changed (tests/any-shop.ts), which
// proves they hold for any shop, not just this one.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { rewriteShop, unchanged, writeRewrittenCopy } from '../any-shop.ts';
import { ROOT, SHOP_UNDER_TEST, besideLeftovers, runCli } from '../helpers.ts';
import {
  brokenLinks,
  budgetProblems,
  cardProblems,
  headProblems,
  htmlProblems,
  pictureProblems,
  policyProblems,
  publishedPictureProblems,
  sitemapProblems,
} from '../invariants.ts';
import { buildSite, type BuiltSite } from '../site.ts';

const shown = path.relative(ROOT, SHOP_UNDER_TEST) || SHOP_UNDER_TEST;

describe.each([
  [shown, async () => SHOP_UNDER_TEST],
  [`${shown} with every value changed`, () => writeRewrittenCopy(SHOP_UNDER_TEST)],
])('%s', (_name, prepare) => {
  let config: string;
  let site: BuiltSite;
  beforeAll(async () => {
    config = await prepare();
    // An invalid shop fails here with the same report the owner would read.
    site = await buildSite(config).catch((error: { report?: () => string }) => {
      throw new Error(error.report?.() ?? String(error));
    });
  });

  it('is valid, and npm run check counts the pages the build makes', async () => {
    const result = await runCli(['check', '--config', config]);
    // Warnings about the sample's leftovers are the owner's to-do list, not a fault of the generator.
    expect(besideLeftovers(result.err)).toBe('');
    expect(result.out).toBe(`${config} is valid: ${site.routes.length} pages would be built.`);
  });

  it('lists every page in the sitemap, each one built, and has a 404 page', () => {
    expect(sitemapProblems(site)).toEqual([]);
  });

  it('every link, stylesheet, script, icon and picture that stays on the site leads to a file of it', () => {
    expect(brokenLinks(site)).toEqual([]);
  });

  it('every page passes html-validate', async () => {
    expect(await htmlProblems(site)).toEqual([]);
  });

  it('stays within the byte budgets: 20 KB of HTML per page, one 3 KB script, 10 KB of CSS, no web fonts', () => {
    expect(budgetProblems(site)).toEqual([]);
  });

  it('every page has one h1, a title, a description and its canonical address', () => {
    expect(headProblems(site)).toEqual([]);
  });

  it("every page carries the Content-Security-Policy of _headers and runs no script but the site's own", () => {
    expect(policyProblems(site)).toEqual([]);
  });

  it('every picture says its size and what it shows', () => {
    expect(pictureProblems(site)).toEqual([]);
  });

  it('publishes no camera metadata, and every copy a srcset offers, at the width it says', async () => {
    expect(await publishedPictureProblems(site)).toEqual([]);
  });

  it('gives every page a 1200×630 JPEG link preview within 150 KB', async () => {
    expect(await cardProblems(site)).toEqual([]);
  });
});

describe('the copy with every value changed', () => {
  it('changes every text, number, phone, e-mail, address, date, time, colour, icon and slug, keeping only what the schema fixes', async () => {
    const source = await readFile(SHOP_UNDER_TEST, 'utf8');
    const rewritten = rewriteShop(source);
    // The same shape: only values change. A catalogue price's key is a value too (the id of the model it prices).
    const idKeyed = (key: string, value: unknown) => key === 'prices' && value && typeof value === 'object' && !Array.isArray(value);
    const shape = (text: string) =>
      JSON.stringify(parseDocument(text).toJS(), (key, value) =>
        idKeyed(key, value) ? Object.values(value).map((v) => typeof v) : value && typeof value === 'object' ? value : typeof value,
      );
    expect(shape(rewritten)).toBe(shape(source));
    expect(unchanged(source, rewritten)).toEqual([]);
  });
});
