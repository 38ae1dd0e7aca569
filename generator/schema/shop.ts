// The only definition of shop.yaml. Types are inferred from it; shop.schema.json is generated from it.
// Who the shop is (site, business, facts) is in business.ts; the pages' contents are here.
import { z } from 'zod';
import { business, DAYS, facts, site } from './business.ts';
import { date, faq, httpsUrl, icon, label, localImage, longText, seo, sitePath, slug, text, year } from './primitives.ts';
import { catalogue } from './catalogue.ts';
import { expected } from './expected.ts';
import { RULE_KEYWORD, RULE_NAMES, runRules } from './rules.ts';

const repairIds = z.array(slug).min(1, 'needs at least one repair').max(50);

const priceItem = z.strictObject({
  emoji: label,
  name: label,
  repairs: repairIds.describe('The catalogue repairs the card stands for; it shows their lowest price, with "onwards" when any costs more'),
  note: label.optional(),
  description: text,
});

const priceRow = z.strictObject({
  repair: slug.describe('The catalogue repair the row shows: its price, time, models and description'),
  name: label.optional().describe('The row\'s heading, when it differs from the repair\'s name'),
});

const service = z.strictObject({
  slug,
  title: label,
  description: text,
  icon,
  seo,
  hero: z.strictObject({ heading: label, intro: text }),
  book: label.describe('The "Service needed" option the hero\'s Book Now picks (one of booking.services)'),
  whatsappMessage: text,
  included: z.array(text).min(1, 'needs at least one item').max(30),
  prices: z.array(priceRow).min(1, 'needs at least one price row').max(50),
  faqs: z.array(faq).min(1, 'needs at least one question').max(30),
});

const titled = z.strictObject({ title: label, text, icon });

const photo = z.strictObject({
  src: localImage.describe('A photo beside shop.yaml, such as "images/shop-front.jpg"; any size, the build makes the small copies'),
  alt: text.describe('What the photo shows, for people who cannot see it'),
  caption: text.optional().describe('A line under the photo'),
});

// The shop's own photos, shown where visitors look for trust. Every one is optional: a page without
// them keeps its layout.
const photos = z.strictObject({
  shopFront: photo.optional().describe('The shop seen from the street: on the about and contact pages ("how to find us")'),
  team: photo.optional().describe('The people who repair: on the about page'),
  workbench: photo.optional().describe('Where repairs happen: on the about page'),
  beforeAfter: z.array(z.strictObject({
    service: slug.describe('The slug of the service page that shows the pair, such as "screen-replacement"'),
    before: photo.omit({ caption: true }),
    after: photo.omit({ caption: true }),
    caption: text,
  })).max(20).default([]).describe('Pairs of photos of a repair, shown on the service page they belong to'),
});

const post = z.strictObject({
  title: label,
  slug,
  excerpt: text,
  date,
  author: label,
  readTime: z.int().positive('must be at least 1 minute'),
  category: label,
  body: longText,
});

export const ShopSchema = z
  .strictObject({
    site,
    business,
    facts,
    stats: z.array(z.strictObject({ value: label, label, icon })).min(1).max(8),
    serviceAreas: z.array(label).min(1, 'needs at least one area').max(100),
    footerAreaCount: z.int().min(1).default(10),
    redirects: z.record(sitePath, z.union([sitePath, httpsUrl], { error: 'is not a page to send visitors to; write the address of a page of the site, such as "/services/iphone-repair/", or an https:// address' }))
      .default({})
      .describe('Old addresses and where they lead now, such as "/services/iphone/": /services/iphone-repair/. Keeps links from search results and shared chats working after a page is renamed or removed'),
    footerServices: z.array(slug).min(1, 'needs at least one service page; leave it out to list them all').max(30).optional()
      .describe('The service pages the footer\'s quick links name, by slug and in this order, such as [iphone-repair, macbook-repair]; every service page when left out'),
    // The texts WhatsApp chats start with, named after the buttons that open them.
    messages: z.strictObject({
      book: text.describe('Book buttons and the closing call to action: "book a repair appointment"'),
      chat: text.describe('The floating "Chat with us on WhatsApp" button, the WhatsApp line of the contact lists, and the end of every article: "I need help with my device"'),
      footer: text.describe('The WhatsApp button in the footer: "I would like some repair information"'),
      hero: text.describe('The "WhatsApp Us" button at the top of the home page: "I saw your website and need help with a repair"'),
    }),
    booking: z.strictObject({
      deviceTypes: z.array(label).min(1).max(30),
      services: z.array(label).min(1).max(50),
    }),
    catalogue,
    photos: photos.default({ beforeAfter: [] }),
    prices: z.array(priceItem).min(1, 'needs at least one price').max(100),
    services: z.array(service).min(1, 'needs at least one service page').max(30),
    home: z.strictObject({
      seo,
      hero: z.strictObject({ heading: label, intro: text }),
      reasons: z.array(titled).min(1).max(12),
      process: z.array(titled).min(1).max(12),
      models: z.array(slug).min(1).max(60)
        .describe('The model chips of "Devices we repair": catalogue model or group ids, shown on one card per device, each linking to its prices'),
      emergencies: z.array(z.strictObject({
        title: label,
        text,
        icon,
        action: z.enum(['whatsapp', 'book'], { error: expected('"whatsapp" or "book"') }),
        whatsappMessage: text.optional(),
        book: label.optional(),
        priority: z.boolean().default(false).describe('Ticks "Same-day priority" in the booking form'),
      })).min(1).max(12),
      faqs: z.array(faq).min(1).max(30),
      featuredPrices: z.int().min(1).default(4),
      testimonials: z.array(z.strictObject({
        name: label, location: label, rating: z.int().min(1).max(5), text, service: label,
        photo: localImage.optional().describe('A small photo of the customer, shown round beside the review (with their permission)'),
      })).min(1).max(30),
      cta: z.strictObject({ heading: label, text }),
    }),
    about: z.strictObject({
      seo,
      story: z.array(text).min(1).max(20),
      mission: text,
      timeline: z.array(z.strictObject({ year, event: text, icon })).min(1).max(50),
    }),
    pricing: z.strictObject({
      seo,
      intro: text,
      inclusions: z.array(text).min(1).max(30),
      faqs: z.array(faq).min(1).max(30),
      whatsappMessage: text,
    }),
    blog: z.strictObject({
      seo,
      intro: text,
      comingSoon: z.strictObject({ heading: label, text }),
      newsletter: z.strictObject({ heading: label, text, subject: label }),
      perPage: z.int().min(1, 'must be at least 1').max(100, 'is more than 100; a page that long loads slowly on a phone').default(12)
        .describe('How many articles one page of the blog lists; more are spread over /blog/page/2/ and on'),
      posts: z.array(post).max(20_000, 'has more than 20,000 articles; the build is tested up to that'),
    }),
    contact: z.strictObject({
      seo,
      intro: text,
      subjects: z.array(label).min(1).max(30),
      whatsappMessage: text.describe('The text the contact page\'s WhatsApp buttons start a chat with: "general contact"'),
      findUs: z.strictObject({
        landmark: text.describe('What a visitor sees nearby, such as "Opposite the Lakeview Arcade fountain, above the pharmacy"'),
        parking: text.optional().describe('Where to park, such as "Free two-wheeler parking in front; cars in the basement"'),
        station: text.optional().describe('The nearest station or bus stop, such as "Kanjurmarg station, 10 minutes by auto"'),
      }).optional().describe('A few lines on the contact page that help a visitor find the shop'),
    }),
    notFound: z.strictObject({ seo, heading: label, text }),
  })
  .meta({ [RULE_KEYWORD]: [...RULE_NAMES] })
  // `when`: run the rules also when some field failed, so one run lists every problem.
  .superRefine((shop, ctx) => {
    for (const problem of runRules(shop)) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
  }, { when: () => true });

export type Shop = z.infer<typeof ShopSchema>;
export type ShopInput = z.input<typeof ShopSchema>;
export type Service = Shop['services'][number];
export type Post = Shop['blog']['posts'][number];
export type PriceItem = Shop['prices'][number];
export type PriceRow = Service['prices'][number];
export { DAYS };
