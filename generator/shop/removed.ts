// What deleting a device, model or repair from the catalogue leaves behind: the lines that still name it. Each is a
// warning that says which line to delete, and the site is made without it, so removing a device is one edit that builds.
// (A {price:…} or {models:…} inside a text cannot be left out of its sentence: placeholder-rules.ts refuses it.)
import { closest, distance } from 'fastest-levenshtein';
import { holdsOnlyRemoved, noLongerInCatalogue, textNamesRemovedDevice } from '../messages/index.ts';
import { membersOf } from './catalogue.ts';
import { SAMPLE_DEVICES } from './sample.ts';
import { fields, items, list, type Loose, type Path, type Problem } from './schema/loose.ts';
import { walkStrings } from './schema/walk-strings.ts';

type Deleted = Parameters<typeof noLongerInCatalogue>[2];

/** The id most like a missing one, when one is near enough to be what the owner meant. */
export function near(id: string, known: readonly string[]): string | undefined {
  const guess = known.length > 0 ? closest(id, known) : undefined;
  return guess !== undefined && distance(id, guess) <= Math.max(1, Math.floor(id.length / 5)) ? guess : undefined;
}

/** Every reference to an id the catalogue no longer has, each placed at the line (or list entry) to delete, in file order. */
export function removedReferences(shop: Loose): Problem[] {
  const catalogue = fields(shop.catalogue);
  const members = membersOf(catalogue);
  const everyId = new Set([...members.keys(), ...items(catalogue.repairs).map((r) => r.id)]);
  const isGone = (id: unknown) => typeof id === 'string' && !everyId.has(id);
  const problems: Problem[] = [];
  const gone = (known: readonly string[], path: Path, what: Deleted) => (id: unknown, at: string | number) => {
    if (isGone(id)) problems.push({ path: [...path, at], message: noLongerInCatalogue(String(id), near(String(id), known), what) });
  };
  // A group, repair or card left with nothing but removed ids goes with them: one warning for its whole block.
  const whole = (path: Path, ids: unknown[], holder: Parameters<typeof holdsOnlyRemoved>[0], id: unknown) => {
    if (ids.length === 0 || !ids.every(isGone)) return false;
    problems.push({ path, message: holdsOnlyRemoved(holder) });
    everyId.delete(id);
    return true;
  };
  const modelsAndDevices = items(catalogue.devices).flatMap((d) => [d.id, ...items(d.models).map((m) => m.id)]);
  items(catalogue.groups).forEach((group, g) => {
    const path = ['catalogue', 'groups', g];
    if (!whole(path, list(group.models), 'group', group.id)) list(group.models).forEach(gone(modelsAndDevices, [...path, 'models'], 'entry'));
  });
  const priced = [...members.keys()].filter((id) => everyId.has(id));
  const repairs: string[] = [];
  items(catalogue.repairs).forEach((repair, r) => {
    const path = ['catalogue', 'repairs', r];
    const prices = Object.keys(fields(repair.prices));
    if (whole(path, prices, 'repair', repair.id)) return;
    prices.forEach((id) => gone(priced, [...path, 'prices'], 'line')(id, id));
    repairs.push(repair.id);
  });
  items(shop.prices).forEach((card, c) => {
    if (!whole(['prices', c], list(card.repairs), 'card', undefined)) list(card.repairs).forEach(gone(repairs, ['prices', c, 'repairs'], 'entry'));
  });
  items(shop.services).forEach((service, s) => items(service.prices).forEach((row, r) => gone(repairs, ['services', s, 'prices'], 'row')(row.repair, r)));
  const devices = new Set(items(catalogue.devices).map((d) => d.id));
  const chips = priced.filter((id) => !devices.has(id));
  list(fields(shop.home).models).forEach(gone(chips, ['home', 'models'], 'entry'));
  return problems;
}

/** The texts naming a device of the sample the catalogue no longer has: what a sentence means is the owner's to change, so each is a warning. */
export function textsNamingRemoved(shop: Loose): Problem[] {
  const devices = items(fields(shop.catalogue).devices).map((d) => [d.id, String(d.name)]);
  const gone = Object.entries(SAMPLE_DEVICES)
    .filter(([id, name]) => !devices.some(([other, named]) => other === id || name.includes(named) || named.includes(name)))
    .map(([, name]) => name);
  const problems: Problem[] = [];
  // A catalogue with none of the sample's devices is not the sample's with one removed: its texts are its own.
  if (gone.length > 0 && gone.length < Object.keys(SAMPLE_DEVICES).length) {
    walkStrings(shop, [], (text, path) => {
      const named = gone.filter((name) => text.includes(name));
      if (named.length > 0) problems.push({ path: [...path], message: textNamesRemovedDevice(named) });
    });
  }
  return problems;
}

/** The shop without the lines `removedReferences` found: what the site is made of until the owner deletes them. */
export function withoutRemoved<T>(shop: T, removed: readonly Problem[]): T {
  // Last first, so that deleting an entry of a list never moves one still to delete.
  return [...removed].reverse().reduce((copy, { path }) => without(copy, path), shop);
}

/** A copy without the value at `path`, sharing every part it does not change (texts are objects of their own class). */
function without<T>(node: T, [key, ...rest]: Path): T {
  const copy: Loose = Array.isArray(node) ? [...node] : { ...(node as Loose) };
  if (rest.length > 0) copy[key] = without(copy[key], rest);
  else if (Array.isArray(copy)) copy.splice(Number(key), 1);
  else delete copy[key];
  return copy as T;
}
