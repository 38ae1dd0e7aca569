// A value computed once per shop and reused by every page that asks (the price range, the page addresses an article's links are checked against).
import type { Shop } from './shop.ts';

/** `compute`, run once per shop: later calls with the same shop get the first result. */
export function perShop<T>(compute: (shop: Shop) => T): (shop: Shop) => T {
  const results = new WeakMap<Shop, T>();
  return (shop) => {
    if (!results.has(shop)) results.set(shop, compute(shop));
    return results.get(shop) as T;
  };
}
