// Warnings: a typed rupee amount the catalogue lacks goes stale; {price:iphone-screen} follows the catalogue.
import { catalogueOf, figureOf } from '../catalogue.ts';
import { formatRupees } from '../../../templates/lib/format.ts';
import type { Catalogue, Repair } from './catalogue.ts';
import { typedPrice, typedPriceOfNoRepair } from '../../messages/index.ts';
import type { Problem } from './loose.ts';
import { walkStrings } from './walk-strings.ts';

/** "₹3,499", "₹ 3499", "Rs. 3,499", "Rs 3499", "INR 3499": the amount is the first group. */
const TYPED = /(?:₹|\bRs\.?|\bINR)\s?(\d{1,3}(?:,\d{2,3})+|\d+)(?![\d,]*\d)/gi;

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 2);

/** The repair a typed amount is about: the one whose name has the most of the words just before the amount, when one alone has the most; none when unsure. */
function likelyRepair<R extends { repair: Repair }>(repairs: R[], before: string): R | undefined {
  const near = new Set(words(before.slice(-60)).map((w) => w.replace(/s$/, '')));
  const score = ({ repair }: R) => words(`${repair.name} ${repair.id}`).filter((w) => near.has(w.replace(/s$/, ''))).length;
  const [best, next] = [...repairs].sort((a, b) => score(b) - score(a));
  return score(best) > 0 && (next === undefined || score(next) < score(best)) ? best : undefined;
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
      const likely = likelyRepair(repairs, text.slice(0, match.index));
      const message = likely
        ? typedPrice(match[0], likely.repair.name, formatRupees(likely.amount), `{price:${likely.repair.id}}`)
        : typedPriceOfNoRepair(match[0]);
      problems.push({ path: [...path], message });
    }
  });
  return problems;
}
