// The repair catalogue: devices, their models, and the repairs with one price per model or group. Every
// price on the site is read from here, so no page can contradict another.
import { z } from 'zod';
import { icon } from './icons.ts';
import { expected, rupees, slug } from './primitives.ts';
import { label, plainLabel, text } from './text.ts';
import type { Resolved } from './localized.ts';

/** The word that stands for a price the shop gives only after seeing the device. */
export const ON_INSPECTION = 'on inspection';

const id = slug.meta({ description: 'A short name used in links and references: lowercase letters, digits and hyphens', examples: ['iphone-13'] });

const model = z.strictObject({
  id: id.describe("The model's address on the pricing page: /pricing/#iphone-13. Keep it once published; links point at it"),
  name: plainLabel.describe('The model as a visitor knows it, the same in every language: "iPhone 13", "MacBook Air 13″ (M1, 2020)"'),
  series: plainLabel.optional().describe('How ranges name the model after the device\'s name: "13" makes "iPhone 6 to 13". Without it, rows show no range'),
  deviceType: plainLabel.optional().describe('The booking form\'s "Device type" for this model, when it differs from its device\'s'),
});

const device = z.strictObject({
  id: id.describe("The device's prices on the pricing page (/pricing/#iphone) and its models in {models:…} placeholders: {models:iphone}"),
  name: plainLabel.describe('The device as the pages name it, in every language: "iPhone", "Mac", "Apple Watch"'),
  icon: icon.describe('The small picture of its card in "Devices we repair" and on the pricing page, such as smartphone or laptop'),
  deviceType: plainLabel.describe('The booking form\'s "Device type" for its models (one of booking.deviceTypes)'),
  models: z.array(model).min(1, 'needs at least one model').max(200).describe('Newest first'),
});

const group = z.strictObject({
  id,
  name: plainLabel.describe('How a price row or chip names the group, in every language: "iPhone 12 / 12 Pro"'),
  models: z.array(id).min(1, 'needs at least one model').max(200).describe("The ids of the models it holds; a device's id stands for all of its models"),
});

/** A price in whole rupees, or "on inspection" where only seeing the device can tell. */
const AMOUNT_AS_TEXT = /^\s*(?:₹|rs\.?|inr)?\s*\d[\d,]*(?:\.\d+)?\s*(?:\/-)?\s*$/i;

export const price = z.union([rupees, z.literal(ON_INSPECTION)], {
  error: (issue) => {
    const { input } = issue;
    if (typeof input === 'number') return `is the number ${input}; expected a whole number of rupees above 0, written as a plain number such as 3499`;
    if (typeof input === 'string' && AMOUNT_AS_TEXT.test(input)) {
      return `is the text "${input}"; write the amount as a plain number such as 3499 (the site adds the ₹ and the commas)`;
    }
    return expected(`an amount in whole rupees such as 3499, or "${ON_INSPECTION}"`)(issue);
  },
});

const repair = z.strictObject({
  id: id.describe('Names the repair in price cards, service pages and {price:…} placeholders'),
  name: label.describe('The repair as a visitor knows it: "Screen replacement"'),
  icon: icon.optional().describe('A small picture for the repair, such as screen or battery; optional'),
  description: text.describe('A sentence on what the repair includes: "OEM-quality display, fitted and calibrated."'),
  time: label.describe('How long it usually takes: "2-3 hours"'),
  warranty: label.optional().describe('The warranty the repair comes with; "{warrantyDays}-day warranty" (in the page\'s language) when left out'),
  book: plainLabel.describe('The "Service needed" option a booking of this repair picks (one of booking.services)'),
  prices: z
    .record(id, price)
    .refine((prices) => Object.keys(prices).length > 0, 'needs at least one price')
    .describe(
      "One price per model id, group id or device id (all its models). A model's own price overrides its group's or device's: iphone-15: 3100 beside iphone-15-series: 2999",
    ),
});

export const catalogue = z
  .strictObject({
    devices: z
      .array(device)
      .min(1, 'needs at least one device')
      .max(20)
      .describe('The devices you repair (iPhone, Mac, iPad…), each with its models, newest first'),
    groups: z
      .array(group)
      .max(500)
      .default([])
      .describe(
        'Models that share a price, named once: "iPhone 12 / 12 Pro". A price for the group is the price of each of its models, unless a repair gives one of them its own',
      ),
    repairs: z
      .array(repair)
      .min(1, 'needs at least one repair')
      .max(500)
      .describe('The repairs you offer, each with one price per model, group or device, in whole rupees (or "on inspection")'),
  })
  .describe(
    'Every price, written once: the devices and models you repair, groups of models that share a price, and the repairs with their prices. Pages name repairs and models by id and show the prices from here',
  );

export type Catalogue = Resolved<z.infer<typeof catalogue>>;
export type Device = Catalogue['devices'][number];
export type Model = Device['models'][number];
export type Repair = Catalogue['repairs'][number];
export type Price = Resolved<z.infer<typeof price>>;

/** The element ids of the pricing page's own parts, which a catalogue id must not take (a test checks the built page). */
export const PRICING_PAGE_IDS = [
  'main',
  'site-menu',
  'services-list',
  'page-title',
  'prices',
  'prices-title',
  'finder',
  'finder-title',
  'price-finder-title',
  'included',
  'included-title',
  'faq',
  'faq-title',
  'quote-title',
  'booking',
  'booking-form',
  'booking-title',
  'booking-date-error',
  'booking-phone-error',
  'ui-words',
] as const;
