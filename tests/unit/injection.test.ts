// Hostile text in shop.yaml shows literally or is refused with a located message; it never becomes
// markup, a script, an event handler or a javascript: link, and JSON-LD stays valid JSON.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FULL, fixture } from '../helpers.ts';
import { PAYLOADS, injectedShop } from '../injection.ts';
import { buildSite, jsonLd, textOf } from '../site.ts';
import { build } from '../../generator/build.ts';
import { InvalidShopError } from '../../generator/errors.ts';

describe('payloads in every free-text field', () => {
  it('show as text on every page and never run', async () => {
    const { source, injected } = injectedShop();
    expect(injected).toBeGreaterThan(300);
    const site = await buildSite(FULL, source);
    let shown = 0;
    for (const route of site.routes) {
      const page = site.page(route);
      const scripts = page.querySelectorAll('script');
      // The site's own modules (the pricing page has the price finder's too), then only data: JSON-LD,
      // and last the script's words as JSON.
      const modules = route === '/pricing/' ? 2 : 1;
      expect(
        scripts.map((s) => s.getAttribute('type')),
        route,
      ).toEqual([...Array(modules).fill('module'), ...scripts.slice(modules, -1).map(() => 'application/ld+json'), 'application/json']);
      // The words' JSON parses, with every payload still a string of it.
      expect(() => JSON.parse(scripts.at(-1)!.textContent)).not.toThrow();
      for (const element of page.querySelectorAll('*')) {
        for (const name of Object.keys(element.attributes)) expect(name.toLowerCase().startsWith('on'), `${route} <${element.tagName} ${name}>`).toBe(false);
        for (const name of ['href', 'src', 'action']) expect(element.getAttribute(name) ?? '', route).not.toMatch(/^\s*javascript:/i);
      }
      expect(page.querySelectorAll('svg[onload], img[src="x"]'), route).toHaveLength(0);
      for (const data of jsonLd(page)) expect(JSON.stringify(data)).toContain('alert(');
      const text = textOf(page.querySelector('body'));
      shown += PAYLOADS.filter((p) => text.includes(p)).length;
    }
    expect(shown).toBeGreaterThan(50);
  });

  it('keep JSON-LD parseable with the payload in it, literally', async () => {
    const { source } = injectedShop();
    const site = await buildSite(FULL, source);
    const [business] = jsonLd(site.page('/'));
    expect(PAYLOADS.some((p) => String(business.name).startsWith(p))).toBe(true);
    expect(site.html('/')).not.toContain('<script>alert(');
  });
});

describe('links that leave the site', () => {
  const source = readFileSync(fixture('minimal.yaml'), 'utf8');
  const fields: [string, string, string][] = [
    ['site.url', 'url: https://minimal.example', 'url: '],
    ['business.mapUrl', 'mapUrl: https://maps.example/minimal', 'mapUrl: '],
    ['business.mapEmbedUrl', 'mapEmbedUrl: https://maps.example/minimal/embed', 'mapEmbedUrl: '],
    ['business.heroImage.src', 'src: "https://images.example/hero.jpg"', 'src: '],
  ];
  const bad = [
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://plain.example/',
    'https://x.example/"><script>alert(1)</script>',
    '//evil.example/x',
    'vbscript:msgbox(1)',
  ];

  it.each(fields)('%s refuses javascript:, data:, http: and markup, with a located message', async (field, line, key) => {
    for (const value of bad) {
      const error = await build({ config: fixture('minimal.yaml'), source: source.replace(line, `${key}${JSON.stringify(value)}`) }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error, `${field} = ${value}`).toBeInstanceOf(InvalidShopError);
      expect((error as InvalidShopError).problems.map((p) => p.field)).toEqual([field]);
    }
  });
});

describe('article bodies', () => {
  it.each(['![pic](javascript:alert(1))', '![pic](data:image/png;base64,AAAA)', '![pic](//evil.example/x.png)', '![pic](../../etc/passwd)'])(
    '%s is refused with a located message, never published',
    async (body) => {
      const minimal = readFileSync(fixture('minimal.yaml'), 'utf8');
      const post = `    - { title: T, slug: t, excerpt: E, date: 2026-01-01, author: A, readTime: 1, category: C, body: ${JSON.stringify(body)} }\n`;
      const error = await buildSite(fixture('minimal.yaml'), minimal.replace('  posts: []\n', `  posts:\n${post}`)).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(InvalidShopError);
      expect((error as InvalidShopError).problems.map((p) => p.field)).toEqual(['blog.posts.0.body']);
    },
  );

  const bodies = [
    '[click](javascript:alert(1))',
    '[click](JAVASCRIPT:alert(1))',
    '[click](  javascript:alert(1))',
    '<javascript:alert(1)>',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[x](vbscript:msgbox(1))',
    '<script>alert(1)</script>',
    '<a href="javascript:alert(1)">x</a>',
    '[x](http://plain.example/)',
  ];

  it.each(bodies)('%s becomes no script and no unsafe link', async (body) => {
    const minimal = readFileSync(fixture('minimal.yaml'), 'utf8');
    const post = `    - { title: T, slug: t, excerpt: E, date: 2026-01-01, author: A, readTime: 1, category: C, body: ${JSON.stringify(body)} }\n`;
    const site = await buildSite(fixture('minimal.yaml'), minimal.replace('  posts: []\n', `  posts:\n${post}`));
    const article = site.page('/blog/t/').querySelector('.prose')!;
    expect(article.querySelectorAll('script, img, iframe')).toHaveLength(0);
    expect(article.querySelectorAll('a').map((a) => a.getAttribute('href'))).toEqual([]);
  });
});
