// Warnings (never failing a build) about what the sample shop.yaml left behind (sample.ts), each silenced where it
// stands: a SAMPLE CONTENT mark by deleting its words, the others by "# keep". Inside a marked part, only the mark is reported.
import { isMap, isPair, isScalar, isSeq, type Node } from 'yaml';
import { formatRupees } from '../../templates/lib/format.ts';
import type { Located } from '../errors.ts';
import type { Loaded } from './load.ts';
import { linesOf } from './lines.ts';
import { framed, inFileOrder, placeAt, placeAtLine, type Placed } from './locate.ts';
import { sampleAreas, sampleDomain, sampleMarked, sampleLeft, sampleName, samplePhone, samplePlaces, sampleTestimonial } from '../messages/index.ts';
import { EXAMPLE_DOMAIN, SAMPLE, SAMPLE_NAME, SAMPLE_PHONE, SAMPLE_PLACES, type SampleKind, sampleKey, sampleValues } from './sample.ts';
import { fields, list, type Loose, type Path } from './schema/loose.ts';
import { walkStrings } from './schema/walk-strings.ts';

/** The sample's phone number with any spaces or hyphens between its digits ("98765 43210", "98765-43210"). */
const PHONE_SPACED = new RegExp(SAMPLE_PHONE.split('').join('[\\s-]*'));
/** Each sample place as a whole word (also in any case), and any of them (a text naming none needs no closer look). */
const PLACES = SAMPLE_PLACES.map((place) => new RegExp(`\\b${place}\\b`));
const PLACES_ANY_CASE = SAMPLE_PLACES.map((place) => new RegExp(`\\b${place}\\b`, 'i'));
const ANY_PLACE = new RegExp(`\\b(?:${SAMPLE_PLACES.join('|')})\\b`);
/** What every made-up address holds. */
const DOT_EXAMPLE = /\.example/i;

// The mark is the words and a colon: a comment may name the words without marking anything.
const MARK = 'SAMPLE CONTENT:';
const KEEP = /#\s*keep\b/i;
const rupees = (price: string) => (/^\d+$/.test(price) ? formatRupees(Number(price)) : price);

export function leftoverWarnings(loaded: Loaded, shop: Loose): Located[] {
  const lines = linesOf(loaded.source);
  const marks = sampleMarks(lines);
  const marked = (line: number) => marks.some((mark) => line >= mark.from && line < mark.to);
  const silenced = ({ line }: Placed) => marked(line) || KEEP.test(lines[line - 1] ?? '');
  const found: Placed[] = [];
  const add = (path: Readonly<Path>, message: string) => {
    const placed = placeAt(loaded, path, message);
    if (!silenced(placed)) found.push(placed);
  };

  const keys = marks.length === 0 ? new Map<number, Path>() : keyPaths(loaded);
  for (const mark of marks) {
    const field = keys.get(mark.from)?.join('.') ?? '(top level)';
    found.push(placeAtLine(loaded.file, loaded.source, mark.comment, mark.column, field, sampleMarked()));
  }

  if (fields(shop.business).name === SAMPLE_NAME) add(['business', 'name'], sampleName());

  const { own, moved } = ownPlaces(shop);
  const sampleAreasKept: string[] = [];
  walkStrings(shop, [], (text, path) => {
    // Run on every text of a file that may hold many articles: each test first asks the cheap question whose "no" settles it.
    const domain = DOT_EXAMPLE.test(text) ? EXAMPLE_DOMAIN.exec(text)?.[0] : undefined;
    if (domain) add(path, sampleDomain(domain.replace(/^.*@/, '')));
    if (path[0] === 'business' && (path[1] === 'address' || path[1] === 'name')) return;
    if (path[0] === 'serviceAreas') {
      if (moved && PLACES_ANY_CASE.some((place) => place.test(text))) sampleAreasKept.push(text);
      return;
    }
    if (text.includes(SAMPLE_NAME)) add(path, sampleName());
    else if (PHONE_SPACED.test(text)) add(path, samplePhone());
    if (!ANY_PLACE.test(text)) return;
    const places = SAMPLE_PLACES.filter((place, i) => PLACES[i].test(text) && !own.some((mine) => mine.includes(place.toLowerCase())));
    if (places.length > 0) add(path, samplePlaces(places));
  });

  if (sampleAreasKept.length > 0) add(['serviceAreas'], sampleAreas(sampleAreasKept));

  // The sample's reviews one by one; its other values a warning each kind, at the first, naming a few (a shop can hold hundreds).
  const kinds = new Map<Exclude<SampleKind, 'review'>, { placed: Placed; shown: string }[]>();
  sampleValues(shop, (kind, key, path) => {
    if (!SAMPLE.has(sampleKey(kind, key))) return;
    if (kind === 'review') return add(path, sampleTestimonial());
    const placed = placeAt(loaded, path, '');
    if (silenced(placed)) return;
    const [id, model, ...price] = key.split(' ');
    const shown = kind === 'price' ? `${model} ${id} ${rupees(price.join(' '))}` : kind === 'text' ? `"${key.split(/\s+/, 4).join(' ')}…"` : key;
    const left = kinds.get(kind) ?? [];
    // An article is one, whether its slug, its title or both are the sample's.
    if (kind !== 'article' || !left.some((l) => l.placed.field.startsWith(`blog.posts.${path[2]}.`)))
      kinds.set(kind, [...left, { placed, shown: `${shown} at line ${placed.line}` }]);
  });
  for (const [kind, left] of kinds) {
    left.sort((a, b) => a.placed.line - b.placed.line);
    const shown = left.slice(0, 3).map((l) => l.shown);
    found.push({ ...left[0].placed, message: sampleLeft(kind, left.length, shown) });
  }

  // One warning a line: a text can name a place and the sample's name at once.
  return inFileOrder(found, (p) => `${p.line}:${p.message}`).map((p) => framed(loaded.source, p));
}

/** Every SAMPLE CONTENT comment (its line and column), with the part of the file it marks: from the line after its comments to their next sibling. */
export function sampleMarks(lines: readonly string[]) {
  const isComment = (line: string) => line.trimStart().startsWith('#');
  const isContent = (line: string) => line.trim() !== '' && !isComment(line);
  const indent = (line: string) => line.length - line.trimStart().length;
  return lines.flatMap((line, index) => {
    if (!line.includes(MARK) || !isComment(line)) return [];
    let from = index + 1;
    while (from < lines.length && !isContent(lines[from])) from += 1;
    if (from === lines.length) return [];
    let to = from + 1;
    while (to < lines.length && !(isContent(lines[to]) && indent(lines[to]) <= indent(lines[from]))) to += 1;
    return [{ comment: index + 1, column: line.indexOf(MARK) + 1, from: from + 1, to: to + 1 }];
  });
}

/** The path of the first key on each line of the file that has one, such as home.testimonials on its line. */
function keyPaths(loaded: Loaded): Map<number, Path> {
  const paths = new Map<number, Path>();
  const visit = (node: unknown, path: Path) => {
    if (isMap(node)) {
      for (const pair of node.items) {
        if (!isPair(pair) || !isScalar(pair.key)) continue;
        const keyPath = [...path, String(pair.key.value)];
        const line = loaded.lineCounter.linePos(pair.key.range?.[0] ?? 0).line;
        if (!paths.has(line)) paths.set(line, keyPath);
        visit(pair.value, keyPath);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => visit(item as Node, [...path, index]));
    }
  };
  visit(loaded.doc.contents, []);
  return paths;
}

/** The shop's own places, lower case: its address and its areas, but not the sample's once it has moved away from them. */
function ownPlaces(shop: Loose): { own: string[]; moved: boolean } {
  const address = fields(fields(shop.business).address);
  const lower = (places: unknown[]) => places.filter((place): place is string => typeof place === 'string').map((place) => place.toLowerCase());
  const own = lower([address.locality, address.city, address.state, address.street]);
  const moved = !own.some((mine) => SAMPLE_PLACES.some((place) => mine.includes(place.toLowerCase())));
  const areas = lower(list(shop.serviceAreas));
  return { own: [...own, ...(moved ? areas.filter((area) => !PLACES_ANY_CASE.some((place) => place.test(area))) : areas)], moved };
}
