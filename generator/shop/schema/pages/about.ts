// The about page: the shop's story, its mission and its milestones.
import { z } from 'zod';
import { icon } from '../icons.ts';
import { year } from '../primitives.ts';
import { text } from '../text.ts';
import { seo } from './parts.ts';

export const about = z
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
  .describe('The about page: your story, mission and milestones');
