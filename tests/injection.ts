// A shop with hostile text in every field that takes free text, for the injection tests (unit and
// browser). Fields whose format the schema checks (URLs, slugs, numbers, times) refuse the payloads
// with a located message instead; those keep their valid values here and are tested one by one.
import { readFileSync } from 'node:fs';
import { parse, stringify } from 'yaml';
import { ShopSchema } from '../generator/shop/schema/shop.ts';
import { FULL } from './helpers.ts';

export const PAYLOADS = [
  '<script>alert("script")</script>',
  '<img src=x onerror=alert("img")>',
  '</script><script>alert("json-ld")</script>',
  '"><svg onload=alert("attribute")>',
  '\' onmouseover=\'alert("quote")',
  '<a href="javascript:alert(\'link\')">click</a>',
];

// Lists whose entries other fields refer to (Book Now → booking.services): kept as they are.
const REFERENCED = new Set(['booking']);

type Path = (string | number)[];

function stringLeaves(value: unknown, at: Path = []): Path[] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringLeaves(v, [...at, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, [...at, k]));
  return [];
}

function setAt(target: any, path: Path, value: unknown): void {
  const parent = path.slice(0, -1).reduce((node, key) => node[key], target);
  parent[path.at(-1)!] = value;
}

/** The full fixture shop with a payload in every free-text field, cycling through PAYLOADS. */
export function injectedShop(): { source: string; injected: number } {
  const original = parse(readFileSync(FULL, 'utf8'));
  const shop = structuredClone(original);
  let candidates = stringLeaves(shop).filter((p) => !REFERENCED.has(String(p[0])) && !['book', 'device'].includes(String(p.at(-1))));
  candidates.forEach((p, i) => setAt(shop, p, `${PAYLOADS[i % PAYLOADS.length]} ${i}`));
  // Put back every field the schema refuses the payload in (its own test covers that refusal).
  for (let round = 0; round < 5; round++) {
    const result = ShopSchema.safeParse(shop);
    if (result.success) break;
    const refused = new Set(result.error.issues.map((issue) => JSON.stringify(issue.path)));
    for (const p of candidates.filter((c) => refused.has(JSON.stringify(c)))) {
      setAt(
        shop,
        p,
        p.reduce((node: any, key) => node[key], original),
      );
    }
    candidates = candidates.filter((c) => !refused.has(JSON.stringify(c)));
  }
  return { source: stringify(shop), injected: candidates.length };
}
