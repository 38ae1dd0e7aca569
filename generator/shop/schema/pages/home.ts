// The home page.
import { z } from 'zod';
import { icon } from '../icons.ts';
import { expected, localImage, slug } from '../primitives.ts';
import { label, plainLabel, text } from '../text.ts';
import { faqs, headingText, hero, seo } from './parts.ts';

const titled = z.strictObject({
  title: label.describe('Its heading, a few words'),
  text: text.describe('A sentence that explains it'),
  icon,
});

export const home = z
  .strictObject({
    seo: seo
      .extend({
        title: label
          .optional()
          .describe(
            "What follows the shop's name in the home page's title, the blue link in Google's results and the name on the browser tab; keep the whole under about 60 characters. Optional: left out, it is the tagline",
          ),
      })
      // extend() keeps the fields' descriptions but not the block's own.
      .describe(seo.description ?? ''),
    hero,
    reasons: z
      .array(titled)
      .max(12)
      .default([])
      .describe('The reasons to choose you, on the home page: four work well. Optional: left out, the home page has no "Why choose" section'),
    process: z
      .array(titled)
      .max(12)
      .default([])
      .describe('The steps of a repair, in order, on the home page. Optional: left out, the home page has no "How it works" section'),
    models: z
      .array(slug)
      .max(60)
      .default([])
      .describe(
        'The model chips of "Devices we repair": catalogue model or group ids, shown on one card per device, each linking to its prices. Optional: left out, the home page has no "Devices we repair" section',
      ),
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
      .max(12)
      .default([])
      .describe(
        'The "Urgent repair?" cards on the home page, each with a button that opens WhatsApp or the booking form. Optional: left out, the home page has no urgent-repair section',
      ),
    faqs,
    featuredPrices: z
      .int()
      .min(0)
      .default(4)
      .describe('How many of the price cards (the first ones under prices) the home page shows; 0 leaves the home page without them'),
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
      .max(30)
      .default([])
      .describe('Reviews from real customers who agreed to be shown. Optional: left out, the home page has no reviews section'),
    cta: headingText('The closing call to action at the bottom of the home page, above its Book and WhatsApp buttons'),
  })
  .describe('The home page');
