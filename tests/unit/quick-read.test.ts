// The quick reading of a very large shop file (generator/shop/quick-read.ts): where it reports, it reports exactly
// what the yaml package's reading would (each problem's message, field, line and column, and the count of the rest);
// it declines what the two may read apart; and a valid file, however large, is read (and built) by the yaml package.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { InvalidShopError } from '../../generator/errors.ts';
import { type Loaded, load, parse } from '../../generator/shop/load.ts';
import { locate } from '../../generator/shop/locate.ts';
import { QUICK_READ_FROM, quickRead } from '../../generator/shop/quick-read.ts';
import { checked } from '../../generator/shop/validate.ts';
import { EMBEDDED, FULL, MINIMAL } from '../helpers.ts';
import { INVALID_SHOPS, editedText } from '../invalid-shops.ts';

// js-yaml and the yaml package as they are, their readings counted; a test may change what js-yaml read.
const readings = vi.hoisted(() => ({ jsYaml: 0, yaml: 0, change: undefined as ((data: any) => void) | undefined }));
vi.mock('js-yaml', async (original) => {
  const real = await original<typeof import('js-yaml')>();
  const load: typeof real.load = (text, options) => {
    readings.jsYaml += 1;
    const data = real.load(text, options);
    readings.change?.(data);
    return data;
  };
  return { ...real, load, default: { ...real, load } };
});
vi.mock('yaml', async (original) => {
  const real = await original<typeof import('yaml')>();
  const parseDocument = ((...args: Parameters<typeof real.parseDocument>) => {
    readings.yaml += 1;
    return real.parseDocument(...args);
  }) as typeof real.parseDocument;
  return { ...real, parseDocument };
});
beforeEach(() => {
  Object.assign(readings, { jsYaml: 0, yaml: 0, change: undefined });
});

const FILE = 'shop.yaml';
/** minimal.yaml in three languages, without its opening comments, its posts to be written in. */
const BASE = readFileSync(MINIMAL, 'utf8')
  .replace(/^(#.*\n)+/, '')
  .replace('site:\n', 'site:\n  languages: [en, hi, mr]\n');

/** A check's outcome: each problem shown as "line:column field message" and the count of the rest, or what else ended it. */
function outcome(check: () => unknown): string[] {
  try {
    check();
    return ['valid'];
  } catch (error) {
    if (!(error instanceof InvalidShopError)) return [`declined: ${String(error)}`];
    return [...error.problems.map((p) => `${p.line}:${p.column} ${p.field} ${p.message}`), `and ${error.more} more`];
  }
}
const byYaml = (text: string) => outcome(() => checked(parse(FILE, text)));
/** The outcome of a check as the build makes it: load (which may report from the quick reading), then the schema. */
async function built(text: string): Promise<string[]> {
  try {
    const loaded = await load(FILE, text);
    return outcome(() => checked(loaded));
  } catch (error) {
    return outcome(() => {
      throw error;
    });
  }
}
/** The quick reading's outcome, or undefined where it declines the file. */
function quickly(text: string): string[] | undefined {
  const found = outcome(() => checked(quickRead(FILE, text)));
  return found[0].startsWith('declined: ') ? undefined : found;
}

describe('the quick reading reports what the yaml package reports', () => {
  it('for every kind of mistake in tests/invalid-shops.ts it does not decline', () => {
    const compared = Object.keys(INVALID_SHOPS).filter((name) => {
      const text = editedText(name);
      const quick = quickly(text);
      if (quick) expect(quick, name).toEqual(byYaml(text));
      return quick !== undefined && quick[0] !== 'valid';
    });
    expect(compared.length).toBeGreaterThan(40);
  });

  it('for generated articles with wrong values, any text in any style, block texts and { } maps', () => {
    let reported = 0;
    fc.assert(
      fc.property(fc.array(anyPost, { minLength: 1, maxLength: 30 }), (posts) => {
        const text = BASE.replace('  posts: []\n', `  posts:\n${posts.join('')}`);
        const quick = quickly(text);
        if (quick === undefined) return;
        expect(quick).toEqual(byYaml(text));
        if (quick[0] !== 'valid') reported += 1;
      }),
      { numRuns: 60 },
    );
    // Most generated files are read quickly, not declined.
    expect(reported).toBeGreaterThan(30);
  });

  it('for numbers, nulls and true written in every form YAML 1.2 has, and some it has not', () => {
    const forms = ['1e400', '-1e400', '0o17', '0x1F', '.inf', '-.Inf', '.NaN', '~', 'Null', 'True', 'FALSE', '+.5', '0b101', '1_000', '-0', '017', '5.'];
    const posts = forms.map(
      (form, i) => `    - { title: T, slug: s-${i}, excerpt: E., date: 2026-03-14, author: A., readTime: ${form}, category: C, body: B }\n`,
    );
    const text = BASE.replace('  posts: []\n', `  posts:\n${posts.join('')}`);
    expect(quickly(text)).toEqual(byYaml(text));
  });

  it.each([EMBEDDED, FULL])('places every value and key of %s where the yaml package does', (file) => {
    const text = readFileSync(file, 'utf8');
    const [quick, slow] = [quickRead(file, text), parse(file, text)];
    expect(quick.data).toEqual(slow.data);
    let places = 0;
    const walk = (value: unknown, path: PropertyKey[]) => {
      expect(locate(quick, [...path, 'nothing here']), path.join('.')).toEqual(locate(slow, [...path, 'nothing here']));
      for (const [key, item] of value !== null && typeof value === 'object' ? Object.entries(value) : []) {
        const at = Array.isArray(value) ? [...path, Number(key)] : [...path, key];
        expect(locate(quick, at), at.join('.')).toEqual(locate(slow, at));
        if (!Array.isArray(value)) expect(locate(quick, path, key), `${at.join('.')} (key)`).toEqual(locate(slow, path, key));
        places += 1;
        walk(item, at);
      }
    };
    walk(slow.data, []);
    expect(places).toBeGreaterThan(1000);
  });
});

describe('what the two may read apart is declined, and read by the yaml package', () => {
  const declined: Record<string, [string, string]> = {
    anchor: ['  tagline: Phone repair', '  tagline: &tag Phone repair'],
    alias: ['  tagline: Phone repair', '  tagline: *nowhere'],
    tag: ['  tagline: Phone repair', '  tagline: !!str 12'],
    'merge key': ['  name: Minimal Fix', '  <<: { name: Minimal Fix }'],
    directive: ['site:\n', '%YAML 1.2\n---\nsite:\n'],
    'document end': ['notFound:', '...\nnotFound:'],
    'explicit key': ['  name: Minimal Fix', '  ? name\n  : Minimal Fix'],
    'key without its colon in { }': ['{ book: Book please,', '{ book: Book please, help,'],
    'empty key': ['  name: Minimal Fix', '  : Minimal Fix'],
    'key that is not text': ['  name: Minimal Fix', '  name: Minimal Fix\n  [a, b]: 1'],
    'long key': ['  name: Minimal Fix', `  name: Minimal Fix\n  ${'k'.repeat(1030)}: 1`],
    'empty list item': ['  subjects: [General]', '  subjects:\n    - General\n    -'],
    'tab in the indentation': ['  name: Minimal Fix', '\tname: Minimal Fix'],
    'byte-order mark inside': ['  name: Minimal Fix', '  name: Minimal\uFEFF Fix'],
    '\\U escape': ['  tagline: Phone repair', '  tagline: "Phone \\U0001F4F1 repair"'],
    'quoted text indented too little': ['  tagline: Phone repair', '  tagline: "Phone\n  repair"'],
    'text read as a field': ['  story: [We started.]', '  story:\n    - Open daily: 10 to 9'],
  };

  it.each(Object.keys(declined))('%s', (name) => {
    const [find, replacement] = declined[name];
    expect(BASE).toContain(find);
    expect(quickly(BASE.replace(find, replacement))).toBeUndefined();
  });
});

describe('a file past the switch', () => {
  // minimal.yaml with articles, each with an impossible date, past the switch by a long comment (which both read in no time).
  const article = (i: number, date = '2026-02-30') =>
    `    - { title: Note ${i}, slug: note-${i}, excerpt: A note., date: ${date}, author: A., readTime: 2, category: Tips, body: "Text." }\n`;
  const large = (date?: string) =>
    `${BASE.replace('  posts: []\n', `  posts:\n${Array.from({ length: 120 }, (_, i) => article(i, date)).join('')}`)}# ${'-'.repeat(QUICK_READ_FROM)}\n`;
  const text = large();
  let quick: string[];

  it('an invalid one is reported from the quick reading alone', async () => {
    quick = await built(text);
    expect(readings).toMatchObject({ jsYaml: 1, yaml: 0 });
    expect(quick.at(-1)).toBe('and 70 more');
  });

  it('one the quick reading declines (an anchor) is reported by the yaml package: the same problems', async () => {
    expect(await built(text.replace('  tagline: Phone repair', '  tagline: &tag Phone repair'))).toEqual(quick);
    expect(readings).toMatchObject({ jsYaml: 1, yaml: 1 });
  });

  it('one below the switch is read by the yaml package alone', async () => {
    const small = BASE.replace('  posts: []\n', `  posts:\n${article(1)}${article(2)}`);
    expect(await built(small)).toEqual(byYaml(small));
    expect(readings).toMatchObject({ jsYaml: 0, yaml: 2 });
  });

  it('a valid one is built from the yaml package’s reading, never from the quick one', async () => {
    // What js-yaml reads is changed: were its reading used, the tagline would be wrong.
    readings.change = (data) => {
      data.business.tagline = 'Read by js-yaml';
    };
    const loaded: Loaded = await load(FILE, large('2026-03-14'));
    expect(readings).toMatchObject({ jsYaml: 1, yaml: 1 });
    expect(loaded.spots).toBeUndefined();
    expect((loaded.data as any).business.tagline).toBe('Phone repair');
    expect(loaded.doc.getIn(['business', 'tagline'])).toBe('Phone repair');
    expect(() => checked(loaded)).not.toThrow();
  });
});

// A value as an owner may write it: plain, quoted either way, a block text (| or >), per language in { } or on lines of
// its own, or not a text at all; any text in the quoted and block ones, with the characters YAML treats specially.
const anyText = fc.string({
  unit: fc.constantFrom(
    'a',
    'Z',
    '9',
    ' ',
    ' ',
    'अ',
    'ि',
    'म',
    '्',
    '📱',
    'é',
    '"',
    "'",
    ':',
    '#',
    '-',
    ',',
    '{',
    '}',
    '[',
    '\\',
    '%',
    '&',
    '*',
    '!',
    '?',
    '|',
    '>',
    '\n',
    '\t',
    '\u00a0',
  ),
  maxLength: 24,
});
/** Text that reads as itself written plain: no indicator first, no ": " or " #", on one line. */
const plainText = fc
  .string({ unit: fc.constantFrom('a', 'Z', '9', ' ', 'अ', 'ि', 'म', '्', '📱', 'é', '-', ',', '.', '?', '!', '(', ')'), minLength: 1, maxLength: 24 })
  .map((t) => t.trim())
  .filter((t) => /^[a-zA-Z9अमé📱]/u.test(t));
const indented = (text: string, indent: number) => text.replace(/\n(?=[^\n])/g, `\n${' '.repeat(indent)}`);
const written = (indent: number) =>
  fc.oneof(
    plainText,
    anyText.map((t) => JSON.stringify(t)),
    anyText.map((t) => `'${indented(t.replaceAll("'", "''").replaceAll('\t', ' '), indent + 2)}'`),
    fc
      .tuple(fc.constantFrom('|', '>', '|-', '>+'), anyText)
      .map(([style, t]) => `${style}\n${' '.repeat(indent + 2)}${indented(t.replaceAll('\t', ' ').trim() || 'x', indent + 2)}`),
    fc.tuple(anyText, anyText).map(([en, hi]) => `{ en: ${JSON.stringify(en)}, hi: ${JSON.stringify(hi)} }`),
    fc.tuple(anyText, plainText).map(([en, mr]) => `\n${' '.repeat(indent + 2)}en: ${JSON.stringify(en)}\n${' '.repeat(indent + 2)}mr: ${mr}`),
    fc.constantFrom('', '~', 'null', 'true', '0o17', '0x1F', '1e400', '-.inf', '.NaN', '12', '-3.5', '[]', '{}', '[a, b]', '"2026-03-14"', '{ hi: Only }'),
  );
const anyPost = fc
  .record({
    title: written(6),
    slug: fc.oneof(fc.constantFrom('repair-note', 'Repair Note', 'repair--note', '"a-b"'), written(6)),
    excerpt: written(6),
    date: fc.oneof(fc.constantFrom('2026-03-14', '2026-02-30', '2026-13-01', '0999-01-01', '2026-3-4', '20260314'), written(6)),
    author: written(6),
    readTime: fc.oneof(fc.constantFrom('4', '0', '-1', '1.5', '"4"', '1e400', '.inf', '0o17', '0x10', 'four'), written(6)),
    category: written(6),
    body: written(6),
  })
  .chain((post) =>
    fc
      .tuple(fc.shuffledSubarray(Object.keys(post), { minLength: 5 }), fc.constantFrom('', '\n', '      # a note\n'), fc.constantFrom('', 'titel: A typo'))
      .map(
        ([keys, gap, extra]) =>
          `    - ${[...keys.map((key) => `${key}: ${post[key as keyof typeof post]}`), ...(extra ? [extra] : [])].join(`\n${gap}      `)}\n`,
      ),
  );
