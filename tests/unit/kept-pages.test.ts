// A build into an empty folder (dist/ removed, another --out) takes each page whose inputs are the
// ones the last build rendered it from out of the copy that build kept (generator/kept-pages.ts),
// instead of rendering it: the same site, byte for byte, as rendering everything. The copy is only a
// cache: a damaged one is not used, a site too large to keep removes it, and a check keeps nothing.
import { readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { parseDocument } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { KEPT_UP_TO } from '../../generator/kept-pages.ts';
import { shopWithArticles } from '../articles.ts';
import { runCli, tempDir } from '../helpers.ts';

async function files(dir: string, at = dir): Promise<string[]> {
  const entries = await readdir(at, { withFileTypes: true });
  return (await Promise.all(entries.map((e) => (e.isDirectory() ? files(dir, path.join(at, e.name)) : [path.relative(dir, path.join(at, e.name))])))).flat().sort();
}

/** Builds with `pages` as the copy of the pages; returns what it printed. */
async function build(config: string, out: string, pages: string, command = 'build'): Promise<string> {
  const own = process.env.SHOP_PAGES_CACHE;
  process.env.SHOP_PAGES_CACHE = pages;
  try {
    const built = await runCli([command, '--config', config, ...(command === 'build' ? ['--out', out] : [])]);
    expect(built.code, built.err).toBe(0);
    return built.out;
  } finally {
    process.env.SHOP_PAGES_CACHE = own;
  }
}

/** Every file of two sites is the same, the marker included. */
async function expectSameSite(site: string, clean: string): Promise<void> {
  const names = await files(clean);
  expect(await files(site)).toEqual(names);
  for (const name of names) expect((await readFile(path.join(site, name))).equals(await readFile(path.join(clean, name))), `${name} differs from a build that rendered every page`).toBe(true);
}

const taken = (said: string) => Number(/\(([\d,]+) pages not rendered again: their content had not changed, so they were taken from \.cache\/\)/.exec(said)?.[1].replaceAll(',', '') ?? 0);
const pagesBuilt = (said: string) => Number(/^Built (\d+) pages/m.exec(said)?.[1]);

describe('the pages kept for a build into an empty folder', () => {
  let dir: string;
  let config: string;
  let original: string;
  let clean: string;
  beforeAll(async () => {
    dir = await tempDir('kept-pages-');
    config = await shopWithArticles(dir, 6);
    original = await readFile(config, 'utf8');
    // Every page rendered: the copy it names does not exist.
    clean = path.join(dir, 'clean');
    await build(config, clean, path.join(dir, 'none.bin'));
  });

  it('takes every page of an unchanged shop, and builds the same site', async () => {
    const pages = path.join(dir, 'unchanged.bin');
    const out = path.join(dir, 'unchanged');
    const first = await build(config, out, pages);
    expect(taken(first)).toBe(0);
    expect((await stat(pages)).size).toBeGreaterThan(100_000);
    await rm(out, { recursive: true });
    const again = await build(config, out, pages);
    expect(taken(again)).toBe(pagesBuilt(again));
    expect(pagesBuilt(again)).toBe(pagesBuilt(first));
    await expectSameSite(out, clean);
  });

  it('does not write the copy again when no page changed', async () => {
    const pages = path.join(dir, 'same.bin');
    const out = path.join(dir, 'same');
    await build(config, out, pages);
    const before = await stat(pages);
    await rm(out, { recursive: true });
    await build(config, out, pages);
    const after = await stat(pages);
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
  });

  it('renders the pages an edit changed, takes the rest, and keeps the new ones for the next build', async () => {
    const pages = path.join(dir, 'edited.bin');
    const out = path.join(dir, 'edited');
    await build(config, out, pages);
    await rm(out, { recursive: true });
    const doc = parseDocument(original);
    doc.setIn(['blog', 'posts', 0, 'title'], 'A title edited since');
    const edited = path.join(dir, 'edited.yaml');
    await writeFile(edited, doc.toString());
    const said = await build(edited, out, pages);
    // The article, its neighbours' links, the blog's index and the home page's latest articles render again.
    expect(taken(said)).toBeGreaterThan(0);
    expect(taken(said)).toBeLessThan(pagesBuilt(said));
    const slug = String(doc.getIn(['blog', 'posts', 0, 'slug']));
    expect(await readFile(path.join(out, 'blog', slug, 'index.html'), 'utf8')).toContain('A title edited since');
    const fresh = path.join(dir, 'edited-clean');
    await build(edited, fresh, path.join(dir, 'none-edited.bin'));
    await expectSameSite(out, fresh);
    // The copy now holds the edited pages: the next build into an empty folder takes them all.
    await rm(out, { recursive: true });
    const again = await build(edited, out, pages);
    expect(taken(again)).toBe(pagesBuilt(again));
    await expectSameSite(out, fresh);
  });

  it('renders every page when the copy is damaged, and builds the same site', async () => {
    const pages = path.join(dir, 'damaged.bin');
    const out = path.join(dir, 'damaged');
    await build(config, out, pages);
    const whole = await readFile(pages);
    // One byte of a page changed: the file still reads, and the page's key is still the same.
    const flipped = Buffer.from(whole);
    const at = flipped.indexOf('</title>');
    expect(at).toBeGreaterThan(0);
    flipped[at - 1] ^= 0x01;
    // Whole and checked, but with a list of parts read that is not one: its pages' keys cannot be made.
    const { crc32 } = await import('node:zlib');
    const stored = deserialize(whole.subarray(4)) as { lists: unknown[][] };
    stored.lists = stored.lists.map(() => [5]);
    const payload = serialize(stored);
    const malformed = Buffer.concat([Buffer.alloc(4), payload]);
    malformed.writeUInt32BE(crc32(payload));
    for (const damaged of [flipped, malformed, whole.subarray(0, whole.length >> 1), Buffer.from('not a copy of pages'), Buffer.alloc(0)]) {
      await rm(out, { recursive: true });
      await writeFile(pages, damaged);
      const said = await build(config, out, pages);
      expect(taken(said)).toBe(0);
      await expectSameSite(out, clean);
    }
    // And keeps a whole copy again.
    await rm(out, { recursive: true });
    const again = await build(config, out, pages);
    expect(taken(again)).toBe(pagesBuilt(again));
  });

  it('removes what a build killed while writing the copy left, once it is an hour old', async () => {
    const pages = path.join(dir, 'left', 'pages.bin');
    await build(config, path.join(dir, 'left-site'), pages);
    const old = `${pages}.4242-0badf00d`;
    const recent = `${pages}.4243-0badf00d`;
    await writeFile(old, 'cut short');
    await writeFile(recent, 'being written');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(old, twoHoursAgo, twoHoursAgo);
    // A build whose pages changed writes the copy, then tidies.
    const doc = parseDocument(original);
    doc.setIn(['business', 'tagline'], 'Tidied');
    const edited = path.join(dir, 'left.yaml');
    await writeFile(edited, doc.toString());
    await build(edited, path.join(dir, 'left-site'), pages);
    expect((await readdir(path.dirname(pages))).sort()).toEqual(['pages.bin', path.basename(recent)]);
  });

  it('keeps nothing for a check', async () => {
    const pages = path.join(dir, 'check.bin');
    await build(config, '', pages, 'check');
    await expect(stat(pages)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('keeps no copy of a site too large to keep, and removes the one kept before', async () => {
    const pages = path.join(dir, 'large.bin');
    await build(config, path.join(dir, 'small'), pages);
    expect((await stat(pages)).size).toBeGreaterThan(0);
    const large = await shopWithArticles(dir, 400, 'large.yaml');
    const out = path.join(dir, 'large');
    await build(large, out, pages);
    // The site's pages are more than the most kept.
    const html = (await files(out)).filter((name) => name.endsWith('.html'));
    let bytes = 0;
    for (const name of html) bytes += (await stat(path.join(out, name))).size;
    expect(bytes).toBeGreaterThan(KEPT_UP_TO);
    await expect(stat(pages)).rejects.toMatchObject({ code: 'ENOENT' });
    // So the next build into an empty folder renders every page.
    await rm(out, { recursive: true });
    expect(taken(await build(large, out, pages))).toBe(0);
  }, 120_000);
});
