// The blog: its list of articles with the newsletter sign-up, and the articles, each a page at /blog/<slug>/.
import { z } from 'zod';
import { date, slug } from '../primitives.ts';
import { label, longText, plainLabel, text } from '../text.ts';
import { headingText, seo } from './parts.ts';

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

export const blog = z
  .strictObject({
    seo,
    intro: text.describe('The sentence or two at the top of the blog'),
    comingSoon: headingText('A note under the articles on what you are writing next. Optional: left out, the blog has no such note').optional(),
    newsletter: z
      .strictObject({
        heading: label.describe('Its heading'),
        text: text.describe('The sentence or two under the heading'),
        subject: label.describe('The subject of the e-mail the sign-up button writes to you'),
      })
      .optional()
      .describe('The newsletter sign-up on the blog: it opens an e-mail to your address. Optional: left out, the blog has no sign-up'),
    perPage: z
      .int()
      .min(1, 'must be at least 1')
      .max(100, 'is more than 100; a page that long loads slowly on a phone')
      .default(12)
      .describe('How many articles one page of the blog lists; more are spread over /blog/page/2/ and on'),
    posts: z
      .array(post)
      .max(20_000, 'has more than 20,000 articles; the build is tested up to that')
      .default([])
      .describe('The articles, each a page at /blog/<slug>/. With none, the site has no blog'),
  })
  .optional()
  .describe(
    'The blog: tips and guides, a page per article. Optional: a shop without articles (blog: left out, or posts: []) has no blog page, menu item or link to one',
  );
