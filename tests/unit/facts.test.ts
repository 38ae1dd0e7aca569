// Templates hold layout and labels; every shop fact comes from the shop file. Building another shop
// changes the fact on every page that shows it, and text from the shop file never becomes markup.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { rewriteShop } from '../any-shop.ts';
import { FULL, MINIMAL, ROOT, fixture } from '../helpers.ts';
import { buildSite, jsonLd, textOf, whatsappText, type BuiltSite } from '../site.ts';

let full: BuiltSite;
beforeAll(async () => {
  full = await buildSite(FULL);
});

describe('another shop, built from the same templates', () => {
  it("shows its own name, phone, WhatsApp, e-mail and site on every page, and none of the other fixture's", () => {
    for (const route of full.routes) {
      const html = full.html(route);
      expect(textOf(full.page(route).querySelector('title')), route).toContain('Fruit Fixers');
      expect(html, route).toContain('href="tel:+919123456789"');
      expect(html, route).toContain('https://wa.me/919988776655?text=');
      expect(html, route).toContain('care@fruitfixers.example');
      for (const fact of ['Minimal Fix', 'minimal.example', '9000000001', '919000000002']) expect(html, `${route} shows ${fact}`).not.toContain(fact);
    }
  });

  it('with every value of its file changed, shows none of the old name, phone, e-mail, address, prices or texts', async () => {
    const changed = await buildSite(FULL, rewriteShop(readFileSync(FULL, 'utf8')));
    const old = [
      'Fruit Fixers',
      'fruitfixers',
      '91234',
      '99887',
      'care@',
      'Lakeview Arcade',
      '400076',
      '3,799',
      '21,499',
      '180-day',
      '10:30 AM',
      'Fix. Upgrade. Revive.',
      'Chandivali',
      'Arjun Mehta',
      'iphone-repair',
      'oem-vs-genuine-parts',
    ];
    for (const route of changed.routes)
      expect(
        old.filter((fact) => changed.html(route).includes(fact)),
        `${route} still shows`,
      ).toEqual([]);
    expect(changed.routes).toHaveLength(full.routes.length);
  });

  it('shows its own warranty, turnaround, rating, hours and stats', () => {
    const home = full.page('/');
    expect(textOf(home.querySelector('.hero'))).toContain('180-day warranty');
    expect(textOf(home.querySelector('.hero'))).toContain('4.7 on Google');
    expect(home.querySelectorAll('.stats dd').map(textOf)).toEqual(['7200+', '4.7', '97%', '3–5 hours']);
    expect(textOf(home.querySelector('#visit'))).toContain('Every day, 10:30 AM to 8 PM');
    expect(full.html('/')).not.toMatch(/90[-\u2011]day|2[-–]4 hours/);
    const [business] = jsonLd(home);
    expect(business.openingHoursSpecification[0]).toMatchObject({ opens: '10:30', closes: '20:00' });
    expect(business.telephone).toBe('+919123456789');
  });

  it('shows its own prices wherever the price appears', () => {
    for (const route of ['/', '/pricing/']) {
      const first = full.page(route).querySelector('.price-card')!;
      expect(textOf(first.querySelector('.price')), route).toBe('₹3,799 onwards');
    }
    expect(textOf(full.page('/pricing/').querySelectorAll('.price-card')[6].querySelector('.price'))).toBe('₹349');
    const display = full.page('/services/macbook-repair/').querySelectorAll('.price-row')[4];
    expect(textOf(display.querySelector('.price'))).toBe('₹21,499 onwards');
    expect(textOf(display.querySelector('.price-row-time'))).toBe('5–7 hours');
  });

  it('lists its own areas in its own order, with its own footer count', () => {
    const footer = textOf(full.page('/pricing/').querySelector('.footer-areas'));
    expect(footer).toMatch(/^Chandivali · Powai · Saki Vihar/);
    expect(footer).toMatch(/and 14 more areas$/);
    expect(full.page('/contact/').querySelectorAll('#areas .chips li')).toHaveLength(22);
  });

  it('links every service page from the footer when footerServices is left out, in the order of services', async () => {
    const source = readFileSync(FULL, 'utf8');
    const everyService = await buildSite(FULL, source.replace(/^footerServices: .*\n/m, ''));
    const slugs: string[] = parse(source).services.map((s: { slug: string }) => s.slug);
    const links = everyService
      .page('/pricing/')
      .querySelectorAll('footer .footer-links a')
      .map((a) => a.getAttribute('href'));
    expect(links.filter((href) => href?.startsWith('/services/'))).toEqual(slugs.map((slug) => `/services/${slug}/`));
  });

  it('puts its site address in canonical links and the sitemap', () => {
    expect(full.page('/about/').querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://fruitfixers.example/about/');
    expect(full.files.text('sitemap.xml')).toContain('<loc>https://fruitfixers.example/pricing/</loc>');
  });
});

describe('a phone number written without quotes', () => {
  it('+91 98765 43210 as +919876543210, which YAML reads as a number, is still the phone it clearly is', async () => {
    const source = readFileSync(MINIMAL, 'utf8')
      .replace('  phone: "9000000001"', '  phone: +919000000001')
      .replace('  whatsapp: "+91 90000 00002"', '  whatsapp: 09000000002');
    const site = await buildSite(MINIMAL, source);
    expect(site.page('/').querySelector('a[href^="tel:"]')?.getAttribute('href')).toBe('tel:+919000000001');
    expect(site.page('/').querySelector('a.fab')?.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919000000002\?/);
  });
});

describe('a hero picture on another host', () => {
  it('is used as given, with its size, and the page preconnects to its host', async () => {
    const site = await buildSite(fixture('minimal.yaml'));
    const home = site.page('/');
    const img = home.querySelector('.hero img')!;
    expect(img.getAttribute('src')).toBe('https://images.example/hero.jpg');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '800']);
    expect(home.querySelector('link[rel="preconnect"]')?.getAttribute('href')).toBe('https://images.example');
    // The link preview is drawn by the build (a card without the photo, which the build does not fetch).
    expect(home.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(/^https:\/\/minimal\.example\/assets\/card-[\w-]{10}\.jpg$/);
    expect(home.querySelector('.hero picture source')).toBeNull();
    expect([...site.files.files.keys()].some((f) => f.includes('hero'))).toBe(false);
  });
});

describe('a blog with many articles', () => {
  it('is spread over pages of blog.perPage articles, linked in order, each in the sitemap', async () => {
    const minimal = readFileSync(fixture('minimal.yaml'), 'utf8');
    const posts = Array.from(
      { length: 30 },
      (_, i) =>
        `    - { title: Post ${i}, slug: post-${i}, excerpt: Excerpt ${i}., date: 2026-01-01, author: A, readTime: 1, category: C, body: Body ${i}. }\n`,
    ).join('');
    const site = await buildSite(fixture('minimal.yaml'), minimal.replace('  posts: []\n', `  perPage: 12\n  posts:\n${posts}`));
    const pages = ['/blog/', '/blog/page/2/', '/blog/page/3/'];
    expect(site.routes.filter((r) => r.startsWith('/blog/') && !r.startsWith('/blog/post-'))).toEqual(pages);
    const listed = pages.flatMap((p) =>
      site
        .page(p)
        .querySelectorAll('.post-card a.text-link')
        .map((a) => a.getAttribute('href')),
    );
    expect(listed).toEqual(Array.from({ length: 30 }, (_, i) => `/blog/post-${i}/`));
    expect(site.page('/blog/').querySelector('a[rel="next"]')?.getAttribute('href')).toBe('/blog/page/2/');
    expect(site.page('/blog/page/2/').querySelector('a[rel="prev"]')?.getAttribute('href')).toBe('/blog/');
    expect(site.page('/blog/page/3/').querySelector('a[rel="next"]')).toBeNull();
    expect(textOf(site.page('/blog/page/3/').querySelector('title'))).toBe('Blog, page 3 | Minimal Fix');
    for (const page of pages) expect(site.files.text('sitemap.xml')).toContain(`<loc>https://minimal.example${page}</loc>`);
    expect(site.page('/blog/page/2/').querySelector('#site-menu a[href="/blog/"]')?.classList.contains('is-current')).toBe(true);
  });
});

describe('security headers', () => {
  it('allow exactly the map and picture hosts shop.yaml names, in _headers and in every page', async () => {
    const site = await buildSite(fixture('minimal.yaml'));
    const headers = site.files.text('_headers');
    const policy = /Content-Security-Policy: (.+)/.exec(headers)![1];
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("img-src 'self' https://images.example;");
    expect(policy).toContain('frame-src https://maps.example;');
    expect(policy).toContain("frame-ancestors 'none'");
    for (const header of ['Referrer-Policy: strict-origin-when-cross-origin', 'X-Content-Type-Options: nosniff', 'Permissions-Policy: ']) {
      expect(headers).toContain(header);
    }
    expect(headers).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
    for (const route of site.routes) {
      const meta = site.page(route).querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content');
      expect(meta, route).toBe(policy.replace("; frame-ancestors 'none'", ''));
    }
  });

  it('a shop with its own picture frames only its map host and shows only its own pictures', () => {
    const policy = /Content-Security-Policy: (.+)/.exec(full.files.text('_headers'))![1];
    expect(policy).toContain("img-src 'self';");
    expect(policy).toContain('frame-src https://maps.google.com;');
  });
});

describe('templates', () => {
  // The fixtures' own details, as they could be typed in a template: the full fixture is the shop of
  // the sample's (its figures, areas and headline), so a template that hard-codes the sample shop fails here.
  const shop = parse(readFileSync(FULL, 'utf8'));
  const minimal = parse(readFileSync(MINIMAL, 'utf8'));
  const facts = [
    shop.business.name,
    shop.business.tagline,
    '91234',
    shop.business.email,
    shop.business.address.street,
    shop.business.address.postalCode,
    String(shop.business.geo.latitude),
    shop.site.url,
    '3,499',
    '3499',
    '18,999',
    'Hiranandani',
    'Chandivali',
    'Fix. Upgrade. Revive.',
    ...shop.serviceAreas.filter((a: string) => a !== 'Powai'),
    minimal.business.name,
    minimal.site.url,
  ];
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? sources(path.join(dir, e.name)) : /\.(tsx?|css)$/.test(e.name) ? [path.join(dir, e.name)] : [],
    );

  it.each(sources(path.join(ROOT, 'templates')).map((f) => path.relative(ROOT, f)))('%s states no fact of the shop', (file) => {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    for (const fact of facts) expect(text, `${file} contains "${fact}"`).not.toContain(fact);
  });
});

describe('text from shop.yaml stays text', () => {
  const minimal = readFileSync(fixture('minimal.yaml'), 'utf8');

  it('a tagline that tries to close the JSON-LD script stays inside it, as data', async () => {
    const evil = '</script><script>alert(1)</script><!--';
    const site = await buildSite(fixture('minimal.yaml'), minimal.replace('tagline: Phone repair', `tagline: '${evil}'`));
    const html = site.html('/about/');
    expect(html).not.toContain('<script>alert(1)');
    expect(jsonLd(site.page('/about/'))[0].description).toBe(evil);
    expect(textOf(site.page('/about/').querySelector('footer .muted'))).toBe(evil);
  });

  it('HTML and javascript: links in an article body are not rendered as markup or links', async () => {
    const body = 'Hello <img src=x onerror=alert(1)> and <script>alert(2)</script>\n\n[click](javascript:alert(3)) and [ok](https://example.com/a)';
    const source = minimal.replace(
      '  posts: []\n',
      `  posts:\n    - { title: T, slug: t, excerpt: E, date: 2026-01-01, author: A, readTime: 1, category: C, body: ${JSON.stringify(body)} }\n`,
    );
    const site = await buildSite(fixture('minimal.yaml'), source);
    const article = site.page('/blog/t/').querySelector('.prose')!;
    expect(article.querySelector('img')).toBeNull();
    expect(article.querySelector('script')).toBeNull();
    expect(textOf(article)).toContain('<img src=x onerror=alert(1)>');
    expect(article.querySelectorAll('a').map((a) => a.getAttribute('href'))).toEqual(['https://example.com/a']);
    expect(article.querySelector('a')?.getAttribute('rel')).toBe('noopener');
  });

  it('WhatsApp messages are URL-encoded so &, # and ? arrive as typed', async () => {
    const site = await buildSite(fixture('minimal.yaml'), minimal.replace('book: Book please', 'book: "Book & pay? #1 नमस्ते 📱"'));
    expect(whatsappText(site.page('/').querySelector('header a[data-book]')?.getAttribute('href'))).toBe('Book & pay? #1 नमस्ते 📱');
  });
});
