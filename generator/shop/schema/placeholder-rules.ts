// Rules on the placeholders texts may hold: each names a fact or a catalogue repair, and no fact shows itself.
import { factLeftOut, factShowsItself, notInCataloguePlaceholder, unknownPlaceholder } from '../../messages/index.ts';
import { near } from '../removed.ts';
import { facts } from './facts.ts';
import { repairIds } from './catalogue-rules.ts';
import { fields, items, type Loose, type Problem } from './loose.ts';
import { allFacts, catalogueId, factCycles, placeholdersIn } from './placeholders.ts';
import { walkStrings } from './walk-strings.ts';

/** Each {name} is a fact, under `facts` (not one left out there) or built in ({city}), each {price:…} a repair of the catalogue and each {models:…} a device. */
export function knownPlaceholders(shop: Loose, written: Loose): Problem[] {
  // Without a group of facts (reported where it is) no placeholder can be judged.
  if (Object.keys(fields(shop.facts)).length === 0) return [];
  const known = Object.keys(allFacts(shop));
  const repairs = repairIds(shop);
  const devices = items(fields(shop.catalogue).devices).flatMap((d) => (typeof d.id === 'string' ? [d.id] : []));
  const problems: Problem[] = [];
  // The site's own words (ui:) name their parts in braces too ("{title}"); they are not facts.
  walkStrings({ ...written, ui: undefined }, [], (value, path) => {
    for (const name of placeholdersIn(value)) {
      const [repair, device] = [catalogueId('price', name), catalogueId('models', name)];
      const message =
        repair !== undefined
          ? !repairs.includes(repair) && notInCataloguePlaceholder(name, 'repair', near(repair, repairs))
          : device !== undefined
            ? !devices.includes(device) && notInCataloguePlaceholder(name, 'device', near(device, devices))
            : !known.includes(name) && (Object.hasOwn(facts.shape, name) ? factLeftOut(name) : unknownPlaceholder(name, known));
      if (message) problems.push({ path: [...path], message });
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
