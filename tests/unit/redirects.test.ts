// Old addresses keep working: redirects: in shop.yaml becomes _redirects (a real 301 on Netlify and
// Cloudflare Pages) and a small page at each old address for every other host; a build that drops a
// page the last one had says so and suggests a redirect.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MINIMAL, runCli, tempDir } from '../helpers.ts';
import { buildSite, htmlValidate, type BuiltSite } from '../site.ts';

// tests/fixtures/minimal.yaml: /services/screen/ → /services/screens/, /old-offer → https://minimal.example/pricing/.
let site: BuiltSite;
beforeAll(async () => {
  site = await buildSite(MINIMAL);
});

describe('redirects', () => {
  it('writes _redirects for Netlify and Cloudflare, with and without the last slash', () => {
    expect(site.files.text('_redirects')).toBe([
      '/services/screen/ /services/screens/ 301',
      '/services/screen /services/screens/ 301',
      '/old-offer https://minimal.example/pricing/ 301',
      '/old-offer/ https://minimal.example/pricing/ 301',
      '',
    ].join('\n'));
  });

  it('puts a page at each old address that sends the visitor on at once, valid and kept out of search results', async () => {
    for (const [file, target] of [['services/screen/index.html', '/services/screens/'], ['old-offer/index.html', 'https://minimal.example/pricing/']]) {
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
    await writeFile(config, source.replace('  - slug: screens', '  - slug: screen-repair').replace('/services/screen/: /services/screens/', '/services/screen/: /services/screen-repair/'));
    const renamed = await runCli(['build', '--config', config, '--out', out, '--format', 'github']);
    expect(renamed.code).toBe(0);
    expect(renamed.err).toContain('The last build had a page this one does not: /services/screens/. Links to it from search results and shared chats would now find "not found". Send visitors on with redirects in shop.yaml, such as:\n\nredirects:\n  /services/screens/: /services/screen-repair/');
    expect(renamed.err.split('\n').filter((line) => line.startsWith('::warning::'))).toHaveLength(1);
    const again = await runCli(['build', '--config', config, '--out', out]);
    expect(again.err).not.toContain('The last build had');
  });
});
