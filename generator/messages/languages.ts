// Texts per language: the per-language form of a text, translations missing in a language, and the
// language list itself.

/** `title: {}` or a per-language group with nothing in it. */
export const languagesMissing = () => 'holds no text; write the text itself, or one text per language such as "en: …" and "hi: …" on lines of their own';
/** `title: { en: …, hin: … }`. */
export const unknownLanguages = (keys: string[], known: string[]) =>
  `has ${keys.map((key) => `"${key}"`).join(' and ')}, which ${keys.length === 1 ? 'is not a language' : 'are not languages'} the site can show; write the texts under ${known.join(', ')}`;
/** A per-language text without the site's first language, which every page falls back to. */
export const firstLanguageMissing = (first: string, code: string, given: string[]) =>
  `has no ${first} text, and ${first} is the site's first language (site.languages), which the pages show wherever a translation is missing; add "${code}: …" beside ${given.map((lang) => `"${lang}: …"`).join(' and ')}`;
/** A text with no translation in some of the site's languages (a warning, or an error with --all-languages). */
export const translationMissing = (missing: string[], first: string, required: boolean) =>
  `has no ${missing.join(' or ')} text${required ? ', and --all-languages asks for every language' : ` yet; those pages show the ${first} one`}. Write the text per language: "${first.slice(-3, -1)}: …" and ${missing.map((lang) => `"${lang.slice(-3, -1)}: …"`).join(' and ')}, each on a line of its own under the field`;
/** `site: language: en-IN`, from before the site had languages. */
export const languageRenamed = () =>
  'is now "languages", a list of the site\'s languages with the first one the default; write "languages: [en]" (or [en, hi, mr] for English, Hindi and Marathi)';
