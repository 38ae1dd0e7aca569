// The only definition of shop.yaml. Types are inferred from it; shop.schema.json is generated from it.
// Who the shop is (site, business, facts) is in business.ts; the pages' contents are here.
import { z } from 'zod';
import { business, DAYS, facts, site } from './business.ts';
import { date, faq, faqs, httpsUrl, icon, label, localImage, longText, plainLabel, seo, sitePath, slug, text, year } from './primitives.ts';
import { ui } from './ui.ts';
import { catalogue } from './catalogue.ts';
import { expected } from './expected.ts';
import { RULE_KEYWORD, RULE_NAMES, runRules } from './rules.ts';

const repairIds = z.array(slug).min(1, 'needs at least one repair').max(50);

const priceItem = z.strictObject({
  emoji: plainLabel.meta({ description: 'The emoji at the top of the card', examples: ['📱'] }),
  name: label.describe('The card\'s heading: "Screen replacement"'),
  repairs: repairIds.describe('The catalogue repairs the card stands for; it shows their lowest price, with "onwards" when any costs more'),
  note: label.optional().describe('A short line under the price, such as "Same-day for most models"; optional'),
  description: text.describe('A sentence on what the repair includes'),
});

const priceRow = z.strictObject({
  repair: slug.describe('The catalogue repair the row shows: its price, time, models and description'),
  name: label.optional().describe("The row's heading, when it differs from the repair's name"),
});

/** The big heading and the sentence under it at the top of a page. */
const hero = z
  .strictObject({
    heading: label.describe('The big heading at the top of the page'),
    intro: text.describe('The sentence or two under the heading'),
  })
  .describe('The top of the page: its big heading and the sentence under it');

/** A heading and a short text, for a closing call to action, an empty blog, a newsletter or the "not found" page. */
const headingText = (description: string) =>
  z
    .strictObject({
      heading: label.describe('Its heading'),
      text: text.describe('The sentence or two under the heading'),
    })
    .describe(description);

const service = z.strictObject({
  slug: slug.meta({
    description: "The page's address: /services/<slug>/. Keep it once the site is published (or add a redirect), since links point at it",
    examples: ['iphone-repair'],
  }),
  title: label.describe('The service\'s name, as the menu, the home page\'s service cards and the page itself show it: "iPhone Repair"'),
  description: text.describe('A sentence on the service, shown on its card on the home page'),
  icon: icon.describe("The small picture on the service's card, such as smartphone or laptop"),
  seo,
  hero,
  book: plainLabel.describe('The "Service needed" option the hero\'s Book Now picks (one of booking.services)'),
  whatsappMessage: text.describe('The text the page\'s WhatsApp buttons start a chat with: "I need an iPhone repair"'),
  included: z.array(text).min(1, 'needs at least one item').max(30).describe('The "What\'s included" list: one line per item'),
  prices: z.array(priceRow).min(1, 'needs at least one price row').max(50).describe("The rows of the page's price table, each naming a catalogue repair"),
  faqs: z.array(faq).min(1, 'needs at least one question').max(30).describe('Questions and answers shown on the page, one open at a time'),
});

const titled = z.strictObject({
  title: label.describe('Its heading, a few words'),
  text: text.describe('A sentence that explains it'),
  icon,
});

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
  beforeAfter: z
    .array(
      z.strictObject({
        service: slug.describe('The slug of the service page that shows the pair, such as "screen-replacement"'),
        before: photo.omit({ caption: true }).describe('The device before the repair'),
        after: photo.omit({ caption: true }).describe('The same device after the repair'),
        caption: text.describe('A line under the pair: "iPhone 13, new screen in two hours"'),
      }),
    )
    .max(20)
    .default([])
    .describe('Pairs of photos of a repair, shown on the service page they belong to'),
});

const post = z.strictObject({
  title: label.describe("The article's title"),
  slug: slug.meta({
    description: "The article's address: /blog/<slug>/. Keep it once published, since links point at it",
    examples: ['signs-your-battery-needs-replacing'],
  }),
  excerpt: text.describe('A sentence or two on what the article says, shown in the list of articles and under its title'),
  date: date.meta({ description: 'The day it was published, as YYYY-MM-DD', examples: ['2026-03-14'] }),
  author: plainLabel.describe('Who wrote it'),
  readTime: z
    .int()
    .positive('must be at least 1 minute')
    .meta({ description: 'About how many minutes it takes to read', examples: [4] }),
  category: label.describe('A word or two that sorts it, such as "iPhone" or "Tips"'),
  body: longText.describe(
    'The article, in Markdown: blank lines between paragraphs, "## " for a heading, "- " for a list, **bold**, [link text](https://…), ![what it shows](images/bench.jpg) for a picture. Start with "body: |" and indent the text under it',
  ),
});

export const ShopSchema = z
  .strictObject({
    site,
    ui,
    business,
    facts,
    stats: z
      .array(
        z.strictObject({
          value: label.meta({ description: 'The big number, often a fact in braces', examples: ['{devicesRepaired}'] }),
          label: label.describe('What the number counts: "Devices repaired"'),
          icon,
        }),
      )
      .min(1)
      .max(8)
      .describe('The big numbers on the home and about pages, such as devices repaired and rating'),
    serviceAreas: z
      .array(label)
      .min(1, 'needs at least one area')
      .max(100)
      .describe(
        "The areas you serve, in the order you want them shown: on the contact page, in the footer and in the booking form's pickup choices. {areaCount} counts them",
      ),
    footerAreaCount: z.int().min(1).default(10).describe('How many of the serviceAreas the footer lists before "and N more areas"'),
    redirects: z
      .record(
        sitePath,
        z.union([sitePath, httpsUrl], {
          error: 'is not a page to send visitors to; write the address of a page of the site, such as "/services/iphone-repair/", or an https:// address',
        }),
      )
      .default({})
      .describe(
        'Old addresses and where they lead now, such as "/services/iphone/": /services/iphone-repair/. Keeps links from search results and shared chats working after a page is renamed or removed',
      ),
    footerServices: z
      .array(slug)
      .min(1, 'needs at least one service page; leave it out to list them all')
      .max(30)
      .optional()
      .describe(
        "The service pages the footer's quick links name, by slug and in this order, such as [iphone-repair, macbook-repair]; every service page when left out",
      ),
    // The texts WhatsApp chats start with, named after the buttons that open them.
    messages: z
      .strictObject({
        book: text.describe('Book buttons and the closing call to action: "book a repair appointment"'),
        chat: text.describe(
          'The floating "Chat with us on WhatsApp" button, the WhatsApp line of the contact lists, and the end of every article: "I need help with my device"',
        ),
        footer: text.describe('The WhatsApp button in the footer: "I would like some repair information"'),
        hero: text.describe('The "WhatsApp Us" button at the top of the home page: "I saw your website and need help with a repair"'),
      })
      .describe('The texts WhatsApp chats start with, named after the buttons that open them'),
    booking: z
      .strictObject({
        deviceTypes: z.array(label).min(1).max(30).describe('The booking form\'s "Device type" choices: iPhone, MacBook Pro, iPad, Other…'),
        services: z.array(label).min(1).max(50).describe('The booking form\'s "Service needed" choices. Every "book:" in the file names one of these'),
      })
      .describe('The choices of the booking form, which sends the booking to your WhatsApp'),
    catalogue,
    photos: photos
      .default({ beforeAfter: [] })
      .describe(
        'Photos of your shop, all optional: save them next to shop.yaml (an images/ folder keeps them tidy); the build makes the small copies phones need',
      ),
    prices: z
      .array(priceItem)
      .min(1, 'needs at least one price')
      .max(100)
      .describe('The price cards on the home and pricing pages, each standing for catalogue repairs'),
    services: z.array(service).min(1, 'needs at least one service page').max(30).describe('The service pages, one each at /services/<slug>/'),
    home: z
      .strictObject({
        seo,
        hero,
        reasons: z.array(titled).min(1).max(12).describe('The reasons to choose you, on the home page: four work well'),
        process: z.array(titled).min(1).max(12).describe('The steps of a repair, in order, on the home page'),
        models: z
          .array(slug)
          .min(1)
          .max(60)
          .describe('The model chips of "Devices we repair": catalogue model or group ids, shown on one card per device, each linking to its prices'),
        emergencies: z
          .array(
            z.strictObject({
              title: label.describe('The card\'s heading: "Water Damage Emergency"'),
              text: text.describe('A sentence on what to do'),
              icon,
              action: z.enum(['whatsapp', 'book'], { error: expected('"whatsapp" or "book"') }).meta({
                description: "What the card's button does",
                enumDescriptions: ['Opens a WhatsApp chat that starts with whatsappMessage', 'Opens the booking form (with book: as its "Service needed")'],
              }),
              whatsappMessage: text.optional().describe('With action: whatsapp, the text the chat starts with'),
              book: plainLabel.optional().describe('With action: book, the "Service needed" option the form picks (one of booking.services)'),
              priority: z.boolean().default(false).describe('Ticks "Same-day priority" in the booking form'),
            }),
          )
          .min(1)
          .max(12)
          .describe('The "Urgent repair?" cards on the home page, each with a button that opens WhatsApp or the booking form'),
        faqs,
        featuredPrices: z.int().min(1).default(4).describe('How many of the price cards (the first ones under prices) the home page shows'),
        testimonials: z
          .array(
            z.strictObject({
              name: plainLabel.describe('The customer\'s name as they agreed to show it, the same in every language: "Priya S."'),
              location: label.describe('Where the customer is from: an area you serve'),
              rating: z.int().min(1).max(5).describe('The stars they gave, from 1 to 5'),
              text: text.describe('What they said, in their words'),
              service: label.describe('The repair they had: "iPhone 13 screen replacement"'),
              photo: localImage.optional().describe('A small photo of the customer, shown round beside the review (with their permission)'),
            }),
          )
          .min(1)
          .max(30)
          .describe('Reviews from real customers who agreed to be shown'),
        cta: headingText('The closing call to action at the bottom of the home page, above its Book and WhatsApp buttons'),
      })
      .describe('The home page'),
    about: z
      .strictObject({
        seo,
        story: z.array(text).min(1).max(20).describe('Your story, one paragraph per item'),
        mission: text.describe('Your mission, in a sentence'),
        timeline: z
          .array(
            z.strictObject({
              year: year.describe('The year it happened'),
              event: text.describe('What happened that year'),
              icon,
            }),
          )
          .min(1)
          .max(50)
          .describe("The shop's milestones, one per year, oldest first"),
      })
      .describe('The about page: your story, mission and milestones'),
    pricing: z
      .strictObject({
        seo,
        intro: text.describe('The sentence or two at the top of the pricing page, also shown over the price cards on the home page'),
        inclusions: z.array(text).min(1).max(30).describe('The "Every repair includes" list on the pricing page: one line per item'),
        faqs,
        whatsappMessage: text.describe("The text the pricing page's WhatsApp buttons start a chat with"),
      })
      .describe('The pricing page: the price finder and a table per device, read from the catalogue'),
    blog: z
      .strictObject({
        seo,
        intro: text.describe('The sentence or two at the top of the blog'),
        comingSoon: headingText('What the blog says while it has no articles'),
        newsletter: z
          .strictObject({
            heading: label.describe('Its heading'),
            text: text.describe('The sentence or two under the heading'),
            subject: label.describe('The subject of the e-mail the sign-up button writes to you'),
          })
          .describe('The newsletter sign-up on the blog: it opens an e-mail to your address'),
        perPage: z
          .int()
          .min(1, 'must be at least 1')
          .max(100, 'is more than 100; a page that long loads slowly on a phone')
          .default(12)
          .describe('How many articles one page of the blog lists; more are spread over /blog/page/2/ and on'),
        posts: z
          .array(post)
          .max(20_000, 'has more than 20,000 articles; the build is tested up to that')
          .describe('The articles, each a page at /blog/<slug>/'),
      })
      .describe('The blog: tips and guides, a page per article'),
    contact: z
      .strictObject({
        seo,
        intro: text.describe('The sentence or two at the top of the contact page'),
        subjects: z.array(label).min(1).max(30).describe('The "Subject" choices of the contact page\'s message form'),
        whatsappMessage: text.describe('The text the contact page\'s WhatsApp buttons start a chat with: "general contact"'),
        findUs: z
          .strictObject({
            landmark: text.describe('What a visitor sees nearby, such as "Opposite the Lakeview Arcade fountain, above the pharmacy"'),
            parking: text.optional().describe('Where to park, such as "Free two-wheeler parking in front; cars in the basement"'),
            station: text.optional().describe('The nearest station or bus stop, such as "Kanjurmarg station, 10 minutes by auto"'),
          })
          .optional()
          .describe('A few lines on the contact page that help a visitor find the shop'),
      })
      .describe('The contact page: numbers, map, address and a message form'),
    notFound: z
      .strictObject({
        seo,
        heading: label.describe('Its heading: "Page not found"'),
        text: text.describe('The sentence or two under the heading'),
      })
      .describe('The page a visitor sees at an address the site does not have'),
  })
  .meta({ [RULE_KEYWORD]: [...RULE_NAMES] })
  // `when`: run the rules also when some field failed, so one run lists every problem.
  .superRefine(
    (shop, ctx) => {
      for (const problem of runRules(shop)) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
    },
    { when: () => true },
  );

export type Shop = z.infer<typeof ShopSchema>;
export type ShopInput = z.input<typeof ShopSchema>;
export type Service = Shop['services'][number];
export type Post = Shop['blog']['posts'][number];
export type PriceItem = Shop['prices'][number];
export type PriceRow = Service['prices'][number];
export { DAYS };
