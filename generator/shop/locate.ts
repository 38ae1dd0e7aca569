// Every located problem the owner reads is made here (by field, by position, framed), from the parser's positions.
import { isMap, isPair, isScalar, isSeq, type LineCounter, type Node, type Document } from 'yaml';
import { InvalidShopError, type Located } from '../errors.ts';
import { describe } from '../messages/index.ts';
import { codeFrame } from './code-frame.ts';
import { characterColumn, linesOf } from './lines.ts';
import { commaCuts, notQuoted, textReadAsField } from './misread.ts';

export interface Parsed {
  /** The file name as the owner wrote it, used in messages. */
  file: string;
  source: string;
  doc: Document.Parsed;
  lineCounter: LineCounter;
  /** Where each part of a very large file starts, as its quick reading found them (quick-read.ts): read instead of `doc`. */
  spots?: Spot;
}

/** A part of the file: where it starts (and its key, in a map), and its parts by key (a map) or in order (a list). */
export type Spot = { start: number; keyStart?: number; entries?: Map<string, Spot>; items?: Spot[] };

/**
 * A problem placed in the file, its code frame not drawn yet (only the problems shown get one). Its column is counted in
 * characters, as people count; its frameColumn in UTF-16 units, for the code frame: a terminal draws an emoji two cells wide.
 */
export type Placed = Omit<Located, 'frame'> & { frameColumn: number };

/** The problem at the field `path` of the file, or at the key `key` inside it (an unknown field). */
export function placeAt(parsed: Parsed, path: readonly PropertyKey[], message: string, key?: string): Placed {
  const full = [...path, ...(key === undefined ? [] : [key])].map(String);
  const cut = cutAround(parsed, full);
  if (cut) return cut;
  // A value YAML read otherwise than the owner meant: a line of text split at its ": ", or a number where text belongs.
  const misread =
    key !== undefined ? undefined : message.startsWith(`is ${describe({})}; expected `) ? textReadAsField(parsed, path) : notQuoted(parsed, path, message);
  return placeAtOffset(parsed, locate(parsed, path, key), full.join('.') || '(top level)', misread ?? message);
}

const cutsOf = new WeakMap<Document.Parsed, ReturnType<typeof commaCuts>>();

/** A problem with a value cut at a comma inside { … } or a piece of it: the cut itself, so that all it causes are one. */
function cutAround(parsed: Parsed, full: string[]): Placed | undefined {
  if (!cutsOf.has(parsed.doc)) cutsOf.set(parsed.doc, commaCuts(parsed.doc, parsed.source));
  const cuts = cutsOf.get(parsed.doc)!;
  const cut = cuts.find((c) => full.length === c.path.length + 1 && c.path.every((part, i) => part === full[i]) && [c.key, ...c.pieces].includes(full.at(-1)!));
  return cut && placeAtOffset(parsed, cut.at, cut.field, cut.message);
}

/** The problem at a line and column as the yaml parser counts them (UTF-16 units), for what no field names. */
export function placeAtLine(file: string, source: string, line: number, utf16Column: number, field: string, message: string): Placed {
  return { file, line, column: characterColumn(source, line, utf16Column), field, message, frameColumn: utf16Column };
}

/** The problem at an offset into the file, for what no field names. */
export function placeAtOffset(parsed: Omit<Parsed, 'doc'>, at: number, field: string, message: string): Placed {
  const { line, col } = parsed.lineCounter.linePos(at);
  return placeAtLine(parsed.file, parsed.source, line, col, field, message);
}

/** The problem at a line inside a text field: on that very line in a block text (`body: |`), else on the text. */
export function placeInText(parsed: Parsed, path: readonly PropertyKey[], lineInText: number, message: string): Placed {
  const placed = placeAt(parsed, path, message);
  const node = parsed.doc.getIn(path as PropertyKey[], true);
  if (!isScalar(node) || (node.type !== 'BLOCK_LITERAL' && node.type !== 'BLOCK_FOLDED') || !node.range) return placed;
  const line = parsed.lineCounter.linePos(node.range[0]).line + 1 + lineInText;
  const text = linesOf(parsed.source)[line - 1];
  if (text === undefined) return placed;
  return placeAtLine(parsed.file, parsed.source, line, text.length - text.trimStart().length + 1, placed.field, placed.message);
}

/** The problems whose `key` no earlier one had, in the order of the file. */
export function inFileOrder(placed: Placed[], key: (problem: Placed) => string): Placed[] {
  const seen = new Set<string>();
  return placed.filter((p) => !seen.has(key(p)) && Boolean(seen.add(key(p)))).sort((a, b) => a.line - b.line || a.column - b.column);
}

/** A file with this one problem, as the error to throw. */
export function oneProblem(source: string, placed: Placed): InvalidShopError {
  return new InvalidShopError(placed.file, [framed(source, placed)]);
}

/** The problem with its code frame, drawn when first read: a report shows only the first few of many warnings. */
export function framed(source: string, { frameColumn, ...problem }: Placed): Located {
  const { line } = problem;
  let frame: string | undefined;
  return {
    ...problem,
    get frame() {
      return (frame ??= codeFrame(source, line, frameColumn));
    },
  };
}

/** The offset of the value at `path`, else of its deepest part that exists; with `key`, of that key in the map there. */
export function locate(parsed: Parsed, path: readonly PropertyKey[], key?: string): number {
  const step = parsed.spots ? spotChild : child;
  let node: unknown = parsed.spots ?? parsed.doc.contents;
  let anchor = parsed.spots?.start ?? (parsed.doc.contents as Node | null)?.range?.[0] ?? 0;
  for (const [index, segment] of path.entries()) {
    const next = step(node, segment);
    if (!next) break;
    const isLast = index === path.length - 1;
    anchor = (isLast ? next.start : undefined) ?? next.keyStart ?? next.start ?? anchor;
    node = next.value;
    if (!node) break;
  }
  return key === undefined ? anchor : (step(node, key)?.keyStart ?? anchor);
}

function child(node: unknown, segment: PropertyKey) {
  if (isMap(node)) {
    const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && String(item.key.value) === String(segment));
    if (!pair) return undefined;
    const value = (pair.value ?? undefined) as Node | undefined;
    return { value, start: value?.range?.[0], keyStart: isScalar(pair.key) ? pair.key.range?.[0] : undefined };
  }
  if (isSeq(node) && typeof segment === 'number') {
    const item = node.items[segment] as Node | undefined;
    return item ? { value: item, start: item.range?.[0] } : undefined;
  }
  return undefined;
}

/** The part of a quickly read file's part at `segment`, as child() finds it in the yaml package's document. */
export function spotChild(node: unknown, segment: PropertyKey) {
  const { entries, items } = node as Spot;
  const value = entries?.get(String(segment)) ?? (typeof segment === 'number' ? items?.[segment] : undefined);
  return value && { value, start: value.start, keyStart: value.keyStart };
}
