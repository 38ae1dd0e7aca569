// Rules on the catalogue's cross-references, within it and from the pages.
import { catalogueIdRepeated, catalogueIdReserved, priceOverlaps, unknownModel, unknownRepair } from '../../messages/index.ts';
import { membersOf } from '../catalogue.ts';
import { PRICING_PAGE_IDS } from './catalogue.ts';
import { fields, items, list, type Loose, type Path, type Problem } from './loose.ts';

const ROOT = 'catalogue';

type Named = { id: string; kind: 'device' | 'model' | 'group' | 'repair'; name: string; path: Path };

/** Every id of the catalogue, in file order, with what it names. */
function everyId(catalogue: Loose): Named[] {
  const named: Named[] = [];
  const add = (item: Loose, kind: Named['kind'], path: Path) => {
    if (typeof item.id === 'string') named.push({ id: item.id, kind, name: typeof item.name === 'string' ? item.name : item.id, path: [...path, 'id'] });
  };
  items(catalogue.devices).forEach((device, d) => {
    add(device, 'device', [ROOT, 'devices', d]);
    items(device.models).forEach((model, m) => add(model, 'model', [ROOT, 'devices', d, 'models', m]));
  });
  items(catalogue.groups).forEach((group, g) => add(group, 'group', [ROOT, 'groups', g]));
  items(catalogue.repairs).forEach((repair, r) => add(repair, 'repair', [ROOT, 'repairs', r]));
  return named;
}

function uniqueIds(catalogue: Loose): Problem[] {
  const first = new Map<string, Named>();
  const problems: Problem[] = [];
  const reserved: readonly string[] = PRICING_PAGE_IDS;
  for (const item of everyId(catalogue)) {
    const earlier = first.get(item.id);
    if (reserved.includes(item.id) || item.id.endsWith('-prices-title')) problems.push({ path: item.path, message: catalogueIdReserved(item.id) });
    else if (earlier) problems.push({ path: item.path, message: catalogueIdRepeated(item.id, `the ${earlier.kind} "${earlier.name}"`) });
    else first.set(item.id, item);
  }
  return problems;
}

/** An id of the catalogue's that names the wrong kind of thing; one it does not have is a leftover of a removal (shop/removed.ts). */
function wrongKind(catalogue: Loose, kinds: readonly Named['kind'][]) {
  const ids = everyId(catalogue);
  const [all, right] = [new Set(ids.map((i) => i.id)), ids.filter((i) => kinds.includes(i.kind)).map((i) => i.id)];
  return (id: unknown) => typeof id === 'string' && all.has(id) && !right.includes(id) && right;
}

/** A group holds models and whole devices, not other groups. */
function groupMembers(catalogue: Loose): Problem[] {
  const wrong = wrongKind(catalogue, ['model', 'device']);
  return items(catalogue.groups).flatMap((group, g) =>
    list(group.models).flatMap((id, m) => {
      const known = wrong(id);
      return known ? [{ path: [ROOT, 'groups', g, 'models', m], message: unknownModel(String(id), known, 'model or device') }] : [];
    }),
  );
}

/** Each price names a model, group or device, and no model is priced twice by one repair's groups and devices (a model's own price overrides theirs). */
function repairPrices(catalogue: Loose): Problem[] {
  const members = membersOf(catalogue);
  const modelNames = new Map(everyId(catalogue).flatMap((i) => (i.kind === 'model' ? [[i.id, i.name]] : [])));
  const wrong = wrongKind(catalogue, ['model', 'group', 'device']);
  const problems: Problem[] = [];
  items(catalogue.repairs).forEach((repair, r) => {
    const pricedBy = new Map<string, string>();
    for (const key of Object.keys(fields(repair.prices))) {
      const path = [ROOT, 'repairs', r, 'prices', key];
      const models = members.get(key);
      const known = wrong(key);
      if (known) problems.push({ path, message: unknownModel(key, known) });
      if (!models || modelNames.has(key)) continue;
      const again = models.find((model) => pricedBy.has(model));
      if (again !== undefined) problems.push({ path, message: priceOverlaps(modelNames.get(again) ?? again, pricedBy.get(again)!, again) });
      for (const model of models) if (!pricedBy.has(model)) pricedBy.set(model, key);
    }
  });
  return problems;
}

/** Price cards and service pages name repairs; the home page's chips name models or groups. */
function pageReferences(shop: Loose, catalogue: Loose): Problem[] {
  const [notRepair, notChip] = [wrongKind(catalogue, ['repair']), wrongKind(catalogue, ['model', 'group'])];
  const problems: Problem[] = [];
  const repair = (value: unknown, path: Path) => {
    const known = notRepair(value);
    if (known) problems.push({ path, message: unknownRepair(String(value), known) });
  };
  items(shop.prices).forEach((item, i) => list(item.repairs).forEach((id, j) => repair(id, ['prices', i, 'repairs', j])));
  items(shop.services).forEach((service, s) => items(service.prices).forEach((row, r) => repair(row.repair, ['services', s, 'prices', r, 'repair'])));
  list(fields(shop.home).models).forEach((id, i) => {
    const known = notChip(id);
    if (known) problems.push({ path: ['home', 'models', i], message: unknownModel(String(id), known, 'model or group') });
  });
  return problems;
}

export function catalogueProblems(shop: Loose): Problem[] {
  // Without a catalogue (reported where it is) no reference to it can be judged.
  if (!shop.catalogue || typeof shop.catalogue !== 'object') return [];
  const catalogue = fields(shop.catalogue);
  return [...uniqueIds(catalogue), ...groupMembers(catalogue), ...repairPrices(catalogue), ...pageReferences(shop, catalogue)];
}

/** The repair ids, for the {price:…} placeholders: not those that price only models no longer in the catalogue (shop/removed.ts). */
export function repairIds(shop: Loose): string[] {
  const members = membersOf(shop.catalogue);
  return items(fields(shop.catalogue).repairs)
    .filter((r) => Object.keys(fields(r.prices)).some((id) => members.get(id)?.length))
    .map((r) => r.id)
    .filter((id): id is string => typeof id === 'string');
}
