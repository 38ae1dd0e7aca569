// Building again into the same folder writes only the files whose bytes changed (generator/output/write-files.ts):
// every other file is linked from the last build, untouched (same file, same time), and the site is
// the same, byte for byte, as a clean build of the edited shop, whatever the edits.
import { chmod, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { parseDocument } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopWithArticles } from '../articles.ts';
import { runCli, tempDir } from '../helpers.ts';

async function files(dir: string, at = dir): Promise<string[]> {
  const entries = await readdir(at, { withFileTypes: true });
  return (await Promise.all(entries.map((e) => (e.isDirectory() ? files(dir, path.join(at, e.name)) : [path.relative(dir, path.join(at, e.name))]))))
    .flat()
    .sort();
}

/** Every file of a built site: its bytes, its inode (whether it is the same file as before) and when it last changed. */
async function snapshot(dir: string): Promise<Map<string, { bytes: Buffer; ino: number; ctimeMs: number }>> {
  const all = await files(dir);
  return new Map(
    await Promise.all(
      all.map(async (name) => {
        const { ino, ctimeMs } = await stat(path.join(dir, name));
        return [name, { bytes: await readFile(path.join(dir, name)), ino, ctimeMs }] as const;
      }),
    ),
  );
}

/** A build as `npm run build` makes it; what it printed. */
async function build(config: string, out: string): Promise<string> {
  const built = await runCli(['build', '--config', config, '--out', out]);
  expect(built.code, built.err).toBe(0);
  return built.out;
}

// What an owner changes between two builds, as edits of the YAML document.
type Edit = (doc: ReturnType<typeof parseDocument>) => void;
/** The i-th article of the list as it is now (modulo its length): earlier edits of a chain may have removed some. */
const article = (doc: ReturnType<typeof parseDocument>, i: number): number => i % (doc.getIn(['blog', 'posts']) as { items: unknown[] }).items.length;
const edits: Record<string, fc.Arbitrary<Edit>> = {
  price: fc.tuple(fc.nat(20), fc.integer({ min: 100, max: 90_000 })).map(
    ([i, price]): Edit =>
      (doc) => {
        const repairs = doc.getIn(['catalogue', 'repairs']) as { items: unknown[] };
        const at = ['catalogue', 'repairs', i % repairs.items.length, 'prices'];
        const prices = doc.getIn(at) as { items: { key: { value: string }; value: { value: unknown } }[] };
        const numbered = prices.items.filter((pair) => typeof pair.value.value === 'number');
        if (numbered.length > 0) doc.setIn([...at, numbered[price % numbered.length].key.value], price);
      },
  ),
  articleTitle: fc.tuple(fc.nat(30), fc.constantFrom('A new title', 'Battery care, revisited', 'नई बैटरी')).map(
    ([i, title]): Edit =>
      (doc) => {
        doc.setIn(['blog', 'posts', article(doc, i), 'title'], title);
      },
  ),
  articleRemoved: fc.nat(30).map(
    (i): Edit =>
      (doc) => {
        doc.deleteIn(['blog', 'posts', article(doc, i)]);
      },
  ),
  tagline: fc.constantFrom('Repairs while you wait', 'Fixed today').map(
    (text): Edit =>
      (doc) => {
        doc.setIn(['business', 'tagline'], text);
      },
  ),
  // Below every other price, or above: the range every page's structured data shows.
  priceAtAnEnd: fc.constantFrom(1, 999_999).map(
    (price): Edit =>
      (doc) => {
        doc.setIn(
          [
            'catalogue',
            'repairs',
            0,
            'prices',
            (doc.getIn(['catalogue', 'repairs', 0, 'prices']) as { items: { key: { value: string } }[] }).items[0].key.value,
          ],
          price,
        );
      },
  ),
  articleBody: fc.tuple(fc.nat(30), fc.constantFrom('New **body**.', 'Short.')).map(
    ([i, body]): Edit =>
      (doc) => {
        doc.setIn(['blog', 'posts', article(doc, i), 'body'], body);
      },
  ),
  articleAdded: fc.nat(1000).map(
    (n): Edit =>
      (doc) => {
        // A slug no other article has: a chain may add the same number twice, and a repeated slug is refused.
        const taken = new Set((doc.getIn(['blog', 'posts']) as { items: { get: (key: string) => unknown }[] }).items.map((post) => post.get('slug')));
        let slug = `added-${n}`;
        for (let k = 2; taken.has(slug); k += 1) slug = `added-${n}-${k}`;
        doc.addIn(
          ['blog', 'posts'],
          doc.createNode({ title: `Added ${n}`, slug, excerpt: 'An added note.', date: '2026-02-02', author: 'B', readTime: 3, category: 'C', body: 'Added.' }),
        );
      },
  ),
  word: fc.constantFrom('All the articles', 'Every note').map(
    (text): Edit =>
      (doc) => {
        doc.setIn(['ui', 'en', 'allArticles'], text);
      },
  ),
  service: fc.constantFrom('Screen swap', 'Display repair').map(
    (title): Edit =>
      (doc) => {
        doc.setIn(['services', 0, 'title'], title);
      },
  ),
  nothing: fc.constant((): void => undefined),
};
/** One edit of each kind, drawn with a fixed seed: the first run makes them all, so that every run of the test tries every kind. */
const everyKind: Edit[] = Object.values(edits).map((kind) => fc.sample(kind, { numRuns: 1, seed: 1 })[0]);

describe('a build into the folder of the last one', () => {
  let dir: string;
  let config: string;
  let original: string;
  beforeAll(async () => {
    dir = await tempDir();
    config = await shopWithArticles(dir, 26);
    original = await readFile(config, 'utf8');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('keeps every file whose bytes are the same, writes the rest, and matches a clean build byte for byte', async () => {
    let round = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(...Object.values(edits)), { minLength: 1, maxLength: 3 }), async (chosen) => {
        round += 1;
        const out = path.join(dir, `site-${round}`);
        const clean = path.join(dir, `clean-${round}`);
        await writeFile(config, original);
        await build(config, out);
        const before = await snapshot(out);
        const doc = parseDocument(original);
        for (const edit of chosen) edit(doc);
        await writeFile(config, doc.toString());
        const said = await build(config, out);
        await build(config, clean);
        const after = await snapshot(out);
        const fresh = await snapshot(clean);
        expect([...after.keys()]).toEqual([...fresh.keys()]);
        let kept = 0;
        for (const [name, { bytes, ino }] of after) {
          expect(bytes.equals(fresh.get(name)!.bytes), `${name} differs from a clean build`).toBe(true);
          // The marker is the build's own record, always written anew.
          if (name === '.shop-site') continue;
          const old = before.get(name);
          const unchanged = old?.bytes.equals(bytes) ?? false;
          expect(ino === old?.ino, `${name}: ${unchanged ? 'unchanged, yet written again' : 'changed, yet kept'}`).toBe(unchanged);
          if (unchanged) kept += 1;
        }
        expect(said).toContain(
          `(${kept.toLocaleString('en-IN')} files unchanged since the last build, ${(after.size - 1 - kept).toLocaleString('en-IN')} written)`,
        );
        await rm(out, { recursive: true });
        await rm(clean, { recursive: true });
      }),
      { numRuns: 4, examples: [[everyKind]] },
    );
  }, 240_000);

  it('matches a clean build after a chain of edits and rebuilds, with some of the built files deleted or their mode changed between them', async () => {
    const disturbance = fc.constantFrom('none', 'delete some', 'chmod some');
    let round = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.array(fc.oneof(...Object.values(edits)), { minLength: 1, maxLength: 2 }), disturbance), { minLength: 2, maxLength: 3 }),
        async (steps) => {
          round += 1;
          const out = path.join(dir, `chain-${round}`);
          await writeFile(config, original);
          await build(config, out);
          const doc = parseDocument(original);
          for (const [chosen, disturb] of steps) {
            const some = (await files(out)).filter((name, i) => name.endsWith('.html') && i % 7 === round % 7);
            if (disturb === 'delete some') for (const name of some) await rm(path.join(out, name));
            if (disturb === 'chmod some') for (const name of some) await chmod(path.join(out, name), 0o664);
            for (const edit of chosen) edit(doc);
            await writeFile(config, doc.toString());
            await build(config, out);
          }
          const clean = path.join(dir, `chain-clean-${round}`);
          await build(config, clean);
          const names = await files(clean);
          expect(await files(out)).toEqual(names);
          for (const name of names)
            expect((await readFile(path.join(out, name))).equals(await readFile(path.join(clean, name))), `${name} differs from a clean build`).toBe(true);
          await rm(out, { recursive: true });
          await rm(clean, { recursive: true });
        },
      ),
      { numRuns: 3 },
    );
  }, 300_000);

  it('keeps files again in the build after one that kept them', async () => {
    await writeFile(config, original);
    const out = path.join(dir, 'three');
    await build(config, out);
    await build(config, out);
    const before = await snapshot(out);
    const said = await build(config, out);
    const after = await snapshot(out);
    const kept = [...after].filter(([name, { ino }]) => name !== '.shop-site' && before.get(name)?.ino === ino).length;
    expect(kept).toBe(after.size - 1);
    expect(said).toContain(`(${kept.toLocaleString('en-IN')} files unchanged since the last build, 0 written)`);
  });

  it('refuses to overwrite a file changed by hand since, even with its size and time kept, and names it', async () => {
    await writeFile(config, original);
    const out = path.join(dir, 'by-hand');
    await build(config, out);
    const page = path.join(out, 'about', 'index.html');
    const { mtime } = await stat(page);
    const edit = (await readFile(page, 'utf8')).replace('<title>', '<TITLE>');
    await writeFile(page, edit);
    await utimes(page, mtime, mtime);
    // Same size, same time, different bytes: the recorded hash sees it.
    const refused = await runCli(['build', '--config', config, '--out', out]);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('files this generator wrote there were changed since (about/index.html)');
    expect(await readFile(page, 'utf8')).toBe(edit);
  });
});
