// The rule on the shop's web addresses: each https address is one a browser can open.
import { addressNotOpenable } from '../../messages/index.ts';
import type { Problem } from './catalogue-rules.ts';
import type { Loose } from './loose.ts';

const ADDRESSES = [
  ['site', 'url'],
  ['business', 'mapUrl'],
  ['business', 'mapEmbedUrl'],
  ['business', 'heroImage', 'src'],
];

/** An https address must also be one a browser can open: the pattern cannot check a port's range or a punycode name. */
export function openableAddresses(shop: Loose): Problem[] {
  const problems: Problem[] = [];
  for (const path of ADDRESSES) {
    const value = path.reduce<any>((node, key) => node?.[key], shop);
    if (typeof value !== 'string' || !value.startsWith('https://')) continue;
    if (!URL.canParse(value)) problems.push({ path, message: addressNotOpenable() });
  }
  return problems;
}
