// A file with thousands of mistakes (a search-and-replace gone wrong) is reported in linear time:
// the file is split into lines once, the first 50 problems are shown in full, in the order of the
// file, and the rest are counted. How fast is measured by `npm run bench`, not here.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { characterColumn } from '../../generator/shop/lines.ts';
import { fixture, runCli, tempDir } from '../helpers.ts';
import { writeInvalidShop } from '../invalid-shops.ts';

async function shopWithBadDates(count: number): Promise<string> {
  const posts = Array.from(
    { length: count },
    (_, i) => `    - { title: Note ${i}, slug: note-${i}, excerpt: A note., date: 2026-02-30, author: A, readTime: 2, category: C, body: Text. }\n`,
  ).join('');
  const file = path.join(await tempDir(), 'shop.yaml');
  await writeFile(file, (await readFile(fixture('minimal.yaml'), 'utf8')).replace('  posts: []\n', `  posts:\n${posts}`));
  return file;
}

describe('a file with thousands of problems', () => {
  it('shows the first 50 in full, in the order of the file, and counts the rest', async () => {
    const file = await shopWithBadDates(3000);
    const result = await runCli(['check', '--config', file]);
    expect(result.code).toBe(1);
    const located = [...result.err.matchAll(/^.+:(\d+):(\d+) {2}blog\.posts\.(\d+)\.date {2}is not a real date/gm)];
    expect(located).toHaveLength(50);
    expect(located.map((m) => Number(m[3]))).toEqual(Array.from({ length: 50 }, (_, i) => i));
    const lines = located.map((m) => Number(m[1]));
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
    expect(result.err.match(/^ {2}> +\d+ \|/gm)).toHaveLength(50);
    expect(result.err).toContain('…and 2,950 more, not shown');
    expect(result.err.trim().split('\n').at(-1)).toBe(`${file} has 3,000 problems. Fix them and run the command again.`);
  });

  it('puts a problem of every kind in the order of the file, not in the order of the schema', async () => {
    const result = await runCli(['check', '--config', await writeInvalidShop('mixed-mistakes', await tempDir())]);
    const lines = [...result.err.matchAll(/^.+?:(\d+):\d+ {2}/gm)].map((m) => Number(m[1]));
    expect(lines).toHaveLength(5);
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
  });
});

describe('a column in characters', () => {
  // Near the top of the file the line is read without splitting the file; further down from the split lines.
  it('is the same whether the line is read from the start or from the split file', () => {
    const character = fc.constantFrom('a', 'é', '😀', ' ', '\n', '\r\n', '\r', ':');
    fc.assert(
      fc.property(fc.array(character, { maxLength: 400 }), fc.integer({ min: 1, max: 80 }), fc.integer({ min: 1, max: 12 }), (parts, line, column) => {
        const source = parts.join('');
        const text = source.split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l))[line - 1];
        expect(characterColumn(source, line, column)).toBe([...(text?.slice(0, column - 1) ?? '')].length + 1);
      }),
      { numRuns: 2000 },
    );
  });
});
