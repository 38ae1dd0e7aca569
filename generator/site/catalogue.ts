// The repair catalogue as the pages read it: every figure computed from the one price the owner wrote, so two pages cannot disagree.
import type { Catalogue, Device, Model, Price, Repair } from '../shop/schema/catalogue.ts';
import type { CatalogueData } from '../../templates/lib/estimate.ts';
import type { Shop } from './shop.ts';
import { typesetText } from '../../templates/lib/typeset.ts';
import { say } from '../../templates/lib/ui/index.ts';
import { catalogueOf, figureOf, membersOf, type Figure } from '../shop/catalogue.ts';

export type { Catalogue, Device, Model, Price, Repair };
export * from '../shop/catalogue.ts';
export { formatRupees } from '../../templates/lib/format.ts';

/**
 * The models a repair prices, as a range the rows print: "iPhone 6 to 15", or "Apple Watch Series 3 onwards" when it reaches the device's newest. Only models
 * with a number count (a price on inspection is not a price), and only a repair of one device whose end models have a `series` has a range.
 */
export function rangeOf(shop: Pick<Shop, 'catalogue'> & { ui: Pick<Shop['ui'], 'modelsOnwards' | 'modelsFromTo'> }, repair: Repair): string | undefined {
  const covers = catalogueOf(shop).covers(repair);
  const priced = covers.filter((c) => typeof c.price === 'number');
  if (priced.length === 0) return undefined;
  const [{ device, model: newest }] = priced;
  if (priced.some((c) => c.device !== device)) return undefined;
  const oldest = priced.at(-1)!.model;
  if (oldest.series === undefined || newest.series === undefined) return undefined;
  if (newest === device.models[0] && oldest !== newest) return say(shop.ui.modelsOnwards, { device: device.name, series: oldest.series });
  if (oldest.series === newest.series) return `${device.name} ${oldest.series}`;
  return say(shop.ui.modelsFromTo, { device: device.name, from: oldest.series, to: newest.series });
}

/**
 * What a row adds about its models priced on inspection: "newer models on inspection" when all are newer than its newest
 * price (its range stops before them), else "some models on inspection".
 */
export function inspectionNote(shop: Pick<Shop, 'catalogue' | 'ui'>, repair: Repair): string | undefined {
  const covers = catalogueOf(shop).covers(repair);
  const firstPriced = covers.findIndex((c) => typeof c.price === 'number');
  if (firstPriced === -1 || !covers.some((c) => c.price === ON_INSPECTION_PRICE)) return undefined;
  return covers.slice(firstPriced).some((c) => c.price === ON_INSPECTION_PRICE) ? shop.ui.someOnInspection : shop.ui.newerOnInspection;
}

const ON_INSPECTION_PRICE: Price = 'on inspection';

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
  const types = new Set(covers.map((c) => c.model.deviceType ?? c.device.deviceType));
  return { figure: figureOf(covers.map((c) => c.price)), book: repairs[0].book, ...(types.size === 1 ? { deviceType: [...types][0] } : {}) };
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
  const members = membersOf(shop.catalogue);
  return {
    groups: Object.fromEntries(shop.catalogue.groups.map((group) => [group.id, members.get(group.id) ?? []])),
    devices: index.devices.map((device) => ({
      id: device.id,
      name: device.name,
      models: device.models.map((model): [string, string, string] => [model.id, model.name, model.deviceType ?? device.deviceType]),
      repairs: index.repairsOf(device).map((repair) => ({
        id: repair.id,
        name: repair.name,
        // Set as the pages set them ("2–3 hours"): the finder and the booking estimate show these words.
        time: typesetText(repair.time),
        warranty: typesetText(repair.warranty ?? ''),
        book: repair.book,
        prices: device.models.map((model) => {
          const price = index.priceOf(repair, model.id);
          return price === undefined ? null : typeof price === 'number' ? price : 0;
        }),
      })),
    })),
  };
}
