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

let site: BuiltSite;
beforeAll(async () => {
  const source = readFileSync(FULL, 'utf8').replace(/^ {2}languages: \[en\]$/m, '  languages: [en, hi, mr]');
  expect(source).toContain('languages: [en, hi, mr]');
  site = await buildSite(FULL, source);
});

/** The longest run of words of a shipped English word that is not a {part}: "Open now · closes {time}" → "Open now · closes". */
function fragmentOf(word: string): string {
  return word.split(/\{\w+\}/).map((part) => part.trim()).sort((a, b) => b.length - a.length)[0];
}

/** English words that a Hindi or Marathi page must not show: those that differ in the language and have a word of 3+ letters. */
function englishWords(lang: Lang): string[] {
  const words = Object.entries(UI.en)
    .filter(([key, english]) => UI[lang][key as keyof typeof UI.en] !== english)
    .map(([, english]) => fragmentOf(english))
    .filter((fragment) => /[A-Za-z]{3,}/.test(fragment));
  return [...new Set(words)];
}

/** What a visitor reads or hears on the page, outside texts marked as another language. */
function readable(page: HTMLElement): string[] {
  const texts: string[] = [];
  const walk = (node: HTMLElement) => {
    if (['script', 'style', 'template'].includes(node.rawTagName?.toLowerCase())) return;
    const lang = node.getAttribute?.('lang');
    if (lang && !/^(hi|mr)/.test(lang)) return;
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = node.getAttribute?.(name);
      if (value) texts.push(value);
    }
    for (const child of node.childNodes) {
      if (child.nodeType === 3) texts.push(child.textContent.trim());
      else walk(child as HTMLElement);
    }
  };
  walk(page.querySelector('body')!);
  walk(page.querySelector('title')!);
  return texts.filter(Boolean);
}

describe('the site\'s own words on Hindi and Marathi pages', () => {
  for (const lang of ['hi', 'mr'] as const) {
    it(`show no English word of the generator's on any /${lang}/ page`, () => {
      const english = englishWords(lang);
      expect(english.length).toBeGreaterThan(20);
      const pages = site.routes.filter((route) => route.startsWith(`/${lang}/`));
      expect(pages.length).toBeGreaterThan(10);
      for (const route of pages) {
        const seen = readable(site.page(route)).flatMap((text) => english.filter((word) => text.includes(word)).map((word) => `"${word}" in "${text}"`));
        expect(seen, route).toEqual([]);
      }
    });
  }

  it('reads the English words on the English pages (the check above can fail)', () => {
    const shown = readable(site.page('/')).join('\n');
    expect(englishWords('hi').filter((word) => shown.includes(word)).length).toBeGreaterThan(10);
  });
});
