// The blocks that several pages of shop.yaml share.
import { z } from 'zod';
import { label, localized, plainText, text } from '../text.ts';

export const faq = z.strictObject({
  question: text.describe('The question, as a customer would ask it: "How long does a repair take?"'),
  answer: text.describe('The answer, in a sentence or two; {turnaround} and other facts may be named in braces'),
});

export const faqs = z
  .array(faq)
  .max(30)
  .default([])
  .describe('Questions and answers shown on the page, one open at a time. Optional: left out, the page has no questions section');

export const seo = z
  .strictObject({
    title: label.describe("The page's title: the blue link in Google's results and the name on the browser tab. Keep it under about 60 characters"),
    description: localized(plainText.max(200, 'is longer than 200 characters; search engines cut it, so shorten it'), 'searchDescription').describe(
      'The line or two under the title in search results and in the preview WhatsApp shows for a shared link; at most 200 characters',
    ),
    keywords: z.array(label).min(1, 'needs at least one keyword').describe('Words people type to find this page, such as "iPhone repair {locality}"'),
  })
  .describe('What search engines and link previews show for this page');

export const hero = z
  .strictObject({
    heading: label.describe('The big heading at the top of the page'),
    intro: text.describe('The sentence or two under the heading'),
  })
  .describe('The top of the page: its big heading and the sentence under it');

/** A heading and a short text, for a closing call to action or the blog's note on what comes next. */
export const headingText = (description: string) =>
  z
    .strictObject({
      heading: label.describe('Its heading'),
      text: text.describe('The sentence or two under the heading'),
    })
    .describe(description);
