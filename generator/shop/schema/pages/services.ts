// The service pages, one each at /services/<slug>/, and each service's card on the home page.
import { z } from 'zod';
import { icon } from '../icons.ts';
import { slug } from '../primitives.ts';
import { label, plainLabel, text } from '../text.ts';
import { faqs, hero, seo } from './parts.ts';

const priceRow = z.strictObject({
  repair: slug.describe('The catalogue repair the row shows: its price, time, models and description'),
  name: label.optional().describe("The row's heading, when it differs from the repair's name"),
});

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
  included: z.array(text).max(30).default([]).describe('The "What\'s included" list: one line per item. Optional: left out, the page has no such list'),
  prices: z.array(priceRow).min(1, 'needs at least one price row').max(50).describe("The rows of the page's price table, each naming a catalogue repair"),
  faqs,
});

export const services = z.array(service).min(1, 'needs at least one service page').max(30).describe('The service pages, one each at /services/<slug>/');
