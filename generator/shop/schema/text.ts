// The texts an owner writes, from which every text field of shop.yaml is built.
import { z } from 'zod';
import { LANGUAGE_NAMES_IN_ENGLISH, LANGUAGES } from '../../../templates/lib/ui/index.ts';
import { languagesMissing, unknownLanguages } from '../../messages/index.ts';
import { Localized } from './localized.ts';
import { expected } from './primitives.ts';

// Characters that take no room on screen (zero-width spaces and joiners, a byte-order mark, the soft hyphen):
// fine inside a word (Devanagari and emoji use joiners), but a text made only of them shows nothing.
const INVISIBLE = '\\s\\u00AD\\u180E\\u200B-\\u200D\\u2060\\uFEFF';

const CONTROL = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F';
// Bidirectional overrides make a text read differently from what it holds ("Trojan Source"). No text here
// needs them; an article body may (a quotation in Urdu), and it is rendered as Markdown with its own markup.
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

const LANGUAGE_CHOICES = LANGUAGES.map((lang) => `${lang} (${LANGUAGE_NAMES_IN_ENGLISH[lang]})`);

/** The message for the keys of a text per language that name no language the site can show. */
export const notLanguages = (keys: string[]) => unknownLanguages(keys, LANGUAGE_CHOICES);

/** A text plain (the site's first language) or one per language under en:, hi:, mr:, both parsed to a Localized. */
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
          if (unknown.length > 0) return notLanguages(unknown);
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
