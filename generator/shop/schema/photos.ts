// The shop's own photos, shown where visitors look for trust; each optional, a page without them keeps its layout.
import { z } from 'zod';
import { localImage, slug } from './primitives.ts';
import { text } from './text.ts';

const photo = z.strictObject({
  src: localImage.describe('A photo beside shop.yaml, such as "images/shop-front.jpg"; any size, the build makes the small copies'),
  alt: text.describe('What the photo shows, for people who cannot see it'),
  caption: text.optional().describe('A line under the photo'),
});

export const photos = z
  .strictObject({
    shopFront: photo.optional().describe('The shop seen from the street: on the about and contact pages ("how to find us")'),
    team: photo.optional().describe('The people who repair: on the about page'),
    workbench: photo.optional().describe('Where repairs happen: on the about page'),
    beforeAfter: z
      .array(
        z.strictObject({
          service: slug.describe('The slug of the service page that shows the pair, such as "screen-replacement"'),
          before: photo.omit({ caption: true }).describe('The device before the repair'),
          after: photo.omit({ caption: true }).describe('The same device after the repair'),
          caption: text.describe('A line under the pair: "iPhone 13, new screen in two hours"'),
        }),
      )
      .max(20)
      .default([])
      .describe('Pairs of photos of a repair, shown on the service page they belong to'),
  })
  .default({ beforeAfter: [] })
  .describe('Photos of your shop, all optional: save them next to shop.yaml (an images/ folder keeps them tidy); the build makes the small copies phones need');
