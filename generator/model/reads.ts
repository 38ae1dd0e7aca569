// Which parts of the shop a page read while it rendered, so that the next build can tell without
// rendering it that the page would come out the same (generator/render.ts, unchanged.ts).
//
// While a page renders, the shop it is given is a tracking view of the real one: reading
// `shop.business.name` notes "business.name", reading a list such as `shop.serviceAreas` notes
// "serviceAreas", and anything that walks a part whole (spreads it, lists its keys) notes that part.
// A value computed from a large part, such as the price range from every price of the catalogue, is
// a derivation (`derived`): the page depends on its result, not on the part it was computed from, so
// a price that changes neither end of the range leaves every article page as it was.
//
// Sound by construction: rendering is a function of what it reads (and of the page's route, its
// alternates, the assets and the code, which the page's input key covers too). If every part a page
// read last time is the same, it takes the same path and reads the same parts, so its HTML is the
// same. A part it reads only when another part has some value is covered by that other part.
import type { Shop } from './shop.ts';

let recording: Set<string> | undefined;

/** Runs `work`, noting every part of a tracked shop it reads (also into the recording around it). */
export function recorded<T>(work: () => T): { value: T; reads: Set<string> } {
  const outer = recording;
  const reads = new Set<string>();
  recording = reads;
  try {
    return { value: work(), reads };
  } finally {
    recording = outer;
    if (outer) for (const key of reads) outer.add(key);
  }
}

/** Notes parts read earlier in the build, for a fragment reused from then (templates/context.tsx's memo). */
export function noteReads(keys: Iterable<string>): void {
  if (recording) for (const key of keys) recording.add(key);
}

/**
 * Runs `work` without noting what it reads: for a cache kept between pages, built by whichever page
 * needs it first, whose pages note the whole part it is built from instead (catalogueOf).
 */
export function unnoted<T>(work: () => T): T {
  const outer = recording;
  recording = undefined;
  try {
    return work();
  } finally {
    recording = outer;
  }
}

function note(key: string): void {
  recording?.add(key);
}

const RAW = Symbol('the shop itself');
const views = new WeakMap<object, object>();

const isPart = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The shop as a page sees it: reads go to the shop itself and are noted. One view per shop, so it can key caches. */
export function tracked(shop: Shop): Shop {
  let view = views.get(shop);
  if (!view) {
    view = new Proxy(shop, {
      get(target, key, receiver) {
        if (key === RAW) return target;
        const value = Reflect.get(target, key, receiver) as unknown;
        if (typeof key !== 'string') return value;
        if (isPart(value)) return part(value, key);
        note(key);
        return value;
      },
      has: (target, key) => (note(String(key)), Reflect.has(target, key)),
      ownKeys: (target) => (note('*'), Reflect.ownKeys(target)),
      getOwnPropertyDescriptor: (target, key) => (note('*'), Reflect.getOwnPropertyDescriptor(target, key)),
    });
    views.set(shop, view);
  }
  return view as Shop;
}

// Keyed by the part and its name: one object (a default, such as an empty list's) may stand in
// several parts of a shop, and a read of it must be noted under the part it was read as.
const partViews = new WeakMap<object, Map<string, object>>();

function part(value: Record<string, unknown>, name: string): object {
  let named = partViews.get(value);
  if (!named) partViews.set(value, (named = new Map()));
  let view = named.get(name);
  if (!view) {
    view = new Proxy(value, {
      get(target, key, receiver) {
        if (typeof key === 'string') note(`${name}.${key}`);
        return Reflect.get(target, key, receiver);
      },
      has: (target, key) => (note(`${name}.${String(key)}`), Reflect.has(target, key)),
      ownKeys: (target) => (note(name), Reflect.ownKeys(target)),
      getOwnPropertyDescriptor: (target, key) => (note(name), Reflect.getOwnPropertyDescriptor(target, key)),
    });
    named.set(name, view);
  }
  return view;
}

/** A list a page may read (the site's routes): reading anything of it notes `name`. One view per list. */
export function trackedList<T>(list: readonly T[], name: string): readonly T[] {
  let view = views.get(list);
  if (!view) {
    view = new Proxy(list, {
      get: (target, key, receiver) => (note(name), Reflect.get(target, key, receiver)),
      has: (target, key) => (note(name), Reflect.has(target, key)),
      ownKeys: (target) => (note(name), Reflect.ownKeys(target)),
      getOwnPropertyDescriptor: (target, key) => (note(name), Reflect.getOwnPropertyDescriptor(target, key)),
    });
    views.set(list, view);
  }
  return view as readonly T[];
}

/** The shop behind a tracking view (or the shop itself). */
export function untracked(shop: Shop): Shop {
  return ((shop as unknown as Record<symbol, Shop | undefined>)[RAW]) ?? shop;
}

const derivations = new Map<string, (shop: Shop) => unknown>();
const results = new WeakMap<Shop, Map<string, unknown>>();

/**
 * A value computed from the shop, once per shop, which a page depends on as a whole: reading it
 * notes "name()" instead of every part it was computed from.
 */
export function derived<T>(name: string, compute: (shop: Shop) => T): (shop: Shop) => T {
  const key = `${name}()`;
  derivations.set(key, compute as (shop: Shop) => unknown);
  return (shop) => {
    note(key);
    return derive(untracked(shop), key) as T;
  };
}

function derive(shop: Shop, key: string): unknown {
  let cache = results.get(shop);
  if (!cache) results.set(shop, (cache = new Map()));
  if (!cache.has(key)) cache.set(key, unnoted(() => derivations.get(key)!(shop)));
  return cache.get(key);
}

/** What a noted part of the shop holds now, as text to hash: "business.name", "serviceAreas", "priceRange()", "*". */
export function readValue(shop: Shop, key: string): string {
  const raw = untracked(shop);
  if (key === '*') return JSON.stringify(raw);
  if (derivations.has(key)) return JSON.stringify(derive(raw, key)) ?? 'undefined';
  const dot = key.indexOf('.');
  const top = (raw as unknown as Record<string, unknown>)[dot < 0 ? key : key.slice(0, dot)];
  const value = dot < 0 ? top : isPart(top) ? top[key.slice(dot + 1)] : undefined;
  return JSON.stringify(value) ?? 'undefined';
}
