// Every kind of mistake an owner can make in shop.yaml, each written as tests/fixtures/minimal.yaml
// with a small edit, and the problems the check must report for it. Lines and columns are found in
// the edited text, so a field added to minimal.yaml moves them without a change here.
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fixture } from './helpers.ts';

export interface ExpectedProblem {
  /** The field as the check names it, or "(YAML syntax)" and the like for a problem of the file itself. */
  field: string;
  /** Text of the edited document that starts where the problem is reported; nth picks a later occurrence. */
  at: string;
  nth?: number;
  /** What the check says after the field; <folder> stands for the folder that holds the shop file. */
  message: string;
}

export interface InvalidShop {
  shows: string;
  /** Each key is text found exactly once in minimal.yaml, replaced by its value, in this order. */
  replace: Record<string, string>;
  problems: ExpectedProblem[];
}

/** minimal.yaml without its opening comments, which describe the valid shop. */
export const MINIMAL = readFileSync(fixture('minimal.yaml'), 'utf8').replace(/^(#.*\n)+/, '');

const PHONE = 'is not a phone number; write a mobile like "98765 43210" or "+91 98765 43210", or a landline with its STD code like "020 2545 1234"';
const MOBILE = 'is not a 10-digit Indian mobile number; write it like "98765 43210" (a leading +91 or 0 is fine)';
const UNSAFE_URL = 'is not a safe web address; use a full address starting with https://, such as "https://maps.google.com/…"';
const NOT_AN_IMAGE = 'is not a usable picture; give a file next to shop.yaml such as "images/hero.jpg" or an address starting with https://';
const TABS = 'Tabs are not allowed as indentation; indent with spaces, not tabs (or run npm run check -- --fix-tabs to fix them all)';
const INVISIBLE = 'holds an invisible control character (such as \\0, or U+202E that reverses text); retype the text without it';
const NOTHING_VISIBLE = 'is empty (it holds only spaces or invisible characters); write the text to show here';
const NO_EMAIL = 'is missing; add an e-mail address such as "hello@yourshop.in"';
const NO_GROUP = 'is missing; add it (expected a group of indented "field: value" lines)';
const CLOSES_TOO_EARLY = 'is not after the opening time 10:00; write a closing time later the same day, such as "21:00"';
const unknownFact = (name: string) =>
  `uses the placeholder {${name}}, which is not a fact; use one of: {rating}, {ratingSource}, {warrantyDays}, {warrantyCovers}, {warrantyExcludes}, {turnaround}, {parts}, {technicianYears}, {diagnosis}, {devicesRepaired}, {successRate}, {areasServed}, {established}, {yearsInBusiness}, {maxSsd}, {payments}, {pickupDelivery}, {uneconomicalRepair}, {shopName}, {street}, {locality}, {city}, {state}, {areaCount}, {openDays}`;
const renamed = (to: string) =>
  `is now called "${to}" (renamed in version 0.2 of the generator, so that its name says what it is); rename the key, its value stays the same`;
/** An article as a blog post list item, one field a line. */
const post = (fields: Record<string, string | number>) =>
  Object.entries(fields)
    .map(([key, value], i) => `${i ? '      ' : '    - '}${key}: ${value}`)
    .join('\n');

export const INVALID_SHOPS: Record<string, InvalidShop> = {
  'alias-bomb': {
    shows: 'aliases that multiply the file many times over.',
    replace: {
      'site:\n': `x: &a [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]\ny: &b [${Array(10).fill('*a').join(', ')}]\nz: &c [${Array(10).fill('*b').join(', ')}]\nw: [${Array(10).fill('*c').join(', ')}]\nsite:\n`,
    },
    problems: [
      { field: '(YAML aliases)', at: '*a', message: 'uses aliases (*name) so often that the file would grow many times over; write the values out instead' },
    ],
  },
  'alias-inside-itself': {
    shows: 'an alias inside the value its own anchor names.',
    replace: { 'site:\n': 'loop: &x [1, *x]\nsite:\n' },
    problems: [
      {
        field: '(YAML aliases)',
        at: '*x',
        message: 'uses the alias *x inside the value its anchor &x names, so that value would hold itself for ever; write the value out instead',
      },
    ],
  },
  'bad-colour': {
    shows: 'a colour name instead of #RRGGBB.',
    replace: { 'themeColor: "#222222"': 'themeColor: red' },
    problems: [{ field: 'site.themeColor', at: 'red', message: 'is not a colour; write it as #RRGGBB, such as "#0a66c2"' }],
  },
  'bad-day': {
    shows: 'a day of the week that does not exist.',
    replace: { 'days: [Monday': 'days: [Funday' },
    problems: [
      { field: 'business.hours.days.0', at: 'Funday', message: 'is not a day; use one of Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday' },
    ],
  },
  'bad-email': {
    shows: 'an e-mail address without a domain.',
    replace: { 'email: shop@minimal.example': 'email: shop@' },
    problems: [{ field: 'business.email', at: 'shop@', message: 'is not an e-mail address; write it like "hello@yourshop.in"' }],
  },
  'bad-phone': {
    shows: 'a phone number that is too short.',
    replace: { 'phone: "9000000001"': 'phone: "12345"' },
    problems: [{ field: 'business.phone', at: '"12345"', message: PHONE }],
  },
  'landline-without-std-code': {
    shows: 'a landline without its STD code.',
    replace: { 'phone: "9000000001"': 'phone: "2545 1234"' },
    problems: [{ field: 'business.phone', at: '"2545', message: PHONE }],
  },
  'bad-postal-code': {
    shows: 'a five-digit PIN code.',
    replace: { 'postalCode: 400076': 'postalCode: 40007' },
    problems: [{ field: 'business.address.postalCode', at: '40007', message: 'is not a PIN code; write the 6 digits, such as 400076' }],
  },
  'bad-slug': {
    shows: 'a slug with spaces and capitals.',
    replace: { 'slug: screens': 'slug: "Screen Repair"' },
    problems: [
      {
        field: 'services.0.slug',
        at: '"Screen Repair"',
        message: 'is not a valid slug; use lowercase letters, digits and hyphens, such as "battery-replacement"',
      },
    ],
  },
  'bad-time': {
    shows: 'an hour that does not exist.',
    replace: { 'opens: "10:00"': 'opens: "25:00"' },
    problems: [{ field: 'business.hours.opens', at: '"25:00"', message: 'is not a time; write it as HH:MM on the 24-hour clock, such as "09:00" or "21:00"' }],
  },
  'closing-before-opening': {
    shows: 'a shop that closes before it opens.',
    replace: { 'closes: "18:30"': 'closes: "09:00"' },
    problems: [{ field: 'business.hours.closes', at: '"09:00"', message: CLOSES_TOO_EARLY }],
  },
  'day-closing-before-opening': {
    shows: 'a day with its own hours that closes before it opens.',
    replace: { 'Friday, Saturday] }': 'Friday, Saturday], Sunday: { opens: "10:00", closes: "09:00" } }' },
    problems: [{ field: 'business.hours.Sunday.closes', at: '"09:00"', message: CLOSES_TOO_EARLY }],
  },
  'control-character': {
    shows: 'a NUL character pasted into a text.',
    replace: { 'tagline: Phone repair': 'tagline: "Phone\\0repair"' },
    problems: [{ field: 'business.tagline', at: '"Phone', message: INVISIBLE }],
  },
  'data-url': {
    shows: 'a data: image.',
    replace: { '"https://images.example/hero.jpg"': '"data:image/png;base64,AAAA"' },
    problems: [{ field: 'business.heroImage.src', at: '"data:', message: NOT_AN_IMAGE }],
  },
  'date-before-year-1000': {
    shows: 'the year 0000 would show as 1900 in a browser.',
    replace: {
      '  posts: []':
        '  posts:\n    - { title: Old news, slug: old-news, excerpt: Very old., date: 0000-01-01, author: A, readTime: 2, category: News, body: Text. }',
    },
    problems: [{ field: 'blog.posts.0.date', at: '0000-01-01', message: 'is too early to be a real date; write the year in full, such as 2026-03-14' }],
  },
  'direction-override': {
    shows: 'U+202E reverses the text after it, so the tagline would read differently from what it holds.',
    replace: { 'tagline: Phone repair': 'tagline: "Phone \\u202Eriaper"' },
    problems: [{ field: 'business.tagline', at: '"Phone', message: INVISIBLE }],
  },
  'duplicate-opening-day': {
    shows: 'Monday is listed twice among the opening days.',
    replace: { 'days: [Monday, Tuesday,': 'days: [Monday, Tuesday, Monday,' },
    problems: [{ field: 'business.hours.days.2', at: 'Monday', nth: 2, message: 'repeats Monday; list each opening day once' }],
  },
  'duplicate-slug': {
    shows: 'two articles with one slug.',
    replace: {
      '  posts: []': `  posts:\n${post({ title: 'First', slug: 'first', excerpt: 'One.', date: '2026-01-15', author: 'A. Writer', readTime: 3, category: 'Tips', body: 'Hello.' })}\n${post({ title: 'Second', slug: 'first', excerpt: 'Two.', date: '2026-01-16', author: 'A. Writer', readTime: 2, category: 'Tips', body: 'Again.' })}`,
    },
    problems: [
      {
        field: 'blog.posts.1.slug',
        at: 'first',
        nth: 2,
        message: 'repeats the slug "first" of item 1; each page needs its own address, so choose another slug',
      },
    ],
  },
  'empty-list': {
    shows: 'a list with nothing in it.',
    replace: { 'serviceAreas: [Powai]': 'serviceAreas: []' },
    problems: [{ field: 'serviceAreas', at: '[]', message: 'needs at least one area' }],
  },
  'empty-text': {
    shows: 'a text that is only spaces.',
    replace: { 'tagline: Phone repair': 'tagline: "   "' },
    problems: [{ field: 'business.tagline', at: '"   "', message: NOTHING_VISIBLE }],
  },
  'fact-cycle': {
    shows: 'two facts that show each other could never be filled in.',
    replace: {
      'warrantyCovers: parts': 'warrantyCovers: "parts, but not {warrantyExcludes}"',
      'warrantyExcludes: drops': 'warrantyExcludes: "drops, unlike {warrantyCovers}"',
    },
    problems: [
      {
        field: 'facts.warrantyCovers',
        at: '"parts, but',
        message:
          'shows itself through {warrantyCovers} → {warrantyExcludes} → {warrantyCovers}, so it can never be filled in; write one of these facts out in full',
      },
      {
        field: 'facts.warrantyExcludes',
        at: '"drops, unlike',
        message:
          'shows itself through {warrantyExcludes} → {warrantyCovers} → {warrantyExcludes}, so it can never be filled in; write one of these facts out in full',
      },
    ],
  },
  'catalogue-id-repeated': {
    shows: 'a repair with the id of a model: both would answer /pricing/#iphone-15.',
    replace: {
      '- { id: screen, name: Screen,': '- { id: iphone-15, name: Screen,',
      'repairs: [screen]': 'repairs: [iphone-15]',
      '- { repair: screen }': '- { repair: iphone-15 }',
    },
    problems: [
      {
        field: 'catalogue.repairs.0.id',
        at: 'iphone-15, name: Screen',
        message:
          'repeats the id "iphone-15" of the model "iPhone 15"; devices, models, groups and repairs each need their own id, because links such as /pricing/#iphone-15 lead to it',
      },
    ],
  },
  'catalogue-price-overlaps': {
    shows: "one model priced twice by one repair, through its device and through a group (a model's own price would override both).",
    replace: { '  repairs:\n': '  groups: [{ id: all, name: All, models: [iphone-15] }]\n  repairs:\n', 'iphone-15: 1000 }': 'iphone: 1000, all: 900 }' },
    problems: [
      {
        field: 'catalogue.repairs.0.prices.all',
        at: '900 }',
        message:
          'prices iPhone 15 a second time (it already has a price through "iphone"); take it out of one of the two, or give the model its own line (iphone-15: 3499), which overrides both',
      },
    ],
  },
  'catalogue-price-as-text': {
    shows: 'a price typed as it reads on the site, with ₹ and a comma.',
    replace: { 'iphone-15: 1000 }': 'iphone-15: "₹1,000" }' },
    problems: [
      {
        field: 'catalogue.repairs.0.prices.iphone-15',
        at: '"₹1,000"',
        message: 'is the text "₹1,000"; write the amount as a plain number such as 3499 (the site adds the ₹ and the commas)',
      },
    ],
  },
  'catalogue-unknown-model': {
    shows: 'a price for a repair, which is not a model (an id the catalogue does not have at all is a warning: see catalogue-removal.test.ts).',
    replace: { 'iphone-15: 1000 }': 'iphone-15: 1000, screen: 1200 }' },
    problems: [
      {
        field: 'catalogue.repairs.0.prices.screen',
        at: '1200 }',
        message: 'names "screen", which is not a model, group or device of the catalogue; use one of: iphone, iphone-15',
      },
    ],
  },
  'catalogue-unknown-repair': {
    shows: 'a price card and a service page row naming a model where a repair belongs.',
    replace: { 'repairs: [screen]': 'repairs: [iphone-15]', '- { repair: screen }': '- { repair: iphone }' },
    problems: [
      { field: 'prices.0.repairs.0', at: 'iphone-15]', message: 'names "iphone-15", which is not a repair of the catalogue; use one of: screen' },
      { field: 'services.0.prices.0.repair', at: 'iphone }', message: 'names "iphone", which is not a repair of the catalogue; use one of: screen' },
    ],
  },
  'catalogue-unknown-chip': {
    shows: 'a home page chip for a whole device, where a model or group belongs.',
    replace: { 'models: [iphone-15]': 'models: [iphone]' },
    problems: [{ field: 'home.models.0', at: 'iphone]', message: 'names "iphone", which is not a model or group of the catalogue; use one of: iphone-15' }],
  },
  'catalogue-unknown-price-placeholder': {
    shows: 'a {price:…} placeholder naming a repair that does not exist: a sentence cannot simply lose it.',
    replace: { '"{turnaround}."': '"From {price:screens}."' },
    problems: [
      {
        field: 'services.0.faqs.0.answer',
        at: '"From',
        message:
          'uses the placeholder {price:screens}, but that repair is not in the catalogue (or no longer); did you mean {price:screen}? If not, take it out of this text',
      },
    ],
  },
  'catalogue-unknown-device-type': {
    shows: "a device whose booking device type is not one of the form's.",
    replace: { 'deviceType: iPhone, models': 'deviceType: Phone, models' },
    problems: [{ field: 'catalogue.devices.0.deviceType', at: 'Phone, models', message: '"Phone" is not in booking.deviceTypes; use one of: iPhone' }],
  },
  'catalogue-version-0-2-fields': {
    shows: 'a price card and the home chips as version 0.2 wrote them: each says where it went.',
    replace: {
      'repairs: [screen], description': 'repairs: [screen], price: 1000, description',
      'models: [iphone-15]': 'models: [iphone-15]\n  iphoneModels: [iPhone 15]',
    },
    problems: [
      {
        field: 'prices.0.price',
        at: 'price: 1000',
        message:
          'is now in the catalogue (version 0.3 writes each price once, under catalogue.repairs); remove this field and name the catalogue\'s repair instead, such as "repairs: [iphone-screen]"',
      },
      {
        field: 'home.iphoneModels',
        at: 'iphoneModels',
        message: 'is now "models" (version 0.3): list the ids of catalogue models or groups, such as "iphone-13", and each chip links to its prices',
      },
    ],
  },
  'fractional-price': {
    shows: 'paise in a price.',
    replace: { 'iphone-15: 1000 }': 'iphone-15: 999.5 }' },
    problems: [
      {
        field: 'catalogue.repairs.0.prices.iphone-15',
        at: '999.5',
        message: 'is the number 999.5; expected a whole number of rupees above 0, written as a plain number such as 3499',
      },
    ],
  },
  'http-site-url': {
    shows: 'a site address without https.',
    replace: { 'url: https://minimal.example': 'url: http://minimal.example' },
    problems: [{ field: 'site.url', at: 'http://', message: UNSAFE_URL }],
  },
  'http-url': {
    shows: 'an http: link.',
    replace: { 'https://maps.example/minimal/embed': 'http://maps.example/minimal/embed' },
    problems: [{ field: 'business.mapEmbedUrl', at: 'http://', message: UNSAFE_URL }],
  },
  'impossible-date': {
    shows: '30 February.',
    replace: {
      '  posts: []': `  posts:\n${post({ title: 'First', slug: 'first', excerpt: 'One.', date: '2026-02-30', author: 'A. Writer', readTime: 3, category: 'Tips', body: 'Hello.' })}`,
    },
    problems: [{ field: 'blog.posts.0.date', at: '2026-02-30', message: 'is not a real date; write it as YYYY-MM-DD, such as 2026-03-14' }],
  },
  'javascript-url': {
    shows: 'a javascript: link.',
    replace: { 'mapUrl: https://maps.example/minimal\n': 'mapUrl: javascript:alert(1)\n' },
    problems: [{ field: 'business.mapUrl', at: 'javascript:', message: UNSAFE_URL }],
  },
  'landline-whatsapp': {
    shows: 'a landline as the WhatsApp number.',
    replace: { '"+91 90000 00002"': '"022 2570 1234"' },
    problems: [{ field: 'business.whatsapp', at: '"022', message: MOBILE }],
  },
  'list-item-wrong-shape': {
    shows: 'a group of fields where a list wants text.',
    replace: { 'serviceAreas: [Powai]': 'serviceAreas: [Powai, { name: Marol }]' },
    problems: [{ field: 'serviceAreas.1', at: '{ name: Marol }', message: 'is a group of fields; expected some text' }],
  },
  'missing-field': {
    shows: 'a required field left out.',
    replace: { '  email: shop@minimal.example\n': '' },
    problems: [{ field: 'business.email', at: 'business:', message: NO_EMAIL }],
  },
  'missing-hero-image': {
    shows: 'a picture file that is not there.',
    replace: { 'src: "https://images.example/hero.jpg"': 'src: images/missing.webp' },
    problems: [
      {
        field: 'business.heroImage.src',
        at: 'images/missing.webp',
        message:
          'names the file images/missing.webp, which was not found next to the shop file (looked in <folder>/images/missing.webp); put the picture there or give an https:// address',
      },
    ],
  },
  'external-hero-without-size': {
    shows: 'a picture at an https address cannot be opened to read its size, so it must be typed.',
    replace: { ', width: 1200, height: 800, alt: A phone on a bench }': ', alt: A phone on a bench }' },
    problems: [
      {
        field: 'business.heroImage',
        at: '{ src: "https',
        message:
          'needs a width in pixels for a picture at an https:// address (the build cannot open it to read its size); add "width:", or save the picture next to shop.yaml and its size is read from the file',
      },
      {
        field: 'business.heroImage',
        at: '{ src: "https',
        message:
          'needs a height in pixels for a picture at an https:// address (the build cannot open it to read its size); add "height:", or save the picture next to shop.yaml and its size is read from the file',
      },
    ],
  },
  'before-after-of-no-service': {
    shows: 'a before/after pair names a service page that does not exist.',
    replace: {
      'facts:\n':
        'photos:\n  beforeAfter:\n    - service: screen-repair\n      before: { src: images/a.jpg, alt: Before }\n      after: { src: images/b.jpg, alt: After }\n      caption: A new screen.\nfacts:\n',
    },
    problems: [{ field: 'photos.beforeAfter.0.service', at: 'screen-repair', message: '"screen-repair" is not in the slugs of services; use one of: screens' }],
  },
  'footer-service-of-no-page': {
    shows: 'the footer names a service page that does not exist.',
    replace: { 'serviceAreas: [Powai]': 'serviceAreas: [Powai]\nfooterServices: [screens, screen-repair]' },
    problems: [{ field: 'footerServices.1', at: 'screen-repair', message: '"screen-repair" is not in the slugs of services; use one of: screens' }],
  },
  'redirect-from-a-page': {
    shows: 'a redirect would hide a page the site still builds.',
    replace: { '  /services/screen/: /services/screens/': '  /services/screens/: /pricing/' },
    problems: [
      {
        field: 'redirects./services/screens/',
        at: '/services/screens/: /pricing/',
        message: 'is a page of the site (/services/screens/); a redirect from it would hide that page. Remove this redirect, or the page it would replace.',
      },
    ],
  },
  'redirect-from-a-site-file': {
    shows:
      "old addresses that would put a page folder where the site keeps a file of its own: robots.txt, a part of a large sitemap, a path under the 404 page, the build's own marker.",
    replace: { '  /services/screen/: /services/screens/': '  /robots.txt: /\n  /sitemap-2.xml: /\n  /404.html/old: /\n  /.shop-site: /' },
    problems: ['/robots.txt', '/sitemap-2.xml', '/404.html/old', '/.shop-site'].map((from) => ({
      field: `redirects.${from}`,
      at: from,
      message: `is an address the site uses for its own files (${from}); choose the old address of a page.`,
    })),
  },
  'redirect-to-no-page': {
    shows: 'a redirect leads to an address that is no page of the site; the address without its last slash is suggested.',
    replace: { '  /services/screen/: /services/screens/': '  /services/screen/: /services/screens' },
    problems: [
      {
        field: 'redirects./services/screen/',
        at: '/services/screens\n',
        message: 'leads to "/services/screens", which is no page of the site; did you mean "/services/screens/"?',
      },
    ],
  },
  'redirect-from-no-address': {
    shows: 'an old address that is no address on a site (a ".." step).',
    replace: { '  /old-offer: https://minimal.example/pricing/': '  /old/../offer: /pricing/' },
    problems: [
      {
        field: 'redirects./old/../offer',
        at: '/old/../offer',
        message: 'is not an address on the site; write it from its first slash, with letters, digits, ".", "-" and "_" only, such as "/services/iphone/"',
      },
    ],
  },
  'misspelt-facts-group': {
    shows:
      'the facts group is misspelt; the texts that show facts are not reported as well (there are no facts to check them against), nor the Book Now references when booking.services is not a list.',
    replace: { 'facts:\n': 'factz:\n', 'services: [Screen]': 'services: { Screen: 1 }' },
    problems: [
      { field: 'facts', at: 'site:', message: NO_GROUP },
      { field: 'factz', at: 'factz', message: 'is not a field the site knows; did you mean "facts"?' },
      { field: 'booking.services', at: '{ Screen: 1 }', message: 'is a group of fields; expected a list (lines starting with "- ")' },
    ],
  },
  'misspelt-key': {
    shows: 'a field name with a typo.',
    replace: { 'email: shop@': 'emial: shop@' },
    problems: [
      { field: 'business.email', at: 'business:', message: NO_EMAIL },
      { field: 'business.emial', at: 'emial', message: 'is not a field the site knows; did you mean "email"?' },
    ],
  },
  'mixed-mistakes': {
    shows: 'one mistake of each kind (a wrong type, a duplicate slug, closing before opening, an unknown placeholder, a bad phone); one run lists them all.',
    replace: {
      '  posts: []': `  posts:\n${post({ title: 'Battery signs', slug: 'battery-signs', excerpt: 'When to replace it.', date: '2026-01-10', author: 'A', readTime: 'four', category: 'Battery', body: 'Text.' })}\n${post({ title: 'Battery signs again', slug: 'battery-signs', excerpt: 'The same address.', date: '2026-01-11', author: 'A', readTime: 3, category: 'Battery', body: 'Text.' })}`,
      'closes: "18:30"': 'closes: "09:00"',
      'mission: Fix phones.': 'mission: Fix {phones} fast.',
      'phone: "9000000001"': 'phone: "12345"',
    },
    problems: [
      { field: 'business.phone', at: '"12345"', message: PHONE },
      { field: 'business.hours.closes', at: '"09:00"', message: CLOSES_TOO_EARLY },
      { field: 'about.mission', at: 'Fix {phones}', message: unknownFact('phones') },
      { field: 'blog.posts.0.readTime', at: 'four', message: 'is the text "four"; expected a number' },
      {
        field: 'blog.posts.1.slug',
        at: 'battery-signs',
        nth: 2,
        message: 'repeats the slug "battery-signs" of item 1; each page needs its own address, so choose another slug',
      },
    ],
  },
  'multiple-documents': {
    shows: 'a second document after ---.',
    replace: { 'text: Try the home page.\n': 'text: Try the home page.\n---\nsite: {}\n' },
    problems: [
      {
        field: '(YAML syntax)',
        at: '---',
        message:
          'The file holds more than one document (a line with --- starts another); keep one document: remove the line with --- and what follows it, or merge the two',
      },
    ],
  },
  'negative-price': {
    shows: 'a price below zero.',
    replace: { 'iphone-15: 1000 }': 'iphone-15: -100 }' },
    problems: [{ field: 'catalogue.repairs.0.prices.iphone-15', at: '-100', message: 'must be more than 0 rupees' }],
  },
  'nothing-visible-name': {
    shows: 'a name made only of zero-width characters shows nothing.',
    replace: { 'name: Minimal Fix': 'name: "\\u200B\\u200D\\u2060"' },
    problems: [{ field: 'business.name', at: '"\\u200B', message: NOTHING_VISIBLE }],
  },
  'picture-path-ends-in-https': {
    shows: 'a path to a file outside the shop that ends in an https address is neither a local picture nor an address.',
    replace: { '"https://images.example/hero.jpg"': '"../../../../../../etc/passwd/https://a.bc/../.."' },
    problems: [{ field: 'business.heroImage.src', at: '"../', message: NOT_AN_IMAGE }],
  },
  'port-out-of-range': {
    shows: 'a port number above 65535 in an address.',
    replace: { 'mapUrl: https://maps.example/minimal\n': 'mapUrl: https://maps.example:99999/minimal\n' },
    problems: [
      {
        field: 'business.mapUrl',
        at: 'https://maps.example:99999',
        message: 'is not an address a browser can open; check the spelling of the domain and that a port number is at most 65535',
      },
    ],
  },
  'rating-above-five': {
    shows: 'a rating of 7 out of 5.',
    replace: { 'rating: 4.5': 'rating: 7' },
    problems: [{ field: 'facts.rating', at: '7\n', message: 'is not a rating; use a number from 1 to 5' }],
  },
  'renamed-keys': {
    shows: 'a file written for version 0.1: the group "shop" and the message "help" have new names, and the message says which.',
    replace: { 'business:': 'shop:', 'chat: Help please': 'help: Help please' },
    problems: [
      { field: 'business', at: 'site:', message: NO_GROUP },
      { field: 'shop', at: 'shop:', message: renamed('business') },
      { field: 'messages.chat', at: 'messages:', message: 'is missing; add some text' },
      { field: 'messages.help', at: 'help:', message: renamed('chat') },
    ],
  },
  'text-instead-of-boolean': {
    shows: 'yes in quotes where true or false belongs.',
    replace: { 'action: book }': 'action: book, priority: "yes" }' },
    problems: [{ field: 'home.emergencies.0.priority', at: '"yes"', message: 'is the text "yes"; expected true or false' }],
  },
  'text-instead-of-list': {
    shows: 'one text where a list belongs.',
    replace: { 'serviceAreas: [Powai]': 'serviceAreas: Powai' },
    problems: [{ field: 'serviceAreas', at: 'Powai', nth: 2, message: 'is the text "Powai"; expected a list (lines starting with "- ")' }],
  },
  'unknown-alias': {
    shows: 'an alias with no anchor.',
    replace: { 'tagline: Phone repair': 'tagline: *slogan' },
    problems: [
      {
        field: '(YAML aliases)',
        at: '*slogan',
        message: 'uses the alias *slogan, but no anchor &slogan is set before it; add the anchor or write the value out',
      },
    ],
  },
  'unknown-booking-service': {
    shows: 'Book Now naming a service the form does not offer.',
    replace: { 'time: 1 hour, book: Screen,': 'time: 1 hour, book: Screens,' },
    problems: [{ field: 'catalogue.repairs.0.book', at: 'Screens', message: '"Screens" is not in booking.services; use one of: Screen' }],
  },
  'unknown-icon': {
    shows: 'an icon name that does not exist.',
    replace: { 'icon: screen': 'icon: screwdriver' },
    problems: [
      {
        field: 'services.0.icon',
        at: 'screwdriver',
        message:
          'is not a known icon; use one of: smartphone, laptop, battery, screen, droplets, plug, cpu, hard-drive, stethoscope, shield, clock, wrench, award, search, receipt, check, star, map-pin, truck, zap, database, store, users, rocket, tablet, watch, sparkles, heart',
      },
    ],
  },
  'unknown-placeholder': {
    shows: 'a {placeholder} that is not a fact.',
    replace: { '"{turnaround}."': '"{turnarond}."' },
    problems: [{ field: 'services.0.faqs.0.answer', at: '"{turnarond}', message: unknownFact('turnarond') }],
  },
  'unknown-top-level-key': {
    shows: 'a section name with a typo.',
    replace: { 'serviceAreas:': 'serviceArea:' },
    problems: [
      { field: 'serviceAreas', at: 'site:', message: 'is missing; add it (expected a list (lines starting with "- "))' },
      { field: 'serviceArea', at: 'serviceArea:', message: 'is not a field the site knows; did you mean "serviceAreas"?' },
    ],
  },
  'very-long-text': {
    shows: 'a description pasted 2,500 characters long.',
    replace: { 'description: Screen repair.\n': `description: ${'Screens fixed fast. '.repeat(125)}\n` },
    problems: [
      {
        field: 'services.0.description',
        at: 'Screens fixed',
        message: 'is longer than 2,000 characters; split it into shorter texts, which also read better on a phone',
      },
    ],
  },
  'wrong-type': {
    shows: 'text where a number belongs.',
    replace: { 'iphone-15: 1000 }': 'iphone-15: "a thousand" }' },
    problems: [
      {
        field: 'catalogue.repairs.0.prices.iphone-15',
        at: '"a thousand"',
        message: 'is the text "a thousand"; expected an amount in whole rupees such as 3499, or "on inspection"',
      },
    ],
  },
  'yaml-1-1-directive': {
    shows: 'a directive asking for YAML 1.1, which reads dates and yes/no differently.',
    replace: { 'site:\n': '%YAML 1.1\n---\nsite:\n' },
    problems: [{ field: '(YAML syntax)', at: '%YAML', message: 'asks for an older YAML version that reads dates and yes/no differently; remove this line' }],
  },
  'yaml-duplicate-key': {
    shows: 'the same field twice.',
    replace: { '  tagline: Phone repair\n': '  tagline: Phone repair\n  tagline: Again\n' },
    problems: [{ field: '(YAML syntax)', at: 'tagline: Again', message: 'Map keys must be unique; the same field appears twice here; keep one of them' }],
  },
  'yaml-tab-indent': {
    shows: 'a tab used for indentation.',
    replace: { '  tagline: Phone repair': '\ttagline: Phone repair' },
    problems: [{ field: '(YAML syntax)', at: '\ttagline', message: TABS }],
  },
  'yaml-tabs-on-many-lines': {
    shows: 'tabs on several lines (an editor set to type tabs): every one is reported in one run, not one per run.',
    replace: {
      '  tagline: Phone repair': '\ttagline: Phone repair',
      '  email: shop@minimal.example': '\temail: shop@minimal.example',
      '    street: 1 Main Road': '  \tstreet: 1 Main Road',
    },
    problems: [
      { field: '(YAML syntax)', at: '\ttagline', message: TABS },
      { field: '(YAML syntax)', at: '\temail', message: TABS },
      { field: '(YAML syntax)', at: '\tstreet', message: TABS },
    ],
  },
  'yaml-missing-colon': {
    shows: 'a field without its colon is reported on its own line, with the line as it should read.',
    replace: { '  tagline: Phone repair': '  tagline Phone repair' },
    problems: [
      {
        field: '(YAML syntax)',
        at: 'tagline Phone',
        message: 'This line has a field name but no colon after it; add a colon after the field name, such as "tagline: Phone repair"',
      },
    ],
  },
  'yaml-missing-colon-before-a-list': {
    shows: 'a field without its colon before a [ … ] list is a missing colon, not something left open.',
    replace: { 'serviceAreas: [Powai]': 'serviceAreas [Powai]' },
    problems: [
      {
        field: '(YAML syntax)',
        at: 'serviceAreas [Powai]',
        message: 'This line has a field name but no colon after it; add a colon after the field name, such as "serviceAreas: [Powai]"',
      },
    ],
  },
  'yaml-colon-in-text': {
    shows: 'text holding ": " after a field, which YAML reads as a field inside the value: the line as it should read, in quotes.',
    replace: { 'tagline: Phone repair': 'tagline: Fast repairs: same day' },
    problems: [
      {
        field: '(YAML syntax)',
        at: 'Fast repairs',
        message:
          'The text after tagline: holds ": ", which YAML reads as the start of another field; put this text in quotes, so the line reads: tagline: "Fast repairs: same day"',
      },
    ],
  },
  'yaml-colon-in-list-item': {
    shows: 'a list item holding ": ", which YAML reads as a field where text belongs: the line as it should read, in quotes.',
    replace: { 'story: [We started.]': 'story:\n    - We started.\n    - Open daily: 10 to 9' },
    problems: [
      {
        field: 'about.story.1',
        at: 'Open daily',
        message:
          'is text with ": " in it, which YAML read as a field "Open daily" with the value "10 to 9"; put this text in quotes, so the line reads: - "Open daily: 10 to 9"',
      },
    ],
  },
  'yaml-colon-in-flow-text': {
    shows: 'text holding ": " inside { … }: the value in quotes, or the comma that may be missing.',
    replace: { '{ title: Fast, text: Quick., icon: clock }': '{ title: Fast, text: Open: 10 to 9, icon: clock }' },
    problems: [
      {
        field: '(YAML syntax)',
        at: 'Open: 10',
        message:
          'Inside { … } the text after text: holds ": ", which YAML reads as another field; put this text in quotes, such as text: "Open: 10 to 9", or add the comma missing before the next field',
      },
    ],
  },
  'yaml-comma-in-flow-price': {
    shows: 'a price written with its thousands comma inside { … }, which cuts it in two: the price is named, not the stray field "499".',
    replace: { 'iphone-15: 1000 }': 'iphone-15: 3,499 }' },
    problems: [
      {
        field: 'catalogue.repairs.0.prices.iphone-15',
        at: '3,499',
        message:
          'is cut at the comma in 3,499: inside { … } a comma ends a value, so YAML read 499 as a field of its own; write an amount without commas, such as iphone-15: 3499, or put text in quotes, such as iphone-15: "3,499"',
      },
    ],
  },
  'yaml-comma-in-flow-text': {
    shows: 'texts with a comma inside { … } ("5,000+", "From Rs. 3,499"), each cut in two: both named in one run, with the value in quotes.',
    replace: {
      'value: "{devicesRepaired}"': 'value: 5,000+',
      '{ title: Fast, text: Quick., icon: clock }': '{ title: Fast, text: From Rs. 3,499, icon: clock }',
    },
    problems: [
      {
        field: 'stats.0.value',
        at: '5,000+',
        message:
          'is cut at the comma in "5,000+": inside { … } a comma ends a value, so YAML read "000+" as a field of its own; put the value in quotes, such as value: "5,000+"',
      },
      {
        field: 'home.reasons.0.text',
        at: 'From Rs.',
        message:
          'is cut at the comma in "From Rs. 3,499": inside { … } a comma ends a value, so YAML read "499" as a field of its own; put the value in quotes, such as text: "From Rs. 3,499"',
      },
    ],
  },
  'yaml-comment-without-space': {
    shows: 'a comment right after a value: nothing was opened, so the message does not ask to close anything.',
    replace: { 'phone: "9000000001"': 'phone: "9000000001"# the shop' },
    problems: [
      {
        field: '(YAML syntax)',
        at: '# the shop',
        message:
          'Comments must be separated from other tokens by white space characters; put a space before the # that starts a comment, or put text that holds # in quotes',
      },
    ],
  },
  'yaml-field-name-alone': {
    shows: 'a field name with neither colon nor value on the last line: nothing was opened.',
    replace: { '  text: Try the home page.\n': '  text\n' },
    problems: [
      {
        field: '(YAML syntax)',
        at: 'text\n',
        message:
          'Implicit map keys need to be followed by map values; write a colon and the value after the field name, such as "tagline: Phone repair", or remove the line',
      },
    ],
  },
  'yaml-misaligned-field': {
    shows: 'a field one space out of line with the others: the indentation, not something left open.',
    replace: { '    locality: Powai': '   locality: Powai' },
    problems: [
      {
        field: '(YAML syntax)',
        at: '   locality',
        message:
          'All mapping items must start at the same column; check the indentation: the fields of one group start at the same column, indented with spaces',
      },
    ],
  },
  'yaml-unclosed-flow-map': {
    shows: 'a { … } never closed: the parser gives up at the next field, and the message points at the { itself, with its line closed.',
    replace: { 'hero: Saw the site }': 'hero: Saw the site' },
    problems: [
      {
        field: '(YAML syntax)',
        at: '{ book:',
        message:
          'This { is never closed, so YAML read on to line 50 and gave up there; close it with } at the end of this line, so it reads: messages: { book: Book please, chat: Help please, footer: Info please, hero: Saw the site }',
      },
    ],
  },
  'yaml-unclosed-flow-sequence': {
    shows: 'a [ … ] never closed, a comment line below it: pointed at the [, not two lines below where the parser gave up.',
    replace: { 'serviceAreas: [Powai]': 'serviceAreas: [Powai, Kothrud' },
    problems: [
      {
        field: '(YAML syntax)',
        at: '[Powai, Kothrud',
        message:
          'This [ is never closed, so YAML read on to line 46 and gave up there; close it with ] at the end of this line, so it reads: serviceAreas: [Powai, Kothrud]',
      },
    ],
  },
  'yaml-unclosed-flow-sequence-on-lines': {
    shows: 'a [ … ] over two lines never closed: where to close it, without a line to copy.',
    replace: { 'serviceAreas: [Powai]': 'serviceAreas: [Powai,\n  Kothrud' },
    problems: [
      {
        field: '(YAML syntax)',
        at: '[Powai,',
        message: 'This [ is never closed, so YAML read on to line 47 and gave up there; close it with ] after its last item',
      },
    ],
  },
  'yaml-flow-sequence-indented-too-little': {
    shows: 'a [ … ] closed on a line indented too little: the indentation, not a [ left open.',
    replace: { '  payments: [Cash]': '  payments: [Cash,\n  UPI]' },
    problems: [
      {
        field: '(YAML syntax)',
        at: 'UPI]',
        message: 'Flow sequence in block collection must be sufficiently indented and end with a ]; check the indentation and that every [ or { is closed',
      },
    ],
  },
  'yaml-placeholder-first-unquoted': {
    shows: 'text starting with a placeholder, unquoted (`{locality} आणि परिसर`): read as a group and a stray word; the text in quotes.',
    replace: { '    locality: Powai': '    locality: {locality} आणि परिसर' },
    problems: [
      {
        field: '(YAML syntax)',
        at: '{locality} आणि',
        message:
          'This text starts with {, which YAML reads as the start of a group { … }; text that starts with { (such as a placeholder) must be in quotes, so the line reads: locality: "{locality} आणि परिसर"',
      },
    ],
  },
  'number-where-text-belongs': {
    shows: 'a number, and true, where text belongs: put in quotes, each with its line as it should read.',
    replace: { 'yearsInBusiness: "1"': 'yearsInBusiness: 5', 'intro: Prices.': 'intro: true' },
    problems: [
      {
        field: 'facts.yearsInBusiness',
        at: '5\n  maxSsd',
        message: 'is the number 5; expected some text: put it in quotes, so the line reads: yearsInBusiness: "5"',
      },
      { field: 'pricing.intro', at: 'true', message: 'is true; expected some text: put it in quotes, so the line reads: intro: "true"' },
    ],
  },
  'yaml-unclosed-quote': {
    shows: 'a quote that is never closed.',
    replace: { 'phone: "9000000001"': 'phone: "9000000001' },
    // Reported where the line ends without the closing quote.
    problems: [{ field: '(YAML syntax)', at: '\n  whatsapp:', message: 'Missing closing "quote; close what was opened, such as a quote, ] or }' }],
  },
};

/** The case's document: minimal.yaml with its edit made. Throws when the edit no longer fits minimal.yaml. */
export function editedText(name: string): string {
  let text = MINIMAL;
  for (const [find, replacement] of Object.entries(INVALID_SHOPS[name].replace)) {
    const found = text.split(find).length - 1;
    if (found !== 1) throw new Error(`${name}: its edit replaces ${JSON.stringify(find)}, which is found ${found} times in minimal.yaml instead of once`);
    if (replacement === find) throw new Error(`${name}: its edit replaces ${JSON.stringify(find)} with the same text`);
    text = text.replace(find, () => replacement);
  }
  return text;
}

/** The problems the check must report for the case, at line:column positions found in its edited text. */
export function expectedProblems(name: string, folder: string): { line: number; column: number; field: string; message: string }[] {
  const text = editedText(name);
  return INVALID_SHOPS[name].problems.map(({ field, at, nth = 1, message }) => {
    let index = -1;
    for (let i = 0; i < nth; i++) {
      index = text.indexOf(at, index + 1);
      if (index < 0) throw new Error(`${name}: ${field} is expected at occurrence ${nth} of ${JSON.stringify(at)}, which the edited text does not have`);
    }
    const lineStart = text.lastIndexOf('\n', index - 1) + 1;
    // Columns count characters as an editor shows them: an emoji is one column, not two UTF-16 units.
    const column = [...text.slice(lineStart, index)].length + 1;
    return { line: text.slice(0, lineStart).split('\n').length, column, field, message: message.replaceAll('<folder>', folder) };
  });
}

/** Writes the case's document to FOLDER/NAME/shop.yaml and returns that path. */
export async function writeInvalidShop(name: string, folder: string): Promise<string> {
  const file = path.join(folder, name, 'shop.yaml');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, editedText(name));
  return file;
}
