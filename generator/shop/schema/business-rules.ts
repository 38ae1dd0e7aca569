// Rules on the business's fields: its hours and days, and its https addresses.
import { addressNotOpenable, closesBeforeOpening, dayRepeated } from '../../messages/index.ts';
import { fields, list, type Loose, type Problem } from './loose.ts';
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
