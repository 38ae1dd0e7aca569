// Warnings: a typed rupee amount the catalogue lacks goes stale; {price:iphone-screen} follows the catalogue.
import { catalogueOf, figureOf } from '../catalogue.ts';
import { formatRupees } from '../../../templates/lib/format.ts';
import type { Catalogue, Repair } from './catalogue.ts';
import { typedPrice } from '../../messages/index.ts';
import type { Problem } from './loose.ts';
import { walkStrings } from './walk-strings.ts';

/** "₹3,499", "₹ 3499", "Rs. 3,499", "Rs 3499", "INR 3499": the amount is the first group. */
const TYPED = /(?:₹|\bRs\.?|\bINR)\s?(\d{1,3}(?:,\d{2,3})+|\d+)(?![\d,]*\d)/gi;

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 2);

/** The repair a typed amount most likely means: the most of its words just before the amount, then the nearest price. */
function likelyRepair(repairs: { repair: Repair; amount: number }[], before: string, amount: number) {
  const near = new Set(words(before.slice(-60)).map((w) => w.replace(/s$/, '')));
  const score = ({ repair }: { repair: Repair }) => words(`${repair.name} ${repair.id}`).filter((w) => near.has(w.replace(/s$/, ''))).length;
  return [...repairs].sort((a, b) => score(b) - score(a) || Math.abs(a.amount - amount) - Math.abs(b.amount - amount))[0];
}

/** Every typed rupee amount the catalogue does not have, with the placeholder to write instead. Run on a valid shop, before its placeholders are filled. */
export function typedPrices(shop: { catalogue: Catalogue }): Problem[] {
  const index = catalogueOf(shop);
  const repairs = shop.catalogue.repairs.flatMap((repair) => {
    const { amount } = figureOf(index.covers(repair).map((c) => c.price));
    return amount === undefined ? [] : [{ repair, amount }];
  });
  const known = new Set([...repairs.map((r) => r.amount), ...shop.catalogue.repairs.flatMap((r) => Object.values(r.prices))]);
  const problems: Problem[] = [];
  walkStrings(shop, [], (text, path) => {
    if (path[0] === 'catalogue') return;
    for (const match of text.matchAll(TYPED)) {
      const amount = Number(match[1].replaceAll(',', ''));
      if (known.has(amount) || repairs.length === 0) continue;
      const { repair, amount: shown } = likelyRepair(repairs, text.slice(0, match.index), amount);
      problems.push({ path: [...path], message: typedPrice(match[0], repair.name, formatRupees(shown), `{price:${repair.id}}`) });
    }
  });
  return problems;
}
