// The quick reader of plain shop files (generator/plain-yaml.ts) must read exactly what the yaml
// package reads, and place every field where the yaml package places it: it is used instead of it
// for every file it does not decline. Each property here runs it against the yaml package itself on
// the project's own shop files, mutated, and on generated text.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { normalized, parse } from '../../generator/load.ts';
import { keyPathOnLine, leftoverWarnings } from '../../generator/leftovers.ts';
import { locate, placeAt, type Parsed } from '../../generator/locate.ts';
import { plainData } from '../../generator/plain-yaml.ts';

const plainTree = (source: string) => plainData(source)?.tree;

const SHOPS = ['shop.yaml', 'tests/fixtures/full.yaml', 'tests/fixtures/minimal.yaml'].map((file) => readFileSync(file, 'utf8'));

/** What the yaml package makes of a text, as load.ts asks it: the data, or the code of its first error. */
function byYaml(source: string): { data: unknown } | { error: string } {
  const doc = parseDocument(source, { uniqueKeys: true, merge: true });
  if (doc.errors.length > 0) return { error: doc.errors[0].code };
  try {
    return { data: doc.toJS({ maxAliasCount: 100 }) };
  } catch {
    return { error: 'toJS' };
  }
}

/** The shop's text with a few characters put in or taken out, the way typing goes wrong. */
const CHARACTERS = [' ', '  ', '\n', '\t', ':', ': ', '-', '- ', '#', ' #', '"', "'", '[', ']', '{', '}', ',', '|', '>', '&a ', '*a', '!', '%', '@', '`', '?', '? ', '\\', '0x1F', '1_000', '0o17', '.5', '1e3', '1e400', '~', 'null', 'True', 'no', '<<: ', '---', '...', '\u00a0', '\ufeff', '\\U00110000', '\\U0001F4F1', '\\x41', '\n\t\n', '\t', `${'k'.repeat(1030)}: `];
const mutated = fc.tuple(
  fc.integer({ min: 0, max: SHOPS.length - 1 }),
  fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.boolean(), fc.constantFrom(...CHARACTERS), fc.integer({ min: 1, max: 3 })), { minLength: 1, maxLength: 3 }),
).map(([shop, edits]) => normalized(edits.reduce((text, [where, remove, add, count]) => {
  const at = Math.floor(where * text.length);
  return remove ? text.slice(0, at) + text.slice(at + count) : text.slice(0, at) + add + text.slice(at);
}, SHOPS[shop])));

/** Every path to a value in the data, with the keys of each map. */
function paths(value: unknown, path: (string | number)[] = []): { path: (string | number)[]; keys: string[]; value: unknown }[] {
  if (Array.isArray(value)) return [{ path, keys: [], value }, ...value.flatMap((item, i) => paths(item, [...path, i]))];
  if (value !== null && typeof value === 'object') return [{ path, keys: Object.keys(value), value }, ...Object.entries(value).flatMap(([key, item]) => paths(item, [...path, key]))];
  return [{ path, keys: [], value }];
}

const withPositions = (source: string): Parsed => {
  const lineCounter = new LineCounter();
  return { file: 'shop.yaml', source, doc: parseDocument(source, { lineCounter, uniqueKeys: true, merge: true }), lineCounter };
};

describe('the text as parsed', () => {
  it('loses a byte-order mark and ends a line at a carriage return alone, as an editor shows it', () => {
    expect(normalized('\uFEFFa: 1\rb: 2\r\nc: 3\r')).toBe('a: 1\nb: 2\r\nc: 3\n');
    expect(normalized('a: 1\nb: \uFEFF2\n')).toBe('a: 1\nb: \uFEFF2\n');
    expect(normalized('\uFEFF')).toBe('');
  });
});

describe('the plain reader', () => {
  it('reads the project\'s shop files as the yaml package does', () => {
    for (const source of SHOPS) {
      const plain = plainData(normalized(source));
      expect(plain, 'a shop file is plain YAML').toBeDefined();
      expect({ data: plain!.data }).toStrictEqual(byYaml(normalized(source)));
    }
  });

  it('reads a mutated shop file as the yaml package does, or declines it', () => {
    let read = 0;
    fc.assert(fc.property(mutated, (source) => {
      const plain = plainData(source);
      if (!plain) return;
      read += 1;
      expect({ data: plain.data }).toStrictEqual(byYaml(source));
    }), { numRuns: 600 });
    expect(read, 'most mutations leave plain YAML').toBeGreaterThan(200);
  });

  it('reads any plain scalar as the yaml package does: numbers, true, null and text alike', () => {
    const scalar = fc.oneof(
      fc.string({ unit: fc.constantFrom(...'0123456789+-._eEoxXabfABFinINaNtrueTRUElsLSnul~'), minLength: 1, maxLength: 8 }),
      fc.constantFrom('1e400', '-1e400', '.inf', '-.Inf', '.NaN', '.nan', '0o17', '0x1F', '0b101', '1_000', '+12', '-0', '0.', '.5', '1E+3', 'yes', 'Null', '~', '12:30', '9007199254740993'),
    );
    let read = 0;
    fc.assert(fc.property(scalar, (text) => {
      const source = `value: ${text}\nlist: [${text}]\n`;
      const plain = plainData(source);
      const yaml = byYaml(source);
      if (!plain) return;
      read += 1;
      expect({ data: plain.data }).toStrictEqual(yaml);
    }), { numRuns: 3000 });
    expect(read, 'most scalars are plain').toBeGreaterThan(2000);
  });

  it.each([
    ['an anchor and its alias', 'a: &x 1\nb: *x\n'],
    ['a tag', 'a: !!str 1\n'],
    ['a directive', '%YAML 1.2\n---\na: 1\n'],
    ['two documents', 'a: 1\n---\nb: 2\n'],
    ['a merge key', 'a: {b: 1}\nc:\n  <<: {b: 2}\n'],
    ['a number as a key', '2019: opened\n'],
    ['an empty key', ': value\n'],
    ['a null key', '~: value\n'],
    ['a list as a key', '? [a, b]\n: c\n'],
    ['a key written twice', 'a: 1\na: 2\n'],
    ['a syntax error', 'a: [1, 2\n'],
    ['an empty file', ''],
    ['a document end marker', '...\na: 1\n'],
    ['a document start marker', '---\na: 1\n'],
    ['an explicit key', 'a:\n  ? b\n  : c\n'],
    ['a key of 1,025 characters', `${'k'.repeat(1025)}: 1\n`],
    ['a key of 1,025 characters in a list', `- ${'k'.repeat(1000)}${' '.repeat(30)}: 1\n`],
    ['a \\U escape beyond Unicode', 'a: "\\U00110000"\n'],
    ['a line of a tab after a block text', 'k: |\n  text\n\t\nb: 1\n'],
    ['a line of a tab in a text', 'a: bc\n\t\n  d\n'],
    ['a tab before a key', '- b:\n\t\n  d: e\n'],
    // Found by the mutation property above (seed -1102653471): the yaml package skips a byte-order
    // mark that starts a line before the first content, where js-yaml read "\uFEFF# note" as a key.
    ['a byte-order mark starting a line', '\n\uFEFF# note: a comment\nsite: 1\n'],
    ['a byte-order mark starting a later line', 'a: 1\n\uFEFFb: 2\n'],
    // Found by the placing property below (seed 421902429): a ">" typed before the first line made
    // the whole file one folded text, which the plain tree could not place.
    ['a file that is one block text', '> # a comment\na: 1\n'],
  ])('declines %s, for the yaml package to read (and to place its problem)', (_, source) => {
    expect(plainData(source)).toBeUndefined();
  });

  /** Places every field and key of `source` with its plain tree alone (the yaml package's tree refused) and checks each against the yaml package's place. */
  const placedAlike = (source: string) => {
    const tree = plainTree(source);
    expect(tree).toBeDefined();
    const slow = withPositions(source);
    const refused = () => { throw new Error('the yaml package was asked'); };
    // The tree alone, but for an empty value (`key:`), which the yaml package places (locate.ts).
    const quick: Parsed = { file: 'shop.yaml', source, tree, get doc() { return refused(); }, get lineCounter() { return refused(); } };
    const asked: Parsed = { ...slow, tree };
    for (const { path, keys, value } of paths(plainData(source)!.data)) {
      expect(locate(value === null ? asked : quick, path), path.join('.')).toStrictEqual(locate(slow, path));
      for (const key of keys) expect(locate(quick, path, key), `${path.join('.')} key ${key}`).toStrictEqual(locate(slow, path, key));
      // A field that is not there: placed at the deepest part that is.
      if (value !== null) expect(locate(quick, [...path, 'missing', 0])).toStrictEqual(locate(slow, [...path, 'missing', 0]));
    }
  };

  it('places every field and every key where the yaml package places it, in shop files and their mutations', () => {
    for (const source of SHOPS) placedAlike(normalized(source));
    let placed = 0;
    fc.assert(fc.property(mutated, (source) => {
      if (!plainData(source)) return;
      placedAlike(source);
      placed += 1;
    }), { numRuns: 60 });
    expect(placed, 'most mutations leave plain YAML').toBeGreaterThan(20);
  });

  it.each([
    ['block texts, quoted texts and empty values', 'a: |\n  one\nb: >-\n\n  two\n  three\nc: "q"\nd: \'s\'\ne:\nf: | # a | b\n  x\ng:\n  - |2\n     y\n  - >+\n\nh: {i: j, k: }\n'],
    ['a quoted key holding | and #', '"x | #y": |\n  z\n\'a >#\': >\n  z\n'],
    ['a line separator in a comment', 'a: | # x\u2028y\n  z\n'],
    ['block texts in lists of lists', '- |\n  a\n- - >-\n    b\n-   - |\n      c\n'],
    ['a long key', `${'k'.repeat(990)}: |\n  z\n`],
  ])('places %s where the yaml package does', (_, source) => {
    placedAlike(source);
  });

  it('knows when a value may be cut at a comma in { }, and asks the yaml package then', () => {
    const source = 'service:\n  hero: { title: Fix, Repair }\n';
    expect(plainTree(source)!.mayBeCut, 'a key without a value in { }').toBe(true);
    expect(plainTree('a: {b: c}\nd:\n')!.mayBeCut).toBe(false);
    // The comma's message, as the yaml package's tree gives it.
    const placed = placeAt(parse('shop.yaml', source), ['service', 'hero', 'Repair'], 'is not a field');
    expect(placed).toStrictEqual(placeAt(withPositions(source), ['service', 'hero', 'Repair'], 'is not a field'));
    expect(placed.message).toMatch(/comma/);
  });

  it('finds the first key on any line where the yaml package\'s tree has it', () => {
    // Besides the shops, lines where a value in [ ] or { } ends beside the next key, or a list item is empty.
    const odd = ['m: {a: [\n  {x: 1}], b: 2}\nn: 1\n', 'l:\n  -\n  - k: 1\n    j: [\n      {y: 2}]\n', 'p: [[\n  {x: 1}], {y: 2,\n z: 3}]\nt:\n'];
    for (const source of [...SHOPS.map(normalized), ...odd]) {
      const { doc, lineCounter } = withPositions(source);
      const first = new Map<number, (string | number)[]>();
      const visit = (node: unknown, path: (string | number)[]) => {
        if (isMap(node)) {
          for (const pair of node.items) {
            if (!isScalar(pair.key)) continue;
            const line = lineCounter.linePos(pair.key.range![0]).line;
            if (!first.has(line)) first.set(line, [...path, String(pair.key.value)]);
            visit(pair.value, [...path, String(pair.key.value)]);
          }
        } else if (isSeq(node)) node.items.forEach((item, index) => visit(item, [...path, index]));
      };
      visit(doc.contents, []);
      const tree = plainTree(source)!;
      expect(tree, 'plain YAML').toBeDefined();
      const lines = source.split('\n').length;
      for (let line = 1; line <= lines; line += 1) expect(keyPathOnLine(tree, line), `line ${line} of ${source.slice(0, 30)}`).toStrictEqual(first.get(line));
    }
  });

  it('gives the sample content warnings of a plain file without parsing it into the yaml package\'s tree', () => {
    const source = SHOPS[0];
    const quick = parse('shop.yaml', source);
    const slow = { ...withPositions(normalized(source)), data: quick.data };
    let parsedAgain = 0;
    const counted = Object.create(quick, {
      doc: { get: () => { parsedAgain += 1; return slow.doc; } },
      lineCounter: { get: () => { parsedAgain += 1; return slow.lineCounter; } },
    }) as typeof quick;
    const warnings = leftoverWarnings(counted, quick.data as never);
    expect(warnings.length, 'the sample shop has leftovers to warn about').toBeGreaterThan(5);
    expect(warnings).toStrictEqual(leftoverWarnings(slow, quick.data as never));
    expect(parsedAgain).toBe(0);
  });
});
