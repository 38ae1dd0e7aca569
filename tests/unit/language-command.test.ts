// A language the site does not show: its texts left in the file are ignored, with one warning that says how many and
// how to remove them; and `npm run language`, which removes a language from shop.yaml or adds one, comments kept.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { MINIMAL } from '../helpers.ts';
import { buildSite } from '../site.ts';

const minimal = await readFile(MINIMAL, 'utf8');

/** The minimal shop with edits, each of a line it must still have. */
function edited(edits: [string, string][]): string {
  return edits.reduce((text, [from, to]) => {
    if (!text.includes(from)) throw new Error(`the minimal fixture no longer has ${from}`);
    return text.replace(from, to);
  }, minimal);
}

describe('texts in a language site.languages does not list', () => {
  // Hindi left behind in an English and Marathi shop: a placeholder that names nothing, an empty text, a word the site has not.
  const source = edited([
    ['  themeColor: "#222222"', '  themeColor: "#222222"\n  languages: [en, mr]'],
    ['  tagline: Phone repair', '  tagline:\n    en: Phone repair\n    hi: "{nosuch} रिपेयर"\n    mr: फोन दुरुस्ती'],
    ['  warrantyCovers: parts', '  warrantyCovers: { en: parts, hi: "" }'],
    ['  text: Try the home page.', '  text: Try the home page.\nui:\n  hi:\n    notAWord: कुछ'],
  ]);

  it('are neither checked nor shown, and one warning counts them at the first and names the command that removes them', async () => {
    const site = await buildSite(MINIMAL, source);
    expect(site.routes.some((route) => route.startsWith('/hi/'))).toBe(false);
    expect(site.routes).toContain('/mr/');
    expect(site.routes.map((route) => site.html(route)).join()).not.toMatch(/रिपेयर|कुछ/);
    const ignored = site.built.warnings.filter((w) => w.message.includes('site.languages does not list'));
    expect(ignored).toHaveLength(1);
    const line = source.split('\n').indexOf('    hi: "{nosuch} रिपेयर"') + 1;
    expect(ignored[0]).toMatchObject({ line, column: 9, field: 'business.tagline.hi' });
    expect(ignored[0].message).toBe(
      `is the first of 3 Hindi (hi) texts, and site.languages does not list hi, so the site ignores them. To remove them all from the file, run: npm run language -- remove hi --config ${MINIMAL}; to show them, run: npm run language -- add hi --config ${MINIMAL}`,
    );
  });

  it('are still checked once the site lists their language', async () => {
    await expect(buildSite(MINIMAL, source.replace('languages: [en, mr]', 'languages: [en, hi, mr]'))).rejects.toThrow(/problems/);
  });
});
