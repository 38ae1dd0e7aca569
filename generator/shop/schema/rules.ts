// Rules that span several fields, which JSON Schema's own keywords cannot state. zod runs them in a
// superRefine, even when other fields failed (so one run lists every problem); shop.schema.json names
// them under one extra keyword, so a validator such as ajv can run these same functions and reach the
// same verdict. Each rule reads only fields zod does not transform.

import {
  addressNotOpenable,
  closesBeforeOpening,
  dayRepeated,
  externalPictureSize,
  factShowsItself,
  notInList,
  slugRepeated,
  unknownPlaceholder,
  unknownPricePlaceholder,
  whatsappWithoutMessage,
} from '../../messages/index.ts';
import { catalogueProblems, repairIds, type Problem } from './catalogue-rules.ts';
import { allFacts, factCycles, placeholdersIn, priceName } from './placeholders.ts';
import { TIME } from './patterns.ts';
import { Localized } from './localized.ts';
import { inFirstLanguage, languagesOf } from './resolve.ts';

export const RULE_KEYWORD = 'x-shop-rules';

export type { Problem } from './catalogue-rules.ts';

// Loose on purpose: the rules run on zod's output, on raw JSON and on a shop that failed other
// checks (so one run lists every problem), so every value may be of any type.
type Loose = Record<string, any>;

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const fields = (value: unknown): Loose => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : {});

function uniqueSlugs(shop: Loose): Problem[] {
  const problems: Problem[] = [];
  for (const [items, path] of [
    [shop.services, ['services']],
    [fields(shop.blog).posts, ['blog', 'posts']],
  ] as const) {
    const seen = new Map<string, number>();
    list(items).forEach((item, index) => {
      const { slug } = fields(item);
      if (typeof slug !== 'string') return;
      const first = seen.get(slug);
      if (first === undefined) seen.set(slug, index);
      else problems.push({ path: [...path, index, 'slug'], message: slugRepeated(slug, first + 1) });
    });
  }
  return problems;
}

function hoursInOrder(shop: Loose): Problem[] {
  const hours = fields(fields(shop.business).hours);
  const valid = (time: unknown) => typeof time === 'string' && TIME.test(time);
  if (!valid(hours.opens) || !valid(hours.closes) || hours.closes > hours.opens) return [];
  return [{ path: ['business', 'hours', 'closes'], message: closesBeforeOpening(hours.opens) }];
}

/** Every Book Now names an option of the booking form's "Service needed" list. */
function bookingReferences(shop: Loose): Problem[] {
  const booking = fields(shop.booking);
  // A list that is itself wrong is reported where it is; references to it are not judged.
  const options = Array.isArray(booking.services) ? new Set(booking.services) : undefined;
  const devices = Array.isArray(booking.deviceTypes) ? new Set(booking.deviceTypes) : undefined;
  const problems: Problem[] = [];
  const check = (value: unknown, path: Problem['path'], known: Set<unknown> | undefined, listName: string) => {
    if (known && typeof value === 'string' && !known.has(value)) {
      problems.push({ path, message: notInList(value, listName, [...known]) });
    }
  };
  const catalogue = fields(shop.catalogue);
  list(catalogue.repairs)
    .map(fields)
    .forEach((repair, r) => check(repair.book, ['catalogue', 'repairs', r, 'book'], options, 'booking.services'));
  list(catalogue.devices)
    .map(fields)
    .forEach((device, d) => {
      check(device.deviceType, ['catalogue', 'devices', d, 'deviceType'], devices, 'booking.deviceTypes');
      list(device.models)
        .map(fields)
        .forEach((model, m) => check(model.deviceType, ['catalogue', 'devices', d, 'models', m, 'deviceType'], devices, 'booking.deviceTypes'));
    });
  list(shop.services)
    .map(fields)
    .forEach((service, s) => check(service.book, ['services', s, 'book'], options, 'booking.services'));
  list(fields(shop.home).emergencies)
    .map(fields)
    .forEach((item, i) => {
      check(item.book, ['home', 'emergencies', i, 'book'], options, 'booking.services');
      if (item.action === 'whatsapp' && item.whatsappMessage === undefined) {
        problems.push({ path: ['home', 'emergencies', i], message: whatsappWithoutMessage() });
      }
    });
  return problems;
}

/**
 * Texts may say {warrantyDays} or {turnaround} to show a fact held once under `facts`, {city} or
 * {areaCount} to show one the shop's own fields hold, and {price:iphone-screen} to show a repair's
 * lowest price from the catalogue.
 */
function knownPlaceholders(shop: Loose, written: Loose): Problem[] {
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
function noFactCycles(shop: Loose): Problem[] {
  return [...factCycles(fields(shop.facts))].map(([name, cycle]) => ({
    path: ['facts', name],
    message: factShowsItself(cycle),
  }));
}

/** Each opening day once: a repeated day is a slip, and it would list the day twice on every page. */
function uniqueDays(shop: Loose): Problem[] {
  const days = list(fields(fields(shop.business).hours).days);
  return days.flatMap((day, index) =>
    typeof day === 'string' && days.indexOf(day) < index ? [{ path: ['business', 'hours', 'days', index], message: dayRepeated(day) }] : [],
  );
}

const ADDRESSES = [
  ['site', 'url'],
  ['business', 'mapUrl'],
  ['business', 'mapEmbedUrl'],
  ['business', 'heroImage', 'src'],
];

/** An https address must also be one a browser can open: the pattern cannot check a port's range or a punycode name. */
function openableAddresses(shop: Loose): Problem[] {
  const problems: Problem[] = [];
  for (const path of ADDRESSES) {
    const value = path.reduce<any>((node, key) => node?.[key], shop);
    if (typeof value !== 'string' || !value.startsWith('https://')) continue;
    if (!URL.canParse(value)) problems.push({ path, message: addressNotOpenable() });
  }
  return problems;
}

/** Service pages named elsewhere exist (a before/after pair's, the footer's); an external hero gives its size (it cannot be read). */
function serviceReferences(shop: Loose): Problem[] {
  const problems: Problem[] = [];
  const services = list(shop.services).map(fields);
  const slugs = services.every((service) => typeof service.slug === 'string') ? new Set(services.map((service) => service.slug)) : undefined;
  list(fields(shop.photos).beforeAfter)
    .map(fields)
    .forEach((pair, p) => {
      if (slugs && typeof pair.service === 'string' && !slugs.has(pair.service)) {
        problems.push({ path: ['photos', 'beforeAfter', p, 'service'], message: notInList(pair.service, 'the slugs of services', [...slugs]) });
      }
    });
  list(shop.footerServices).forEach((slug, i) => {
    if (slugs && typeof slug === 'string' && !slugs.has(slug)) {
      problems.push({ path: ['footerServices', i], message: notInList(slug, 'the slugs of services', [...slugs]) });
    }
  });
  const hero = fields(fields(shop.business).heroImage);
  if (typeof hero.src === 'string' && hero.src.startsWith('https://')) {
    for (const side of ['width', 'height'] as const) {
      if (hero[side] === undefined) problems.push({ path: ['business', 'heroImage'], message: externalPictureSize(side) });
    }
  }
  return problems;
}

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

/**
 * The rules read the texts in the site's first language (a booking choice is named by its first
 * language's text); the placeholders of every language are checked, where each is written.
 */
export function runRules(shop: Loose, names: readonly string[] = RULE_NAMES): Problem[] {
  // Not a map of fields (an empty file, a lone text): the schema says so, and there is nothing to cross-check.
  if (shop === null || typeof shop !== 'object' || Array.isArray(shop)) return [];
  const [first] = languagesOf(shop);
  const plain = inFirstLanguage(shop, first) as Loose;
  return names.flatMap((name) => RULES[name as keyof typeof RULES]?.(plain, shop) ?? []);
}

/**
 * Calls `visit` with every text in `value` and where it is, from `path`. The path given is one array,
 * changed as the walk goes on: a visitor that keeps it keeps a copy. (A new array at every value was
 * half of the time of the three walks a build of 4,000 articles makes.)
 */
export function walkStrings(value: unknown, path: Problem['path'], visit: (value: string, path: Readonly<Problem['path']>) => void): void {
  const at = [...path];
  const walk = (item: unknown): void => {
    if (typeof item === 'string') visit(item, at);
    else if (item instanceof Localized) {
      if (item.plain !== undefined) visit(item.plain, at);
      for (const [lang, text] of Object.entries(item.texts)) {
        at.push(lang);
        visit(text, at);
        at.pop();
      }
    } else if (Array.isArray(item)) {
      for (let i = 0; i < item.length; i += 1) {
        at.push(i);
        walk(item[i]);
        at.pop();
      }
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        at.push(key);
        walk(child);
        at.pop();
      }
    }
  };
  walk(value);
}
