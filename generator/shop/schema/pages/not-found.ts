// The "not found" page, shown at an address the site does not have.
import { z } from 'zod';
import { label, text } from '../text.ts';
import { seo } from './parts.ts';

export const notFound = z
  .strictObject({
    seo,
    heading: label.describe('Its heading: "Page not found"'),
    text: text.describe('The sentence or two under the heading'),
  })
  .describe('The page a visitor sees at an address the site does not have');
