// The parts of shop.yaml that say who the shop is: the website, the business and the facts texts show by name.
import { z } from 'zod';
import { LANGUAGES } from '../../../templates/lib/ui/index.ts';
import { email, httpsUrl, imageSource, mobile, phone, time, year } from './primitives.ts';
import { label, plainLabel, text } from './text.ts';
import { FOLDER_PATH } from './patterns.ts';

const NOT_A_PIN = 'is not a PIN code; write the 6 digits, such as 400076';
export const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const openToClose = {
  opens: time.meta({ description: 'When the shop opens, on the 24-hour clock, in quotes', examples: ['09:00'] }),
  closes: time.meta({ description: 'When the shop closes, on the 24-hour clock, in quotes: "21:00" is 9 PM', examples: ['21:00'] }),
};

export const site = z
  .strictObject({
    url: httpsUrl.meta({
      description: 'The address the site is published at. Used for the links search engines and WhatsApp previews show',
      examples: ['https://yourshop.in'],
    }),
    base: z
      .string()
      .regex(FOLDER_PATH, 'is not a folder path; write it with a slash at each end, such as "/" or "/shop/"')
      .optional()
      .describe('The folder the site lives in on its host: "/" at the root of the domain, "/shop/" under a sub-path. Defaults to the path of url.'),
    languages: z
      .array(
        z
          .enum(LANGUAGES, {
            error: (issue) =>
              issue.input === undefined
                ? 'is missing; add a language such as en'
                : `is not a language the site can show; use ${LANGUAGES.join(', ')} (English, Hindi, Marathi)`,
          })
          .meta({ enumDescriptions: ['English', 'Hindi (हिन्दी)', 'Marathi (मराठी)'] }),
      )
      .min(1, 'needs at least one language, such as [en]')
      .max(LANGUAGES.length)
      .refine((languages) => new Set(languages).size === languages.length, 'names a language twice; list each once')
      .default(['en'])
      .meta({
        uniqueItems: true,
        description:
          'The languages of the site, the first one the default: its pages are at /, the others\' at /hi/, /mr/. Each text may then be given per language (see README: "Languages"); a text missing in a language shows in the first one',
        examples: [['en', 'hi', 'mr']],
      }),
    themeColor: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'is not a colour; write it as #RRGGBB, such as "#0a66c2"')
      .meta({
        description:
          "The shop's colour, written as #RRGGBB in quotes: phones use it for the browser bar, and it fills the site's icon and the link-preview cards",
        examples: ['#0b57d0'],
      }),
  })
  .describe('The website itself: where it is published and its colour');

export const business = z
  .strictObject({
    name: plainLabel.meta({
      description: "Your shop's name, as on its sign, the same in every language. Texts show it with {shopName}",
      examples: ['ReviveLab'],
    }),
    tagline: label.meta({ description: 'A few words under the name: what you do and where', examples: ['Apple Device Repair in {locality}'] }),
    phone: phone.meta({
      description:
        'The number customers call: a 10-digit mobile number, or a landline with its STD code ("020 2545 1234"). Spaces are fine; +91 is added for you where needed',
      examples: ['98765 43210', '020 2545 1234'],
    }),
    whatsapp: mobile.meta({
      description: 'The number that gets the WhatsApp chats and bookings: a 10-digit mobile number, often the same as phone',
      examples: ['98765 43210'],
    }),
    email: email.meta({ description: 'The e-mail address shown on the contact page and in the footer', examples: ['hello@yourshop.in'] }),
    address: z
      .strictObject({
        street: text.meta({ description: 'The shop number, building and road', examples: ['Shop 4, Lakeview Arcade, Central Avenue'] }),
        locality: label.meta({ description: 'The neighbourhood people know the shop by. Texts show it with {locality}', examples: ['Koramangala'] }),
        city: label.meta({ description: 'The city. Texts show it with {city}', examples: ['Bengaluru'] }),
        state: label.meta({ description: 'The state. Texts show it with {state}', examples: ['Karnataka'] }),
        postalCode: z
          .union([z.string().regex(/^\d{6}$/, NOT_A_PIN), z.int().min(100000, NOT_A_PIN).max(999999, NOT_A_PIN)])
          .transform(String)
          .meta({ description: 'The 6-digit PIN code', examples: ['560034'] }),
        country: label.meta({ description: 'The country, written out', examples: ['India'] }),
        countryCode: z
          .string()
          .regex(/^[A-Z]{2}$/, 'is not a country code; write two capital letters, such as IN')
          .meta({ description: 'The country as two capital letters, for search engines', examples: ['IN'] }),
      })
      .describe('Where the shop is: shown on the contact page and in the footer, and given to search engines and maps'),
    geo: z
      .strictObject({
        latitude: z
          .number()
          .min(-90, 'is not a latitude; it lies between -90 and 90')
          .max(90, 'is not a latitude; it lies between -90 and 90')
          .meta({ description: 'The first of the two numbers Google Maps shows for the pin (north-south)', examples: [12.9352] }),
        longitude: z
          .number()
          .min(-180, 'is not a longitude; it lies between -180 and 180')
          .max(180, 'is not a longitude; it lies between -180 and 180')
          .meta({ description: 'The second of the two numbers Google Maps shows for the pin (east-west)', examples: [77.6245] }),
      })
      .describe("The shop's position on the map: right-click the pin in Google Maps to copy the two numbers"),
    mapUrl: httpsUrl.meta({
      description: 'The "Open in Maps" link: the shop\'s place in Google Maps, starting with https://',
      examples: ['https://maps.google.com/?q=12.9352,77.6245'],
    }),
    mapEmbedUrl: httpsUrl.meta({
      description: 'The map shown on the home and contact pages: a Google Maps address ending in output=embed, starting with https://',
      examples: ['https://www.google.com/maps?q=12.9352,77.6245&z=16&output=embed'],
    }),
    hours: z
      .strictObject({
        ...openToClose,
        days: z
          .array(
            z.enum(DAYS, {
              error: (issue) => (issue.input === undefined ? 'is missing; add a day such as Monday' : `is not a day; use one of ${DAYS.join(', ')}`),
            }),
          )
          .min(1, 'needs at least one day')
          .max(7)
          // uniqueItems for editors; the uniqueDays rule says which day repeats
          .meta({
            uniqueItems: true,
            description: 'The days the shop is open, each once. Texts show them with {openDays} ("every day", "Monday to Saturday")',
            examples: [['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']],
          }),
        // A day with other hours, one line: Sunday: { opens: "11:00", closes: "18:00" }.
        ...(Object.fromEntries(
          DAYS.map((day) => [
            day,
            z.strictObject(openToClose).optional().describe(`Other hours on ${day}s, if any: ${day}: { opens: "11:00", closes: "18:00" }`),
          ]),
        ) as Record<(typeof DAYS)[number], z.ZodOptional<z.ZodObject<typeof openToClose, z.core.$strict>>>),
      })
      .describe(
        'When the shop is open: opens and closes on each of its days, and a line for a day with other hours (Sunday: { opens: "11:00", closes: "18:00" }). The booking form offers only these days and times',
      ),
    heroImage: z
      .strictObject({
        src: imageSource.describe(
          'The picture behind the top of the home page: a photo beside shop.yaml (any size; the build makes the small copies phones need) or an https:// address',
        ),
        alt: text.describe('What the picture shows, for people who cannot see it'),
        width: z.int().positive().optional().describe("Only for an https:// picture: its width in pixels (a local file's size is read from it)"),
        height: z.int().positive().optional().describe('Only for an https:// picture: its height in pixels'),
      })
      .describe('The big picture at the top of the home page'),
  })
  .describe('Who you are and where to find you: name, numbers, address, map, opening hours');

// Each fact is written once; texts show it by name in braces, so the help says how ({warrantyDays}).
const fact = <T extends z.ZodType>(schema: T, name: string, description: string, example: unknown) =>
  schema.meta({ description: `${description}. Texts show it with {${name}}`, examples: [example] });

export const facts = z
  .strictObject({
    rating: fact(
      z.number().min(1, 'is not a rating; use a number from 1 to 5').max(5, 'is not a rating; use a number from 1 to 5'),
      'rating',
      'Your average review rating, from 1 to 5',
      4.8,
    ),
    ratingSource: fact(label, 'ratingSource', 'Where the rating comes from', 'Google'),
    warrantyDays: fact(z.int().positive('must be more than 0 days'), 'warrantyDays', 'How many days a repair is under warranty', 90),
    warrantyCovers: fact(
      text,
      'warrantyCovers',
      'What the warranty covers, as the end of "covered against …"',
      'manufacturing defects in the parts we fit and in our workmanship',
    ).optional(),
    warrantyExcludes: fact(
      text,
      'warrantyExcludes',
      'What the warranty does not cover',
      'accidental damage, such as new drops or liquid damage after the repair',
    ).optional(),
    turnaround: fact(label, 'turnaround', 'How long most repairs take; type a range with a plain hyphen', '2-4 hours'),
    parts: fact(label, 'parts', 'The kind of parts you fit, said honestly', 'OEM-quality parts (not genuine Apple parts)'),
    technicianYears: fact(label, 'technicianYears', 'How much experience your technicians have', '5+ years').optional(),
    diagnosis: fact(label, 'diagnosis', 'What a diagnosis costs, in a word', 'Free').optional(),
    devicesRepaired: fact(label, 'devicesRepaired', 'How many devices you have repaired', '5000+').optional(),
    successRate: fact(label, 'successRate', 'How many repairs succeed', '95%').optional(),
    areasServed: fact(
      label,
      'areasServed',
      'How many areas you serve: "{areaCount}" counts serviceAreas; write a figure such as 20+ to round it',
      '{areaCount}',
    ).optional(),
    established: fact(year, 'established', 'The year the shop opened', 2019),
    yearsInBusiness: fact(label, 'yearsInBusiness', 'How long the shop has been open', '5+'),
    maxSsd: fact(label, 'maxSsd', 'The largest SSD you fit in an upgrade', '2TB').optional(),
    payments: fact(z.array(label).min(1, 'needs at least one way to pay').max(10), 'payments', 'The ways customers can pay', ['Cash', 'UPI', 'Cards']),
    pickupDelivery: fact(text, 'pickupDelivery', 'Whether and where you pick up and deliver devices', 'Pickup and delivery across our service areas'),
    uneconomicalRepair: fact(
      text,
      'uneconomicalRepair',
      'What a customer pays when a device is not worth repairing',
      'You pay only the diagnostic fee of {price:health-check}.',
    ).optional(),
  })
  .describe(
    'Facts shown across the site, each written once here. A text elsewhere shows one with its name in braces: "{warrantyDays}-day warranty" shows "90-day warranty". Your own name, address, hours and areas need no entry here: {shopName}, {street}, {locality}, {city}, {state}, {areaCount} and {openDays} come from them. A fact only your texts show is optional: leave out one you have no figure for, and check points at each text still showing it',
  );
