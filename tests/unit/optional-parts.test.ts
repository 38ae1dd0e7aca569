// Parts a shop does not have can be left out: a shop without articles, reviews, figures, milestones,
// urgent-repair cards, photos or questions gets pages that still read well in every language, with no
// empty section, no heading over nothing and no link to a page it does not have.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { LANGUAGES, UI } from '../../templates/lib/ui/index.ts';
import { FULL, MINIMAL, ROOT } from '../helpers.ts';
import { brokenLinks, headProblems, htmlProblems, sitemapProblems } from '../invariants.ts';
import { buildSite, jsonLd, textOf } from '../site.ts';
import { OPTIONAL_PARTS, strippedShop, withoutParts } from '../stripped-shop.ts';

/** What each kind of page has no more, by the id (or class) of its section. */
const GONE: [RegExp, string[]][] = [
  [/^\/(hi\/|mr\/)?$/, ['#why', '#process', '#models', '#emergency', '.stats', '#prices', '#reviews', '#faq']],
  [/\/about\/$/, ['.stats', '#mission', '#timeline', 'figure']],
  [/\/pricing\/$/, ['#prices', '#included', '#faq']],
  [/\/services\/[^/]+\/$/, ['#included', '#before-after', '#faq']],
  [/\/contact\/$/, ['.directions', 'figure']],
];

describe('a shop with every optional part left out', async () => {
  const site = await buildSite(FULL, strippedShop());

  it('is built in each of its languages, every page valid, listed and linked only to pages it has', async () => {
    for (const lang of ['', 'hi/', 'mr/']) for (const page of ['', 'about/', 'pricing/', 'contact/']) expect(site.routes).toContain(`/${lang}${page}`);
    expect(sitemapProblems(site)).toEqual([]);
    expect(brokenLinks(site)).toEqual([]);
    expect(headProblems(site)).toEqual([]);
    expect(await htmlProblems(site)).toEqual([]);
  });

  it("titles its home page with the shop's name and tagline when the home page's own title is left out", () => {
    expect(textOf(site.page('/').querySelector('title'))).toBe('Fruit Fixers | Mac and iPhone Clinic');
  });

  it('has no blog: no page, no menu item, no sitemap entry, no link to one, nothing in its structured data', () => {
    expect([...site.files.files.keys()].filter((file) => /(^|\/)blog\//.test(file))).toEqual([]);
    expect(site.files.text('sitemap.xml')).not.toContain('/blog');
    const blogWords = LANGUAGES.map((lang) => UI[lang].navBlog);
    for (const route of site.routes) {
      const page = site.page(route);
      expect(
        page
          .querySelectorAll('a')
          .map((a) => a.getAttribute('href') ?? '')
          .filter((href) => href.includes('/blog')),
      ).toEqual([]);
      const menu = textOf(page.querySelector('#site-menu'));
      expect(
        blogWords.filter((word) => menu.includes(word)),
        route,
      ).toEqual([]);
      expect(JSON.stringify(jsonLd(page)), route).not.toMatch(/blog/i);
    }
    // The newsletter was the site's only form that opens e-mail.
    expect(site.files.text('_headers')).not.toContain('mailto:');
  });

  it('shows no section, heading or photo of a part it left out, and no heading over nothing', () => {
    for (const route of site.routes) {
      const page = site.page(route);
      const gone = GONE.filter(([kind]) => kind.test(route)).flatMap(([, selectors]) => selectors);
      expect(
        gone.filter((selector) => page.querySelector(`main ${selector}`)),
        route,
      ).toEqual([]);
      for (const section of page.querySelectorAll('main section')) {
        const heading = textOf(section.querySelector('h1, h2'));
        expect(heading || section.getAttribute('aria-label'), `${route}: a section with no name`).toBeTruthy();
        expect(textOf(section).length, `${route}: "${heading}" heads nothing`).toBeGreaterThan(heading.length);
      }
      for (const heading of page.querySelectorAll('h1, h2, h3')) expect(textOf(heading), `${route}: an empty ${heading.tagName}`).not.toBe('');
    }
  });

  it('leaves out only parts the schema, and so the editor, calls optional, each saying what leaving it out does', async () => {
    const schema = JSON.parse(await readFile(`${ROOT}/shop.schema.json`, 'utf8'));
    for (const part of OPTIONAL_PARTS) {
      const keys = part.split('.');
      const parent = keys.slice(0, -1).reduce((node, key) => (key === '*' ? node.items : node.properties[key]), schema);
      expect(parent.required ?? [], part).not.toContain(keys.at(-1));
      expect(parent.properties[keys.at(-1)!].description ?? '', part).toMatch(/optional/i);
    }
  });
});

describe('a shop without articles', () => {
  it('is the same site whether blog: is left out or lists no posts, and has no blog in either', async () => {
    const source = readFileSync(MINIMAL, 'utf8');
    expect(source).toContain('posts: []');
    const [empty, none] = await Promise.all([buildSite(MINIMAL, source), buildSite(MINIMAL, withoutParts(source, ['blog']))]);
    expect(empty.files.files).toEqual(none.files.files);
    expect(empty.routes.filter((route) => route.includes('blog'))).toEqual([]);
    expect(textOf(empty.page('/').querySelector('#site-menu'))).not.toContain('Blog');
  });

  it('with articles, keeps its blog in the menu and the sitemap', async () => {
    const site = await buildSite(FULL);
    expect(site.page('/').querySelector('#site-menu a[href="/blog/"]')).not.toBeNull();
    expect(site.files.text('sitemap.xml')).toContain('/blog/</loc>');
  });
});

describe('facts and price cards a shop has none of', () => {
  const minimal = readFileSync(MINIMAL, 'utf8');
  // The facts no page shows by itself, only the texts that name them.
  const facts = [
    'warrantyCovers',
    'warrantyExcludes',
    'technicianYears',
    'diagnosis',
    'devicesRepaired',
    'successRate',
    'areasServed',
    'maxSsd',
    'uneconomicalRepair',
  ];

  it('a fact only texts show may be left out; a text still showing it is pointed at, with what to do', async () => {
    const error = await buildSite(
      MINIMAL,
      withoutParts(
        minimal,
        facts.map((name) => `facts.${name}`),
      ),
    ).catch((e: { report(): string }) => e.report());
    expect(error).toMatch(
      /\.yaml:\d+:\d+ {2}stats\.0\.value {2}shows \{devicesRepaired\}, but facts\.devicesRepaired is left out; write devicesRepaired under facts, or take \{devicesRepaired\} out of this text/,
    );
    const site = await buildSite(MINIMAL, withoutParts(minimal, [...facts.map((name) => `facts.${name}`), 'stats']));
    expect(site.routes).toContain('/about/');
  });

  it('featuredPrices: 0 leaves the price cards to the pricing page', async () => {
    const site = await buildSite(MINIMAL, minimal.replace('  cta:', '  featuredPrices: 0\n  cta:'));
    expect(site.page('/').querySelector('#prices')).toBeNull();
    expect(site.page('/pricing/').querySelectorAll('.price-card')).toHaveLength(1);
  });
});
