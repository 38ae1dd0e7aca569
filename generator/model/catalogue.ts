// The repair catalogue as the pages read it: which models a price covers, the lowest price of a row,
// whether it is "onwards", and the range of models it names ("iPhone 6 to 15"). Every figure a page
// shows is computed here from the one price the owner wrote, so two pages cannot disagree.
import type { Catalogue, Device, Model, Price, Repair } from '../schema/catalogue.ts';
import type { CatalogueData } from '../../templates/lib/estimate.ts';
import type { Shop } from './shop.ts';
import { say } from '../../templates/lib/ui/index.ts';

export type { Catalogue, Device, Model, Price, Repair };

type Loose = Record<string, any>;
const list = (value: unknown): Loose[] => (Array.isArray(value) ? value.filter((item) => item && typeof item === 'object') : []);

/**
 * What each id of the catalogue stands for, as model ids in catalogue order: a model itself, a
 * device all of its models, a group its members (a device named in a group counts all its models).
 * Tolerant of a catalogue that failed validation, so the rules can use it to judge one.
 */
export function membersOf(catalogue: unknown): Map<string, string[]> {
  const members = new Map<string, string[]>();
  const root = (catalogue && typeof catalogue === 'object' ? catalogue : {}) as Loose;
  for (const device of list(root.devices)) {
    const models = list(device.models).map((m) => m.id).filter((id): id is string => typeof id === 'string');
    for (const id of models) if (!members.has(id)) members.set(id, [id]);
    if (typeof device.id === 'string' && !members.has(device.id)) members.set(device.id, models);
  }
  const modelsOnly = new Map(members);
  for (const group of list(root.groups)) {
    if (typeof group.id !== 'string' || members.has(group.id)) continue;
    const held = (Array.isArray(group.models) ? group.models : []).flatMap((id: unknown) => (typeof id === 'string' ? modelsOnly.get(id) ?? [] : []));
    members.set(group.id, [...new Set(held)]);
  }
  return members;
}

export interface Cover {
  device: Device;
  model: Model;
  price: Price;
}

/** A row's figure: the lowest amount it covers, and "onwards" when any model costs more or is quoted on inspection. */
export interface Figure {
  /** Undefined when every model it covers is priced on inspection. */
  amount: number | undefined;
  onwards: boolean;
}

export interface CatalogueIndex {
  devices: readonly Device[];
  repair(id: string): Repair;
  model(id: string): { device: Device; model: Model };
  /** Devices, models and groups by id, for chips and links. */
  named(id: string): { name: string; device: Device; first: Model };
  /** The models a repair prices, in catalogue order, each with its price. */
  covers(repair: Repair): Cover[];
  /** The repairs that price at least one model of the device, in catalogue order. */
  repairsOf(device: Device): Repair[];
  /** The price of a repair for one model, or undefined when it does not offer it. */
  priceOf(repair: Repair, modelId: string): Price | undefined;
}

const indexes = new WeakMap<object, CatalogueIndex>();

/** The shop's catalogue, indexed once. Run only on a validated shop (the rules refuse broken references first). */
export function catalogueOf(shop: Pick<Shop, 'catalogue'>): CatalogueIndex {
  let index = indexes.get(shop.catalogue);
  if (!index) indexes.set(shop.catalogue, (index = buildIndex(shop.catalogue)));
  return index;
}

function buildIndex(catalogue: Catalogue): CatalogueIndex {
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
      for (const [key, price] of Object.entries(repair.prices)) for (const id of members.get(key) ?? []) map.set(id, price);
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
    repair: (id) => found(repairs.get(id), 'repair', id),
    model: (id) => found(models.get(id), 'model', id),
    named: (id) => found(named.get(id), 'model or group', id),
    covers: (repair) => {
      const prices = pricesOf(repair);
      return order.filter((id) => prices.has(id)).map((id) => ({ ...models.get(id)!, price: prices.get(id)! }));
    },
    repairsOf: (device) => catalogue.repairs.filter((repair) => device.models.some((m) => pricesOf(repair).has(m.id))),
    priceOf: (repair, modelId) => pricesOf(repair).get(modelId),
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
export function repairsFigure(shop: Pick<Shop, 'catalogue'>, repairIds: readonly string[]): Figure {
  const index = catalogueOf(shop);
  return figureOf(repairIds.flatMap((id) => index.covers(index.repair(id)).map((c) => c.price)));
}

/**
 * The models a repair prices, as a range the rows print: "iPhone 6 to 15" when its newest priced
 * model is older than the device's newest, "Apple Watch Series 3 onwards" when it reaches the newest.
 * Only models with a number count (a price on inspection is not a price), and only a repair of one
 * device whose end models have a `series` has a range.
 */
export function rangeOf(shop: Pick<Shop, 'catalogue'> & { ui: Pick<Shop['ui'], 'modelsOnwards' | 'modelsFromTo'> }, repair: Repair): string | undefined {
  const priced = catalogueOf(shop).covers(repair).filter((c) => typeof c.price === 'number');
  if (priced.length === 0) return undefined;
  const device = priced[0].device;
  if (priced.some((c) => c.device !== device)) return undefined;
  const newest = priced[0].model;
  const oldest = priced.at(-1)!.model;
  if (oldest.series === undefined || newest.series === undefined) return undefined;
  if (newest === device.models[0] && oldest !== newest) return say(shop.ui.modelsOnwards, { device: device.name, series: oldest.series });
  if (oldest.series === newest.series) return `${device.name} ${oldest.series}`;
  return say(shop.ui.modelsFromTo, { device: device.name, from: oldest.series, to: newest.series });
}

const RUPEES = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** 25000 → "₹25,000"; 150000 → "₹1,50,000" (Indian digit grouping). */
export function formatRupees(amount: number): string {
  return `₹${RUPEES.format(amount)}`;
}

/**
 * What a row adds about the models it prices on inspection: "newer models on inspection" when they
 * are all newer than its newest price (the range then stops before them), else "some models on inspection".
 */
export function inspectionNote(shop: Pick<Shop, 'catalogue' | 'ui'>, repair: Repair): string | undefined {
  const covers = catalogueOf(shop).covers(repair);
  const firstPriced = covers.findIndex((c) => typeof c.price === 'number');
  const inspected = covers.filter((c) => c.price === ON_INSPECTION_PRICE);
  if (inspected.length === 0 || firstPriced === -1) return undefined;
  return covers.slice(firstPriced).some((c) => c.price === ON_INSPECTION_PRICE) ? shop.ui.someOnInspection : shop.ui.newerOnInspection;
}

const ON_INSPECTION_PRICE: Price = 'on inspection';

/** The booking form's device type for a model. */
export function deviceTypeOf(device: Device, model: Model): string {
  return model.deviceType ?? device.deviceType;
}

/** What a price card, a service page's row or a booking shows of one or more repairs. */
export interface Offer {
  figure: Figure;
  /** The "Service needed" option its Book Now picks: the first repair's. */
  book: string;
  /** The booking form's device type, when every model it prices has the same one. */
  deviceType?: string;
}

export function offerOf(shop: Pick<Shop, 'catalogue'>, repairIds: readonly string[]): Offer {
  const index = catalogueOf(shop);
  const repairs = repairIds.map((id) => index.repair(id));
  const covers = repairs.flatMap((repair) => index.covers(repair));
  const types = new Set(covers.map((c) => deviceTypeOf(c.device, c.model)));
  return {
    figure: figureOf(covers.map((c) => c.price)),
    book: repairs[0].book,
    ...(types.size === 1 ? { deviceType: [...types][0] } : {}),
  };
}

/** One device's prices as the pricing page tables them: a column per repair, a row per model. */
export interface PriceTable {
  device: Device;
  /** Repairs whose price differs between models, or that only some models have. */
  columns: Repair[];
  rows: { model: Model; prices: (Price | undefined)[] }[];
  /** Repairs with one price for every model of the device: a line under the table, not a column of equal cells. */
  flat: { repair: Repair; price: Price }[];
}

export function priceTables(shop: Pick<Shop, 'catalogue'>): PriceTable[] {
  const index = catalogueOf(shop);
  return index.devices.map((device) => {
    const columns: Repair[] = [];
    const flat: PriceTable['flat'] = [];
    for (const repair of index.repairsOf(device)) {
      const prices = device.models.map((model) => index.priceOf(repair, model.id));
      if (prices.every((price) => price !== undefined && price === prices[0])) flat.push({ repair, price: prices[0]! });
      else columns.push(repair);
    }
    const rows = device.models.map((model) => ({ model, prices: columns.map((repair) => index.priceOf(repair, model.id)) }));
    return { device, columns, rows, flat };
  });
}

/** The catalogue as the browser's price finder and booking form read it (templates/lib/estimate.ts). */
export function catalogueData(shop: Pick<Shop, 'catalogue'>): CatalogueData {
  const index = catalogueOf(shop);
  return {
    devices: index.devices.map((device) => ({
      id: device.id,
      name: device.name,
      models: device.models.map((model): [string, string, string] => [model.id, model.name, deviceTypeOf(device, model)]),
      repairs: index.repairsOf(device).map((repair) => ({
        id: repair.id,
        name: repair.name,
        time: repair.time,
        warranty: repair.warranty ?? '',
        book: repair.book,
        prices: device.models.map((model) => {
          const price = index.priceOf(repair, model.id);
          return price === undefined ? null : typeof price === 'number' ? price : 0;
        }),
      })),
    })),
  };
}
