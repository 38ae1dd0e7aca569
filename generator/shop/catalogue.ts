// The repair catalogue indexed, for the rules to judge it (shop/schema/) and the pages to show it (site/catalogue.ts).
import type { Catalogue, Device, Model, Price, Repair } from './schema/catalogue.ts';
import { fields, items, list } from './schema/loose.ts';

/** Each id's models in catalogue order: a model itself, a device its models, a group its members; tolerant of a broken one. */
export function membersOf(catalogue: unknown): Map<string, string[]> {
  const members = new Map<string, string[]>();
  const root = fields(catalogue);
  for (const device of items(root.devices)) {
    const models = items(device.models)
      .map((m) => m.id)
      .filter((id): id is string => typeof id === 'string');
    for (const id of models) if (!members.has(id)) members.set(id, [id]);
    if (typeof device.id === 'string' && !members.has(device.id)) members.set(device.id, models);
  }
  const modelsOnly = new Map(members);
  for (const group of items(root.groups)) {
    if (typeof group.id !== 'string' || members.has(group.id)) continue;
    const held = list(group.models).flatMap((id) => (typeof id === 'string' ? (modelsOnly.get(id) ?? []) : []));
    members.set(group.id, [...new Set(held)]);
  }
  return members;
}

/** A row's figure: the lowest amount it covers, and "onwards" when any model costs more or is quoted on inspection. */
export interface Figure {
  /** Undefined when every model it covers is priced on inspection. */
  amount: number | undefined;
  onwards: boolean;
}

const indexes = new WeakMap<object, ReturnType<typeof buildIndex>>();

/** The shop's catalogue, indexed once. Run only on a validated shop (the rules refuse broken references first). */
export function catalogueOf(shop: { catalogue: Catalogue }) {
  let index = indexes.get(shop.catalogue);
  if (!index) indexes.set(shop.catalogue, (index = buildIndex(shop.catalogue)));
  return index;
}

function buildIndex(catalogue: Catalogue) {
  const members = membersOf(catalogue);
  const models = new Map<string, { device: Device; model: Model }>();
  for (const device of catalogue.devices) for (const model of device.models) models.set(model.id, { device, model });
  const repairs = new Map(catalogue.repairs.map((repair) => [repair.id, repair]));
  const order = [...models.keys()];
  const priced = new Map<Repair, Map<string, Price>>();
  const pricesOf = (repair: Repair) => {
    let map = priced.get(repair);
    if (!map) {
      map = new Map();
      // A model's own price overrides its group's or its device's: models' own lines are read last.
      const own = ([key]: [string, Price]) => Number(models.has(key));
      const entries = Object.entries(repair.prices).sort((a, b) => own(a) - own(b));
      for (const [key, price] of entries) for (const id of members.get(key) ?? []) map.set(id, price);
      priced.set(repair, map);
    }
    return map;
  };
  const found = <T>(value: T | undefined, kind: string, id: string): T => {
    if (value === undefined) throw new Error(`The catalogue has no ${kind} "${id}"; validation should have refused it.`);
    return value;
  };
  const named = new Map<string, { name: string; device: Device; first: Model }>();
  for (const device of catalogue.devices) named.set(device.id, { name: device.name, device, first: device.models[0] });
  for (const [id, { device, model }] of models) named.set(id, { name: model.name, device, first: model });
  for (const group of catalogue.groups) {
    const first = models.get(members.get(group.id)?.[0] ?? '');
    if (first) named.set(group.id, { name: group.name, device: first.device, first: first.model });
  }
  return {
    devices: catalogue.devices,
    repair: (id: string) => found(repairs.get(id), 'repair', id),
    model: (id: string) => found(models.get(id), 'model', id),
    /** Devices, models and groups by id, for chips and links. */
    named: (id: string) => found(named.get(id), 'model or group', id),
    /** The models a repair prices, in catalogue order, each with its price. */
    covers: (repair: Repair) => {
      const prices = pricesOf(repair);
      return order.filter((id) => prices.has(id)).map((id) => ({ ...models.get(id)!, price: prices.get(id)! }));
    },
    /** The repairs that price at least one model of the device, in catalogue order. */
    repairsOf: (device: Device) => catalogue.repairs.filter((repair) => device.models.some((m) => pricesOf(repair).has(m.id))),
    /** The price of a repair for one model, or undefined when it does not offer it. */
    priceOf: (repair: Repair, modelId: string) => pricesOf(repair).get(modelId),
  };
}

/** The figure of the rows that cover these prices: their lowest amount, and whether it is "onwards". */
export function figureOf(prices: readonly Price[]): Figure {
  const amounts = prices.filter((p): p is number => typeof p === 'number');
  if (amounts.length === 0) return { amount: undefined, onwards: false };
  const amount = Math.min(...amounts);
  return { amount, onwards: prices.some((p) => p !== amount) };
}

/** The figure of one or more repairs across every model they price. */
export function repairsFigure(shop: { catalogue: Catalogue }, repairIds: readonly string[]): Figure {
  const index = catalogueOf(shop);
  return figureOf(repairIds.flatMap((id) => index.covers(index.repair(id)).map((c) => c.price)));
}
