// The rules that span several fields: shop.schema.json names them under one keyword, so ajv can run the same
// functions. Each rule reads only fields zod does not transform.
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

/** The rules read the texts in the first language (a booking choice is named by it); placeholders, each where it is written. */
export function runRules(shop: Loose, names: readonly string[] = RULE_NAMES): Problem[] {
  // Not a map of fields (an empty file, a lone text): the schema says so, and there is nothing to cross-check.
  if (shop === null || typeof shop !== 'object' || Array.isArray(shop)) return [];
  const [first] = languagesOf(shop);
  const plain = inFirstLanguage(shop, first) as Loose;
  return names.flatMap((name) => RULES[name as keyof typeof RULES]?.(plain, shop) ?? []);
}
