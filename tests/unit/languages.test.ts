// A shop in more than one language, from the one file: the pages of each language under its folder,
// hreflang alternates that answer each other over the whole site, texts that fall back to the first
// language with the right `lang`, the booking choices and WhatsApp texts in the page's language, and
// check's warnings (or, with --all-languages, problems) for every missing translation.
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { textToTranslate } from '../../generator/messages/index.ts';
import { hashTree, MINIMAL, runCli, tempDir } from '../helpers.ts';
import { cardProblems } from '../invariants.ts';
import { buildSite, textOf, whatsappText, type BuiltSite } from '../site.ts';

const minimal = readFileSync(MINIMAL, 'utf8');

/** The minimal shop in English and Hindi, with some texts translated and the rest left in English. */
export function bilingual(source = minimal): string {
  const edits: [string, string][] = [
    ['  themeColor: "#222222"', '  themeColor: "#222222"\n  languages: [en, hi]'],
    ['  tagline: Phone repair', '  tagline:\n    en: Phone repair\n    hi: फ़ोन रिपेयर'],
    ['messages: { book: Book please,', 'messages: { book: { en: Book please, hi: कृपया बुक करें }, '],
    ['  services: [Screen]', '  services: [{ en: Screen, hi: स्क्रीन }]'],
    ['  hero: { heading: Fix it, intro: We fix phones. }', '  hero: { heading: { en: Fix it, hi: ठीक करवाएँ }, intro: We fix phones. }'],
    ['      - { question: How long?, answer: "{turnaround}." }', '      - { question: How long?, answer: { en: "{turnaround}.", hi: "{turnaround} में।" } }'],
  ];
  return edits.reduce((text, [from, to]) => {
    if (!text.includes(from)) throw new Error(`the minimal fixture no longer has ${from}`);
    return text.replace(from, to);
  }, source);
}

let site: BuiltSite;
beforeAll(async () => {
  site = await buildSite(MINIMAL, bilingual());
});

const alternatesOf = (built: BuiltSite, route: string) =>
  Object.fromEntries(
    built
      .page(route)
      .querySelectorAll('link[rel="alternate"][hreflang]')
      .map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
  );

describe('a shop in English and Hindi', () => {
  it('builds every page in both languages, the first at the root and Hindi under /hi/, each with its lang', () => {
    const english = site.routes.filter((route) => !route.startsWith('/hi/'));
    expect(english.length).toBeGreaterThan(5);
    expect(site.routes.filter((route) => route.startsWith('/hi/')).sort()).toEqual(english.map((route) => `/hi${route}`).sort());
    for (const route of site.routes) {
      expect(site.page(route).querySelector('html')?.getAttribute('lang'), route).toBe(route.startsWith('/hi/') ? 'hi-IN' : 'en-IN');
    }
  });

  it('links every page to itself in each language and to x-default, the same set on each copy, with absolute addresses', () => {
    for (const route of site.routes.filter((r) => !r.endsWith('404.html') && !r.startsWith('/hi/'))) {
      const expected = {
        'en-IN': `https://minimal.example${route}`,
        'hi-IN': `https://minimal.example/hi${route}`,
        'x-default': `https://minimal.example${route}`,
      };
      expect(alternatesOf(site, route), route).toEqual(expected);
      expect(alternatesOf(site, `/hi${route}`), `/hi${route}`).toEqual(expected);
    }
  });

  it('lists each page of each language in the sitemap with the same alternates as its head', () => {
    const sitemap = site.files.text('sitemap.xml');
    const entries = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>([\s\S]*?)<\/url>/g)];
    expect(entries.map(([, loc]) => new URL(loc).pathname).sort()).toEqual(site.routes.filter((r) => !r.endsWith('404.html')).sort());
    for (const [, loc, rest] of entries) {
      const listed = Object.fromEntries([...rest.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, tag, url]) => [tag, url]));
      expect(listed, loc).toEqual(alternatesOf(site, new URL(loc).pathname));
    }
  });

  it('shows a translated text in Hindi, and a text without Hindi in English marked lang="en-IN"', () => {
    const hindi = site.page('/hi/');
    expect(textOf(hindi.querySelector('h1'))).toBe('ठीक करवाएँ');
    expect(hindi.querySelector('h1 [lang]')).toBeNull();
    const intro = hindi.querySelectorAll('[lang="en-IN"]').map(textOf);
    expect(intro).toContain('We fix phones.');
    // The English pages carry no such marks.
    expect(site.html('/')).not.toMatch(/<span lang=/);
    for (const route of site.routes) expect(site.html(route), route).not.toMatch(/[\uE000\uE001]|%EE%80%8[01]/);
  });

  it("fills placeholders in each language's own text", () => {
    const faq = site.page('/hi/services/screens/').querySelectorAll('details').map(textOf).join(' ');
    expect(faq).toContain('1 hour में।');
  });

  it('offers the booking choices in Hindi and maps each book: to the Hindi choice, for the form and the price finder', () => {
    const hindi = site.page('/hi/');
    expect(hindi.querySelectorAll('select[name="service"] option').map(textOf)).toContain('स्क्रीन');
    const catalogue = JSON.parse(site.files.text('catalogue-hi.json'));
    expect(catalogue.devices[0].repairs[0].book).toBe('स्क्रीन');
    expect(JSON.parse(site.files.text('catalogue.json')).devices[0].repairs[0].book).toBe('Screen');
    const button = site.page('/hi/services/screens/').querySelector('[data-book][data-service]');
    if (button) expect(button.getAttribute('data-service')).toBe('स्क्रीन');
  });

  it("prefills the WhatsApp texts in the page's language", () => {
    const texts = (route: string) =>
      site
        .page(route)
        .querySelectorAll('a[href^="https://wa.me/"]')
        .map((a) => whatsappText(a.getAttribute('href')));
    expect(texts('/hi/')).toContain('कृपया बुक करें');
    expect(texts('/')).toContain('Book please');
    expect(texts('/')).not.toContain('कृपया बुक करें');
  });
});

describe('the link-preview cards of a shop in English, Hindi and Marathi', () => {
  let three: BuiltSite;
  beforeAll(async () => {
    const source = bilingual().replace('languages: [en, hi]', 'languages: [en, hi, mr]').replace('hi: ठीक करवाएँ }', 'hi: ठीक करवाएँ, mr: दुरुस्त करून घ्या }');
    three = await buildSite(MINIMAL, source);
  });
  const meta = (route: string, property: string) => three.page(route).querySelector(`meta[property="${property}"]`)?.getAttribute('content') ?? '';
  const cardOf = (route: string) => new URL(meta(route, 'og:image')).pathname.slice(1);

  it("gives each page a card of its own language: a Hindi page's is neither the English page's nor the Marathi page's", () => {
    // The service's title has no Hindi or Marathi: its card is still in the page's language, around the English title.
    for (const route of ['/', '/services/screens/', '/about/']) {
      const [en, hi, mr] = [route, `/hi${route}`, `/mr${route}`].map(cardOf);
      expect(new Set([en, hi, mr]).size, route).toBe(3);
    }
    expect(meta('/hi/', 'og:image:alt')).toMatch(/^ठीक करवाएँ: /);
    expect(meta('/mr/', 'og:image:alt')).toMatch(/^दुरुस्त करून घ्या: /);
    // A page without a card of its own takes its language's home page's.
    expect(cardOf('/hi/404.html')).toBe(cardOf('/hi/'));
    expect(cardOf('/mr/404.html')).toBe(cardOf('/mr/'));
  });

  it("draws the Hindi card in Hindi: its pixels differ from the English card's, not only its name", async () => {
    const pixels = (route: string) =>
      sharp(Buffer.from(three.files.files.get(cardOf(route)) as Uint8Array))
        .raw()
        .toBuffer();
    const [en, hi, mr] = await Promise.all(['/', '/hi/', '/mr/'].map(pixels));
    const changed = (a: Buffer, b: Buffer) => {
      let count = 0;
      for (let i = 0; i < a.length; i += 3) if (Math.max(...[0, 1, 2].map((c) => Math.abs(a[i + c] - b[i + c]))) > 48) count += 1;
      return count / (a.length / 3);
    };
    // Other words in white on the dark card: a few percent of its pixels.
    expect(changed(en, hi)).toBeGreaterThan(0.005);
    expect(changed(hi, mr)).toBeGreaterThan(0.005);
  });

  it('keeps every card of every language a 1200×630 JPEG within 150 KB', async () => {
    expect(await cardProblems(three)).toEqual([]);
  });
});

describe("an article's links to the site's pages", () => {
  const body = [
    'See [our prices](/pricing/), [the finder](/pricing/#finder), [the home page](/) and [the catalogue](/catalogue.json).',
    '',
    'Also [the Hindi about page](/hi/about/), [an old address](/services/screen/), [an old page](/services/screen/index.html),',
    '[without its slash](/pricing), [the next article](/blog/next/), [a site](https://example.com/a/) and `<a href="/pricing/">`.',
  ].join('\n');
  const post = (slug: string, text: string) =>
    `    - { title: ${slug}, slug: ${slug}, excerpt: Links., date: 2026-01-02, author: A, readTime: 1, category: Tips, body: ${JSON.stringify(text)} }`;
  const withPosts = (...posts: string[]) => bilingual().replace('  posts: []', `  posts:\n${posts.join('\n')}`);
  let site: BuiltSite;
  beforeAll(async () => {
    site = await buildSite(MINIMAL, withPosts(post('links', body)));
  });
  const links = (built: BuiltSite, route: string) =>
    built
      .page(route)
      .querySelectorAll('.prose a')
      .map((a) => a.getAttribute('href'));
  const WRITTEN = [
    '/pricing/',
    '/pricing/#finder',
    '/',
    '/catalogue.json',
    '/hi/about/',
    '/services/screen/',
    '/services/screen/index.html',
    '/pricing',
    '/blog/next/',
    'https://example.com/a/',
  ];

  it("lead to the page in the reader's language; anything that is no page of that language stays as written", () => {
    expect(links(site, '/hi/blog/links/')).toEqual(['/hi/pricing/', '/hi/pricing/#finder', '/hi/', ...WRITTEN.slice(3)]);
    expect(links(site, '/blog/links/')).toEqual(WRITTEN);
    // Text that reads like a link is left alone.
    expect(textOf(site.page('/hi/blog/links/').querySelector('.prose code'))).toBe('<a href="/pricing/">');
  });

  it('follow the site into its folder', async () => {
    const source = withPosts(post('links', '[a](/pricing/) [b](/old/) [c](/hi/) [d](/shop.css) [e](/pricing/?x=1) [f](/)'));
    expect(source).toContain('url: https://minimal.example\n');
    const inFolder = await buildSite(MINIMAL, source.replace('url: https://minimal.example\n', 'url: https://minimal.example/shop/\n'));
    expect(links(inFolder, '/hi/blog/links/')).toEqual([
      '/shop/hi/pricing/',
      '/shop/old/',
      '/shop/hi/',
      '/shop/shop.css',
      '/shop/hi/pricing/?x=1',
      '/shop/hi/',
    ]);
    expect(links(inFolder, '/blog/links/')).toEqual(['/shop/pricing/', '/shop/old/', '/shop/hi/', '/shop/shop.css', '/shop/pricing/?x=1', '/shop/']);
  });

  it('follow a page that comes or goes in a rebuild, as a clean build does', async () => {
    const dir = await tempDir();
    const { cp } = await import('node:fs/promises');
    await cp(path.join(path.dirname(MINIMAL), 'images'), path.join(dir, 'images'), { recursive: true });
    const file = path.join(dir, 'shop.yaml');
    const out = path.join(dir, 'out');
    const build = async (source: string, into: string) => {
      await writeFile(file, source);
      const { code, err } = await runCli(['build', '--config', file, '--out', into]);
      expect(code, err).toBe(0);
    };
    // Two articles link to it (the second takes the list of pages made for the first).
    const hindi = (slug: string) => readFileSync(path.join(out, 'hi', 'blog', slug, 'index.html'), 'utf8').match(/href="[^"]*\/blog\/next\/"/)?.[0];
    const linking = [post('links', body), post('more', 'More on [the next article](/blog/next/).')];
    await build(withPosts(...linking), out);
    expect([hindi('links'), hindi('more')]).toEqual(['href="/blog/next/"', 'href="/blog/next/"']);
    // The article they link to is added, then removed again: each rebuild gives the clean build's bytes.
    for (const source of [withPosts(...linking, post('next', 'Next.')), withPosts(...linking)]) {
      await build(source, out);
      const clean = path.join(dir, `clean-${Math.random()}`);
      await build(source, clean);
      expect(await hashTree(out)).toBe(await hashTree(clean));
    }
    await build(withPosts(...linking, post('next', 'Next.')), out);
    expect([hindi('links'), hindi('more')]).toEqual(['href="/hi/blog/next/"', 'href="/hi/blog/next/"']);
  });
});

describe('check and build, for texts missing in a language', () => {
  async function shopFile(source: string): Promise<{ file: string; dir: string }> {
    const dir = await tempDir();
    const file = path.join(dir, 'shop.yaml');
    await writeFile(file, source);
    return { file, dir };
  }

  it('warns about each text without Hindi at its line, and builds', async () => {
    const { file } = await shopFile(bilingual());
    const { code, err } = await runCli(['check', '--config', file]);
    expect(code).toBe(0);
    const line =
      bilingual()
        .split('\n')
        .findIndex((l) => l.startsWith('  warrantyCovers: parts')) + 1;
    expect(err).toContain(`shop.yaml:${line}:19  facts.warrantyCovers  has no Hindi (hi) text yet; those pages show the English (en) one`);
    // A text without letters needs no translation.
    expect(err).not.toMatch(/stats\.0\.value/);
  });

  it('shows the first 50 warnings in full and counts the rest, so many untranslated articles do not bury the result', async () => {
    const posts = Array.from(
      { length: 40 },
      (_, i) => `    - { title: Note ${i}, slug: note-${i}, excerpt: Note ${i}., date: 2026-01-01, author: A, readTime: 2, category: C, body: "Body ${i}." }\n`,
    ).join('');
    const source = bilingual();
    expect(source).toMatch(/^ {2}posts: \[\]\n/m);
    const { file } = await shopFile(source.replace(/^ {2}posts: \[\]\n/m, `  posts:\n${posts}`));
    const { code, err } = await runCli(['check', '--config', file]);
    expect(code).toBe(0);
    const total = Number(/has ([\d,]+) warnings: the site is built and usable/.exec(err)?.[1].replaceAll(',', ''));
    // Four texts of each article (title, excerpt, category, body) have no Hindi.
    expect(total).toBeGreaterThanOrEqual(40 * 4);
    expect(err.match(/^\S*shop\.yaml:\d+:\d+ {2}/gm)).toHaveLength(50);
    expect(err).toContain(`…and ${(total - 50).toLocaleString('en-IN')} more, not shown: look at the first 50`);
  });

  it('with --all-languages, refuses the file and leaves the output folder as it was', async () => {
    const { file, dir } = await shopFile(bilingual());
    const out = path.join(dir, 'dist');
    expect((await runCli(['build', '--config', file, '--out', out])).code).toBe(0);
    const before = await hashTree(out);
    const { code, err } = await runCli(['build', '--config', file, '--out', out, '--all-languages']);
    expect(code).toBe(1);
    expect(err).toContain('business.address.street  has no Hindi (hi) text, and --all-languages asks for every language');
    expect(await hashTree(out)).toBe(before);
  });

  it("builds again into the same folder without calling the other languages' pages gone", async () => {
    const { file, dir } = await shopFile(bilingual());
    const out = path.join(dir, 'dist');
    expect((await runCli(['build', '--config', file, '--out', out])).code).toBe(0);
    const again = await runCli(['build', '--config', file, '--out', out]);
    expect(again.code).toBe(0);
    expect(again.err).not.toContain('The last build had pages');
    // Dropping Hindi is noticed: its pages were published.
    const english = await runCli(['build', '--config', (await shopFile(bilingual().replace('languages: [en, hi]', 'languages: [en]'))).file, '--out', out]);
    expect(english.err).toMatch(/The last build had pages this one does not: \/hi\//);
  });

  it('refuses a redirect from a page of another language, and leads one to it', async () => {
    const source = bilingual().replace(
      '  /old-offer: https://minimal.example/pricing/',
      '  /old-offer: https://minimal.example/pricing/\n  /hi/about/: /contact/\n  /hi/old/: /hi/contact/',
    );
    const { file } = await shopFile(source);
    const { code, err } = await runCli(['check', '--config', file]);
    expect(code).toBe(1);
    expect(err).toContain('redirects./hi/about/  is a page of the site (/hi/about/)');
    expect(err).not.toContain('redirects./hi/old/');
  });

  it('refuses a text given per language without the first language, a language the site cannot show, and the old site.language', async () => {
    const source = bilingual()
      .replace('  mission: Fix phones.', '  mission: { hi: फ़ोन ठीक करना। }')
      .replace('  intro: Prices.', '  intro: { en: Prices., fr: Prix. }')
      .replace('  languages: [en, hi]', '  languages: [en, hi]\n  language: en-IN');
    const { file } = await shopFile(source);
    const { code, err } = await runCli(['check', '--config', file]);
    expect(code).toBe(1);
    expect(err).toContain("about.mission  has no English (en) text, and English (en) is the site's first language");
    expect(err).toContain(
      'pricing.intro.fr  has "fr", which is not a language the site can show; write the texts under en (English), hi (Hindi), mr (Marathi)',
    );
    expect(err).toContain('site.language  is now "languages"');
  });

  it('checks the placeholders of every language where each is written', async () => {
    const source = bilingual().replace('hi: "{turnaround} में।"', 'hi: "{turnarond} में।"');
    const { file } = await shopFile(source);
    const { code, err } = await runCli(['check', '--config', file]);
    expect(code).toBe(1);
    const line = source.split('\n').findIndex((l) => l.includes('{turnarond}')) + 1;
    expect(err).toMatch(new RegExp(`shop\\.yaml:${line}:\\d+  services\\.0\\.faqs\\.0\\.answer\\.hi  uses the placeholder \\{turnarond\\}`));
  });
});

describe("the site's own words", () => {
  it("come in the page's language, and an owner's wording under ui: replaces them in that language only", async () => {
    const source = bilingual().replace('facts:', 'ui:\n  hi: { skipLink: सीधे काम की बात पर }\nfacts:');
    const built = await buildSite(MINIMAL, source);
    expect(textOf(built.page('/hi/').querySelector('.skip-link'))).toBe('सीधे काम की बात पर');
    expect(textOf(built.page('/').querySelector('.skip-link'))).toBe('Skip to main content');
  });
});

describe("facts from the shop's own details", () => {
  it("say the open days in the page's language", async () => {
    const source = bilingual().replace('  mission: Fix phones.', '  mission: { en: "Open {openDays}.", hi: "{openDays} खुला।" }');
    const built = await buildSite(MINIMAL, source);
    expect(textOf(built.page('/about/').querySelector('.mission'))).toBe('Open Monday to Saturday.');
    expect(textOf(built.page('/hi/about/').querySelector('.mission'))).toMatch(/^सोमवार से शनिवार/);
  });
});

describe('npm run init on a shop written per language', () => {
  it('writes a new text in the first language beside its translations, block or { … }, the old ones left to translate, keeping the file valid', async () => {
    const { YamlEdit } = await import('../../generator/init/yaml-edit.ts');
    const { parse } = await import('yaml');
    const source = 'business:\n  address:\n    locality:\n      en: Powai\n      hi: पवई\n    city: { en: Mumbai, hi: मुंबई }\n  name: Shop\n';
    const edit = new YamlEdit(source);
    edit.setText(['business', 'address', 'locality'], 'en', 'en', 'Koramangala');
    edit.setText(['business', 'address', 'city'], 'en', 'en', 'Bengaluru');
    expect(edit.text).toBe(
      `business:\n  address:\n    locality:\n      en: Koramangala\n      # ${textToTranslate('hi', 'en', 'पवई')}\n    city: { en: Bengaluru }\n  name: Shop\n`,
    );
    expect(parse(edit.text).business.address).toEqual({ locality: { en: 'Koramangala' }, city: { en: 'Bengaluru' } });
    edit.setText(['business', 'address', 'locality'], 'hi', 'en', 'कोरमंगला');
    edit.setText(['business', 'address', 'city'], 'hi', 'en', 'बेंगलुरु');
    expect(parse(edit.text).business.address).toEqual({ locality: { en: 'Koramangala', hi: 'कोरमंगला' }, city: { en: 'Bengaluru', hi: 'बेंगलुरु' } });
  });

  it("offers the first language's text as what the file holds now", async () => {
    const { YamlEdit } = await import('../../generator/init/yaml-edit.ts');
    const { QUESTIONS } = await import('../../generator/init/questions.ts');
    const doc = new YamlEdit(
      bilingual()
        .replace('    locality: Powai', '    locality: { en: Powai, hi: पवई }')
        .replace('serviceAreas: [Powai]', 'serviceAreas: [{ en: Powai, hi: पवई }, Chandivali]'),
    );
    expect(QUESTIONS.find((q) => q.name === 'locality')!.current(doc, 'en')).toBe('Powai');
    expect(QUESTIONS.find((q) => q.name === 'serviceAreas')!.current(doc, 'en')).toEqual(['Powai', 'Chandivali']);
  });
});
