// Rules that span several fields, which JSON Schema's own keywords cannot state. zod runs them in a
// superRefine, even when other fields failed (so one run lists every problem); shop.schema.json names
// them under one extra keyword, so a validator such as ajv can run these same functions and reach the
// same verdict. Each rule reads only fields zod does not transform. The rules are in files named for
// what they check (catalogue-rules.ts, reference-rules.ts, …); this one lists them and runs them.
import { hoursInOrder, openableAddresses, uniqueDays } from './business-rules.ts';
import { catalogueProblems } from './catalogue-rules.ts';
import type { Loose, Problem } from './loose.ts';
import { knownPlaceholders, noFactCycles } from './placeholder-rules.ts';
import { bookingReferences, serviceReferences, uniqueSlugs } from './reference-rules.ts';
import { inFirstLanguage, languagesOf } from './resolve.ts';

export const RULE_KEYWORD = 'x-shop-rules';

const RULES = {
  serviceReferences,
  catalogue: catalogueProblems,
  uniqueSlugs,
  hoursInOrder,
  uniqueDays,
  bookingReferences,
  knownPlaceholders,
  noFactCycles,
  openableAddresses,
} as const;
export const RULE_NAMES = Object.keys(RULES) as (keyof typeof RULES)[];

/**
 * The rules read the texts in the site's first language (a booking choice is named by its first
 * language's text); the placeholders of every language are checked, where each is written.
 */
export function runRules(shop: Loose, names: readonly string[] = RULE_NAMES): Problem[] {
  // Not a map of fields (an empty file, a lone text): the schema says so, and there is nothing to cross-check.
  if (shop === null || typeof shop !== 'object' || Array.isArray(shop)) return [];
  const [first] = languagesOf(shop);
  const plain = inFirstLanguage(shop, first) as Loose;
  return names.flatMap((name) => RULES[name as keyof typeof RULES]?.(plain, shop) ?? []);
}
