// Building again into the same folder writes only the files whose bytes changed (generator/unchanged.ts):
// every other file is kept from the last build, untouched (same file, same time), and the site is
// the same, byte for byte, as a clean build of the edited shop, whatever the edits.
import { chmod, copyFile, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { parseDocument } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopWithArticles } from '../articles.ts';
import { runCli, tempDir } from '../helpers.ts';

async function files(dir: string, at = dir): Promise<string[]> {
  const entries = await readdir(at, { withFileTypes: true });
  return (await Promise.all(entries.map((e) => (e.isDirectory() ? files(dir, path.join(at, e.name)) : [path.relative(dir, path.join(at, e.name))])))).flat().sort();
}

/** Every file of a built site: its bytes, its inode (whether it is the same file as before) and when it last changed. */
async function snapshot(dir: string): Promise<Map<string, { bytes: Buffer; ino: number; ctimeMs: number }>> {
  const all = await files(dir);
  return new Map(await Promise.all(all.map(async (name) => {
    const { ino, ctimeMs } = await stat(path.join(dir, name));
    return [name, { bytes: await readFile(path.join(dir, name)), ino, ctimeMs }] as const;
  })));
}

/** Where the builds of this file keep their pages, as `npm run build` keeps them in .cache/ (set in beforeAll). */
let PAGES = '';

/** A build as `npm run build` makes it; `pages` names the copy of the last build's pages it takes from and keeps (generator/kept-pages.ts). */
async function build(config: string, out: string, pages = PAGES): Promise<string> {
  const own = process.env.SHOP_PAGES_CACHE;
  process.env.SHOP_PAGES_CACHE = pages;
  try {
    const built = await runCli(['build', '--config', config, '--out', out]);
    expect(built.code, built.err).toBe(0);
    return built.out;
  } finally {
    process.env.SHOP_PAGES_CACHE = own;
  }
}

/** A build that renders every page: into an empty folder, with no copy of earlier pages to take. */
let cleanBuilds = 0;
async function cleanBuild(config: string, out: string): Promise<string> {
  cleanBuilds += 1;
  return build(config, out, path.join(path.dirname(out), `no-pages-${cleanBuilds}.bin`));
}

// What an owner changes between two builds, as edits of the YAML document.
type Edit = (doc: ReturnType<typeof parseDocument>) => void;
/** The i-th article of the list as it is now (modulo its length): earlier edits of a chain may have removed some. */
const article = (doc: ReturnType<typeof parseDocument>, i: number): number => i % (doc.getIn(['blog', 'posts']) as { items: unknown[] }).items.length;
const edits: Record<string, fc.Arbitrary<Edit>> = {
  price: fc.tuple(fc.nat(20), fc.integer({ min: 100, max: 90_000 })).map(([i, price]): Edit => (doc) => {
    const repairs = doc.getIn(['catalogue', 'repairs']) as { items: unknown[] };
    const at = ['catalogue', 'repairs', i % repairs.items.length, 'prices'];
    const prices = doc.getIn(at) as { items: { key: { value: string }; value: { value: unknown } }[] };
    const numbered = prices.items.filter((pair) => typeof pair.value.value === 'number');
    if (numbered.length > 0) doc.setIn([...at, numbered[price % numbered.length].key.value], price);
  }),
  articleTitle: fc.tuple(fc.nat(30), fc.constantFrom('A new title', 'Battery care, revisited', 'नई बैटरी')).map(([i, title]): Edit => (doc) => {
    doc.setIn(['blog', 'posts', article(doc, i), 'title'], title);
  }),
  articleRemoved: fc.nat(30).map((i): Edit => (doc) => {
    doc.deleteIn(['blog', 'posts', article(doc, i)]);
  }),
  tagline: fc.constantFrom('Repairs while you wait', 'Fixed today').map((text): Edit => (doc) => {
    doc.setIn(['business', 'tagline'], text);
  }),
  // Below every other price, or above: the range every page's structured data shows.
  priceAtAnEnd: fc.constantFrom(1, 999_999).map((price): Edit => (doc) => {
    doc.setIn(['catalogue', 'repairs', 0, 'prices', (doc.getIn(['catalogue', 'repairs', 0, 'prices']) as { items: { key: { value: string } }[] }).items[0].key.value], price);
  }),
  articleBody: fc.tuple(fc.nat(30), fc.constantFrom('New **body**.', 'Short.')).map(([i, body]): Edit => (doc) => {
    doc.setIn(['blog', 'posts', article(doc, i), 'body'], body);
  }),
  articleAdded: fc.nat(1000).map((n): Edit => (doc) => {
    // A slug no other article has: a chain may add the same number twice, and a repeated slug is refused.
    const taken = new Set((doc.getIn(['blog', 'posts']) as { items: { get: (key: string) => unknown }[] }).items.map((post) => post.get('slug')));
    let slug = `added-${n}`;
    for (let k = 2; taken.has(slug); k += 1) slug = `added-${n}-${k}`;
    doc.addIn(['blog', 'posts'], doc.createNode({ title: `Added ${n}`, slug, excerpt: 'An added note.', date: '2026-02-02', author: 'B', readTime: 3, category: 'C', body: 'Added.' }));
  }),
  word: fc.constantFrom('All the articles', 'Every note').map((text): Edit => (doc) => {
    doc.setIn(['ui', 'en', 'allArticles'], text);
  }),
  service: fc.constantFrom('Screen swap', 'Display repair').map((title): Edit => (doc) => {
    doc.setIn(['services', 0, 'title'], title);
  }),
  nothing: fc.constant((): void => undefined),
};

describe('a build into the folder of the last one', () => {
  let dir: string;
  let config: string;
  let original: string;
  beforeAll(async () => {
    dir = await tempDir();
    PAGES = path.join(dir, 'pages.bin');
    config = await shopWithArticles(dir, 26);
    original = await readFile(config, 'utf8');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('keeps every file whose bytes are the same, writes the rest, and matches a clean build byte for byte', async () => {
    let round = 0;
    await fc.assert(fc.asyncProperty(fc.array(fc.oneof(...Object.values(edits)), { minLength: 1, maxLength: 3 }), async (chosen) => {
      round += 1;
      const out = path.join(dir, `site-${round}`);
      const clean = path.join(dir, `clean-${round}`);
      const taken = path.join(dir, `taken-${round}`);
      const pages = path.join(dir, `pages-${round}.bin`);
      await writeFile(config, original);
      await build(config, out);
      // The pages of the shop as it was, as a build into an empty folder finds them after the edits.
      await copyFile(PAGES, pages);
      const before = await snapshot(out);
      const doc = parseDocument(original);
      for (const edit of chosen) edit(doc);
      await writeFile(config, doc.toString());
      const said = await build(config, out);
      await cleanBuild(config, clean);
      await build(config, taken, pages);
      const after = await snapshot(out);
      const fresh = await snapshot(clean);
      expect([...after.keys()]).toEqual([...fresh.keys()]);
      // Into an empty folder, taking the unchanged pages from the copy: the same site, marker included.
      const fromCopy = await snapshot(taken);
      expect([...fromCopy.keys()]).toEqual([...fresh.keys()]);
      for (const [name, { bytes }] of fromCopy) expect(bytes.equals(fresh.get(name)!.bytes), `${name}, taken from the copy of the pages, differs from a clean build`).toBe(true);
      let kept = 0;
      let same = 0;
      // File times are coarse: what the last build wrote in the tick of its marker cannot be told
      // from a later change, so it may be written again (unchanged.ts).
      const marked = before.get('.shop-site')!.ctimeMs;
      for (const [name, { bytes, ino }] of after) {
        expect(bytes.equals(fresh.get(name)!.bytes), `${name} differs from a clean build`).toBe(true);
        // The marker is the build's own record, always written anew.
        if (name === '.shop-site') continue;
        const old = before.get(name);
        const unchanged = old !== undefined && old.bytes.equals(bytes);
        if (ino === old?.ino) {
          expect(unchanged, `${name} changed, yet was kept`).toBe(true);
          kept += 1;
        } else if (unchanged) {
          expect(old.ctimeMs, `${name} is unchanged, yet was written again`).toBeGreaterThanOrEqual(marked);
        }
        if (unchanged) same += 1;
      }
      expect(kept).toBeGreaterThan(same * 0.8);
      expect(said).toContain(`(${kept.toLocaleString('en-IN')} files unchanged since the last build, ${(after.size - 1 - kept).toLocaleString('en-IN')} written;`);
      await rm(out, { recursive: true });
      await rm(clean, { recursive: true });
      await rm(taken, { recursive: true });
    }), { numRuns: 16 });
  }, 240_000);

  it('matches a clean build after a chain of edits and rebuilds, whatever happened to the output and the copy of the pages between them', async () => {
    // Between builds, some files of the output are deleted or touched (a change of mode changes their
    // change time, as sharing the folder with a web server's group does): those cannot be kept, and
    // the pages behind them are taken from the copy of the pages, or rendered after all, noting what
    // they read like any other. The copy is this folder's last build's, none, the shop's as it was
    // before the edits, or another shop's (built from the same checkout, it replaced this one's).
    const disturbance = fc.constantFrom('none', 'delete some', 'touch all', 'touch some');
    const copies = fc.constantFrom('own', 'none', 'stale', 'other');
    const other = path.join(dir, 'other-pages.bin');
    const otherShop = await shopWithArticles(await tempDir('other-shop-'), 3);
    await build(otherShop, path.join(dir, 'other-site'), other);
    let round = 0;
    await fc.assert(fc.asyncProperty(fc.array(fc.tuple(fc.array(fc.oneof(...Object.values(edits)), { minLength: 1, maxLength: 2 }), disturbance, copies), { minLength: 2, maxLength: 3 }), async (steps) => {
      round += 1;
      const out = path.join(dir, `chain-${round}`);
      const stale = path.join(dir, `chain-stale-${round}.bin`);
      await writeFile(config, original);
      await build(config, out);
      await copyFile(PAGES, stale);
      const doc = parseDocument(original);
      for (const [chosen, disturb, copy] of steps) {
        const pages = (await files(out)).filter((name) => name.endsWith('.html'));
        const some = pages.filter((_, i) => i % 7 === round % 7);
        if (disturb === 'delete some') for (const name of some) await rm(path.join(out, name));
        if (disturb === 'touch all' || disturb === 'touch some') for (const name of disturb === 'touch all' ? pages : some) await chmod(path.join(out, name), 0o664);
        if (copy === 'none') await rm(PAGES, { force: true });
        if (copy === 'stale') await copyFile(stale, PAGES);
        if (copy === 'other') await copyFile(other, PAGES);
        for (const edit of chosen) edit(doc);
        await writeFile(config, doc.toString());
        await build(config, out);
      }
      const clean = path.join(dir, `chain-clean-${round}`);
      await cleanBuild(config, clean);
      const names = await files(clean);
      expect(await files(out)).toEqual(names);
      for (const name of names) expect((await readFile(path.join(out, name))).equals(await readFile(path.join(clean, name))), `${name} differs from a clean build`).toBe(true);
      await rm(out, { recursive: true });
      await rm(clean, { recursive: true });
    }), { numRuns: 12 });
  }, 300_000);

  it('keeps files again in the build after one that kept them (removing the old site touched them)', async () => {
    await writeFile(config, original);
    const out = path.join(dir, 'three');
    await build(config, out);
    await build(config, out);
    const before = await snapshot(out);
    const said = await build(config, out);
    const after = await snapshot(out);
    // The marker is written anew each time (and may get a number the old site freed).
    const kept = [...after].filter(([name, { ino }]) => name !== '.shop-site' && before.get(name)?.ino === ino).length;
    expect(kept).toBeGreaterThan(after.size * 0.8);
    expect(said).toContain(`(${kept.toLocaleString('en-IN')} files unchanged since the last build`);
  });

  it('renders again only the pages a price shows on, when the price changes neither end of the range', async () => {
    await writeFile(config, original);
    const out = path.join(dir, 'one-price');
    await build(config, out);
    const doc = parseDocument(original);
    const prices = doc.getIn(['catalogue', 'repairs', 0, 'prices']) as { items: { key: { value: string }; value: { value: unknown } }[] };
    const numbered = prices.items.filter((pair) => typeof pair.value.value === 'number');
    const middle = numbered[0];
    doc.setIn(['catalogue', 'repairs', 0, 'prices', middle.key.value], Number(middle.value.value) + 1);
    await writeFile(config, doc.toString());
    const said = await build(config, out);
    const notRendered = Number(/([\d,]+) pages not rendered again/.exec(said)?.[1].replaceAll(',', ''));
    const pages = Number(/^Built (\d+) pages/.exec(said)?.[1]);
    // The 30 articles and the blog's pages at least; the home, pricing and service pages may show the price.
    expect(notRendered).toBeGreaterThanOrEqual(30);
    expect(notRendered).toBeLessThan(pages);
    const clean = path.join(dir, 'one-price-clean');
    await cleanBuild(config, clean);
    for (const name of await files(clean)) expect((await readFile(path.join(out, name))).equals(await readFile(path.join(clean, name))), name).toBe(true);
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

describe('a page\'s input key', () => {
  it('reads every route and alternate as plain data: no Map or Set whose contents JSON would leave out', async () => {
    const { build } = await import('../../generator/build.ts');
    const { alternatesOf } = await import('../../generator/model/index.ts');
    const { FULL } = await import('../helpers.ts');
    // In two languages: the alternates then name another page.
    const source = (await readFile(FULL, 'utf8')).replace('  languages: [en]\n', '  languages: [en, hi]\n');
    expect(source).toContain('languages: [en, hi]');
    const built = await build({ config: FULL, source });
    const hidden = (value: unknown, where: string): string[] => {
      if (value instanceof Map || value instanceof Set) return [where];
      if (value === null || typeof value !== 'object') return [];
      return Object.entries(value).flatMap(([key, inner]) => hidden(inner, `${where}.${key}`));
    };
    let routes = 0;
    for (const site of built.sites) {
      for (const route of site.routes) {
        routes += 1;
        expect(hidden(route, route.file)).toEqual([]);
        expect(hidden(alternatesOf(built.sites, route.url, site.shop.site.lang), route.file)).toEqual([]);
      }
    }
    expect(routes).toBeGreaterThan(20);
  });
});
