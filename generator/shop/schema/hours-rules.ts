// Rules on the opening hours: the shop closes after it opens, and names each day once.
import { closesBeforeOpening, dayRepeated } from '../../messages/index.ts';
import type { Problem } from './catalogue-rules.ts';
import { fields, list, type Loose } from './loose.ts';
import { TIME } from './patterns.ts';

export function hoursInOrder(shop: Loose): Problem[] {
  const hours = fields(fields(shop.business).hours);
  const valid = (time: unknown) => typeof time === 'string' && TIME.test(time);
  if (!valid(hours.opens) || !valid(hours.closes) || hours.closes > hours.opens) return [];
  return [{ path: ['business', 'hours', 'closes'], message: closesBeforeOpening(hours.opens) }];
}

/** Each opening day once: a repeated day is a slip, and it would list the day twice on every page. */
export function uniqueDays(shop: Loose): Problem[] {
  const days = list(fields(fields(shop.business).hours).days);
  return days.flatMap((day, index) =>
    typeof day === 'string' && days.indexOf(day) < index ? [{ path: ['business', 'hours', 'days', index], message: dayRepeated(day) }] : [],
  );
}
