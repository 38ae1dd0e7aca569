// A shop file read with its large parts kept from an earlier read (generator/plain-parts.ts) must give
// exactly what reading it whole gives: the same data, the same place for every node and key, the
// same lines, and the same refusal. Here every part over a few hundred characters is kept, so each
// field of the shop at the top of the file is a part, and the files are edited the way typing goes
// wrong, between the parts and inside them.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { normalized } from '../../generator/load.ts';
import { partsOf, plainDataWithParts } from '../../generator/plain-parts.ts';
import { plainData } from '../../generator/plain-yaml.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'plain-parts-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let files = 0;
const freshCache = () => ({ file: path.join(folder, `parts-${(files += 1)}.bin`), code: 'test' });

const SMALL = 300;
const SHOP = normalized(readFileSync('shop.yaml', 'utf8'));

/** What a read gives, with the line and column of every node and key, for comparing. */
function seen(read: ReturnType<typeof plainData>) {
  if (!read) return undefined;
  const places: string[] = [];
  const walk = (node: NonNullable<typeof read>['tree']['root'], at: string) => {
    places.push(`${at} ${node.start} ${node.start < 0 ? '' : JSON.stringify(read.tree.linePos(node.start))}`);
    node.items?.forEach((item, index) => walk(item, `${at}.${index}`));
    for (const [key, entry] of node.entries ?? []) {
      places.push(`${at}.${key} key ${entry.keyStart} ${JSON.stringify(read.tree.linePos(entry.keyStart))}`);
      walk(entry.value, `${at}.${key}`);
    }
  };
  walk(read.tree.root, '');
  return { data: read.data, places, mayBeCut: read.tree.mayBeCut };
}

const CHARACTERS = [' ', '  ', '\n', '\n\n', ':', ': ', '-', '- ', '#', ' #', '"', "'", '[', ']', '{', '}', ',', '|', '|+', '>', '&a ', '*a', '? ', '---', '\ufeff', 'x', 'blog:', '\nblog:\n', '\nprices:\n', '\nx: "', '\n  - ', '\r\n', '\t'];
const edit = fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.boolean(), fc.constantFrom(...CHARACTERS), fc.integer({ min: 1, max: 3 })), { minLength: 1, maxLength: 3 });
const edited = (text: string, edits: [number, boolean, string, number][]) => normalized(edits.reduce((out, [where, remove, add, count]) => {
  // Half the edits at the start of a line: where a field, a comment or a part begins.
  const at = Math.floor(where * out.length);
  return remove ? out.slice(0, at) + out.slice(at + count) : out.slice(0, at) + add + out.slice(at);
}, text));

describe('a shop file read with its large parts kept', () => {
  it('finds the fields written alone on their line, each up to the next field at the left edge', () => {
    const parts = partsOf('a: 1\nb:\n  c: 2\n# note\nd:   # why\n- x\n- y\ne:\r\n  f\n');
    expect(parts.map(({ name, at, valueStart, end }) => [name, at, valueStart, end])).toStrictEqual([['b', 5, 8, 22], ['d', 22, 33, 41], ['e', 41, 45, 49]]);
    expect(partsOf(SHOP).map((part) => part.name)).toContain('blog');
  });

  it('reads the shop as a whole read does, the parts kept or not', () => {
    const cache = freshCache();
    expect(seen(plainDataWithParts(SHOP, cache, SMALL))).toStrictEqual(seen(plainData(SHOP)));
    // The second read takes every part from the first.
    expect(seen(plainDataWithParts(SHOP, cache, SMALL))).toStrictEqual(seen(plainData(SHOP)));
  });

  it('reads an edited file as a whole read does, or declines it as a whole read does', () => {
    let kept = 0;
    fc.assert(fc.property(edit, edit, (first, second) => {
      const cache = freshCache();
      const before = edited(SHOP, first);
      const after = edited(SHOP, second);
      expect(seen(plainDataWithParts(before, cache, SMALL))).toStrictEqual(seen(plainData(before)));
      expect(seen(plainDataWithParts(after, cache, SMALL))).toStrictEqual(seen(plainData(after)));
      kept += Number(plainData(after) !== undefined);
    }), { numRuns: 300 });
    expect(kept, 'most edits leave plain YAML').toBeGreaterThan(100);
  });

  it('reads a file whose edit swallows a kept part as a whole read does', () => {
    const cache = freshCache();
    plainDataWithParts(SHOP, cache, SMALL);
    const before = SHOP.indexOf('\nblog:\n');
    for (const opened of ['\npricingNote: "', '\npricingNote: [', '\npricingNote: {', '\npricingNote: |\n', '\nblog:\n  x: 1\n']) {
      const text = SHOP.slice(0, before) + opened + SHOP.slice(before);
      expect(seen(plainDataWithParts(text, cache, SMALL))).toStrictEqual(seen(plainData(text)));
    }
  });

  it('reads the whole file when the kept parts are damaged or from other code', () => {
    const cache = freshCache();
    plainDataWithParts(SHOP, cache, SMALL);
    writeFileSync(cache.file, readFileSync(cache.file).subarray(0, 1000));
    expect(seen(plainDataWithParts(SHOP, cache, SMALL))).toStrictEqual(seen(plainData(SHOP)));
    plainDataWithParts(SHOP, cache, SMALL);
    expect(seen(plainDataWithParts(SHOP, { ...cache, code: 'other' }, SMALL))).toStrictEqual(seen(plainData(SHOP)));
  });
});
