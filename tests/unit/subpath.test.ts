// The site built for a sub-path (https://name.github.io/shop/) and served under /shop/: every
// internal link, asset and canonical URL resolves there.
import path from 'node:path';
import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type Served } from '../../scripts/lib/serve.ts';
import { FULL, runCli, tempDir } from '../helpers.ts';

const SITE = 'https://name.github.io/shop';
let server: Served;
let out: string;

beforeAll(async () => {
  out = path.join(await tempDir(), 'dist');
  const result = await runCli(['build', '--config', FULL, '--out', out, '--site-url', SITE, '--base', '/shop/']);
  expect(result.code, result.err).toBe(0);
  server = await serve(out, { base: '/shop/' });
});
afterAll(() => server.close());

async function get(url: string): Promise<Response> {
  return fetch(new URL(url, server.url), { redirect: 'manual' });
}

describe('a site under a sub-path', () => {
  it('every internal link, stylesheet, script, icon and picture of every page resolves under /shop/', async () => {
    const sitemap = await (await get('/shop/sitemap.xml')).text();
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(pages.length).toBe(14);
    const checked = new Set<string>();
    for (const page of [...pages, '/shop/404.html']) {
      const response = await get(page);
      expect(response.status, page).toBe(200);
      const root = parse(await response.text());
      const canonical = root.querySelector('link[rel="canonical"]')?.getAttribute('href');
      if (!page.endsWith('404.html')) expect(canonical).toBe(`https://name.github.io${page}`);
      const targets = [
        ...root.querySelectorAll('a[href], link[href]').map((e) => e.getAttribute('href')!),
        ...root.querySelectorAll('script[src], img[src]').map((e) => e.getAttribute('src')!),
      ].filter((t) => t.startsWith('/'));
      for (const target of targets) {
        expect(target, `${page} links to ${target}`).toMatch(/^\/shop\//);
        const file = target.split('#')[0];
        if (checked.has(file)) continue;
        checked.add(file);
        expect((await get(file)).status, `${page} → ${file}`).toBe(200);
      }
    }
    expect(checked.size).toBeGreaterThanOrEqual(19);
  });

  it('the manifest, robots.txt and sitemap point into /shop/', async () => {
    const manifest = await (await get('/shop/manifest.webmanifest')).json();
    expect(manifest.start_url).toBe('/shop/');
    expect(manifest.icons[0].src).toMatch(/^\/shop\/assets\//);
    expect(await (await get('/shop/robots.txt')).text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(await (await get('/shop/sitemap.xml')).text()).toContain(`<loc>${SITE}/about/</loc>`);
  });

  it('social previews and structured data use absolute URLs under the sub-path', async () => {
    const root = parse(await (await get('/shop/')).text());
    expect(root.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(/^https:\/\/name\.github\.io\/shop\/assets\/card-[\w-]{10}\.jpg$/);
    expect(root.querySelector('.hero img')?.getAttribute('src')).toMatch(/^\/shop\/assets\/bench-960-/);
    expect(root.querySelector('.hero source')?.getAttribute('srcset')).toMatch(/^\/shop\/assets\/bench-640-[\w-]{10}\.avif 640w, \/shop\/assets\/bench-960-/);
    const business = JSON.parse(root.querySelector('script[type="application/ld+json"]')!.textContent);
    expect(business.url).toBe(`${SITE}/`);
  });

  it('a slash-less folder URL redirects within the sub-path', async () => {
    const response = await get('/shop/about');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/shop/about/');
  });
});
