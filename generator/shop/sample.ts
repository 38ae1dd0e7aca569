// What the sample shop.yaml ships with that no real shop should publish (leftovers.ts warns of each).
import { createHash } from 'node:crypto';
import { parse } from 'yaml';
import { SAMPLE_VALUES } from './sample-values.ts';
import { fields, items, type Loose, type Path } from './schema/loose.ts';
import { walkStrings } from './schema/walk-strings.ts';

export const SAMPLE_NAME = 'ReviveLab';

/** The sample's phone and WhatsApp number, as 10 digits. */
export const SAMPLE_PHONE = '9876543210';

/** Domains under .example are reserved and never exist (RFC 2606): the sample's e-mail and site use one. */
export const EXAMPLE_DOMAIN = /\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.example\b/i;

/** Places of the sample shop and of its service areas, as texts name them. */
export const SAMPLE_PLACES = [
  'Powai',
  'Mumbai',
  'Bombay',
  'Maharashtra',
  'Hiranandani',
  'Lakeview Arcade',
  'Central Avenue',
  'Galleria',
  'Chandivali',
  'Saki Vihar',
  'Saki Naka',
  'Kanjurmarg',
  'Kanjur',
  'Vikhroli',
  'Andheri',
  'Marol',
  'SEEPZ',
  'JVLR',
  'Ghatkopar',
  'Bhandup',
  'Kurla',
  'Kailash Complex',
  'Park Site',
] as const;

/** A value's fingerprint: its text, lower case, spaces collapsed, hashed. */
export function fingerprint(text: string): string {
  return createHash('sha256').update(text.toLowerCase().replace(/\s+/g, ' ').trim()).digest('hex').slice(0, 16);
}

/** What of a shop is the sample's writing, as `kind key`, in every language given: a price (repair model price), a figure of
 * the facts (those with a digit), an article (its slug and title), a review and a text (of six words or more). */
export type SampleKind = 'price' | 'figure' | 'article' | 'review' | 'text';
export function sampleValues(shop: Loose, visit: (kind: SampleKind, key: string, path: Readonly<Path>) => void): void {
  for (const [index, repair] of items(fields(shop.catalogue).repairs).entries())
    for (const [model, price] of Object.entries(fields(repair.prices)))
      visit('price', `${repair.id} ${model} ${price}`, ['catalogue', 'repairs', index, 'prices', model]);
  for (const [name, value] of Object.entries(fields(shop.facts))) if (typeof value === 'number') visit('figure', `${name} ${value}`, ['facts', name]);
  walkStrings(shop, [], (text, path) => {
    if (path[0] === 'blog' && path[1] === 'posts') {
      if (path[3] === 'slug' || path[3] === 'title') visit('article', text, path);
    } else if (path[0] === 'home' && path[1] === 'testimonials') {
      if (path[3] === 'text') visit('review', text, path);
    } else if (path[0] === 'facts') {
      if (/\d/.test(text)) visit('figure', `${path[1]} ${text}`, path);
    } else if (sixWords(text)) visit('text', text, path);
  });
}
// Counted by splitting, in one pass: a pattern such as (?:\S+\s+){5}\S backtracks quadratically on a long text without spaces.
const sixWords = (text: string) => text.trim().split(/\s+/, 6).length === 6;

/** The fingerprints of the sample shop.yaml's values (sample-values.ts, written by npm run schema), made once. */
export const SAMPLE: ReadonlySet<string> = new Set(SAMPLE_VALUES.split(' '));
export const sampleKey = (kind: SampleKind, key: string) => fingerprint(`${kind} ${key}`);

/** sample-values.ts for the text of the sample shop file. */
export function sampleValuesModule(source: string): string {
  const keys = new Set<string>();
  sampleValues(parse(source) as Loose, (kind, key) => keys.add(sampleKey(kind, key)));
  return `// Written by npm run schema from the sample shop.yaml (sampleValuesModule in sample.ts): what check knows as the sample's.\nexport const SAMPLE_VALUES =\n  '${[...keys].sort().join(' ')}';\n`;
}

/** The sample's devices by id, as its texts name them ("iPhone, MacBook, iPad and Apple Watch"): removed.ts finds the texts naming one the catalogue no longer has. */
export const SAMPLE_DEVICES: Readonly<Record<string, string>> = { iphone: 'iPhone', mac: 'MacBook', ipad: 'iPad', watch: 'Apple Watch' };
