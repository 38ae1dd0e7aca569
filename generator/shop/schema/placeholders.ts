// Placeholders: "{warrantyDays}" shows a fact (which may show another), "{price:iphone-screen}" a repair's lowest
// price, "{models:iphone}" the range of a device's models ("iPhone 6 to 16"); "{{" and "}}" write a literal brace
// anywhere, Markdown code included. What the catalogue holds is said from it, so a text cannot disagree with it.
import { daysInWords, formatRupees } from '../../../templates/lib/format.ts';
import { say, UI, type Lang, type UiText } from '../../../templates/lib/ui/index.ts';
import { repairsFigure } from '../catalogue.ts';
import { DAYS } from './business.ts';
import type { Catalogue } from './catalogue.ts';
import { fields, type Loose } from './loose.ts';

/** The catalogue id a placeholder of `kind` names: the repair of "price:iphone-screen", the device of "models:iphone". */
export function catalogueId(kind: 'price' | 'models', name: string): string | undefined {
  return name.startsWith(`${kind}:`) ? name.slice(kind.length + 1) : undefined;
}

/** "iPhone 6 to 16": the device's oldest and newest series (its models are listed newest first), or its name alone without series. */
function modelRange(catalogue: Catalogue, id: string, ui: UiText): string {
  const device = catalogue.devices.find((d) => d.id === id)!;
  const [from, to] = [device.models.at(-1)?.series, device.models[0]?.series];
  if (from === undefined || to === undefined) return device.name;
  return from === to ? `${device.name} ${to}` : say(ui.modelsFromTo, { device: device.name, from, to });
}

/** `{{`, `}}`, or a placeholder `{name}` (no spaces, no braces inside). */
const TOKEN = /\{\{|\}\}|\{([^{}\s]*)\}/g;

/** The fact names a text uses, in order. */
export function placeholdersIn(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(TOKEN)) if (match[1] !== undefined) names.push(match[1]);
  return names;
}

/** The text with each placeholder replaced by `value(name)` and each doubled brace made single. */
export function fillText(text: string, value: (name: string) => string): string {
  return text.replace(TOKEN, (token, name: string | undefined) => (name === undefined ? token[0] : value(name)));
}

type Facts = Record<string, unknown>;

/** The shop's facts: those under `facts:`, then the built-in ones they do not replace, from the fields that hold them. */
export function allFacts(shop: Loose, lang: Lang = 'en', ui: UiText = UI[lang]): Facts {
  const own = fields(shop.facts);
  const business = fields(shop.business);
  const address = fields(business.address);
  // The days of `days` and those with hours of their own (Sunday: { opens, closes }).
  const days: unknown = Array.isArray(business.hours?.days) && [...business.hours.days, ...DAYS.filter((day) => business.hours[day])];
  const builtIn: Facts = {
    shopName: business.name,
    street: address.street,
    locality: address.locality,
    city: address.city,
    state: address.state,
    areaCount: Array.isArray(shop.serviceAreas) ? shop.serviceAreas.length : undefined,
    openDays: Array.isArray(days) && days.every((day) => typeof day === 'string') ? daysInWords(days as string[], ui, lang) : undefined,
  };
  const usable = Object.entries(builtIn).filter(([name, value]) => !Object.hasOwn(own, name) && (typeof value === 'string' || typeof value === 'number'));
  return { ...own, ...Object.fromEntries(usable) };
}

/** The facts that `name` shows, directly. */
function references(facts: Facts, name: string): string[] {
  const fact = facts[name];
  const texts = Array.isArray(fact) ? fact : [fact];
  return texts.flatMap((text) => (typeof text === 'string' ? placeholdersIn(text) : [])).filter((used) => Object.hasOwn(facts, used));
}

/** The facts that show themselves through a chain of others, each with the chain back to it, such as ["a", "b", "a"]. */
export function factCycles(facts: Facts): Map<string, string[]> {
  const cycles = new Map<string, string[]>();
  for (const start of Object.keys(facts)) {
    const seen = new Set<string>();
    const search = (name: string, trail: string[]): string[] | undefined => {
      for (const next of references(facts, name)) {
        if (next === start) return [...trail, next];
        if (seen.has(next)) continue;
        seen.add(next);
        const found = search(next, [...trail, next]);
        if (found) return found;
      }
      return undefined;
    };
    const cycle = search(start, [start]);
    if (cycle) cycles.set(start, cycle);
  }
  return cycles;
}

/** How a fact reads inside a text: a list reads as "UPI, Cash". */
function show(value: unknown): string {
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** Every fact with the facts it shows filled in; `other` fills the rest ({price:…}, {models:…}). Run only on facts without cycles. */
export function resolveFacts(facts: Facts, other: (name: string) => string = (name) => `{${name}}`): Facts {
  const resolved = new Map<string, unknown>();
  const resolve = (name: string): unknown => {
    if (resolved.has(name)) return resolved.get(name);
    const fill = (value: unknown) =>
      typeof value === 'string' ? fillText(value, (used) => (Object.hasOwn(facts, used) ? show(resolve(used)) : other(used))) : value;
    const fact = facts[name];
    const value = Array.isArray(fact) ? fact.map(fill) : fill(fact);
    resolved.set(name, value);
    return value;
  };
  return Object.fromEntries(Object.keys(facts).map((name) => [name, resolve(name)]));
}

/** Replaces each {fact}, {price:…} and {models:…} in every text of the shop with its value in `lang`, with its words (`ui`). Run after validation. */
export function fillPlaceholders<T>(shop: T & { facts: Facts; catalogue: Catalogue }, lang: Lang = 'en', ui: UiText = UI[lang]): T {
  const price = (name: string) => {
    const device = catalogueId('models', name);
    if (device !== undefined) return modelRange(shop.catalogue, device, ui);
    const { amount } = repairsFigure(shop, [catalogueId('price', name)!]);
    return amount === undefined ? ui.onInspection : formatRupees(amount);
  };
  const facts = resolveFacts(allFacts(shop, lang, ui), price);
  // A list or a group with nothing to fill is the same one, not a copy: most of a large shop has no placeholder.
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') return fillText(value, (name) => (Object.hasOwn(facts, name) ? show(facts[name]) : price(name)));
    if (value && typeof value === 'object') {
      let filled: Record<string, unknown> | undefined;
      for (const [key, part] of Object.entries(value)) {
        const item = fill(part);
        if (item !== part) (filled ??= (Array.isArray(value) ? [...value] : { ...value }) as Record<string, unknown>)[key] = item;
      }
      return filled ?? value;
    }
    return value;
  };
  return { ...(fill(shop) as T & { facts: Facts }), facts };
}
