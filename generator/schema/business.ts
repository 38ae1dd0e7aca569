// The parts of shop.yaml that say who the shop is: the website, the business (how to reach it,
// where it is, when it is open) and the facts texts show by name.
import { z } from 'zod';
import { email, httpsUrl, imageSource, label, mobile, text, time, year } from './primitives.ts';
import { FOLDER_PATH } from './patterns.ts';

export const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export const site = z.strictObject({
  url: httpsUrl.describe('The address the site is published at, such as https://yourshop.in'),
  base: z.string().regex(FOLDER_PATH, 'is not a folder path; write it with a slash at each end, such as "/" or "/shop/"')
    .optional()
    .describe('The folder the site lives in on its host: "/" at the root of the domain, "/shop/" under a sub-path. Defaults to the path of url.'),
  language: z.literal('en-IN').default('en-IN'),
  themeColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'is not a colour; write it as #RRGGBB, such as "#0a66c2"'),
});

/** The business itself: how to reach it, where it is, when it is open. */
export const business = z.strictObject({
  name: label,
  tagline: label,
  phone: mobile,
  whatsapp: mobile,
  email,
  address: z.strictObject({
    street: text,
    locality: label,
    city: label,
    state: label,
    postalCode: z.union([
      z.string().regex(/^\d{6}$/, 'is not a PIN code; write the 6 digits, such as 400076'),
      z.int().min(100000, 'is not a PIN code; write the 6 digits, such as 400076').max(999999, 'is not a PIN code; write the 6 digits, such as 400076'),
    ]).transform(String),
    country: label,
    countryCode: z.string().regex(/^[A-Z]{2}$/, 'is not a country code; write two capital letters, such as IN'),
  }),
  geo: z.strictObject({
    latitude: z.number().min(-90, 'is not a latitude; it lies between -90 and 90').max(90, 'is not a latitude; it lies between -90 and 90'),
    longitude: z.number().min(-180, 'is not a longitude; it lies between -180 and 180').max(180, 'is not a longitude; it lies between -180 and 180'),
  }),
  mapUrl: httpsUrl,
  mapEmbedUrl: httpsUrl,
  hours: z.strictObject({
    opens: time,
    closes: time,
    days: z.array(z.enum(DAYS, { error: (issue) => (issue.input === undefined ? 'is missing; add a day such as Monday' : `is not a day; use one of ${DAYS.join(', ')}`) })).min(1, 'needs at least one day').max(7)
      .meta({ uniqueItems: true }), // for editors; the uniqueDays rule says which day repeats
  }),
  heroImage: z.strictObject({
    src: imageSource.describe('The picture behind the top of the home page: a photo beside shop.yaml (any size; the build makes the small copies phones need) or an https:// address'),
    alt: text.describe('What the picture shows, for people who cannot see it'),
    // Read from the file for a picture beside shop.yaml; needed only for an https:// picture.
    width: z.int().positive().optional().describe('Only for an https:// picture: its width in pixels (a local file\'s size is read from it)'),
    height: z.int().positive().optional().describe('Only for an https:// picture: its height in pixels'),
  }),
});

export const facts = z.strictObject({
  rating: z.number().min(1, 'is not a rating; use a number from 1 to 5').max(5, 'is not a rating; use a number from 1 to 5'),
  ratingSource: label,
  warrantyDays: z.int().positive('must be more than 0 days'),
  warrantyCovers: text,
  warrantyExcludes: text,
  turnaround: label,
  parts: label,
  technicianYears: label,
  diagnosis: label,
  devicesRepaired: label,
  successRate: label,
  areasServed: label,
  established: year,
  yearsInBusiness: label,
  maxSsd: label,
  payments: z.array(label).min(1, 'needs at least one way to pay').max(10),
  pickupDelivery: text,
  uneconomicalRepair: text,
});
