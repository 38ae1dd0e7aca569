// What the sample shop.yaml ships with that no real shop should publish (leftovers.ts warns of each).
import { createHash } from 'node:crypto';

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

/** A testimonial's fingerprint: its text, lower case, spaces collapsed, hashed. */
export function fingerprint(text: string): string {
  return createHash('sha256').update(text.toLowerCase().replace(/\s+/g, ' ').trim()).digest('hex').slice(0, 16);
}

/** The sample's testimonials, by fingerprint so they are not written out twice; leftovers.test.ts checks them against full.yaml. */
export const SAMPLE_TESTIMONIALS: ReadonlySet<string> = new Set(['1bc63ea0ed047fd4', 'beb85c8bd228965d', '551bc07caaa3348a']);
