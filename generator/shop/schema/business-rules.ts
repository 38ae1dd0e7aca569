// Rules on the business's fields: its hours and days, and its https addresses.
import { addressNotOpenable, closesBeforeOpening, dayRepeated } from '../../messages/index.ts';
import { fields, list, type Loose, type Problem } from './loose.ts';
import { TIME } from './patterns.ts';
import { DAYS } from './business.ts';

/** Each day closes after it opens: the usual hours, and a day's own (Sunday: { opens, closes }). */
export function hoursInOrder(shop: Loose): Problem[] {
  const hours = fields(fields(shop.business).hours);
  const valid = (time: unknown) => typeof time === 'string' && TIME.test(time);
  return [[], ...DAYS.map((day) => [day])].flatMap((at) => {
    const { opens, closes } = fields(at.length ? hours[at[0]] : hours);
    if (!valid(opens) || !valid(closes) || closes > opens) return [];
    return [{ path: ['business', 'hours', ...at, 'closes'], message: closesBeforeOpening(opens) }];
  });
}

/** Each opening day once: a repeated day is a slip, and it would list the day twice on every page. */
export function uniqueDays(shop: Loose): Problem[] {
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

/** Each https address is one a browser can open: the pattern cannot check a port's range or a punycode name. */
export function openableAddresses(shop: Loose): Problem[] {
  return ADDRESSES.flatMap((path) => {
    const value = path.reduce<any>((node, key) => node?.[key], shop);
    return typeof value === 'string' && value.startsWith('https://') && !URL.canParse(value) ? [{ path, message: addressNotOpenable() }] : [];
  });
}
