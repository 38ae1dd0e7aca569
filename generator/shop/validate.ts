// Stage 2: check the parsed file, report every problem at once, and make a valid shop in each of its languages.
import { InvalidShopError, type Located } from '../errors.ts';
import { firstLanguageMissing, languageNotShown, shopHoldsNoFields, translationMissing } from '../messages/index.ts';
import type { Shop } from '../site/shop.ts';
import type { Lang } from '../../templates/lib/ui/index.ts';
import { inOneLanguage, languageName } from './languages.ts';
import { leftoverWarnings } from './leftovers.ts';
import type { Loaded } from './load.ts';
import { framed, inFileOrder, oneProblem, placeAt, placeAtLine, type Placed } from './locate.ts';
import { modelineWarnings } from './modeline.ts';
import { removedReferences, textsNamingRemoved, withoutRemoved } from './removed.ts';
import { dropOtherLanguages, inFirstLanguage, languagesOf, translationGaps, type Gaps } from './schema/resolve.ts';
import { type Shop as ShopInput, ShopSchema } from './schema/shop.ts';
import type { Path } from './schema/loose.ts';
import { typedPrices } from './schema/typed-prices.ts';
import { groupsForText, ownerMessage, placeIssue } from './schema-issues.ts';

/** Problems shown in full; a file with more gets a count of the rest (a sed gone wrong can make thousands). */
export const SHOWN_PROBLEMS = 50;

export interface ValidateOptions {
  /** A text missing in one of the site's languages is a problem, not a warning (check --all-languages). */
  allLanguages?: boolean;
}

/**
 * The shop in its first language (`shop`) and in each (`shops`, the first first), its placeholders filled in, and located
 * warnings that do not stop a build: lines naming what the catalogue no longer has, typed prices, leftovers of the sample.
 */
export function validate(loaded: Loaded, options: ValidateOptions = {}) {
  const { parsed: written, gaps, dropped } = checked(loaded, options);
  const removed = removedReferences(written);
  const parsed = withoutRemoved(written, removed);
  const { languages } = parsed.site;
  // The shop's texts in its first language, read (never changed) by the checks and by each language's options.
  const defaults = inFirstLanguage(parsed, languages[0]) as Shop;
  const marked = new Map<string, string>();
  // The other languages first: the first language's shop then reads each text they lack inside its marked copy (resolve.ts).
  const others = languages.slice(1).map((lang) => inOneLanguage(parsed, lang, defaults, marked));
  const shops = [inOneLanguage(parsed, languages[0], defaults, marked), ...others];
  const warnings = [
    ...[...removed, ...textsNamingRemoved(defaults), ...typedPrices(defaults)].map((w) => framed(loaded.source, placeAt(loaded, w.path, w.message))),
    ...leftoverWarnings(loaded, defaults),
    ...modelineWarnings(loaded.source, loaded.file),
    ...untranslatedTexts(loaded, gaps, languages[0], false).map((problem) => framed(loaded.source, problem)),
    ...notShown(loaded, dropped),
  ];
  return { shop: shops[0], shops, warnings };
}

/** The file's data as the schema reads it, or every problem in it thrown at once, located. */
export function checked(loaded: Loaded, options: ValidateOptions = {}): { parsed: ShopInput; gaps: Gaps; dropped: Path[] } {
  if (loaded.data === null || typeof loaded.data !== 'object' || Array.isArray(loaded.data)) {
    throw oneProblem(loaded.source, placeAtLine(loaded.file, loaded.source, 1, 1, '(top level)', shopHoldsNoFields()));
  }
  const dropped = dropOtherLanguages(loaded.data);
  const result = ShopSchema.safeParse(loaded.data, { reportInput: true, error: ownerMessage });
  if (!result.success) {
    const languages = languagesOf(loaded.data);
    const noFirst = noFirstLanguage(loaded, languages, translationGaps(loaded.data, languages));
    throw invalid(loaded, [...groupsForText(result.error.issues).flatMap((issue) => placeIssue(loaded, issue)), ...noFirst]);
  }
  const parsed = result.data;
  const { languages } = parsed.site;
  const gaps = translationGaps(parsed, languages);
  if (gaps.noFirst.length > 0 || (options.allLanguages && gaps.missing.length > 0)) {
    const lacking = options.allLanguages ? untranslatedTexts(loaded, gaps, languages[0], true) : [];
    throw invalid(loaded, [...noFirstLanguage(loaded, languages, gaps), ...lacking]);
  }
  return { parsed, gaps, dropped };
}

/** One warning for each language the site does not show but the file has texts in: how many, at the first, and how to remove them. */
function notShown(loaded: Loaded, dropped: Path[]): Located[] {
  return [...new Set(dropped.map((path) => path.at(-1) as Lang))].map((lang) => {
    const paths = dropped.filter((path) => path.at(-1) === lang);
    return framed(loaded.source, placeAt(loaded, paths[0], languageNotShown(languageName(lang), lang, paths.length, loaded.file)));
  });
}

/** The texts missing in some languages, placed; one sentence per set of missing languages, shared by the places that say it (several for each untranslated article). */
function untranslatedTexts(loaded: Loaded, gaps: Gaps, first: Lang, isProblem: boolean): Placed[] {
  const sentences = new Map<string, string>();
  return gaps.missing.map(({ path, languages }) => {
    let sentence = sentences.get(languages.join());
    if (sentence === undefined) sentences.set(languages.join(), (sentence = translationMissing(languages.map(languageName), languageName(first), isProblem)));
    return placeAt(loaded, path, sentence);
  });
}

/** The texts without the site's first language, each a problem. */
function noFirstLanguage(loaded: Loaded, languages: readonly Lang[], gaps: Gaps): Placed[] {
  return gaps.noFirst.map(({ path, given }) => placeAt(loaded, path, firstLanguageMissing(languageName(languages[0]), languages[0], given)));
}

/** Every problem once, in the order of the file; the first few with a code frame, the rest counted. */
function invalid(loaded: Loaded, placed: Placed[]): InvalidShopError {
  const unique = inFileOrder(placed, (p) => `${p.line}:${p.column}:${p.field}:${p.message}`);
  const shown = unique.slice(0, SHOWN_PROBLEMS).map((problem) => framed(loaded.source, problem));
  return new InvalidShopError(loaded.file, shown, unique.length - shown.length);
}
