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
    mission: text.optional().describe('Your mission, in a sentence. Optional: left out, the about page has no "Our mission" section'),
    timeline: z
      .array(
        z.strictObject({
          year: year.describe('The year it happened'),
          event: text.describe('What happened that year'),
          icon,
        }),
      )
      .max(50)
      .default([])
      .describe('The shop\'s milestones, one per year, oldest first. Optional: left out, the about page has no "Our journey" section'),
  })
  .describe('The about page: your story, mission and milestones');
