// The sitemap of a site too large for one file. The sitemaps protocol lets one file hold 50,000
// addresses and 50 MB; search engines read no further. 20,000 articles in three languages are about
// 60,000 addresses, so past those limits sitemap.xml becomes an index of sitemap-1.xml, sitemap-2.xml, …
// Tested on the full fixture in three languages with small limits, and at the protocol's own limits
// on made-up routes (a real 50,001-page site takes minutes to build).
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { lastSitemap, goneWarning } from '../../generator/output/redirects.ts';
import { indexable, type LanguageSite, type Route } from '../../generator/site/index.ts';
import { siteFiles } from '../../generator/render/pages.ts';
import { sitemap as sitemapFiles, SITEMAP_LIMITS } from '../../generator/output/site-files.ts';
import { FULL, tempDir } from '../helpers.ts';
import { buildSite, type BuiltSite } from '../site.ts';

/** The sitemap's files, each as [name, text]. */
const sitemap = (...args: Parameters<typeof sitemapFiles>) => [...sitemapFiles(...args)];

const SITE = 'https://fruitfixers.example';
const full = readFileSync(FULL, 'utf8');
const inThree = full.replace('  languages: [en]\n', '  languages: [en, hi, mr]\n');

let site: BuiltSite;
let sites: LanguageSite[];
beforeAll(async () => {
  if (inThree === full) throw new Error('the full fixture no longer has "languages: [en]"');
  site = await buildSite(FULL, inThree);
  sites = site.built.sites.map((one) => ({ shop: one.shop, routes: indexable(one.routes) }));
});

/** Each <url> entry of a sitemap file, as written. */
const entries = (text: string) => [...text.matchAll(/ {2}<url>[\s\S]*?<\/url>/g)].map((m) => m[0]);
const locs = (text: string) => [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('a sitemap within the limits', () => {
  it('is the one file sitemap.xml, every page of every language with its alternates, and robots.txt names it', () => {
    const [[name, text], ...more] = sitemap(sites);
    expect(name).toBe('sitemap.xml');
    expect(more).toEqual([]);
    expect(text).toBe(site.files.text('sitemap.xml'));
    expect(text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(entries(text)).toHaveLength(sites.reduce((n, one) => n + one.routes.length, 0));
    expect(locs(text)).toContain(`${SITE}/mr/about/`);
    expect([...site.files.files.keys()].filter((file) => /^sitemap/.test(file))).toEqual(['sitemap.xml']);
    expect(site.files.text('robots.txt')).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe('a sitemap past the limits', () => {
  it('past the addresses one file may hold: sitemap.xml lists the parts, which hold every entry once, in order', () => {
    const one = sitemap(sites)[0][1];
    const files = sitemap(sites, { urls: 7, bytes: SITEMAP_LIMITS.bytes });
    const parts = files.slice(1);
    expect(parts.length).toBe(Math.ceil(entries(one).length / 7));
    expect(files.map(([name]) => name)).toEqual(['sitemap.xml', ...parts.map((_, i) => `sitemap-${i + 1}.xml`)]);
    const [, index] = files[0];
    expect(index).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/);
    expect(locs(index)).toEqual(parts.map((_, i) => `${SITE}/sitemap-${i + 1}.xml`));
    for (const [, text] of parts) {
      expect(entries(text).length).toBeLessThanOrEqual(7);
      // Each part is a whole sitemap, with the namespaces its alternates need.
      expect(text.startsWith(one.slice(0, one.indexOf('\n  <url>')))).toBe(true);
      expect(text.endsWith('\n</urlset>\n')).toBe(true);
    }
    expect(parts.flatMap(([, text]) => entries(text))).toEqual(entries(one));
  });

  it('past the bytes one file may hold: each part as full as those bytes allow, and within them', () => {
    const one = sitemap(sites)[0][1];
    const all = entries(one);
    const head = one.slice(0, one.indexOf('  <url>'));
    expect(one.endsWith(`${all.at(-1)}\n</urlset>\n`)).toBe(true);
    /** The bytes of a sitemap file of the first k entries. */
    const fileOf = (k: number) => Buffer.byteLength(`${head}${all.slice(0, k).join('\n')}\n</urlset>\n`);
    for (const [bytes, first] of [
      [fileOf(4), 4],
      [fileOf(4) - 1, 3],
    ]) {
      const parts = sitemap(sites, { urls: SITEMAP_LIMITS.urls, bytes }).slice(1);
      expect(entries(parts[0][1])).toHaveLength(first);
      expect(Buffer.byteLength(parts[0][1])).toBe(fileOf(first));
      for (const [, text] of parts) expect(Buffer.byteLength(text)).toBeLessThanOrEqual(bytes);
      expect(parts.flatMap(([, text]) => entries(text))).toEqual(all);
    }
  });

  it("at the protocol's limits: 50,000 addresses are one file, 50,001 an index of two", () => {
    const [{ shop }] = site.built.sites;
    const made = (n: number): LanguageSite[] => [
      { shop, routes: Array.from({ length: n }, (_, i) => ({ kind: 'about', url: `/page-${i}/` }) as unknown as Route) },
    ];
    expect(SITEMAP_LIMITS).toEqual({ urls: 50_000, bytes: 52_428_800 });
    const fits = sitemap(made(50_000));
    expect(fits.map(([name]) => name)).toEqual(['sitemap.xml']);
    expect(entries(fits[0][1])).toHaveLength(50_000);
    const past = sitemap(made(50_001));
    expect(past.map(([name]) => name)).toEqual(['sitemap.xml', 'sitemap-1.xml', 'sitemap-2.xml']);
    expect(locs(past[2][1])).toEqual([`${SITE}/page-50000/`]);
  });

  it('is written whole: the index, every part, then robots.txt and _headers', () => {
    const written = [...siteFiles(site.built.sites, { urls: 10, bytes: SITEMAP_LIMITS.bytes })];
    const files = sitemap(sites, { urls: 10, bytes: SITEMAP_LIMITS.bytes });
    expect(files.length).toBeGreaterThan(3);
    expect(written.map((file) => [file.path, file.contents])).toEqual([
      ...files,
      ['robots.txt', site.files.text('robots.txt')],
      ['_headers', site.files.text('_headers')],
    ]);
  });

  it('follows the folder the site is served from', async () => {
    const source = inThree.replace(`  url: ${SITE}/\n`, `  url: ${SITE}/\n  base: /shop/\n`);
    expect(source).not.toBe(inThree);
    const under = await buildSite(FULL, source);
    const files = sitemap(
      under.built.sites.map((one) => ({ shop: one.shop, routes: indexable(one.routes) })),
      { urls: 10, bytes: SITEMAP_LIMITS.bytes },
    );
    expect(locs(files[0][1])[0]).toBe(`${SITE}/shop/sitemap-1.xml`);
    expect(locs(files[1][1])[0]).toBe(`${SITE}/shop/`);
  });
});

describe("the last build's sitemap, for the pages a build no longer has", () => {
  it('is read from the parts an index lists, by their names only, from the output folder', async () => {
    const folder = await tempDir();
    const out = path.join(folder, 'dist');
    await mkdir(out);
    const files = sitemap(sites, { urls: 10, bytes: SITEMAP_LIMITS.bytes });
    for (const [name, text] of files) await writeFile(path.join(out, name), text);
    // An index that names a file elsewhere, or a file that is no part, reads nothing from it.
    await writeFile(path.join(folder, 'sitemap-9.xml'), `<urlset><url><loc>${SITE}/secret/</loc></url></urlset>`);
    await writeFile(path.join(out, 'notes.xml'), `<urlset><url><loc>${SITE}/notes/</loc></url></urlset>`);
    const index = files[0][1].replace(
      '</sitemapindex>',
      `  <sitemap><loc>${SITE}/../sitemap-9.xml</loc></sitemap>\n  <sitemap><loc>${SITE}/notes.xml</loc></sitemap>\n</sitemapindex>`,
    );
    await writeFile(path.join(out, 'sitemap.xml'), index);
    const text = await lastSitemap(out);
    expect(locs(text!)).toEqual(locs(sitemap(sites)[0][1]));
    // The same site: no page gone; nor read as if the index were the sitemap (its entries are the parts).
    expect(goneWarning(site.built.sites, text)).toBeUndefined();
    expect(goneWarning(site.built.sites, files[0][1])).toBeUndefined();
    // A site without one of those articles: it is named.
    const [post] = site.built.sites[0].routes.filter((route) => route.kind === 'post');
    const fewer = site.built.sites.map((one) => ({ shop: one.shop, routes: one.routes.filter((route) => route.url !== post.url) }));
    expect(goneWarning(fewer, text)).toContain(`The last build had pages this one does not: ${post.url}, /hi${post.url}, /mr${post.url}.`);
  });

  it('is sitemap.xml itself when it is no index, and nothing when there is none', async () => {
    const out = await tempDir();
    expect(await lastSitemap(out)).toBeUndefined();
    await writeFile(path.join(out, 'sitemap.xml'), site.files.text('sitemap.xml'));
    expect(await lastSitemap(out)).toBe(site.files.text('sitemap.xml'));
  });
});
