// Old addresses keep working: redirects: in shop.yaml becomes _redirects (a real 301 on Netlify and
// Cloudflare Pages) and a small page at each old address for every other host; a build that drops a
// page the last one had says so and suggests a redirect.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MINIMAL, runCli, tempDir } from '../helpers.ts';
import { buildSite, htmlValidate, type BuiltSite } from '../site.ts';
import { MARKER, recordOf } from '../../generator/output/folder.ts';
import { redirectProblems } from '../../generator/output/redirects.ts';
import { prepare } from '../../generator/build.ts';

// tests/fixtures/minimal.yaml: /services/screen/ → /services/screens/, /old-offer → https://minimal.example/pricing/.
let site: BuiltSite;
beforeAll(async () => {
  site = await buildSite(MINIMAL);
});

describe('redirects', () => {
  it('writes _redirects for Netlify and Cloudflare, with and without the last slash', () => {
    expect(site.files.text('_redirects')).toBe(
      [
        '/services/screen/ /services/screens/ 301',
        '/services/screen /services/screens/ 301',
        '/old-offer https://minimal.example/pricing/ 301',
        '/old-offer/ https://minimal.example/pricing/ 301',
        '',
      ].join('\n'),
    );
  });

  it('puts a page at each old address that sends the visitor on at once, valid and kept out of search results', async () => {
    for (const [file, target] of [
      ['services/screen/index.html', '/services/screens/'],
      ['old-offer/index.html', 'https://minimal.example/pricing/'],
    ]) {
      const html = site.files.text(file);
      expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${target}"/>`);
      expect(html).toContain(`<a href="${target}">`);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      const report = await htmlValidate.validateString(html);
      expect(report.results.flatMap((r) => r.messages.map((m) => m.message))).toEqual([]);
    }
  });

  it('are no pages of the site: not in the sitemap, not counted', async () => {
    expect(site.files.text('sitemap.xml')).not.toContain('screen/<');
    expect(site.files.text('sitemap.xml')).not.toContain('old-offer');
    const { out } = await runCli(['check', '--config', MINIMAL]);
    expect(out).toContain(`is valid: ${site.routes.length} pages would be built`);
  });

  it('may not take a name the site keeps a file under, and may take any other', () => {
    const { shop, routes } = site.built;
    const refused = (from: string) => redirectProblems({ ...shop, redirects: { [from]: '/' } }, routes).map((problem) => problem.message);
    for (const from of [
      '/robots.txt',
      '/sitemap.xml',
      '/sitemap-1.xml',
      '/sitemap-12.xml',
      '/_headers',
      '/_redirects',
      '/manifest.webmanifest',
      '/catalogue.json',
      '/catalogue-hi.json',
      '/.shop-site',
      '/.journal',
      '/404.html/old',
      '/assets/x.png',
    ]) {
      expect(refused(from), from).toEqual([`is an address the site uses for its own files (${from}); choose the old address of a page.`]);
    }
    for (const from of ['/sitemap/', '/sitemap', '/robots/', '/sitemap-0.xml', '/sitemap.xml.gz', '/catalogue-old.json', '/headers', '/old-404.html'])
      expect(refused(from), from).toEqual([]);
  });

  it('may not name or shadow a path the build writes, in capitals or not: the assets folder, a page of any language, a site file', async () => {
    // The minimal shop in three languages: its pages under /, /hi/ and /mr/.
    const source = (await readFile(MINIMAL, 'utf8')).replace('  themeColor: "#222222"', '  themeColor: "#222222"\n  languages: [en, hi, mr]');
    const { shop, routes } = await prepare({ config: MINIMAL, source });
    const refused = (from: string) => redirectProblems({ ...shop, redirects: { [from]: '/' } }, routes).map((problem) => problem.message);
    // "/assets" would write assets/index.html into the folder hosts cache for a year as never changing.
    for (const from of [
      '/assets',
      '/assets/',
      '/assets/x.css',
      '/assets/pictures/',
      '/ASSETS',
      '/Assets/',
      '/ROBOTS.TXT',
      '/Sitemap.xml',
      '/_HEADERS',
      '/Manifest.webmanifest',
      '/.Shop-Site',
      '/404.HTML/old',
    ]) {
      expect(refused(from), from).toEqual([`is an address the site uses for its own files (${from}); choose the old address of a page.`]);
    }
    for (const from of ['/', '/hi/', '/hi', '/mr/', '/mr', '/pricing', '/pricing/', '/hi/pricing', '/mr/about/', '/404.html', '/hi/404.html']) {
      expect(refused(from), from).toEqual([
        `is a page of the site (${from}); a redirect from it would hide that page. Remove this redirect, or the page it would replace.`,
      ]);
    }
    for (const [from, page] of [
      ['/HI/', '/hi/'],
      ['/Mr', '/mr/'],
      ['/PRICING/', '/pricing/'],
      ['/Pricing', '/pricing/'],
      ['/Hi/About/', '/hi/about/'],
    ]) {
      expect(refused(from), from).toEqual([
        `is the page ${page} in other capitals; where a folder does not tell capitals apart (Windows, macOS), its redirect would be written over that page. Remove this redirect from redirects in shop.yaml.`,
      ]);
    }
    for (const from of ['/assets-old/', '/old-assets', '/old/assets/', '/hi/assets/', '/services/', '/blog/page/', '/pricing/old/'])
      expect(refused(from), from).toEqual([]);
  });

  it('refuses a redirect from /assets on its line of shop.yaml, and writes nothing', async () => {
    const folder = await tempDir();
    const [config, out] = [path.join(folder, 'shop.yaml'), path.join(folder, 'dist')];
    const source = await readFile(MINIMAL, 'utf8');
    await writeFile(
      config,
      source.replace('  /old-offer: https://minimal.example/pricing/', '  /old-offer: https://minimal.example/pricing/\n  /assets: /pricing/'),
    );
    const line = source.split('\n').indexOf('  /old-offer: https://minimal.example/pricing/') + 2;
    const { code, err } = await runCli(['build', '--config', config, '--out', out]);
    expect(code).toBe(1);
    expect(err).toContain(`${config}:${line}:3`);
    expect(err).toContain('redirects./assets  is an address the site uses for its own files (/assets); choose the old address of a page.');
    expect(existsSync(out)).toBe(false);
  });

  it('follow the folder the site is served from', async () => {
    const source = await readFile(MINIMAL, 'utf8');
    const under = await buildSite(MINIMAL, source.replace('  url: https://minimal.example\n', '  url: https://minimal.example\n  base: /shop/\n'));
    expect(under.files.text('_redirects').split('\n')[0]).toBe('/shop/services/screen/ /shop/services/screens/ 301');
    expect(under.files.text('services/screen/index.html')).toContain('url=/shop/services/screens/');
  });
});

describe('a page the last build had and this one does not', () => {
  it('is named after the build, with a redirect to add, once; under GitHub Actions as an annotation too', async () => {
    const folder = await tempDir();
    const [config, out] = [path.join(folder, 'shop.yaml'), path.join(folder, 'dist')];
    const source = await readFile(MINIMAL, 'utf8');
    await writeFile(config, source);
    expect((await runCli(['build', '--config', config, '--out', out])).code).toBe(0);
    // The service page is renamed, and the redirect that led to it now leads to the new name.
    await writeFile(
      config,
      source
        .replace('  - slug: screens', '  - slug: screen-repair')
        .replace('/services/screen/: /services/screens/', '/services/screen/: /services/screen-repair/'),
    );
    const renamed = await runCli(['build', '--config', config, '--out', out, '--format', 'github']);
    expect(renamed.code).toBe(0);
    expect(renamed.err).toContain(
      'The last build had a page this one does not: /services/screens/. Links to it from search results and shared chats would now find "not found". Send visitors on with redirects in shop.yaml, such as:\n\nredirects:\n  /services/screens/: /services/screen-repair/',
    );
    expect(renamed.err.split('\n').filter((line) => line.startsWith('::warning::'))).toHaveLength(1);
    const again = await runCli(['build', '--config', config, '--out', out]);
    expect(again.err).not.toContain('The last build had');
  });

  it("is a page published from this address only: a last build for another address (the sample's) gives no advice", async () => {
    const folder = await tempDir();
    const [config, out] = [path.join(folder, 'shop.yaml'), path.join(folder, 'dist')];
    const source = await readFile(MINIMAL, 'utf8');
    await writeFile(config, source);
    expect((await runCli(['build', '--config', config, '--out', out])).code).toBe(0);
    // The owner writes her own address and renames the page: the old one was never published from her address.
    const hers = source.replace('url: https://minimal.example', 'url: https://pixel-doctor.in').replace('  - slug: screens', '  - slug: screen-repair');
    await writeFile(config, hers.replace('/services/screen/: /services/screens/', '/services/screen/: /services/screen-repair/'));
    const built = await runCli(['build', '--config', config, '--out', out]);
    expect(built.code).toBe(0);
    expect(built.err).not.toContain('The last build had');
  });

  it("is found in the parts of a large site's sitemap, through its index, and the parts are no pages", async () => {
    const folder = await tempDir();
    const [config, out] = [path.join(folder, 'shop.yaml'), path.join(folder, 'dist')];
    await writeFile(config, await readFile(MINIMAL, 'utf8'));
    expect((await runCli(['build', '--config', config, '--out', out])).code).toBe(0);
    // The last build's sitemap as a site past one file's limits writes it: an index, and its part
    // with one page more than this build has.
    const one = await readFile(path.join(out, 'sitemap.xml'), 'utf8');
    await writeFile(path.join(out, 'sitemap-1.xml'), one.replace('</urlset>', '  <url><loc>https://minimal.example/services/glass/</loc></url>\n</urlset>'));
    await writeFile(
      path.join(out, 'sitemap.xml'),
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <sitemap><loc>https://minimal.example/sitemap-1.xml</loc></sitemap>\n</sitemapindex>\n',
    );
    // Recorded in the marker, as that build would have recorded the files it wrote.
    const marker = JSON.parse(await readFile(path.join(out, MARKER), 'utf8')) as { hashes: Record<string, string> };
    for (const file of ['sitemap.xml', 'sitemap-1.xml']) marker.hashes[file] = recordOf(await readFile(path.join(out, file)));
    await writeFile(path.join(out, MARKER), JSON.stringify(marker));
    const next = await runCli(['build', '--config', config, '--out', out]);
    expect(next.code).toBe(0);
    expect(next.err).toContain('The last build had a page this one does not: /services/glass/.');
    // The part is gone with the index: this site fits one file.
    expect(existsSync(path.join(out, 'sitemap-1.xml'))).toBe(false);
    expect(await readFile(path.join(out, 'sitemap.xml'), 'utf8')).toBe(one);
  });
});
