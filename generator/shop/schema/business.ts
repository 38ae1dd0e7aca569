// The parts of shop.yaml that say who the shop is: the website and the business (the facts texts show by name: facts.ts).
import { z } from 'zod';
import { LANGUAGES } from '../../../templates/lib/ui/index.ts';
import { email, httpsUrl, imageSource, mobile, phone, time } from './primitives.ts';
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
