// The site's own words on a Hindi or Marathi page are Hindi or Marathi: every visible text and every
// name a screen reader reads is checked against the English words the generator ships. The full
// fixture shop is built in three languages with its texts left in English, so its own texts show as
// marked fallbacks (lang="en-IN") and only the site's words are judged.
import { readFileSync } from 'node:fs';
import type { HTMLElement } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { FULL } from '../helpers.ts';
import { buildSite, type BuiltSite } from '../site.ts';
import { UI, type Lang } from '../../templates/lib/ui/index.ts';
import { CLIENT_EN } from '../../templates/lib/ui/client.ts';
import { PAGE_EN } from '../../templates/lib/ui/page.ts';
import { SHOP_EN } from '../../templates/lib/ui/shop.ts';

let site: BuiltSite;
beforeAll(async () => {
  const source = readFileSync(FULL, 'utf8').replace(/^ {2}languages: \[en\]$/m, '  languages: [en, hi, mr]');
  expect(source).toContain('languages: [en, hi, mr]');
  site = await buildSite(FULL, source);
});

/** The longest run of words of a shipped English word that is not a {part}: "Open now · closes {time}" → "Open now · closes". */
function fragmentOf(word: string): string {
  return word
    .split(/\{\w+\}/)
    .map((part) => part.trim())
    .sort((a, b) => b.length - a.length)[0];
}

/** English words that a Hindi or Marathi page must not show: those that differ in the language and hold a word of 4+ letters. */
function englishWords(lang: Lang): string[] {
  const words = Object.entries(UI.en)
    .filter(([key, english]) => UI[lang][key as keyof typeof UI.en] !== english)
    .flatMap(([, english]) => english.split('\n').map(fragmentOf))
    .filter((fragment) => /[A-Za-z]{4,}/.test(fragment));
  return [...new Set(words)];
}

/** Whether a text holds the word as a word ("Book" in "Book now", not in "MacBook"). */
function holds(text: string, word: string): boolean {
  return new RegExp(`(?<![A-Za-z])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z])`).test(text);
}

/** What a visitor reads or hears on the page, outside texts marked as another language. */
function readable(page: HTMLElement): string[] {
  const texts: string[] = [];
  const walk = (node: HTMLElement) => {
    if (['script', 'style', 'template'].includes(node.rawTagName?.toLowerCase())) return;
    const lang = node.getAttribute?.('lang');
    if (lang && !/^(hi|mr)/.test(lang)) return;
    // The names the site gives (a picture's alt text is the shop's, and an attribute cannot say its language).
    for (const name of ['aria-label', 'title', 'placeholder']) {
      const value = node.getAttribute?.(name);
      if (value) texts.push(value);
    }
    for (const child of node.childNodes) {
      if (child.nodeType === 3) texts.push(child.textContent.trim());
      else walk(child as HTMLElement);
    }
  };
  // The body; the <title> is the shop's page title and name, which cannot mark a fallback.
  walk(page.querySelector('body')!);
  return texts.filter(Boolean);
}

describe("the site's own words on Hindi and Marathi pages", () => {
  for (const lang of ['hi', 'mr'] as const) {
    it(`show no English word of the generator's on any /${lang}/ page`, () => {
      const english = englishWords(lang);
      expect(english.length).toBeGreaterThan(20);
      const pages = site.routes.filter((route) => route.startsWith(`/${lang}/`));
      expect(pages.length).toBeGreaterThan(10);
      for (const route of pages) {
        const seen = readable(site.page(route)).flatMap((text) => english.filter((word) => holds(text, word)).map((word) => `"${word}" in "${text}"`));
        expect(seen, route).toEqual([]);
      }
    });
  }

  it('reads the English words on the English pages (the check above can fail)', () => {
    const shown = readable(site.page('/')).join('\n');
    expect(englishWords('hi').filter((word) => holds(shown, word)).length).toBeGreaterThan(10);
  });
});

describe("an owner's own wording under ui:", () => {
  it('is shown for every word the site has, in the language it is given for and no other', async () => {
    // Every word of English replaced by a marker that names it; Hindi left as shipped.
    const words = Object.keys(UI.en)
      .map((key) => `    ${key}: "«${key}»"`)
      .join('\n');
    // The conditions some words need: a blog of more than one page, a device with one model, a price seen only on inspection.
    const source = [
      [/^ {2}languages: \[en\]$/m, '  languages: [en, hi]'],
      [/^facts:$/m, `ui:\n  en:\n${words}\nfacts:`],
      [/^ {2}intro: Practical advice/m, '  perPage: 1\n  intro: Practical advice'],
      [
        /^ {2}devices:$/m,
        '  devices:\n    - { id: pencil, name: Apple Pencil, icon: tablet, deviceType: Other, models: [{ id: pencil-2, name: Apple Pencil 2 }] }',
      ],
      [
        /^ {2}repairs:$/m,
        '  repairs:\n    - { id: pencil-check, name: Pencil check, description: A check., time: 1 hour, book: Other / Not sure, prices: { pencil-2: on inspection } }',
      ],
      [/^ {2}intro: Prices include parts/m, '  intro: A pencil check is {price:pencil-check}. Prices include parts'],
    ].reduce(
      (text, [from, to]) => {
        expect(text).toMatch(from);
        return text.replace(from, to as string);
      },
      readFileSync(FULL, 'utf8'),
    );
    const built = await buildSite(FULL, source);
    const everything = [...built.files.files.keys()].map((file) => built.files.text(file)).join('\n');
    const english = [...built.files.files.keys()]
      .filter((file) => !file.startsWith('hi/'))
      .map((file) => built.files.text(file))
      .join('\n');
    const unseen = Object.keys(UI.en).filter((key) => !english.includes(`«${key}»`) && !english.includes(encodeURIComponent(`«${key}»`)));
    expect(unseen, 'words set under ui.en that no English page, file or message shows').toEqual([]);
    const hindi = [...built.files.files.keys()]
      .filter((file) => file.startsWith('hi/'))
      .map((file) => built.files.text(file))
      .join('\n');
    expect(hindi).not.toMatch(/«\w+»/);
    expect(everything).toContain(UI.hi.navPricing);
  });

  it("has no word twice among the generator's, the pages' and the script's (a later one would hide an earlier one)", () => {
    const keys = [Object.keys(SHOP_EN), Object.keys(PAGE_EN), Object.keys(CLIENT_EN)].flat();
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });
});
