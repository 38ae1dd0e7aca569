// A shop file that was read but is not a valid shop: what validation, the cross-field rules and the build say about a field (each completes a sentence that
// starts with the field's name), and the summary under them.

/** How a value the owner wrote is named in a message: "the text "abc"", "a list", "empty". */
export function describe(input: unknown): string {
  if (input === null) return 'empty';
  if (Array.isArray(input)) return 'a list';
  if (typeof input === 'object') return 'a group of fields';
  if (typeof input === 'string') return `the text "${input.length > 40 ? `${input.slice(0, 40)}…` : input}"`;
  if (typeof input === 'number') return `the number ${input}`;
  return String(input);
}

const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list (lines starting with "- ")',
  object: 'a group of indented "field: value" lines',
};

/** A kind of value as the owner knows it: "int" is "a whole number". */
export const kindOf = (kind: string) => KINDS[kind] ?? kind;
export const shopHoldsNoFields = () => 'holds no shop fields; start from the shop.yaml that comes with the project and change its values';

// The schema's own fields say what they expect; these two frames say it for each of them.
export const fieldMissing = (what: string) => `is missing; add ${what}`;
export const fieldWrongValue = (input: unknown, what: string) => `is ${describe(input)}; expected ${what}`;
/** A number or true/false where text belongs (`yearsInBusiness: 5`): `line` as it should read, in quotes. */
export const fieldNotQuoted = (input: unknown, line: string) => `${fieldWrongValue(input, 'some text')}: put it in quotes, so the line reads: ${line}`;

// zod's generic checks, where the schema gives no message of its own.
export const fieldMissingKind = (kind: string) => `is missing; add it (expected ${kind})`;
export const tooFewItems = (minimum: unknown) => `has too few items; it needs at least ${minimum}`;
export const tooSmall = (minimum: unknown) => `is too small; the smallest allowed is ${minimum}`;
export const tooManyItems = (maximum: unknown) => `has too many items; at most ${maximum} are allowed`;
export const tooLarge = (maximum: unknown) => `is too large; the largest allowed is ${maximum}`;
export const notOneOf = (input: unknown, values: readonly unknown[]) =>
  `is ${describe(input)}; expected one of: ${values.map((v) => JSON.stringify(v)).join(', ')}`;
export const noAllowedForm = (input: unknown) => `is ${describe(input)}, which is not one of the allowed forms`;
/** A key renamed since an earlier version: the file written then says what to change. */
export const fieldRenamed = (name: string) =>
  `is now called "${name}" (renamed in version 0.2 of the generator, so that its name says what it is); rename the key, its value stays the same`;
/** A price field of version 0.2, now held once in the catalogue. */
export const movedToCatalogue = (reference: string) =>
  `is now in the catalogue (version 0.3 writes each price once, under catalogue.repairs); remove this field and name the catalogue's repair instead, such as "${reference}"`;
export const chipsMoved = () =>
  'is now "models" (version 0.3): list the ids of catalogue models or groups, such as "iphone-13", and each chip links to its prices';
/** A key the schema does not have, with the nearest known one when there is one near enough. */
export const unknownField = (guess: string | undefined, known: readonly string[]) =>
  `is not a field the site knows; ${guess !== undefined ? `did you mean "${guess}"?` : `the fields allowed here are: ${known.join(', ')}`}`;

// Texts per language: the per-language form of a text, missing translations, the language list itself.
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
/** Texts in a language site.languages does not list, said once at the first: ignored, neither checked nor shown. */
export const languageNotShown = (language: string, code: string, count: number, file: string) => {
  const [it, config] = [count === 1 ? 'it' : 'them', file === 'shop.yaml' ? '' : ` --config ${file}`];
  const texts = count === 1 ? `is a ${language} text` : `is the first of ${count.toLocaleString('en-IN')} ${language} texts`;
  return `${texts}, and site.languages does not list ${code}, so the site ignores ${it}. To remove ${count === 1 ? 'it' : 'them all'} from the file, run: npm run language -- remove ${code}${config}; to show ${it}, run: npm run language -- add ${code}${config}`;
};
/** `site: language: en-IN`, from before the site had languages. */
export const languageRenamed = () =>
  'is now "languages", a list of the site\'s languages with the first one the default; write "languages: [en]" (or [en, hi, mr] for English, Hindi and Marathi)';

// The rules that span several fields (the *-rules.ts files of generator/shop/schema/, listed in rules.ts).
export const slugRepeated = (slug: string, firstItem: number) =>
  `repeats the slug "${slug}" of item ${firstItem}; each page needs its own address, so choose another slug`;
export const closesBeforeOpening = (opens: string) => `is not after the opening time ${opens}; write a closing time later the same day, such as "21:00"`;
export const notInList = (value: string, list: string, known: readonly unknown[]) => `"${value}" is not in ${list}; use one of: ${known.join(', ')}`;
export const whatsappWithoutMessage = () => 'opens WhatsApp but has no whatsappMessage; add the message the chat starts with';
export const unknownPlaceholder = (name: string, facts: readonly string[]) =>
  `uses the placeholder {${name}}, which is not a fact; ${name === '' ? 'write {{ and }} to show a brace itself, or name a fact' : 'use one of'}: ${facts.map((k) => `{${k}}`).join(', ')}`;
export const factLeftOut = (name: string) => `shows {${name}}, but facts.${name} is left out; write ${name} under facts, or take {${name}} out of this text`;
export const factShowsItself = (cycle: readonly string[]) =>
  `shows itself through ${cycle.map((n) => `{${n}}`).join(' → ')}, so it can never be filled in; write one of these facts out in full`;
export const dayRepeated = (day: string) => `repeats ${day}; list each opening day once`;
export const externalPictureSize = (side: 'width' | 'height') =>
  `needs a ${side} in pixels for a picture at an https:// address (the build cannot open it to read its size); add "${side}:", or save the picture next to shop.yaml and its size is read from the file`;
export const addressNotOpenable = () => 'is not an address a browser can open; check the spelling of the domain and that a port number is at most 65535';

// The repair catalogue's rules (generator/shop/schema/catalogue-rules.ts).
export const catalogueIdRepeated = (id: string, first: string) =>
  `repeats the id "${id}" of ${first}; devices, models, groups and repairs each need their own id, because links such as /pricing/#${id} lead to it`;
export const catalogueIdReserved = (id: string) =>
  `is "${id}", a name the pricing page uses for one of its own parts, so /pricing/#${id} could not lead here; choose another id, such as "${id}-model"`;
/** The ids a misplaced one could be: a few, never the whole catalogue. */
const ids = (known: readonly string[]) => (known.length > 6 ? `an id such as ${known.slice(0, 3).join(', ')}` : `one of: ${known.join(', ')}`);
export const unknownModel = (id: string, known: readonly string[], kinds = 'model, group or device') =>
  `names "${id}", which is not a ${kinds} of the catalogue; use ${ids(known)}`;
/** A reference left behind by a device, model or repair deleted from the catalogue (a warning: the site leaves it out). */
export const noLongerInCatalogue = (id: string, near: string | undefined, what: 'line' | 'row' | 'entry') =>
  `names "${id}", which is no longer in the catalogue; ${{ line: 'delete this line', row: 'delete this row', entry: `take "${id}" out of this list` }[what]}${near ? `, or did you mean "${near}"?` : '.'} Until then the site leaves it out.`;
export const holdsOnlyRemoved = (holder: 'group' | 'repair' | 'card') =>
  `${{ group: 'holds only models', repair: 'prices only models', card: 'stands only for repairs' }[holder]} that are no longer in the catalogue; delete this ${{ group: 'group', repair: 'repair, from this line to its last price', card: 'price card' }[holder]}. Until then the site leaves it out${holder === 'card' ? '' : ', with the lines that name it'}.`;
export const textNamesRemovedDevice = (names: readonly string[]) =>
  `names ${names.join(' and ')}, which the catalogue no longer has; take ${names.length > 1 ? 'them' : 'it'} out of this text, in each of its languages`;
export const unknownRepair = (id: string, known: readonly string[]) => `names "${id}", which is not a repair of the catalogue; use ${ids(known)}`;
export const priceOverlaps = (model: string, other: string, id: string) =>
  `prices ${model} a second time (it already has a price through "${other}"); take it out of one of the two, or give the model its own line (${id}: 3499), which overrides both`;
/** A {price:…} or {models:…} of a repair or device the catalogue does not have (or no longer has): a sentence cannot simply lose it. */
export const notInCataloguePlaceholder = (name: string, kind: 'repair' | 'device', near: string | undefined) =>
  `uses the placeholder {${name}}, but that ${kind} is not in the catalogue (or no longer); ${near ? `did you mean {${name.replace(/:.*/, '')}:${near}}? If not, ` : ''}take it out of this text`;
export const typedPrice = (typed: string, repair: string, shown: string, placeholder: string) =>
  `types the price ${typed}, which the catalogue does not have (its lowest price for ${repair} is ${shown}); write ${placeholder} instead, and the text shows the catalogue's price and follows every change to it`;
/** The same where the words before the amount name no repair of the catalogue, or several: which one is not guessed. */
export const typedPriceOfNoRepair = (typed: string) =>
  `types the price ${typed}, which the catalogue does not have, and the words before it do not say which of its repairs it is for; if it is the price of a repair, give that repair this price in catalogue.repairs (add the repair if it is missing) and write {price:ID} here instead, with the repair's id for ID, so the text follows every change to the price`;
export const warningCount = (file: string, total: number) =>
  `${file} has ${total === 1 ? '1 warning' : `${total.toLocaleString('en-IN')} warnings`}: the site is built and usable, but ${total === 1 ? 'this needs' : 'these need'} a look before you publish; each says what to do.`;

// What the build finds once the shop is valid.
export const routeClash = (file: string) => `Two pages would both be written to ${file}. Give each service and article its own slug.`;
export const renderFailed = (route: string, reason: string) => `Rendering ${route} failed: ${reason}`;

// The summary under the located problems.
export const problemCount = (file: string, total: number) => `${file} has ${total === 1 ? '1 problem' : `${total.toLocaleString('en-IN')} problems`}`;
export const moreWarningsNotShown = (more: number, shown: number) =>
  `…and ${more.toLocaleString('en-IN')} more, not shown: look at the first ${shown} (often one thing repeated) and run the command again to see the rest.`;
export const moreNotShown = (more: number, shown: number) =>
  `…and ${more.toLocaleString('en-IN')} more, not shown: fix the first ${shown} (often one mistake repeated) and run the command again to see the rest.`;
export const fixAndRunAgain = (summary: string, total: number) => `${summary}. Fix ${total === 1 ? 'it' : 'them'} and run the command again.`;

// Redirects (generator/output/redirects.ts): old addresses that keep working.
export const redirectFromPage = (from: string) =>
  `is a page of the site (${from}); a redirect from it would hide that page. Remove this redirect, or the page it would replace.`;
export const redirectFromPageInCapitals = (page: string) =>
  `is the page ${page} in other capitals; where a folder does not tell capitals apart (Windows, macOS), its redirect would be written over that page. Remove this redirect from redirects in shop.yaml.`;
export const redirectFromReserved = (from: string) => `is an address the site uses for its own files (${from}); choose the old address of a page.`;
export const pagesGone = (paths: readonly string[], example: string) =>
  `The last build had ${paths.length === 1 ? 'a page' : 'pages'} this one does not: ${paths.slice(0, 5).join(', ')}${paths.length > 5 ? ` and ${paths.length - 5} more` : ''}. Links to ${paths.length === 1 ? 'it' : 'them'} from search results and shared chats would now find "not found". Send visitors on with redirects in shop.yaml, such as:\n\nredirects:\n  ${paths[0]}: ${example}`;
export const redirectToNoPage = (to: string, near: string | undefined) =>
  `leads to "${to}", which is no page of the site${near ? `; did you mean "${near}"?` : '; write the address of a page, such as "/services/iphone-repair/", or an https:// address.'}`;
