// `ui:` in shop.yaml: the owner's own wording, per language, for any of the site's words (templates/lib/ui/).
import { z } from 'zod';
import { LANGUAGE_NAMES_IN_ENGLISH, LANGUAGES, UI, type Lang, type UiKey } from '../../../templates/lib/ui/index.ts';
import { plainText } from './text.ts';

function wordsOf(lang: Lang) {
  const keys = Object.keys(UI[lang]) as UiKey[];
  const shape = Object.fromEntries(
    keys.map((key) => [
      key,
      plainText
        .max(300, "is longer than 300 characters; the site's words are short")
        .optional()
        .describe(`Instead of "${UI[lang][key]}"${/\{\w+\}/.test(UI.en[key]) ? '; keep the parts in braces, which the site fills in' : ''}`),
    ]),
  );
  return z
    .strictObject(shape as Record<UiKey, z.ZodOptional<typeof plainText>>)
    .describe(`The site's own words in ${LANGUAGE_NAMES_IN_ENGLISH[lang]} that you want to change, by name; the others stay as shipped`);
}

export const ui = z
  .strictObject(Object.fromEntries(LANGUAGES.map((lang) => [lang, wordsOf(lang).optional()])) as Record<Lang, z.ZodOptional<ReturnType<typeof wordsOf>>>)
  .optional()
  .describe(
    'Your own wording for the site\'s fixed words (menu, buttons, form labels, badge, WhatsApp messages), per language: under en:, hi: or mr:, a word\'s name and your text, such as "bookNow: Book a repair"',
  );
