// The contact page: its introduction, the subjects of its message form and how to find the shop.
import { z } from 'zod';
import { label, text } from '../text.ts';
import { seo } from './parts.ts';

export const contact = z
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
      .describe('A few lines on the contact page that help a visitor find the shop. Optional: left out, "How to find us" shows the map alone'),
  })
  .describe('The contact page: numbers, map, address and a message form');
