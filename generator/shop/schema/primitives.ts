// The building blocks of the shop schema. Each carries the sentence an owner reads when a value is
// wrong, and each is expressible in JSON Schema (regex, not code), so shop.schema.json agrees with zod.
import { z } from 'zod';
import { LANGUAGE_NAMES_IN_ENGLISH, LANGUAGES } from '../../../templates/lib/ui/index.ts';
import { languagesMissing, unknownLanguages } from '../../messages/index.ts';
import { expected } from './expected.ts';
import { Localized } from './localized.ts';
import { SITE_PATH, TIME } from './patterns.ts';

// Characters that take no room on screen: zero-width spaces and joiners, the word joiner, a stray
// byte-order mark, the soft hyphen. Inside a word they are fine (Devanagari and emoji use joiners);
// a text made only of them shows nothing.
const INVISIBLE = '\\s\\u00AD\\u180E\\u200B-\\u200D\\u2060\\uFEFF';

const CONTROL = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F';
// Bidirectional overrides and isolates reorder the characters around them, so a name can be made to
// read differently from what it holds ("Trojan Source"). No text on this site needs them; an article
// body may (a quotation in Urdu, say), and it is rendered as Markdown with its own markup.
const BIDI = '\\u202A-\\u202E\\u2066-\\u2069';

const someText = (refused: string, message: string) =>
  z
    .string({ error: expected('some text') })
    .regex(new RegExp(`[^${INVISIBLE}]`), 'is empty (it holds only spaces or invisible characters); write the text to show here')
    // NUL and the other control characters are invisible in an editor and invalid in a web page. The
    // two private-use characters U+E000 and U+E001 mark a text missing in a language (templates/lib/fallback.ts).
    .regex(new RegExp(`^[^${refused}\\uE000\\uE001]*$`), message);

/** Text shown on the site, in one language for all: a name, a model. At most a long paragraph. */
export const plainText = someText(
  CONTROL + BIDI,
  'holds an invisible control character (such as \\0, or U+202E that reverses text); retype the text without it',
).max(2000, 'is longer than 2,000 characters; split it into shorter texts, which also read better on a phone');

/** A short label in one language for all (a name, a choice another field names), that fits on a button or chip. */
export const plainLabel = plainText.max(80, 'is longer than 80 characters; shorten it');

/**
 * A text the owner may give per language: plain text (the site's first language), or one text per
 * language under en:, hi:, mr: (see localized.ts). Both parse to a Localized.
 */
export function localized(base: z.ZodString, id: string) {
  // Named once in shop.schema.json ($defs), not copied into each of a text's languages.
  base = base.meta({ id });
  const perLanguage = z
    .strictObject({
      en: base.optional().describe('The text in English'),
      hi: base.optional().describe('The text in Hindi (हिन्दी)'),
      mr: base.optional().describe('The text in Marathi (मराठी)'),
    })
    .refine((texts) => Object.keys(texts).length > 0, languagesMissing());
  return z
    .union([base, perLanguage], {
      error: (issue) => {
        const { input } = issue;
        if (input !== null && typeof input === 'object' && !Array.isArray(input)) {
          const unknown = Object.keys(input).filter((key) => !(LANGUAGES as readonly string[]).includes(key));
          if (unknown.length > 0)
            return unknownLanguages(
              unknown,
              LANGUAGES.map((lang) => `${lang} (${LANGUAGE_NAMES_IN_ENGLISH[lang]})`),
            );
        }
        return expected(input !== null && typeof input === 'object' ? 'some text, or one text per language under en:, hi: and mr:' : 'some text')(issue);
      },
    })
    .transform((value) => (typeof value === 'string' ? new Localized(value, {}) : new Localized(undefined, value)));
}

/** Any text that is shown on the site: something visible, and at most a long paragraph; per language or one for all. */
export const text = localized(plainText, 'text');

const plainLong = someText(CONTROL, 'holds an invisible control character (such as \\0); retype the text without it').max(
  100_000,
  'is longer than 100,000 characters; split the article in two',
);

/** An article body in Markdown, per language or one for all. */
export const longText = localized(plainLong, 'articleText');

/** A short label that fits on a button or chip, per language or one for all. */
export const label = localized(plainLabel, 'label');

/** A URL path segment: lowercase letters, digits and single hyphens. */
export const slug = z
  .string({ error: expected('a slug such as "battery-replacement"') })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'is not a valid slug; use lowercase letters, digits and hyphens, such as "battery-replacement"');

const HTTPS_URL = /^https:\/\/(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}(?::\d{1,5})?(?:[/?#][^\s"'<>\\^`{|}]*)?$/;

/** A link that leaves the site. Only https: is allowed (no http:, javascript: or data:). */
export const httpsUrl = z
  .string({ error: expected('a web address starting with https://') })
  .regex(HTTPS_URL, 'is not a safe web address; use a full address starting with https://, such as "https://maps.google.com/…"');

/**
 * A path inside the shop's folder: relative, with no ".." step and no drive letter. Any name a phone
 * or a computer gives a file is fine (IMG_4821.JPG, "shop front.jpg"); whether it is a picture is
 * the picture pipeline's to say, with a message for each case (HEIC, a PDF, a damaged file).
 */
const LOCAL_IMAGE = '(?![/\\\\])(?![A-Za-z]:)(?!.*\\.\\.)[^\\\\:*?"<>|\\u0000-\\u001f]*[^\\\\/:*?"<>|\\u0000-\\u001f\\s]';
const LOCAL_MESSAGE =
  'is not a picture file in the folder of shop.yaml; give a path such as "images/shop front.jpg" (no ".." step, not from the top of the disk)';

/** A picture beside shop.yaml, for the places that show only the shop's own photos. */
export const localImage = z.string({ error: expected('a picture file such as "images/shop-front.jpg"') }).regex(new RegExp(`^${LOCAL_IMAGE}$`), LOCAL_MESSAGE);

/**
 * A picture shipped beside shop.yaml (relative path) or an https URL on another host. Both forms
 * are anchored at both ends: the whole value must be one or the other. (The build also refuses any
 * path that leads outside the shop's folder, through a link for instance, whatever the pattern says.)
 */
export const imageSource = z
  .string({ error: expected('an image file such as "images/hero.jpg" or an https:// address') })
  .regex(
    new RegExp(`^(?:${HTTPS_URL.source.slice(1, -1)}|(?!https?:)${LOCAL_IMAGE})$`),
    'is not a usable picture; give a file next to shop.yaml such as "images/hero.jpg" or an address starting with https://',
  );

const MOBILE = /^(?:\+91|0)?[\s-]*[6-9](?:[\s-]*\d){9}$/;
const MOBILE_MESSAGE = 'is not a 10-digit Indian mobile number; write it like "98765 43210" (a leading +91 or 0 is fine)';

/** A 10-digit Indian mobile number; spaces, dashes and a leading +91 or 0 are normalised away. */
export const mobile = z
  .union(
    [
      z.string().regex(MOBILE, MOBILE_MESSAGE),
      z.int(MOBILE_MESSAGE).min(6_000_000_000, MOBILE_MESSAGE).max(9_999_999_999, MOBILE_MESSAGE),
      // phone: +919876543210 without quotes is a number to YAML (the + is dropped): still the phone it clearly is.
      z.int(MOBILE_MESSAGE).min(916_000_000_000, MOBILE_MESSAGE).max(919_999_999_999, MOBILE_MESSAGE),
    ],
    { error: (issue) => (issue.input === undefined ? 'is missing; add a 10-digit mobile number such as "98765 43210"' : MOBILE_MESSAGE) },
  )
  .transform((value) => String(value).replace(/\D/g, '').slice(-10));

export const email = z.email({
  error: (issue) =>
    issue.code === 'invalid_type'
      ? expected('an e-mail address such as "hello@yourshop.in"')(issue)
      : 'is not an e-mail address; write it like "hello@yourshop.in"',
});

/**
 * A calendar date written YYYY-MM-DD that exists (no 31 April, no 29 February 2026), from the year
 * 1000 on: browsers read years below 100 as 19xx, so 0000-01-01 would show as 1900.
 */
export const date = z.iso
  .date({
    error: (issue) =>
      issue.code === 'invalid_type' ? expected('a date such as 2026-03-14')(issue) : 'is not a real date; write it as YYYY-MM-DD, such as 2026-03-14',
  })
  .regex(/^[1-9]/, 'is too early to be a real date; write the year in full, such as 2026-03-14');

/** A clock time, 24-hour, HH:MM. */
export const time = z
  .string({ error: expected('a time such as "09:00"') })
  .regex(TIME, 'is not a time; write it as HH:MM on the 24-hour clock, such as "09:00" or "21:00"');

/** An amount in rupees, whole and above zero. Written without the ₹ sign or commas. */
export const rupees = z.int({ error: expected('an amount in whole rupees, written as a plain number such as 3499') }).positive('must be more than 0 rupees');

export const year = z
  .int({ error: expected('a year such as 2019') })
  .min(1990, 'is too early; use a year from 1990 on')
  .max(2100, 'is too late; check the year');

/** Names of the icons templates can draw; templates map each to an inline SVG. */
export const ICON_NAMES = [
  'smartphone',
  'laptop',
  'battery',
  'screen',
  'droplets',
  'plug',
  'cpu',
  'hard-drive',
  'stethoscope',
  'shield',
  'clock',
  'wrench',
  'award',
  'search',
  'receipt',
  'check',
  'star',
  'map-pin',
  'truck',
  'zap',
  'database',
  'store',
  'users',
  'rocket',
  'tablet',
  'watch',
  'sparkles',
  'heart',
] as const;
/** What each icon draws, for the editor's list of choices. */
const ICON_HELP: Record<(typeof ICON_NAMES)[number], string> = {
  smartphone: 'A phone: iPhone repairs',
  laptop: 'A laptop: MacBook repairs',
  battery: 'A battery: battery replacement',
  screen: 'A screen: display repairs',
  droplets: 'Water drops: water damage',
  plug: 'A plug: charging port repairs',
  cpu: 'A chip: logic-board and micro-soldering work',
  'hard-drive': 'A drive: storage and SSD upgrades',
  stethoscope: 'A stethoscope: diagnosis and health check-ups',
  shield: 'A shield: warranty, quality parts',
  clock: 'A clock: fast or same-day service',
  wrench: 'A wrench: repair work, technicians',
  award: 'A medal: quality, success rate',
  search: 'A magnifying glass: finding the fault',
  receipt: 'A receipt: quotes and prices',
  check: 'A tick: quality check, done',
  star: 'A star: ratings and reviews',
  'map-pin': "A map pin: the shop's location, areas",
  truck: 'A van: pickup and delivery',
  zap: 'A lightning bolt: urgent or quick',
  database: 'Stacked disks: data recovery',
  store: 'A shop front: the shop, its opening',
  users: 'People: the team, customers',
  rocket: 'A rocket: upgrades, growth',
  tablet: 'A tablet: iPad repairs',
  watch: 'A watch: Apple Watch repairs',
  sparkles: 'Sparkles: as good as new',
  heart: 'A heart: care, loyal customers',
};

export const icon = z
  .enum(ICON_NAMES, {
    error: (issue) =>
      issue.input === undefined ? 'is missing; add an icon name such as "smartphone"' : `is not a known icon; use one of: ${ICON_NAMES.join(', ')}`,
  })
  .meta({
    description: 'The small picture shown with it: one of the icon names the site can draw, such as smartphone or clock',
    enumDescriptions: ICON_NAMES.map((name) => ICON_HELP[name]),
  });

export const faq = z.strictObject({
  question: text.describe('The question, as a customer would ask it: "How long does a repair take?"'),
  answer: text.describe('The answer, in a sentence or two; {turnaround} and other facts may be named in braces'),
});

/** A page's list of questions and answers, shown as an accordion. */
export const faqs = z.array(faq).min(1).max(30).describe('Questions and answers shown on the page, one open at a time');

/** Page head data: the words search engines and link previews show. */
export const seo = z
  .strictObject({
    title: label.describe("The page's title: the blue link in Google's results and the name on the browser tab. Keep it under about 60 characters"),
    description: localized(plainText.max(200, 'is longer than 200 characters; search engines cut it, so shorten it'), 'searchDescription').describe(
      'The line or two under the title in search results and in the preview WhatsApp shows for a shared link; at most 200 characters',
    ),
    keywords: z.array(label).min(1, 'needs at least one keyword').describe('Words people type to find this page, such as "iPhone repair {locality}"'),
  })
  .describe('What search engines and link previews show for this page');

/** An address on the site, as a redirect names it. */
export const sitePath = z
  .string({ error: expected('an address on the site, starting with a slash, such as "/services/iphone/"') })
  .regex(SITE_PATH, 'is not an address on the site; write it from its first slash, with letters, digits, ".", "-" and "_" only, such as "/services/iphone/"');
