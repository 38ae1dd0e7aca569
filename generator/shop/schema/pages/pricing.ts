// The pricing page; its price finder and tables are read from the catalogue.
import { z } from 'zod';
import { text } from '../text.ts';
import { faqs, seo } from './parts.ts';

export const pricing = z
  .strictObject({
    seo,
    intro: text.describe('The sentence or two at the top of the pricing page, also shown over the price cards on the home page'),
    inclusions: z
      .array(text)
      .max(30)
      .default([])
      .describe('The "Every repair includes" list on the pricing page: one line per item. Optional: left out, the page has no such list'),
    faqs,
    whatsappMessage: text.describe("The text the pricing page's WhatsApp buttons start a chat with"),
  })
  .describe('The pricing page: the price finder and a table per device, read from the catalogue');
