// Rules on the placeholders texts may hold: each names a fact or a catalogue repair, and no fact shows itself.
import { factShowsItself, unknownPlaceholder, unknownPricePlaceholder } from '../../messages/index.ts';
import { repairIds } from './catalogue-rules.ts';
import { fields, type Loose, type Problem } from './loose.ts';
import { allFacts, factCycles, placeholdersIn, priceName } from './placeholders.ts';
import { walkStrings } from './walk-strings.ts';

/** Each {name} is a fact, under `facts` or built in ({city}), and each {price:…} a repair of the catalogue. */
export function knownPlaceholders(shop: Loose, written: Loose): Problem[] {
  // Without a group of facts (reported where it is) no placeholder can be judged.
  if (Object.keys(fields(shop.facts)).length === 0) return [];
  const known = Object.keys(allFacts(shop));
  const repairs = repairIds(shop);
  const problems: Problem[] = [];
  // The site's own words (ui:) name their parts in braces too ("{title}"); they are not facts.
  walkStrings({ ...written, ui: undefined }, [], (value, path) => {
    for (const name of placeholdersIn(value)) {
      const repair = priceName(name);
      if (repair === undefined ? !known.includes(name) : !repairs.includes(repair)) {
        problems.push({ path: [...path], message: repair === undefined ? unknownPlaceholder(name, known) : unknownPricePlaceholder(name, repairs) });
      }
    }
  });
  return problems;
}

/** A fact may show another fact, but not itself through a chain of others: it would never finish. */
export function noFactCycles(shop: Loose): Problem[] {
  return [...factCycles(fields(shop.facts))].map(([name, cycle]) => ({
    path: ['facts', name],
    message: factShowsItself(cycle),
  }));
}
