// A shop file with every value changed, for the proof that the tests hold for any shop: texts,
// numbers, phones, e-mails, web addresses, dates, times, colours, icons and slugs each become
// another valid value of the same kind. Comments and layout stay, so the result reads like the
// owner's own edit. The change is deterministic and one-to-one, so values that refer to each other
// (a Book Now and the booking form's services, a catalogue price and the model it is keyed by) still agree.
//
//   node --import tsx tests/any-shop.ts shop.yaml [OUT]    writes OUT (default: the file itself)
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMap, isPair, isScalar, isSeq, parseDocument, type Scalar } from 'yaml';
import { ON_INSPECTION } from '../generator/shop/schema/catalogue.ts';
import { ICON_NAMES } from '../generator/shop/schema/icons.ts';
import { tempDir } from './helpers.ts';

export type Path = (string | number)[];

/** A path as a pattern of its kind: ["services", 2, "slug"] → "services.*.slug". */
const pattern = (at: Path) => at.map((k) => (typeof k === 'number' ? '*' : k)).join('.');

/**
 * Values the schema pins to a fixed list or shape that a rewrite cannot vary without changing what
 * the shop is: the site's languages, the country code, opening days and an emergency's action (fixed
 * lists), and the folder the site is served from.
 */
const FIXED = ['site.languages.*', 'site.base', 'business.address.countryCode', 'business.hours.days.*', 'home.emergencies.*.action'];

/**
 * Whether the rewrite leaves a value as it is on purpose: a value of FIXED, a picture in the shop's
 * folder (the file must exist), or a text that only shows facts ("{rating}"), which change themselves.
 */
export function keptOnPurpose(at: Path, value: unknown): boolean {
  return (
    FIXED.includes(pattern(at)) ||
    onInspection(at, value) ||
    (PICTURES.includes(pattern(at)) && !String(value).startsWith('https://')) ||
    /^(\{[^{}\s]*\}\W*)+$/.test(String(value))
  );
}

/** Fields that name a picture file beside the shop file: the file must exist, so its name stays. */
const PICTURES = [
  'business.heroImage.src',
  'photos.shopFront.src',
  'photos.team.src',
  'photos.workbench.src',
  'photos.beforeAfter.*.before.src',
  'photos.beforeAfter.*.after.src',
  'home.testimonials.*.photo',
];

/** A catalogue price of "on inspection": the one word the schema allows there besides a number. */
const onInspection = (at: Path, value: unknown) => at[0] === 'catalogue' && at.at(-2) === 'prices' && value === ON_INSPECTION;

const ICONS: readonly string[] = ICON_NAMES;
const EMOJI = ['🛠️', '📲', '🔧', '⚡', '🧰', '💡', '📦', '🧪'];

/** Letters and digits one step on (a→b, z→a, 9→0): every word changes, and its kind of character stays. */
function shift(text: string): string {
  return text
    .replace(/[a-z]/g, (c) => String.fromCharCode(((c.charCodeAt(0) - 97 + 1) % 26) + 97))
    .replace(/[A-Z]/g, (c) => String.fromCharCode(((c.charCodeAt(0) - 65 + 1) % 26) + 65))
    .replace(/\d/g, (d) => String((Number(d) + 1) % 10));
}

// Parts of a text that are not words to change: placeholders ({warrantyDays}, {{, }}; the id in
// {price:iphone-screen} changes as the repair's id does), link targets
// in Markdown, addresses, autolinks and character references.
const KEEP_IN_TEXT = /\{\{|\}\}|\{[^{}\s]*\}|\]\([^)\s]*\)|https?:\/\/[^\s)>\]]+|<[^>\s]*>|&#?\w+;/g;

export function rewriteText(text: string): string {
  let out = '';
  let at = 0;
  let kept = false;
  for (const match of text.matchAll(KEEP_IN_TEXT)) {
    // A price or models placeholder names a repair or a device by its id, which changes with it.
    const [, kind, id] = /^\{(price:|models:)(.*)\}$/.exec(match[0]) ?? [];
    const held = kind ? `{${kind}${shift(id)}}` : match[0];
    out += shift(text.slice(at, match.index)) + held;
    at = match.index! + match[0].length;
    kept = true;
  }
  out += shift(text.slice(at));
  // A text with nothing to shift (only emoji or another script, such as Devanagari around a fact)
  // still changes; one that only shows a fact ("{rating}") changes with the fact.
  return out === text && (!kept || /\p{L}/u.test(text.replace(KEEP_IN_TEXT, ''))) ? `${text} +` : out;
}

/** Host labels shifted (the top-level domain kept), then the path and query; percent escapes kept. */
export function rewriteUrl(url: string): string {
  const match = /^(https:\/\/)([^/?#:]+)(.*)$/.exec(url);
  if (!match) return url;
  const [, scheme, host, rest] = match;
  const labels = host.split('.');
  const shifted = [...labels.slice(0, -1).map((l) => (l.startsWith('xn--') ? l : shift(l))), labels.at(-1)].join('.');
  return scheme + shifted + rest.replace(/(%[0-9A-Fa-f]{2})|([^%]+)/g, (_, escaped, plain) => escaped ?? shift(plain));
}

function rewriteEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const domain = email.slice(at + 1).split('.');
  return `${shift(email.slice(0, at))}@${[...domain.slice(0, -1).map(shift), domain.at(-1)].join('.')}`;
}

/** Another valid Indian mobile number in the same format: the last ten digits change, a +91 or 0 stays. */
function rewriteMobile(value: string | number): string | number {
  const text = String(value);
  const positions = [...text.matchAll(/\d/g)].map((m) => m.index!).slice(-10);
  const chars = [...text];
  positions.forEach((p, i) => {
    const d = Number(chars[p]);
    chars[p] = String(i === 0 ? ((d - 6 + 1) % 4) + 6 : (d + 5) % 10); // the first digit stays 6 to 9
  });
  return typeof value === 'number' ? Number(chars.join('')) : chars.join('');
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/**
 * Other opening hours, still in order: open 30 minutes later and close 30 earlier when more than an
 * hour lies between them, else move both by half an hour (earlier, or later when that would leave the day).
 */
function rewriteHours(opens: string, closes: string): [string, string] {
  const [from, to] = [minutes(opens), minutes(closes)];
  if (to - from > 60) return [clock(from + 30), clock(to - 30)];
  const step = from >= 30 ? -30 : 30;
  return [clock(from + step), clock(to + step)];
}

function shiftDate(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

function rewriteNumber(value: number, at: Path): number {
  const field = String(at.at(-1));
  const within = (limit: number) => round(value + 0.5 <= limit ? value + 0.5 : value - 0.5, 4);
  if (field === 'latitude') return within(90);
  if (field === 'longitude') return within(180);
  if (field === 'width' || field === 'height') return Math.max(1, Math.round(value * 0.75)); // the picture keeps its shape
  if (field === 'rating') return Number.isInteger(value) && at[0] === 'home' ? (value === 5 ? 4 : value + 1) : round(value >= 4 ? value - 0.6 : value + 0.6, 1);
  if (field === 'postalCode') return Number(rewritePostalCode(String(value)));
  if (field === 'year' || field === 'established') return value - 2;
  if (field === 'price') return Math.round(value * 1.1) + 1;
  if (['footerAreaCount', 'featuredPrices', 'perPage'].includes(field)) return value > 1 ? value - 1 : value + 1;
  if (field === 'warrantyDays') return value + 17;
  return Number.isInteger(value) ? value + 1 : round(value + 0.1, 4);
}

function rewritePostalCode(code: string): string {
  const shifted = shift(code);
  return shifted.startsWith('0') ? `1${shifted.slice(1)}` : shifted;
}

function rewriteString(value: string, at: Path): string {
  const name = pattern(at);
  const last = String(at.at(-1));
  if (FIXED.includes(name) || onInspection(at, value)) return value;
  if (PICTURES.includes(name)) return value.startsWith('https://') ? rewriteUrl(value) : value;
  if (['site.url', 'business.mapUrl', 'business.mapEmbedUrl'].includes(name)) return rewriteUrl(value);
  if (name === 'site.themeColor') return `#${(0xffffff - parseInt(value.slice(1), 16)).toString(16).padStart(6, '0')}`;
  if (name === 'business.phone' || name === 'business.whatsapp') return String(rewriteMobile(value));
  if (name === 'business.email') return rewriteEmail(value);
  if (name === 'business.address.postalCode') return rewritePostalCode(value);
  if (last === 'icon') return ICONS[(ICONS.indexOf(value) + 1) % ICONS.length];
  if (last === 'date') return shiftDate(value, -37);
  if (last === 'emoji') {
    const index = Number(at.at(-2)) % EMOJI.length;
    return EMOJI[index] === value ? EMOJI[(index + 1) % EMOJI.length] : EMOJI[index];
  }
  // An article's pictures stay where they are: only the text around them changes.
  if (name === 'blog.posts.*.body')
    return value
      .split(/(\]\([^)\s]+\))/)
      .map((part, i) => (i % 2 === 1 || part === '' ? part : rewriteText(part)))
      .join('');
  // Slugs shift like any text and stay lowercase letters, digits and hyphens.
  return rewriteText(value);
}

/** Keys that are values too: a catalogue price is keyed by the id of the model, group or device it prices. */
const isIdKey = (at: Path) => at[0] === 'catalogue' && at[1] === 'repairs' && at.at(-1) === 'prices';

function walk(node: unknown, at: Path, visit: (scalar: Scalar, at: Path) => void): void {
  if (isMap(node)) {
    for (const pair of node.items) {
      if (!isPair(pair)) continue;
      const key = String(isScalar(pair.key) ? pair.key.value : pair.key);
      walk(pair.value, [...at, key], visit);
      if (isIdKey(at) && isScalar(pair.key)) visit(pair.key, [...at, key, '(id)']);
    }
  } else if (isSeq(node)) {
    node.items.forEach((item, i) => walk(item, [...at, i], visit));
  } else if (isScalar(node)) {
    visit(node, at);
  }
}

/** The shop file's text with every value changed to another valid one of the same kind. */
export function rewriteShop(source: string): string {
  const doc = parseDocument(source);
  // The usual hours and a day's own (hours.Sunday), each pair read before either is changed.
  const newHours = new Map<string, [string, string]>();
  walk(doc.contents, [], (scalar, at) => {
    const name = pattern(at);
    const hours = /^business\.hours\.(\w+\.)?(opens|closes)$/.test(name) && (doc.getIn(at.slice(0, -1)) as { get(k: string): unknown });
    if (hours && typeof hours.get('opens') === 'string' && typeof hours.get('closes') === 'string') {
      const key = at.slice(0, -1).join('.');
      if (!newHours.has(key)) newHours.set(key, rewriteHours(String(hours.get('opens')), String(hours.get('closes'))));
      scalar.value = newHours.get(key)![at.at(-1) === 'opens' ? 0 : 1];
      return;
    }
    const { value } = scalar;
    if (typeof value === 'string') scalar.value = rewriteString(value, at);
    else if (typeof value === 'number') {
      scalar.value = name === 'business.phone' || name === 'business.whatsapp' ? rewriteMobile(value) : rewriteNumber(value, at);
    } else if (typeof value === 'boolean') scalar.value = !value;
  });
  return doc.toString({ lineWidth: 0 });
}

/** The values a rewrite left as they were, but for those it keeps on purpose, by path ("business.name"). */
export function unchanged(source: string, rewritten: string): string[] {
  const after = new Map<string, unknown>();
  walk(parseDocument(rewritten).contents, [], (scalar, at) => after.set(at.join('.'), scalar.value));
  const same: string[] = [];
  walk(parseDocument(source).contents, [], (scalar, at) => {
    if (after.get(at.join('.')) === scalar.value && !keptOnPurpose(at, scalar.value)) same.push(at.join('.'));
  });
  return same;
}

/**
 * Writes the rewritten copy of `config` into a new folder, with the picture it names beside it (the
 * build reads pictures only from the shop file's folder), and returns the copy's path.
 */
export async function writeRewrittenCopy(config: string): Promise<string> {
  const copy = path.join(await tempDir('any-shop-'), path.basename(config));
  await writeCopy(config, copy);
  return copy;
}

/** Every picture file the shop names beside it: in picture fields and in articles. */
function localPictures(source: string): string[] {
  const found = new Set<string>();
  walk(parseDocument(source).contents, [], (scalar, at) => {
    const value = scalar.value;
    if (typeof value !== 'string') return;
    if (PICTURES.includes(pattern(at)) && !value.startsWith('https://')) found.add(value);
    if (pattern(at) === 'blog.posts.*.body') for (const match of value.matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)) found.add(match[1]);
  });
  return [...found];
}

/** Writes the rewritten shop to `copy`, with the local pictures it names beside it. */
async function writeCopy(config: string, copy: string): Promise<string> {
  const source = await readFile(config, 'utf8');
  await mkdir(path.dirname(copy), { recursive: true });
  for (const picture of localPictures(source)) {
    await mkdir(path.dirname(path.join(path.dirname(copy), picture)), { recursive: true });
    await copyFile(path.join(path.dirname(config), picture), path.join(path.dirname(copy), picture));
  }
  const rewritten = rewriteShop(source);
  await writeFile(copy, rewritten);
  return rewritten;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [input, output] = process.argv.slice(2);
  // OUT is required: writing over the shop file would scramble an owner's work beyond undoing.
  if (!input || !output) {
    console.error('Usage: node --import tsx tests/any-shop.ts shop.yaml OUT.yaml');
    process.exit(1);
  }
  const rewritten = await writeCopy(input, output);
  const same = unchanged(await readFile(input, 'utf8'), rewritten);
  console.log(
    `Wrote ${output}: every value changed but the language, country code, days, actions, a local picture, prices "on inspection" and texts that only show facts${same.length ? `, and these, which it missed: ${same.join(', ')}` : ''}.`,
  );
}
