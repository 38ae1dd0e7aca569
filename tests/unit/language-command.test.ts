// A language the site does not show: its texts left in the file are ignored, with one warning that says how many and
// how to remove them; and `npm run language`, which removes a language from shop.yaml or adds one, comments kept.
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseDocument, visit } from 'yaml';
import { describe, expect, it } from 'vitest';
import { main } from '../../generator/init/language.ts';
import { EMBEDDED, MINIMAL, runCli, tempDir } from '../helpers.ts';
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

  it('go with the command the warning names, and the warning with them', async () => {
    const file = path.join(await tempDir('language-'), 'shop.yaml');
    await writeFile(file, source);
    expect((await language(file, 'remove', 'hi')).code).toBe(0);
    const { built } = await buildSite(file);
    expect(keys(await readFile(file, 'utf8'))).not.toContain('hi');
    expect(built.warnings.filter((w) => w.message.includes('site.languages does not list'))).toEqual([]);
  });

  it('are still checked once the site lists their language', async () => {
    await expect(buildSite(MINIMAL, source.replace('languages: [en, mr]', 'languages: [en, hi, mr]'))).rejects.toThrow(/problems/);
  });
});

/** Runs npm run language in this process; its exit code, output and the file after it. */
async function language(file: string, ...args: string[]): Promise<{ code: number; out: string; text: string }> {
  const printed: string[] = [];
  const [log, error] = [console.log, console.error];
  console.log = console.error = (...a: unknown[]) => void printed.push(a.join(' '));
  try {
    const code = await main([...args, '--config', file]);
    return { code, out: printed.join('\n'), text: await readFile(file, 'utf8') };
  } finally {
    [console.log, console.error] = [log, error];
  }
}

/** Every key of a YAML text. */
function keys(text: string): unknown[] {
  const found: unknown[] = [];
  visit(parseDocument(text), { Pair: (_, pair) => void found.push((pair.key as { value: unknown }).value) });
  return found;
}

// In English and Hindi: texts on lines of their own with a comment above and below, in { … }, of several lines, without words, and ui: words.
const bilingual = edited([
  ['  themeColor: "#222222"', '  themeColor: "#222222"\n  languages: [en, hi]'],
  ['  tagline: Phone repair', '  # Above the tagline.\n  tagline:\n    en: Phone repair\n    hi: फ़ोन रिपेयर\n  # Below the tagline.'],
  ['  services: [Screen]', '  services: [{ en: Screen, hi: स्क्रीन }]'],
  ['  hero: { heading: Fix it, intro: We fix phones. }', '  hero: { heading: { hi: ठीक करवाएँ, en: Fix it }, intro: We fix phones. }'],
  ['  mission: Fix phones.', '  mission:\n    en: |\n      Fix phones.\n\n      Well.\n    hi: |\n      फ़ोन ठीक करना।\n\n      अच्छे से।'],
  ['  devicesRepaired: 100+', '  devicesRepaired:\n    en: 100+\n    hi: 100+'],
  ['  text: Try the home page.', '  text: Try the home page.\nui:\n  hi:\n    bookNow: बुक करें'],
]);

describe('npm run language', () => {
  async function shop(text = bilingual): Promise<string> {
    const file = path.join(await tempDir('language-'), 'shop.yaml');
    await writeFile(file, text);
    return file;
  }

  it('removes a language: every text in it and its place in site.languages, every comment kept; again, changes nothing', async () => {
    const file = await shop();
    const removed = await language(file, 'remove', 'hi');
    expect(removed.out).toBe(`Removed Hindi from ${file}: 6 texts and its place in site.languages, with every comment kept.`);
    expect(removed.code).toBe(0);
    expect(keys(removed.text)).not.toContain('hi');
    expect(removed.text).toContain('  languages: [en]\n');
    expect(removed.text).toContain('  # Above the tagline.\n  tagline:\n    en: Phone repair\n  # Below the tagline.\n');
    expect(removed.text).toContain('  services: [{ en: Screen }]\n');
    expect(removed.text).toContain('  hero: { heading: { en: Fix it }, intro: We fix phones. }\n');
    expect(removed.text).toContain('  mission:\n    en: |\n      Fix phones.\n\n      Well.\n  timeline:');
    expect(removed.text).toMatch(/ {2}text: Try the home page\.\n$/);
    expect((await runCli(['check', '--config', file])).code).toBe(0);
    expect(await language(file, 'remove', 'hi')).toEqual({
      code: 0,
      out: `${file} already has no Hindi text and no Hindi in site.languages; nothing was changed.`,
      text: removed.text,
    });
  });

  it('adds a language: a line to translate under each text that has other languages, listed by check; again, changes nothing', async () => {
    const file = await shop();
    const { text: removed } = await language(file, 'remove', 'hi');
    const added = await language(file, 'add', 'hi');
    expect(added.code).toBe(0);
    expect(added.out).toContain(`Added Hindi to ${file}'s site.languages, and under 2 texts a line "# hi: …" holding the text to translate`);
    expect(added.text).toContain('  languages: [en, hi]\n');
    expect(added.text).toContain('  # Above the tagline.\n  tagline:\n    en: Phone repair\n    # hi: Phone repair\n  # Below the tagline.\n');
    expect(added.text).toContain('    en: |\n      Fix phones.\n\n      Well.\n    # hi: |\n    #   Fix phones.\n    #\n    #   Well.\n');
    // A text without words needs no translation: it is copied. One in { … } has no line for a comment: check lists it.
    expect(added.text).toContain('    en: 100+\n    hi: 100+\n');
    expect(added.text).toContain('  services: [{ en: Screen }]\n');
    const untranslated = (await buildSite(file)).built.warnings.filter((w) => w.message.startsWith('has no Hindi (hi) text yet')).map((w) => w.field);
    expect(untranslated).toEqual(expect.arrayContaining(['business.tagline', 'about.mission', 'booking.services.0']));
    expect((await language(file, 'add', 'hi')).text).toBe(added.text);
    expect((await language(file, 'remove', 'hi')).text).toBe(removed);
  });

  it('refuses an unknown language, the first one, and a file with problems, changing nothing', async () => {
    const file = await shop();
    const unknown = await language(file, 'remove', 'hin');
    expect(unknown).toMatchObject({ code: 1, text: bilingual });
    expect(unknown.out).toBe(
      '"hin" is not a language the site can show; write one of en (English), hi (Hindi), mr (Marathi), such as: npm run language -- remove hi',
    );
    const first = await language(file, 'remove', 'en');
    expect(first).toMatchObject({ code: 1, text: bilingual });
    expect(first.out).toContain(`English is the first language of ${file}: texts written plainly are in it`);
    expect(first.out).toContain('To make another language the first, write it first in site.languages');
    const only = await language(await shop(minimal), 'remove', 'en');
    expect(only.out).toContain('is the only language of');
    const broken = bilingual.replace('    hi: फ़ोन रिपेयर', '    hi: ""');
    const invalid = await language(await shop(broken), 'add', 'mr');
    expect(invalid).toMatchObject({ code: 1, text: broken });
    expect(invalid.out).toContain('business.tagline.hi  is empty');
    expect(invalid.out).toMatch(/has the problems above, so npm run language changed nothing/);
  });

  it('removes Hindi from the sample shop.yaml and adds it back, the file valid after each', async () => {
    const dir = await tempDir('language-');
    const file = path.join(dir, 'shop.yaml');
    await cp(EMBEDDED, file);
    await cp(path.join(path.dirname(EMBEDDED), 'images'), path.join(dir, 'images'), { recursive: true });
    // Each step checks the file it writes, and writes nothing when check would refuse it.
    expect((await language(file, 'remove', 'hi')).code).toBe(0);
    expect(await language(file, 'add', 'hi')).toMatchObject({ code: 0 });
    expect((await runCli(['check', '--config', file])).code).toBe(0);
  });
});
