// The catalogue as the browser reads it (a JSON file generator/site/catalogue.ts makes), and the estimate
// a booking or the price finder shows for a model and a repair, in the page's words. Pure: no DOM, no Node.
import type { ClientText } from './ui/index.ts';

interface RepairData {
  id: string;
  name: string;
  time: string;
  warranty: string;
  /** The booking form's "Service needed" option. */
  book: string;
  /** One price per model of the device, in the device's order: rupees, 0 for "on inspection", null where the model does not have the repair. */
  prices: (number | null)[];
}

export interface DeviceData {
  id: string;
  name: string;
  /** Models newest first: id, name, the booking form's device type. */
  models: [string, string, string][];
  repairs: RepairData[];
}

/** The devices, and each group's models by the group's id (a home chip of a group shows them all in the finder). */
export type CatalogueData = { devices: DeviceData[]; groups: Record<string, string[]> };

/** ui/index.ts's say() again, as clock.ts's fill for the site's script: the browser's bundles share no module. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Indian grouping with Latin digits in every language, as generator/site/catalogue.ts's formatRupees. */
const RUPEES = new Intl.NumberFormat('en-IN');

/** 5499 → "₹5,499"; 0 → "On inspection". */
export function priceText(price: number, words: Pick<ClientText, 'priceOnInspection'>): string {
  return price ? `₹${RUPEES.format(price)}` : words.priceOnInspection;
}

/** A model by its id: its device, its place in the device's list, its name and its booking device type. */
export function findModel(data: CatalogueData, id: string): { device: DeviceData; index: number; name: string; type: string } | undefined {
  for (const device of data.devices) {
    const index = device.models.findIndex(([model]) => model === id);
    if (index >= 0) return { device, index, name: device.models[index][1], type: device.models[index][2] };
  }
  return undefined;
}

/**
 * "₹5,499 · about 2-3 hours" for a model and a booking service: the named repair when the booking
 * came from one, else the cheapest of the model's repairs that book that service ("from ₹799 · …"
 * when there are several). Empty when the model has none.
 */
export function estimate(
  data: CatalogueData,
  modelId: string,
  service: string,
  repairId: string | undefined,
  words: Pick<ClientText, 'priceOnInspection' | 'estimate' | 'estimateFrom'>,
): string {
  const found = findModel(data, modelId);
  if (!found) return '';
  const offered = found.device.repairs
    .filter((r) => r.prices[found.index] !== null && (repairId ? r.id === repairId : r.book === service))
    .sort((a, b) => (a.prices[found.index] || Infinity) - (b.prices[found.index] || Infinity));
  const [first] = offered;
  if (!first) return '';
  const price = first.prices[found.index]!;
  return fill(offered.length > 1 && price ? words.estimateFrom : words.estimate, { price: priceText(price, words), time: first.time });
}
