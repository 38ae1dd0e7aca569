// The only definition of shop.yaml: types are inferred from it and shop.schema.json generated from it.
import { z } from 'zod';
import { business, facts, site } from './business.ts';
import { icon } from './icons.ts';
import { httpsUrl, sitePath, slug } from './primitives.ts';
import { label, plainLabel, text } from './text.ts';
import { ui } from './ui.ts';
import { catalogue } from './catalogue.ts';
import { photos } from './photos.ts';
import { about } from './pages/about.ts';
import { blog } from './pages/blog.ts';
import { contact } from './pages/contact.ts';
import { home } from './pages/home.ts';
import { notFound } from './pages/not-found.ts';
import { pricing } from './pages/pricing.ts';
import { services } from './pages/services.ts';
import { RULE_KEYWORD, RULE_NAMES, runRules } from './rules.ts';

const repairIds = z.array(slug).min(1, 'needs at least one repair').max(50);

const priceItem = z.strictObject({
  emoji: plainLabel.meta({ description: 'The emoji at the top of the card', examples: ['📱'] }),
  name: label.describe('The card\'s heading: "Screen replacement"'),
  repairs: repairIds.describe('The catalogue repairs the card stands for; it shows their lowest price, with "onwards" when any costs more'),
  note: label.optional().describe('A short line under the price, such as "Same-day for most models"; optional'),
  description: text.describe('A sentence on what the repair includes'),
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
      .max(8)
      .default([])
      .describe('The big numbers on the home and about pages, such as devices repaired and rating. Optional: left out, those pages show no numbers'),
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
    photos,
    prices: z
      .array(priceItem)
      .max(100)
      .default([])
      .describe(
        'The price cards on the home and pricing pages, each standing for catalogue repairs. Optional: left out, those pages show the price tables alone',
      ),
    services,
    home,
    about,
    pricing,
    blog,
    contact,
    notFound,
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
