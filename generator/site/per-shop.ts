// A value computed from a shop once and reused by every page of the build that asks for it (the
// price range every page shows, the list of page addresses an article's links are checked against).
import type { Shop } from './shop.ts';

/** `compute`, run once per shop: later calls with the same shop get the first result. */
export function perShop<T>(compute: (shop: Shop) => T): (shop: Shop) => T {
  const results = new WeakMap<Shop, T>();
  return (shop) => {
    if (!results.has(shop)) results.set(shop, compute(shop));
    return results.get(shop) as T;
  };
}
