// Stage 2: check the parsed file against the schema and report every problem at once, each located
// in shop.yaml with its field path, what is wrong, what is expected, and a code frame.
import { closest, distance } from 'fastest-levenshtein';
import type { z } from 'zod';
import { InvalidShopError, type Located } from '../errors.ts';
import { leftoverWarnings } from './leftovers.ts';
import { modelineWarnings } from './modeline.ts';
import type { Loaded } from './load.ts';
import { framed, oneProblem, placeAt, placeAtLine, type Placed } from './locate.ts';
import {
  chipsMoved,
  fieldMissingKind,
  firstLanguageMissing,
  translationMissing,
  fieldRenamed,
  fieldWrongValue,
  movedToCatalogue,
  kindOf,
  noAllowedForm,
  notOneOf,
  shopHoldsNoFields,
  tooFewItems,
  tooLarge,
  tooManyItems,
  tooSmall,
  unknownField,
  languageRenamed,
  unknownLanguages,
} from '../messages/index.ts';
import { fillPlaceholders } from './schema/placeholders.ts';
import { ShopSchema, type Shop as ParsedShop } from './schema/shop.ts';
import type { Shop } from '../site/shop.ts';
import { inFirstLanguage, inLanguage, languagesOf, translationGaps } from './schema/resolve.ts';
import { LANGUAGE_NAMES_IN_ENGLISH, LANGUAGES, UI, type Lang, type UiText } from '../../templates/lib/ui/index.ts';
import { typedPrices } from './schema/typed-prices.ts';
import { knownKeysAt } from './schema/walk.ts';

/** Problems shown in full; a file with more gets a count of the rest (a sed gone wrong can make 10,000). */
export const SHOWN_PROBLEMS = 50;

export interface ValidateOptions {
  /** A text missing in one of the site's languages is a problem, not a warning (check --all-languages). */
  allLanguages?: boolean;
}

export interface Validated {
  /** The shop in its first language, its placeholders filled in. */
  shop: Shop;
  /** The shop in each of its languages, the first one first. */
  shops: Shop[];
  /** Located warnings: texts that type a price the catalogue does not have, leftovers of the sample. They do not stop a build. */
  warnings: Located[];
}

export function validate(loaded: Loaded, options: ValidateOptions = {}): Validated {
  if (loaded.data === null || typeof loaded.data !== 'object' || Array.isArray(loaded.data)) {
    throw oneProblem(loaded.source, placeAtLine(loaded.file, loaded.source, 1, 1, '(top level)', shopHoldsNoFields()));
  }
  const result = ShopSchema.safeParse(loaded.data, { reportInput: true, error: ownerMessage });
  if (!result.success) {
    const noFirst = translationGaps(loaded.data, languagesOf(loaded.data)).noFirst.map(({ path, given }) =>
      placeAt(loaded, path, firstLanguageMissing(languageName(languagesOf(loaded.data)[0]), languagesOf(loaded.data)[0], given)),
    );
    throw invalid(loaded, [...groupsForText(result.error.issues).flatMap((issue) => placeIssue(loaded, issue)), ...noFirst]);
  }
  const parsed = result.data;
  const { languages } = parsed.site;
  const gaps = translationGaps(parsed, languages);
  // One sentence per set of missing languages, shared by the warnings that say it (80,000 for 20,000 untranslated articles).
  const sentences = new Map<string, string>();
  const sentence = (missing: Lang[]) => {
    let text = sentences.get(missing.join());
    if (text === undefined) sentences.set(missing.join(), (text = translationMissing(missing.map(languageName), languageName(languages[0]), false)));
    return text;
  };
  const untranslated = gaps.missing.map(({ path, languages: missing }) => framed(loaded.source, placeAt(loaded, path, sentence(missing))));
  if (gaps.noFirst.length > 0 || (options.allLanguages && untranslated.length > 0)) {
    const noFirst = gaps.noFirst.map(({ path, given }) => placeAt(loaded, path, firstLanguageMissing(languageName(languages[0]), languages[0], given)));
    throw invalid(loaded, [
      ...noFirst,
      ...(options.allLanguages
        ? gaps.missing.map(({ path, languages: missing }) =>
            placeAt(loaded, path, translationMissing(missing.map(languageName), languageName(languages[0]), true)),
          )
        : []),
    ]);
  }
  // The shop's texts in its first language, read (never changed) by the checks and by each language's options.
  const defaults = inFirstLanguage(parsed, languages[0]) as Shop;
  const marked = new Map<string, string>();
  // The other languages first: the first language's shop then reads each text they lack inside its marked copy (resolve.ts).
  const others = languages.slice(1).map((lang) => inOneLanguage(parsed, lang, defaults, marked));
  const shops = [inOneLanguage(parsed, languages[0], defaults, marked), ...others];
  const [first] = shops;
  const warnings = [
    ...typedPrices(defaults).map((w) => framed(loaded.source, placeAt(loaded, w.path, w.message))),
    ...leftoverWarnings(loaded, defaults),
    ...modelineWarnings(loaded.source, loaded.file),
    ...untranslated,
  ];
  return { shop: first, shops, warnings };
}

/** The parsed shop as `lang`'s pages show it: its texts, its words (shipped, then the owner's), its placeholders filled. */
function inOneLanguage(parsed: ParsedShop, lang: Lang, defaults: Omit<Shop, 'ui'>, marked: Map<string, string>): Shop {
  const { languages } = parsed.site;
  const ui: UiText = { ...UI[lang], ...definedOnly(parsed.ui?.[lang]) };
  // The first language with no other language's marked texts to read inside (a site in one language): the defaults themselves.
  const texts = (lang === languages[0] && marked.size === 0 ? defaults : inLanguage(parsed, lang, languages[0], marked)) as Omit<Shop, 'ui'>;
  // A booking choice named elsewhere (book:, deviceType:) is the first language's option: the same option in this language.
  const option = (list: 'services' | 'deviceTypes') => (value: string) => texts.booking[list][defaults.booking[list].indexOf(value)] ?? value;
  const service = option('services');
  const device = option('deviceTypes');
  const catalogue = {
    ...texts.catalogue,
    devices: texts.catalogue.devices.map((d) => ({
      ...d,
      deviceType: device(d.deviceType),
      models: d.models.map((m) => (m.deviceType === undefined ? m : { ...m, deviceType: device(m.deviceType) })),
    })),
    repairs: texts.catalogue.repairs.map((r) => ({ ...r, book: service(r.book), warranty: r.warranty ?? ui.repairWarranty })),
  };
  const home = { ...texts.home, emergencies: texts.home.emergencies.map((e) => (e.book === undefined ? e : { ...e, book: service(e.book) })) };
  const services = texts.services.map((s) => ({ ...s, book: service(s.book) }));
  const filled = fillPlaceholders({ ...texts, catalogue, home, services }, lang, ui);
  const prefix = lang === languages[0] ? '' : `${lang}/`;
  return { ...filled, site: { ...filled.site, lang, prefix }, ui };
}

function definedOnly<T extends object>(words: T | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(words ?? {}).filter(([, word]) => word !== undefined)) as Partial<T>;
}

const languageName = (lang: Lang): string => `${LANGUAGE_NAMES_IN_ENGLISH[lang]} (${lang})`;

/** Every problem once, in the order of the file; the first few with a code frame, the rest counted. */
function invalid(loaded: Loaded, placed: Placed[]): InvalidShopError {
  const seen = new Set<string>();
  const unique = placed.filter((p) => {
    const key = `${p.line}:${p.column}:${p.field}:${p.message}`;
    return !seen.has(key) && Boolean(seen.add(key));
  });
  unique.sort((a, b) => a.line - b.line || a.column - b.column);
  const shown = unique.slice(0, SHOWN_PROBLEMS).map((problem) => framed(loaded.source, problem));
  return new InvalidShopError(loaded.file, shown, unique.length - shown.length);
}

/**
 * A group of fields where a text goes (`name: x` under a text, or `- Open daily: 10 to 9`, which YAML
 * reads as a field) is not a text per language with unknown languages: it is the wrong kind of value,
 * and locate.ts can then say how to quote the text.
 */
function groupsForText(issues: z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  const key = (path: readonly PropertyKey[]) => path.map(String).join('\0');
  const groups = new Map<string, unknown>();
  for (const issue of issues) {
    if (issue.code !== 'unrecognized_keys' || knownKeysAt(ShopSchema, issue.path).join() !== LANGUAGES.join()) continue;
    const input = (issue as { input?: unknown }).input;
    if (input && typeof input === 'object' && Object.keys(input).every((name) => issue.keys.includes(name))) groups.set(key(issue.path), input);
  }
  if (groups.size === 0) return issues;
  return issues.flatMap((issue): z.core.$ZodIssue[] => {
    const input = groups.get(key(issue.path));
    if (input === undefined) return [issue];
    return issue.code === 'unrecognized_keys' ? [{ code: 'custom', path: issue.path, input, message: fieldWrongValue(input, 'some text') }] : [];
  });
}

function placeIssue(loaded: Loaded, issue: z.core.$ZodIssue): Placed[] {
  if (issue.code === 'unrecognized_keys') {
    const known = knownKeysAt(ShopSchema, issue.path);
    const group = issue.path.map((part) => (typeof part === 'number' ? '*' : String(part))).join('.');
    return issue.keys.map((key) => placeAt(loaded, issue.path, RENAMED[group]?.[key] ?? unknownKeyMessage(key, known), key));
  }
  if (issue.code === 'invalid_key') {
    // A key of a map with free keys (redirects:): its own check's message, at the key. zod puts the key last in the path.
    const key = String(issue.path.at(-1));
    return [placeAt(loaded, issue.path.slice(0, -1), issue.issues[0]?.message ?? issue.message, key)];
  }
  return [placeAt(loaded, issue.path, issue.message)];
}

/** Fields renamed since an earlier version, by the path of the group that holds them: a file written then says what to change. */
const RENAMED: Record<string, Record<string, string>> = {
  '': { shop: fieldRenamed('business') },
  site: { language: languageRenamed() },
  messages: { help: fieldRenamed('chat'), info: fieldRenamed('footer'), website: fieldRenamed('hero') },
  // Version 0.3 holds every price once, in the catalogue; cards and rows name its repairs.
  'prices.*': Object.fromEntries(['price', 'onwards', 'book'].map((key) => [key, movedToCatalogue('repairs: [iphone-screen]')])),
  'services.*.prices.*': Object.fromEntries(
    ['price', 'onwards', 'time', 'models', 'description', 'book', 'device'].map((key) => [key, movedToCatalogue('repair: iphone-screen')]),
  ),
  home: { iphoneModels: chipsMoved(), macModels: chipsMoved() },
};

function unknownKeyMessage(key: string, known: string[]): string {
  if (known.join() === LANGUAGES.join())
    return unknownLanguages(
      [key],
      LANGUAGES.map(languageName).map((name) => name.replace(/(\w+) \((\w+)\)/, '$2 ($1)')),
    );
  const guess = known.length > 0 ? closest(key, known) : undefined;
  const near = guess !== undefined && distance(key.toLowerCase(), guess.toLowerCase()) <= Math.max(2, Math.floor(key.length / 3));
  return unknownField(near ? guess : undefined, known);
}

/** Messages for zod's generic checks; the schema's own messages take precedence over these. */
export function ownerMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? fieldMissingKind(kindOf(issue.expected)) : fieldWrongValue(issue.input, kindOf(issue.expected));
    case 'too_small':
      return issue.origin === 'array' ? tooFewItems(issue.minimum) : tooSmall(issue.minimum);
    case 'too_big':
      return issue.origin === 'array' ? tooManyItems(issue.maximum) : tooLarge(issue.maximum);
    case 'invalid_value':
      return notOneOf(issue.input, issue.values);
    case 'invalid_union':
      return noAllowedForm(issue.input);
    default:
      return undefined;
  }
}
