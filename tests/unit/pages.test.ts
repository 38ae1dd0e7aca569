// The full fixture shop (tests/fixtures/full.yaml, a complete shop with its own name, numbers
// and prices), built in memory and read with an HTML parser: every route, section, text, link and
// price, as a visitor (or a crawler) would find it. The expected values are the fixture's.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { FULL } from '../helpers.ts';
import { buildSite, htmlValidate, jsonLd, textOf, whatsappText, type BuiltSite } from '../site.ts';

let site: BuiltSite;
beforeAll(async () => {
  site = await buildSite(FULL);
});

const shop = parse(readFileSync(FULL, 'utf8'));
const SERVICES: string[] = shop.services.map((s: { slug: string }) => s.slug);
const POSTS: string[] = shop.blog.posts.map((p: { slug: string }) => p.slug);
const ROUTES = ['/', '/about/', ...SERVICES.map((s) => `/services/${s}/`), '/pricing/', '/blog/', ...POSTS.map((p) => `/blog/${p}/`), '/contact/'];
const AREAS: string[] = shop.serviceAreas;
// The fixture's details as its pages write them.
const SITE = 'https://fruitfixers.example';
const NAME = 'Fruit Fixers';
const TEL = 'tel:+919123456789';
const WA = 'https://wa.me/919988776655';
const EMAIL = 'care@fruitfixers.example';

describe('routes and files', () => {
  it('builds a folder with index.html for home, about, pricing, blog, contact, each service and each article, plus 404.html', () => {
    expect([...site.routes].sort()).toEqual([...ROUTES, '/404.html'].sort());
  });

  it('writes the sitemap with exactly the routes, as absolute URLs, and robots.txt pointing at it', () => {
    const sitemap = site.files.text('sitemap.xml');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(ROUTES.map((r) => `${SITE}${r}`).sort());
    expect(site.files.text('robots.txt')).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it("ships a favicon, a web app manifest, one stylesheet and the shop's own hero picture with hashed names", () => {
    const names = [...site.files.files.keys()];
    expect(names.filter((n) => n.endsWith('.css'))).toHaveLength(1);
    expect(names.some((n) => /^assets\/favicon-[\w-]{10}\.svg$/.test(n))).toBe(true);
    // The hero, made by the picture pipeline at every width it needs up to its own 1,600 px.
    for (const width of [640, 960, 1280, 1600]) {
      for (const format of ['avif', 'webp']) expect(names.some((n) => new RegExp(`^assets/bench-${width}-[\\w-]{10}\\.${format}$`).test(n))).toBe(true);
    }
    const manifest = JSON.parse(site.files.text('manifest.webmanifest'));
    expect(manifest).toMatchObject({ name: `${NAME} - Mac and iPhone Clinic`, short_name: NAME, start_url: '/' });
  });

  it('every HTML file passes html-validate with zero errors', async () => {
    for (const route of site.routes) {
      const report = await htmlValidate.validateString(site.html(route));
      const messages = report.results.flatMap((r) => r.messages.map((m) => `${route}: ${m.ruleId} ${m.message} (${m.selector})`));
      expect(messages).toEqual([]);
    }
  });
});

describe('every page', () => {
  it.each(ROUTES)('%s has the head tags, one h1 and a skip link', (route) => {
    const page = site.page(route);
    const title = textOf(page.querySelector('title'));
    // The home page: the shop's name, then the home page's own title (home.seo.title; the tagline when it is left out).
    if (route === '/') expect(title).toBe(`${NAME} | Apple Device Repair in Powai`);
    else expect(title).toMatch(new RegExp(`^.+ \\| ${NAME}$`));
    const meta = (name: string) => page.querySelector(`meta[name="${name}"], meta[property="${name}"]`)?.getAttribute('content');
    expect(meta('description')?.length).toBeGreaterThan(40);
    expect(meta('keywords')).toBeTruthy();
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}${route}`);
    expect(meta('og:title')).toBe(title);
    expect(meta('og:url')).toBe(`${SITE}${route}`);
    expect(meta('og:type')).toBe(route.startsWith('/blog/') && route !== '/blog/' ? 'article' : 'website');
    expect(meta('og:image')).toMatch(new RegExp(`^${SITE}/assets/card-[\\w-]{10}\\.jpg$`));
    expect([meta('og:image:width'), meta('og:image:height'), meta('og:image:type')]).toEqual(['1200', '630', 'image/jpeg']);
    expect(meta('og:image:alt')).toContain(NAME);
    expect(site.files.files.has(meta('og:image')!.slice(SITE.length + 1))).toBe(true);
    expect(meta('og:site_name')).toBe(NAME);
    expect(meta('og:locale')).toBe('en_IN');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('theme-color')).toBe('#0b57d0');
    expect(page.querySelector('html')?.getAttribute('lang')).toBe('en-IN');
    expect(page.querySelectorAll('h1')).toHaveLength(1);
    expect(page.querySelector('a.skip-link')?.getAttribute('href')).toBe('#main');
    expect(page.querySelector('main#main')).not.toBeNull();
  });

  it('titles and descriptions are unique across pages', () => {
    const titles = ROUTES.map((r) => textOf(site.page(r).querySelector('title')));
    const descriptions = ROUTES.map((r) => site.page(r).querySelector('meta[name="description"]')?.getAttribute('content'));
    expect(new Set(titles).size).toBe(ROUTES.length);
    expect(new Set(descriptions).size).toBe(ROUTES.length);
  });

  it.each(ROUTES)("%s carries LocalBusiness structured data with the shop's details and no self-serving rating", (route) => {
    const [business] = jsonLd(site.page(route));
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ElectronicsStore',
      name: NAME,
      telephone: '+919123456789',
      email: EMAIL,
      priceRange: '₹349 - ₹49,999',
      address: { '@type': 'PostalAddress', addressLocality: 'Mumbai', addressRegion: 'Maharashtra', postalCode: '400076', addressCountry: 'IN' },
      geo: { '@type': 'GeoCoordinates', latitude: 19.1176, longitude: 72.906 },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
          opens: '10:30',
          closes: '20:00',
        },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '11:00', closes: '18:00' },
      ],
    });
    expect(business.areaServed.map((a: { name: string }) => a.name)).toEqual(AREAS);
    expect(site.html(route)).not.toMatch(/aggregateRating|"review"/);
  });

  it.each(ROUTES)('%s has the header: links, current item, phone, Book Repair', (route) => {
    const page = site.page(route);
    const nav = page.querySelector('nav#site-menu')!;
    const top = nav.querySelectorAll('.nav-list > li > a, .nav-list > li > button').map(textOf);
    expect(top).toEqual(['Home', 'About', 'Services', 'Pricing', 'Blog', 'Contact']);
    expect(nav.querySelectorAll('#services-list a').map((a) => a.getAttribute('href'))).toEqual(SERVICES.map((s) => `/services/${s}/`));
    const current = nav.querySelectorAll('[aria-current="page"]').map((a) => a.getAttribute('href'));
    expect(current).toEqual(route.startsWith('/blog/') && route !== '/blog/' ? [] : [route]);
    const header = page.querySelector('header.site-header')!;
    expect(header.querySelector(`a[href="${TEL}"]`)).not.toBeNull();
    const book = header.querySelectorAll('a[data-book]');
    expect(book.map(textOf)).toEqual(['Book Repair']);
    expect(whatsappText(book[0].getAttribute('href'))).toBe('Hi, I would like to book a repair appointment.');
    expect(page.querySelector('a.menu-toggle')?.getAttribute('aria-controls')).toBe('site-menu');
  });

  it('an article lights up Blog without claiming to be the blog page', () => {
    const blog = site.page('/blog/iphone-battery-signs/').querySelector('nav#site-menu a[href="/blog/"]')!;
    expect(blog.getAttribute('aria-current')).toBeUndefined();
    expect(blog.classList.contains('is-current')).toBe(true);
  });

  it.each(ROUTES)('%s has the footer, the floating WhatsApp link and the booking dialog', (route) => {
    const page = site.page(route);
    const footer = page.querySelector('footer.site-footer')!;
    expect(textOf(footer)).toContain('Mac and iPhone Clinic');
    // The services footerServices names, in its order.
    expect(footer.querySelectorAll('.footer-links a').map((a) => [textOf(a), a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About', '/about/'],
      ['Screen Replacement', '/services/screen-replacement/'],
      ['iPhone Repair', '/services/iphone-repair/'],
      ['MacBook Repair', '/services/macbook-repair/'],
      ['Pricing', '/pricing/'],
      ['Contact', '/contact/'],
    ]);
    // The spec's footer on every page, home, about and contact included: contact info and the first areas.
    expect(textOf(footer.querySelector('.footer-areas'))).toBe(
      `${AREAS.slice(0, shop.footerAreaCount).join(' · ')} and ${AREAS.length - shop.footerAreaCount} more areas`,
    );
    expect(footer.querySelector('.footer-areas a')?.getAttribute('href')).toBe('/contact/#areas');
    expect(footer.querySelectorAll('.contact-list a').map((a) => a.getAttribute('href'))).toEqual([
      TEL,
      expect.stringMatching(new RegExp(`^${WA}\\?text=`)),
      'mailto:care@fruitfixers.example',
      'https://maps.google.com/?q=19.1176,72.9060',
    ]);
    expect(footer.querySelector('a.btn-whatsapp')?.getAttribute('href')).toMatch(new RegExp(`^${WA}\\?text=`));
    expect(textOf(footer.querySelector(`a[href="${TEL}"].btn`))).toBe('Call now');
    const fab = page.querySelector('a.fab')!;
    expect(textOf(fab)).toBe('Chat with us on WhatsApp');
    expect(fab.getAttribute('rel')).toBe('noopener');
    expect(fab.getAttribute('target')).toBe('_blank');
    expect(page.querySelectorAll('dialog#booking')).toHaveLength(1);
  });
});

describe('booking dialog', () => {
  it('has the fields, types, required flags and options of the booking form', () => {
    const dialog = site.page('/').querySelector('dialog#booking')!;
    const field = (name: string) => dialog.querySelector(`[name="${name}"]`)!;
    expect(field('name').getAttribute('type')).toBe('text');
    expect(field('phone').getAttribute('type')).toBe('tel');
    expect(field('phone').hasAttribute('pattern')).toBe(false);
    for (const name of ['name', 'phone', 'device', 'service']) expect(field(name).hasAttribute('required'), name).toBe(true);
    for (const name of ['date', 'notes']) expect(field(name).hasAttribute('required'), name).toBe(false);
    expect(field('date').getAttribute('type')).toBe('date');
    expect(field('notes').getAttribute('rows')).toBe('3');
    const options = (name: string) =>
      field(name)
        .querySelectorAll('option')
        .filter((o) => o.getAttribute('value'))
        .map(textOf);
    expect(options('device')).toEqual(['iPhone', 'MacBook Pro', 'MacBook Air', 'iPad', 'Other']);
    expect(options('service')).toContain('Screen Replacement');
    expect(dialog.querySelector('button[data-dialog-close]')?.getAttribute('aria-label')).toBe('Close booking form');
  });
});

describe('home', () => {
  const home = () => site.page('/');

  it('has the hero: headline, picture with dimensions, Book Now and WhatsApp Us', () => {
    expect(textOf(home().querySelector('h1'))).toBe('Fix. Upgrade. Revive.');
    const img = home().querySelector('.hero img')!;
    expect(img.getAttribute('src')).toMatch(/^\/assets\/bench-960-[\w-]{10}\.webp$/);
    // Read from the file (the fixture types no size), largest copy made.
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1600', '1000']);
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.hasAttribute('loading')).toBe(false);
    expect(
      home()
        .querySelectorAll('.hero picture source')
        .map((s) => s.getAttribute('type')),
    ).toEqual(['image/avif', 'image/webp']);
    expect(img.getAttribute('alt')).toBeTruthy();
    const buttons = home().querySelectorAll('.hero .btn').map(textOf);
    expect(buttons).toEqual(['Book Now', 'WhatsApp Us']);
    expect(whatsappText(home().querySelector('.hero .btn-whatsapp')?.getAttribute('href'))).toBe('Hi, I saw your website and need help with a repair.');
  });

  it('links each of the five service cards to its page with a descriptive link text', () => {
    const links = home().querySelectorAll('#services .service-card a');
    expect(links.map((a) => [textOf(a), a.getAttribute('href')])).toEqual([
      ['Learn more about iPhone Repair', '/services/iphone-repair/'],
      ['Learn more about MacBook Repair', '/services/macbook-repair/'],
      ['Learn more about Battery Replacement', '/services/battery-replacement/'],
      ['Learn more about Screen Replacement', '/services/screen-replacement/'],
      ['Learn more about Water Damage Repair', '/services/water-damage/'],
    ]);
  });

  it('lists the four reasons, the four steps, 12 iPhone models and 12 Mac items', () => {
    expect(home().querySelectorAll('#why h3').map(textOf)).toEqual(['OEM-quality parts', 'Same-day service', 'Expert technicians', '180-day warranty']);
    expect(textOf(home().querySelector('#why'))).toContain('3–5 hours');
    expect(textOf(home().querySelector('#why'))).toContain('5+ years');
    expect(home().querySelectorAll('#process h3').map(textOf)).toEqual(['Free diagnosis', 'Transparent quote', 'Expert repair', 'Quality check']);
    const cards = home().querySelectorAll('#models .model-row');
    expect(cards.map((c) => textOf(c.querySelector('h3')))).toEqual(['iPhone', 'Mac']);
    const chips = cards.map((c) => c.querySelectorAll('li a').map((a) => [textOf(a), a.getAttribute('href')]));
    expect(chips[0]).toHaveLength(12);
    expect(chips[0][0]).toEqual(['iPhone 16 Pro Max prices', '/pricing/#iphone-16-pro-max']);
    // A group's chip leads to its first model and names the group, whose models the finder then shows.
    expect(chips[0][10]).toEqual(['iPhone 13 / 13 mini prices', '/pricing/?group=iphone-13-and-13-mini#iphone-13']);
    expect(chips[0][11]).toEqual(['iPhone 12 series prices', '/pricing/?group=iphone-12-series#iphone-12-pro-max']);
    expect(chips[1]).toHaveLength(12);
    expect(chips[1][0]).toEqual(['MacBook Pro 16″ (M1 to M4) prices', '/pricing/?group=macbook-pro-16#macbook-pro-16-m4']);
  });

  it('has the emergency section: two WhatsApp chats and Same-Day Priority opening the booking', () => {
    const cards = home().querySelectorAll('#emergency .emergency');
    expect(cards.map((c) => textOf(c.querySelector('h3')))).toEqual(['Water Damage Emergency', 'Data Recovery Urgent', 'Same-Day Priority']);
    expect(whatsappText(cards[0].querySelector('a')?.getAttribute('href'))).toContain('water damage');
    expect(whatsappText(cards[1].querySelector('a')?.getAttribute('href'))).toContain('data recovered');
    expect(cards[2].querySelector('a')?.hasAttribute('data-book')).toBe(true);
    // Each button says what it does; a screen reader hears the card's title after.
    expect(cards.map((c) => textOf(c.querySelector('a')))).toEqual([
      'Message us on WhatsApp: Water Damage Emergency',
      'Message us on WhatsApp: Data Recovery Urgent',
      'Book a priority slot: Same-Day Priority',
    ]);
  });

  it('shows the stats 7200+, 4.7, 97% and 3–5 hours', () => {
    expect(home().querySelectorAll('.stats dd').map(textOf)).toEqual(['7200+', '4.7', '97%', '3–5 hours']);
  });

  it('has five FAQs that open one at a time, without a script', () => {
    const faqs = home().querySelectorAll('#faq details');
    expect(faqs).toHaveLength(5);
    expect(new Set(faqs.map((d) => d.getAttribute('name')))).toEqual(new Set(['home-faq']));
  });

  it('shows the first four shared prices and links to /pricing', () => {
    const cards = home().querySelectorAll('#prices .price-card');
    expect(cards.map((c) => [textOf(c.querySelector('h3')), textOf(c.querySelector('.price'))])).toEqual([
      ['iPhone Screen Replacement', '₹3,799 onwards'],
      ['iPhone Battery Replacement', '₹2,199 onwards'],
      ['MacBook SSD Upgrade', '₹6,999 onwards'],
      ['Water-Damage Diagnosis', '₹799'],
    ]);
    expect(home().querySelector('#prices a[href="/pricing/"]')).not.toBeNull();
  });

  it('shows three testimonials with five stars, text, name, location and service', () => {
    const items = home().querySelectorAll('#reviews figure');
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect(item.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('5 out of 5 stars');
      expect(textOf(item.querySelector('blockquote')).length).toBeGreaterThan(20);
      expect(textOf(item.querySelector('figcaption'))).toMatch(/^.+, .+ .+$/);
    }
  });

  it('has the store: address, hours, WhatsApp number, a lazy map with a title, open-in-maps and 20 area chips', () => {
    const visit = home().querySelector('#visit')!;
    expect(textOf(visit)).toContain('Hiranandani Gardens, Powai, Mumbai 400076');
    expect(textOf(visit)).toContain('Every day, 10:30 AM to 8 PM; Sunday, 11 AM to 6 PM');
    expect(textOf(visit)).toContain('WhatsApp +91 99887 76655');
    const map = visit.querySelector('iframe')!;
    expect(map.getAttribute('loading')).toBe('lazy');
    expect(map.getAttribute('title')).toBe(`Map showing ${NAME} in Powai`);
    expect(map.getAttribute('src')).toMatch(/^https:\/\//);
    expect(textOf(visit.querySelector(`a.btn[href="https://maps.google.com/?q=19.1176,72.9060"]`))).toBe('Open in Maps');
    // Every area as a chip, in the file's order.
    expect(visit.querySelectorAll('.chips li').map(textOf)).toEqual(AREAS);
    expect(visit.querySelector('.chips-scroll')).toBeNull();
    expect(site.page('/contact/').querySelectorAll('#areas .chips li').map(textOf)).toEqual(AREAS);
  });

  it('ends with Book Appointment and WhatsApp', () => {
    expect(home().querySelectorAll('.cta .btn').map(textOf)).toEqual(['Book Appointment', 'WhatsApp']);
  });
});

describe('service pages', () => {
  // The price tables, as a visitor reads them: name, price, time.
  const TABLES: Record<string, [string, string, string][]> = {
    'macbook-repair': [
      ['Logic Board Repair', '₹7,999 onwards', '1–2 days'],
      ['SSD Upgrade', '₹6,999 onwards', '2–4 hours'],
      ['RAM Upgrade', '₹4,999 onwards', '1–2 hours'],
      ['Battery Replacement', '₹8,999 onwards', '2–3 hours'],
      ['Display Replacement', '₹21,499 onwards', '5–7 hours'],
      ['Keyboard Replacement', '₹6,999 onwards', '3–4 hours'],
    ],
    'battery-replacement': [
      ['iPhone Battery', '₹2,199 onwards', '1–2 hours'],
      ['MacBook Battery', '₹8,999 onwards', '2–3 hours'],
      ['iPad Battery', '₹4,999 onwards', '3–4 hours'],
      ['Apple Watch Battery', '₹3,999 onwards', '1–2 hours'],
    ],
    'screen-replacement': [
      ['iPhone Screen', '₹3,799 onwards', '2–3 hours'],
      ['MacBook Screen', '₹21,499 onwards', '5–7 hours'],
      ['iPad Screen', '₹7,999 onwards', '3–4 hours'],
      ['Apple Watch Screen', '₹5,999 onwards', '2–3 hours'],
    ],
    'water-damage': [
      ['Water-Damage Diagnosis', '₹799', '1–2 hours'],
      ['iPhone Water-Damage Repair', '₹3,999 onwards', '1–3 days'],
      ['MacBook Water-Damage Repair', '₹8,999 onwards', '2–5 days'],
      ['Emergency Service', '₹1,999 onwards', '24–48 hours'],
    ],
  };
  const MESSAGES: Record<string, RegExp> = {
    'iphone-repair': /iPhone/,
    'macbook-repair': /MacBook/,
    'battery-replacement': /battery/,
    'screen-replacement': /screen/,
    'water-damage': /urgent.*water/i,
  };

  it.each(Object.entries(TABLES))('%s shows its price table, each row with its own Book Now', (slug, rows) => {
    const page = site.page(`/services/${slug}/`);
    const shown = page
      .querySelectorAll('.price-row')
      .map((row) => [textOf(row.querySelector('h3')), textOf(row.querySelector('.price')), textOf(row.querySelector('.price-row-time'))]);
    expect(shown).toEqual(rows);
    for (const row of page.querySelectorAll('.price-row')) expect(row.querySelector('a[data-book]')).not.toBeNull();
  });

  it('the battery and screen rows name the iPhone models and the Watch series', () => {
    expect(textOf(site.page('/services/battery-replacement/').querySelector('.price-row'))).toContain('iPhone 6 to 15');
    expect(textOf(site.page('/services/battery-replacement/').querySelectorAll('.price-row')[3])).toContain('Series 3 onwards');
  });

  it.each(SERVICES)('%s is a full page: hero with Book and its own WhatsApp message, included list, prices, FAQ accordion', (slug) => {
    const page = site.page(`/services/${slug}/`);
    expect(page.querySelector('.page-hero a[data-book]')).not.toBeNull();
    expect(whatsappText(page.querySelector('.page-hero a.btn-whatsapp')?.getAttribute('href'))).toMatch(MESSAGES[slug]);
    expect(page.querySelectorAll('#included li').length).toBeGreaterThanOrEqual(3);
    expect(page.querySelectorAll('.price-row').length).toBeGreaterThanOrEqual(4);
    const faqs = page.querySelectorAll('#faq details');
    expect(faqs.length).toBeGreaterThanOrEqual(3);
    expect(new Set(faqs.map((f) => f.getAttribute('name'))).size).toBe(1);
    const service = jsonLd(page).find((d) => d['@type'] === 'Service');
    expect(service?.offers.length).toBe(page.querySelectorAll('.price-row').length);
  });

  it('a per-item Book Now preselects its service and, where the item implies one, its device', () => {
    const row = site.page('/services/screen-replacement/').querySelector('.price-row a[data-book]')!;
    expect(row.getAttribute('data-book')).toBe('Screen Replacement');
    expect(row.getAttribute('data-device')).toBe('iPhone');
    expect(textOf(row)).toBe('Book now: iPhone Screen');
  });
});

describe('pricing', () => {
  it('shows every shared price with emoji, name, price, note, description and Book Now', () => {
    const cards = site.page('/pricing/').querySelectorAll('.price-card');
    // The emoji is drawn as the line icon that means the same (data-emoji names it), so the cards match the other icons.
    expect(
      cards.map((c) => [c.querySelector('.tile-icon')?.getAttribute('data-emoji'), textOf(c.querySelector('h3')), textOf(c.querySelector('.price'))]),
    ).toEqual([
      ['📱', 'iPhone Screen Replacement', '₹3,799 onwards'],
      ['🔋', 'iPhone Battery Replacement', '₹2,199 onwards'],
      ['💾', 'MacBook SSD Upgrade', '₹6,999 onwards'],
      ['💧', 'Water-Damage Diagnosis', '₹799'],
      ['🔌', 'Charging Port Repair', '₹1,499 onwards'],
      ['🔬', 'Logic-Board Micro-Soldering', '₹7,999 onwards'],
      ['🩺', 'Device Health Check-up', '₹349'],
    ]);
    for (const card of cards) expect(card.querySelector('.tile-icon svg.icon'), textOf(card.querySelector('h3'))).not.toBeNull();
    expect(textOf(cards[0].querySelector('.price-note'))).toBe('180-day warranty');
    expect(textOf(cards[2].querySelector('.price-note'))).toBe('up to 2TB');
    for (const card of cards) expect(textOf(card.querySelector('a[data-book]'))).toMatch(/^Book now: /);
  });

  it('lists the inclusions, four FAQs and a WhatsApp quote link', () => {
    const page = site.page('/pricing/');
    expect(page.querySelectorAll('#included li').length).toBeGreaterThanOrEqual(4);
    expect(page.querySelectorAll('#faq details')).toHaveLength(4);
    expect(whatsappText(page.querySelector('.cta a.btn-whatsapp')?.getAttribute('href'))).toBe('Hi, I would like a price quote for a repair.');
  });
});

describe('about', () => {
  it('has stat tiles, story, mission, the 2019-2024 timeline of six milestones and store details', () => {
    const page = site.page('/about/');
    expect(page.querySelectorAll('.stats dd')).toHaveLength(4);
    expect(page.querySelectorAll('#story p').length).toBeGreaterThanOrEqual(2);
    expect(textOf(page.querySelector('#mission'))).toContain('fast, honest and affordable');
    expect(page.querySelectorAll('.timeline-year').map(textOf)).toEqual(['2019', '2020', '2021', '2022', '2023', '2024']);
    expect(page.querySelector('#store a[href^="https://maps.google.com"]')).not.toBeNull();
  });
});

describe('blog', () => {
  it('lists four posts with title, excerpt, date, author, read time and category, each linking to its article', () => {
    const cards = site.page('/blog/').querySelectorAll('.post-card');
    expect(cards).toHaveLength(4);
    const first = cards[0];
    expect(textOf(first.querySelector('h3'))).toBe('5 Signs Your iPhone Battery Needs Replacing');
    // Four items spaced apart, no "·" left to dangle where the line wraps.
    expect(first.querySelectorAll('.post-meta > *').map(textOf)).toEqual(['Battery', '2 October 2026', 'Arjun Mehta', '4 min read']);
    expect(textOf(first.querySelector('.post-meta'))).not.toContain('·');
    expect(first.querySelector('time')?.getAttribute('datetime')).toBe('2026-10-02');
    // The title is a link to the article, and so is "Read more".
    expect(cards.map((c) => c.querySelector('h3 a')?.getAttribute('href'))).toEqual(POSTS.map((p) => `/blog/${p}/`));
    expect(cards.map((c) => c.querySelector('a.text-link')?.getAttribute('href'))).toEqual(POSTS.map((p) => `/blog/${p}/`));
    expect(textOf(first.querySelector('a.text-link'))).toBe('Read more: 5 Signs Your iPhone Battery Needs Replacing');
  });

  it('has a coming-soon block and a subscribe box that hands the address to the shop by e-mail', () => {
    const page = site.page('/blog/');
    expect(textOf(page.querySelector('#coming-soon h2'))).toBe('More guides on the way');
    const form = page.querySelector('#newsletter form')!;
    expect(form.getAttribute('action')).toBe(`mailto:${EMAIL}`);
    expect(form.querySelector('input[type="email"]')?.hasAttribute('required')).toBe(true);
    expect(form.querySelector('input[name="subject"]')?.getAttribute('value')).toBe('Please add me to your newsletter');
  });

  it.each(POSTS)('the article /blog/%s/ renders its Markdown body with date, author and read time, and BlogPosting data', (slug) => {
    const page = site.page(`/blog/${slug}/`);
    expect(page.querySelectorAll('.prose h2').length).toBeGreaterThanOrEqual(1);
    expect(page.querySelectorAll('.prose p').length).toBeGreaterThanOrEqual(2);
    expect(textOf(page.querySelector('.post-meta'))).toMatch(/\d{4} .+ \d+ min read$/);
    const posting = jsonLd(page).find((d) => d['@type'] === 'BlogPosting')!;
    expect(posting.headline).toBe(textOf(page.querySelector('h1')));
    expect(posting.mainEntityOfPage).toBe(`${SITE}/blog/${slug}/`);
  });
});

describe('contact', () => {
  it('has the message form with its fields, types, required flags and subjects', () => {
    const form = site.page('/contact/').querySelector('form#contact-form')!;
    const field = (name: string) => form.querySelector(`[name="${name}"]`)!;
    expect(field('name').hasAttribute('required')).toBe(true);
    expect(field('email').getAttribute('type')).toBe('email');
    expect(field('email').hasAttribute('required')).toBe(false);
    expect(field('phone').getAttribute('type')).toBe('tel');
    expect(field('phone').hasAttribute('required')).toBe(true);
    expect(field('text').tagName).toBe('TEXTAREA');
    expect(field('text').getAttribute('rows')).toBe('5');
    expect(field('text').hasAttribute('required')).toBe(true);
    expect(
      field('subject')
        .querySelectorAll('option')
        .filter((o) => o.getAttribute('value'))
        .map(textOf),
    ).toEqual(['iPhone Repair', 'MacBook Repair', 'Battery Replacement', 'Screen Replacement', 'Data Recovery', 'Water Damage', 'General Inquiry']);
    // Without JavaScript the message still reaches WhatsApp: wa.me reads the "text" field.
    expect(form.getAttribute('action')).toBe(WA);
  });

  it('shows phone, WhatsApp and e-mail links, a map link and the service areas', () => {
    const page = site.page('/contact/');
    expect(page.querySelector(`main a[href="${TEL}"]`)).not.toBeNull();
    expect(page.querySelector(`main a[href^="${WA}?text="]`)).not.toBeNull();
    expect(page.querySelector(`main a[href="mailto:${EMAIL}"]`)).not.toBeNull();
    expect(page.querySelector('main a[href^="https://maps.google.com"]')).not.toBeNull();
    expect(page.querySelectorAll('#areas li').map(textOf)).toEqual(AREAS);
    // The address once in the page's own content (the footer has it on every page).
    expect(textOf(page.querySelector('main')).split('Lakeview Arcade, Central Avenue')).toHaveLength(2);
  });

  it("starts its WhatsApp chats with the contact page's own message, not the site-wide one", () => {
    const page = site.page('/contact/');
    const chats = page.querySelectorAll(`main a[href^="${WA}?text="]`).map((a) => whatsappText(a.getAttribute('href')));
    expect(chats.length).toBeGreaterThanOrEqual(2);
    for (const text of chats) expect(text).toBe('Hi, I have a question about a repair.');
  });

  it('shows the details before the form (first on a phone), then how to find the shop: directions, the lazy map and open-in-maps', () => {
    const page = site.page('/contact/');
    const html = site.html('/contact/');
    expect(html.indexOf('class="contact-details"')).toBeLessThan(html.indexOf('id="contact-form"'));
    const findUs = page.querySelector('#find-us')!;
    expect(findUs.querySelectorAll('.directions dt').map(textOf)).toEqual(['Landmark', 'Parking', 'Nearest station']);
    expect(findUs.querySelectorAll('.directions dd').map(textOf)).toEqual([
      'Next to the blue water tower, above the chemist.',
      'Free parking behind the building.',
      'Fixture Road metro station, 5 minutes on foot.',
    ]);
    expect(findUs.querySelector('iframe')?.getAttribute('loading')).toBe('lazy');
    expect(textOf(findUs.querySelector('a.btn[href^="https://maps.google.com"]'))).toBe('Open in Maps');
  });
});

describe("every page's footer", () => {
  it('links the address to the map', () => {
    const address = site
      .page('/pricing/')
      .querySelectorAll('footer .contact-list a')
      .find((a) => textOf(a).includes('400076'));
    expect(address?.getAttribute('href')).toBe('https://maps.google.com/?q=19.1176,72.9060');
  });
});

describe('404', () => {
  it('is a friendly page in the layout with links home and to contact, kept out of search results', () => {
    const page = site.page('/404.html');
    expect(page.querySelector('main a[href="/"]')).not.toBeNull();
    expect(page.querySelector('main a[href="/contact/"]')).not.toBeNull();
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(page.querySelector('header.site-header')).not.toBeNull();
  });
});
