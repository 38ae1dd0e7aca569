// Rules that span several fields, which JSON Schema's own keywords cannot state. zod runs them in a
// superRefine; shop.schema.json names them under one extra keyword, so a validator such as ajv can run
// these same functions and reach the same verdict. Each rule reads only fields zod does not transform.

export const RULE_KEYWORD = 'x-shop-rules';

export interface Problem {
  path: (string | number)[];
  message: string;
}

// Loose on purpose: the rules run on zod's output and on raw JSON alike.
type Loose = Record<string, any>;

function uniqueSlugs(shop: Loose): Problem[] {
  const problems: Problem[] = [];
  for (const [list, path] of [[shop.services, ['services']], [shop.blog?.posts, ['blog', 'posts']]] as const) {
    const seen = new Map<string, number>();
    (list ?? []).forEach((item: Loose, index: number) => {
      const first = seen.get(item.slug);
      if (first === undefined) seen.set(item.slug, index);
      else problems.push({
        path: [...path, index, 'slug'],
        message: `repeats the slug "${item.slug}" of item ${first + 1}; each page needs its own address, so choose another slug`,
      });
    });
  }
  return problems;
}

function hoursInOrder(shop: Loose): Problem[] {
  const hours = shop.shop?.hours;
  const valid = (time: unknown) => typeof time === 'string' && /^(?:[01]\d|2[0-3]):[0-5]\d$/.test(time);
  if (!hours || !valid(hours.opens) || !valid(hours.closes) || hours.closes > hours.opens) return [];
  return [{
    path: ['shop', 'hours', 'closes'],
    message: `is not after the opening time ${hours.opens}; write a closing time later the same day, such as "21:00"`,
  }];
}

/** Every Book Now names an option of the booking form's "Service needed" list. */
function bookingReferences(shop: Loose): Problem[] {
  const options = new Set<string>(shop.booking?.services ?? []);
  const devices = new Set<string>(shop.booking?.deviceTypes ?? []);
  const problems: Problem[] = [];
  const check = (value: unknown, path: Problem['path'], known: Set<string>, listName: string) => {
    if (typeof value === 'string' && !known.has(value)) {
      problems.push({ path, message: `"${value}" is not in ${listName}; use one of: ${[...known].join(', ')}` });
    }
  };
  (shop.prices ?? []).forEach((item: Loose, i: number) => check(item.book, ['prices', i, 'book'], options, 'booking.services'));
  (shop.services ?? []).forEach((service: Loose, s: number) =>
    (service.prices ?? []).forEach((row: Loose, r: number) => {
      check(row.book, ['services', s, 'prices', r, 'book'], options, 'booking.services');
      check(row.device, ['services', s, 'prices', r, 'device'], devices, 'booking.deviceTypes');
    }));
  (shop.home?.emergencies ?? []).forEach((item: Loose, i: number) => {
    check(item.book, ['home', 'emergencies', i, 'book'], options, 'booking.services');
    if (item.action === 'whatsapp' && item.whatsappMessage === undefined) {
      problems.push({ path: ['home', 'emergencies', i], message: 'opens WhatsApp but has no whatsappMessage; add the message the chat starts with' });
    }
  });
  return problems;
}

const PLACEHOLDER = /\{([^{}\s]*)\}/g;

/** Texts may say {warrantyDays} or {turnaround} to show a fact held once under `facts`. */
function knownPlaceholders(shop: Loose): Problem[] {
  const known = Object.keys(shop.facts ?? {});
  const problems: Problem[] = [];
  walkStrings(shop, [], (value, path) => {
    for (const [, name] of value.matchAll(PLACEHOLDER)) {
      if (!known.includes(name)) {
        problems.push({ path, message: `uses the placeholder {${name}}, which is not a fact; use one of: ${known.map((k) => `{${k}}`).join(', ')}` });
      }
    }
  });
  return problems;
}

const ADDRESSES = [['site', 'url'], ['shop', 'mapUrl'], ['shop', 'mapEmbedUrl'], ['shop', 'heroImage', 'src']];

/** An https address must also be one a browser can open: the pattern cannot check a port's range or a punycode name. */
function openableAddresses(shop: Loose): Problem[] {
  const problems: Problem[] = [];
  for (const path of ADDRESSES) {
    const value = path.reduce<any>((node, key) => node?.[key], shop);
    if (typeof value !== 'string' || !value.startsWith('https://')) continue;
    if (!URL.canParse(value)) {
      problems.push({ path, message: 'is not an address a browser can open; check the spelling of the domain and that a port number is at most 65535' });
    }
  }
  return problems;
}

const RULES = { uniqueSlugs, hoursInOrder, bookingReferences, knownPlaceholders, openableAddresses } as const;
export const RULE_NAMES = Object.keys(RULES) as (keyof typeof RULES)[];

export function runRules(shop: Loose, names: readonly string[] = RULE_NAMES): Problem[] {
  return names.flatMap((name) => RULES[name as keyof typeof RULES]?.(shop) ?? []);
}

export function walkStrings(value: unknown, path: Problem['path'], visit: (value: string, path: Problem['path']) => void): void {
  if (typeof value === 'string') visit(value, path);
  else if (Array.isArray(value)) value.forEach((item, i) => walkStrings(item, [...path, i], visit));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) walkStrings(item, [...path, key], visit);
  }
}

/** Replaces each {fact} in every text with the fact's value. Run after validation. */
export function fillPlaceholders<T>(shop: T & { facts: Record<string, unknown> }): T {
  const facts = shop.facts;
  const show = (v: unknown) => (Array.isArray(v) ? v.join(', ') : String(v));
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replace(PLACEHOLDER, (_, name: string) => show(facts[name]));
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]));
    return value;
  };
  return fill(shop) as T;
}
