// The full fixture shop in English, Hindi and Marathi with every part a small shop may not have left out
// (README: "Leave out what you don't have"), for the tests that its pages still read well. Written into a
// folder with the fixture's pictures, for a look in the browser:
//   node --import tsx tests/stripped-shop.ts .out/stripped
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'yaml';
import { languagesShop } from './browser/languages-shop.ts';

/** The optional parts, as paths of shop.yaml; "*" is every item of a list. */
export const OPTIONAL_PARTS = [
  'stats',
  'prices',
  'photos',
  'blog',
  'home.seo.title',
  'home.reasons',
  'home.process',
  'home.models',
  'home.emergencies',
  'home.faqs',
  'home.testimonials',
  'about.mission',
  'about.timeline',
  'pricing.inclusions',
  'pricing.faqs',
  'services.*.included',
  'services.*.faqs',
  'contact.findUs',
];

/** A shop's text with the parts at `paths` deleted. */
export function withoutParts(text: string, paths: readonly string[] = OPTIONAL_PARTS): string {
  const doc = parseDocument(text);
  for (const part of paths) {
    const [head, star, ...rest] = part.split('.');
    if (star !== '*') doc.deleteIn(part.split('.'));
    else (doc.getIn([head]) as { items: unknown[] }).items.forEach((_, i) => doc.deleteIn([head, i, ...rest]));
  }
  return doc.toString();
}

export const strippedShop = (): string => withoutParts(languagesShop());

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const folder = path.resolve(process.argv[2] ?? '.out/stripped');
  mkdirSync(folder, { recursive: true });
  cpSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'images'), path.join(folder, 'images'), { recursive: true });
  writeFileSync(path.join(folder, 'shop.yaml'), strippedShop());
}
