// The byte budgets of PRODUCT.md, measured on the fixture shops (root-shop.test.ts measures shop.yaml).
// Deterministic, so they run with every test; a failure names the page and the figure.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fixture } from '../helpers.ts';
import { buildSite } from '../site.ts';

const KB = 1024;
const gz = (contents: string | Uint8Array) => gzipSync(contents, { level: 9 }).byteLength;

describe.each([['the full fixture', fixture('full.yaml')], ['the minimal fixture', fixture('minimal.yaml')]])('budgets of %s', (_name, config) => {
  it('each page\'s HTML is at most 20 KB gzipped', async () => {
    const site = await buildSite(config);
    for (const route of site.routes) {
      const size = gz(site.html(route));
      expect(size, `${route} is ${size} B gzipped`).toBeLessThanOrEqual(20 * KB);
    }
  });

  it('JavaScript is one module file of at most 3 KB gzipped, loaded by every page', async () => {
    const site = await buildSite(config);
    const scripts = [...site.files.files.entries()].filter(([name]) => name.endsWith('.js'));
    expect(scripts.map(([name]) => name)).toHaveLength(1);
    const [name, contents] = scripts[0];
    expect(gz(contents), `${name} is ${gz(contents)} B gzipped`).toBeLessThanOrEqual(3 * KB);
    for (const route of site.routes) {
      const tags = site.page(route).querySelectorAll('script[src]');
      expect(tags.map((t) => [t.getAttribute('src'), t.getAttribute('type')]), route).toEqual([[`/${name}`, 'module']]);
    }
  });

  it('CSS for the whole site is at most 10 KB gzipped, with no web fonts', async () => {
    const site = await buildSite(config);
    const styles = [...site.files.files.entries()].filter(([name]) => name.endsWith('.css'));
    const total = styles.reduce((sum, [, contents]) => sum + gz(contents), 0);
    expect(total, `all CSS is ${total} B gzipped`).toBeLessThanOrEqual(10 * KB);
    for (const [, contents] of styles) expect(String(contents)).not.toMatch(/@font-face|@import/);
    expect([...site.files.files.keys()].filter((name) => /\.(woff2?|ttf|otf|eot)$/.test(name))).toEqual([]);
  });

  it('each page has at most one render-blocking stylesheet and no inline script but JSON-LD', async () => {
    const site = await buildSite(config);
    for (const route of site.routes) {
      const page = site.page(route);
      expect(page.querySelectorAll('link[rel="stylesheet"]'), route).toHaveLength(1);
      expect(page.querySelectorAll('style'), route).toHaveLength(0);
      const inline = page.querySelectorAll('script:not([src])').filter((s) => s.getAttribute('type') !== 'application/ld+json');
      expect(inline, route).toHaveLength(0);
      expect(site.html(route), route).not.toMatch(/\son[a-z]+=/i);
    }
  });

  it('every <img> has width, height and alt', async () => {
    const site = await buildSite(config);
    for (const route of site.routes) {
      for (const img of site.page(route).querySelectorAll('img')) {
        for (const attribute of ['width', 'height', 'alt']) expect(img.hasAttribute(attribute), `${route} ${img.toString()} lacks ${attribute}`).toBe(true);
      }
    }
  });
});
