// Maps a field path such as ["services", 2, "slug"] to its line and column in shop.yaml, using the
// positions the yaml parser recorded (no searching of lines with regular expressions), and draws the
// code frame under a message. The file is split into lines once, however many problems it has: a
// shop with 10,000 bad dates is reported in linear time.
import { isMap, isPair, isScalar, isSeq, type LineCounter, type Node, type Document } from 'yaml';
import { InvalidShopError, type Located } from '../errors.ts';
import { describe, yamlCommaInAmount, yamlCommaInFlow, yamlTextReadAsField } from '../messages/index.ts';
import { forTerminal } from '../terminal.ts';

export interface Position {
  line: number;
  /** Counted in characters, as people count. */
  column: number;
  /** Counted in UTF-16 units, for the code frame: a terminal draws an emoji two cells wide. */
  frameColumn: number;
}

export interface Parsed {
  /** The file name as the owner wrote it, used in messages. */
  file: string;
  source: string;
  doc: Document.Parsed;
  lineCounter: LineCounter;
}

/** A problem placed in the file, its code frame not drawn yet (only the problems shown get one). */
export type Placed = Omit<Located, 'frame'> & { frameColumn: number };

// Every located problem the owner reads is made by these three functions: by field, by position, framed.

/** The problem at the field `path` of the file, or at the key `key` inside it (an unknown field). */
export function placeAt(parsed: Parsed, path: readonly PropertyKey[], message: string, key?: string): Placed {
  const { line, column, frameColumn } = locate(parsed, path, key);
  const field = [...path, ...(key === undefined ? [] : [key])].map(String).join('.') || '(top level)';
  const cut = cutAround(parsed, path, key);
  if (cut) return { file: parsed.file, ...cut, frameColumn: cut.column, column: characterColumn(parsed.source, cut.line, cut.column) };
  const split = key === undefined && message.startsWith(`is ${describe({})}; expected `) ? textReadAsField(parsed, path) : undefined;
  return { file: parsed.file, line, column, field, message: split ?? message, frameColumn };
}

export interface CommaCut {
  /** Where the value that was cut starts. */
  at: number;
  /** The path of the map that holds it, and its key. */
  path: string[];
  key: string;
  /** The keys of the pieces after its commas, read as fields without values. */
  pieces: string[];
  field: string;
  message: string;
}

const cutsOf = new WeakMap<Document.Parsed, CommaCut[]>();

/**
 * A problem the schema finds with a value cut at a comma inside { … }, or with a piece of it read
 * as a field ("499" is not a field, "5" is not text): the cut itself, at the value, so that all the
 * problems it causes are one problem, which says what happened.
 */
function cutAround(
  parsed: Parsed,
  path: readonly PropertyKey[],
  key: string | undefined,
): { line: number; column: number; field: string; message: string } | undefined {
  if (!cutsOf.has(parsed.doc)) cutsOf.set(parsed.doc, commaCuts(parsed.doc, parsed.source));
  const cuts = cutsOf.get(parsed.doc)!;
  if (cuts.length === 0) return undefined;
  const full = [...path, ...(key === undefined ? [] : [key])].map(String);
  const cut = cuts.find((c) => full.length === c.path.length + 1 && c.path.every((part, i) => part === full[i]) && [c.key, ...c.pieces].includes(full.at(-1)!));
  if (!cut) return undefined;
  const { line, col } = parsed.lineCounter.linePos(cut.at);
  return { line, column: col, field: cut.field, message: cut.message };
}

/**
 * Values cut at a comma inside { … }: `{ iphone-15: 3,499 }` is read as iphone-15: 3 and a field
 * "499" without a value. YAML accepts it; what the schema says about it then hides the comma.
 */
export function commaCuts(doc: Document.Parsed, source: string): CommaCut[] {
  const found: CommaCut[] = [];
  const walk = (node: unknown, path: string[]): void => {
    if (isSeq(node)) node.items.forEach((item, i) => walk(item, [...path, String(i)]));
    if (!isMap(node)) return;
    for (const [i, pair] of node.items.entries()) {
      walk(pair.value, [...path, isScalar(pair.key) ? String(pair.key.value) : '?']);
      if (!node.flow || !isScalar(pair.key) || !isScalar(pair.value) || pair.value.type !== 'PLAIN' || !pair.key.range || !pair.value.range) continue;
      // The items after it written without a colon, each after a comma: "3,499" or "1,00,000".
      let end = pair.value.range[1];
      const pieces: string[] = [];
      for (const next of node.items.slice(i + 1)) {
        if (next.value !== null || !isScalar(next.key) || next.key.type !== 'PLAIN' || !next.key.range) break;
        if (!/^\s*,\s*$/.test(source.slice(end, next.key.range[0])) || !/^\s*[,}]/.test(source.slice(next.key.range[1]))) break;
        end = next.key.range[1];
        pieces.push(String(next.key.value));
      }
      if (pieces.length === 0) continue;
      const key = String(pair.key.value);
      const written = source.slice(pair.value.range[0], end);
      const message = cutMessage(source.slice(pair.key.range[0], pair.key.range[1]), written, source.slice(pair.value.range[1], end));
      found.push({ at: pair.value.range[0], path, key, pieces, field: [...path, key].join('.'), message });
    }
  };
  walk(doc.contents, []);
  return found;
}

/** What happened to `key: written` (the part `after` its first comma read as fields), and what to write. */
function cutMessage(key: string, written: string, after: string): string {
  const rest = after
    .split(',')
    .map((part) => part.trim())
    .slice(1);
  if (/^\d{1,3}(?:,\d{2,3})+$/.test(written)) return yamlCommaInAmount(written, rest, `${key}: ${written.replaceAll(',', '')}`, `${key}: "${written}"`);
  return yamlCommaInFlow(written, rest, `${key}: ${quoted(written)}`);
}

/**
 * A group of fields where a value was expected that is one line of text YAML split at its ": "
 * (`- Open daily: 10 to 9` is the field "Open daily"): say so, with the line as it should read.
 */
function textReadAsField(parsed: Parsed, path: readonly PropertyKey[]): string | undefined {
  const node = parsed.doc.getIn(path as PropertyKey[], true);
  if (!isMap(node) || node.flow || node.items.length !== 1) return undefined;
  const [{ key, value }] = node.items;
  if (!isScalar(key) || key.type !== 'PLAIN' || !key.range || !isScalar(value) || value.type !== 'PLAIN' || !value.range) return undefined;
  const start = parsed.lineCounter.linePos(key.range[0]);
  if (parsed.lineCounter.linePos(value.range[1]).line !== start.line) return undefined;
  const text = linesOf(parsed.source)[start.line - 1];
  const line = `${text.slice(0, start.col - 1)}${quoted(parsed.source.slice(key.range[0], value.range[1]))}${text.slice(start.col - 1 + value.range[1] - key.range[0])}`;
  return yamlTextReadAsField(String(key.value), parsed.source.slice(value.range[0], value.range[1]), line.trim());
}

/** Text as YAML reads it back unchanged: in double quotes, or single quotes when it holds a double one. */
export function quoted(text: string): string {
  if (!/["\\]/.test(text)) return `"${text}"`;
  if (!text.includes("'")) return `'${text}'`;
  return `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** The problem at a line and column as the yaml parser counts them (UTF-16 units), for what no field names. */
export function placeAtLine(file: string, source: string, line: number, utf16Column: number, field: string, message: string): Placed {
  return { file, line, column: characterColumn(source, line, utf16Column), field, message, frameColumn: utf16Column };
}

/**
 * The problem at a line inside a text field (an article's body): in a block text (`body: |`) the
 * text's lines are the file's lines under the key, so the problem lands on the very line; in a
 * one-line text, on the text.
 */
export function placeInText(parsed: Parsed, path: readonly PropertyKey[], lineInText: number, message: string): Placed {
  const placed = placeAt(parsed, path, message);
  const node = parsed.doc.getIn(path as PropertyKey[], true);
  if (!isScalar(node) || (node.type !== 'BLOCK_LITERAL' && node.type !== 'BLOCK_FOLDED') || !node.range) return placed;
  const line = parsed.lineCounter.linePos(node.range[0]).line + 1 + lineInText;
  const text = linesOf(parsed.source)[line - 1];
  if (text === undefined) return placed;
  const frameColumn = text.length - text.trimStart().length + 1;
  return { ...placed, line, column: characterColumn(parsed.source, line, frameColumn), frameColumn };
}

/** A file with this one problem, as the error to throw. */
export function oneProblem(source: string, placed: Placed): InvalidShopError {
  return new InvalidShopError(placed.file, [framed(source, placed)]);
}

/**
 * The problem with its code frame, made when first read: a file with 20,000 untranslated articles has
 * 80,000 warnings, of which a report shows the first few (errors.ts), and their frames took 30 MB.
 */
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

/**
 * The position of the value at `path`. When the path does not exist (a missing field), the position
 * of the deepest part that does: the key of the map that lacks the field, or the list item.
 * With `key`, the position of that key inside the map at `path` (for unknown fields).
 */
export function locate(parsed: Parsed, path: readonly PropertyKey[], key?: string): Position {
  const { doc } = parsed;
  let node: unknown = doc.contents;
  let anchor: number = (doc.contents as Node | null)?.range?.[0] ?? 0;
  for (const [index, segment] of path.entries()) {
    const next = child(node, segment);
    if (!next) break;
    const isLast = index === path.length - 1;
    anchor = (isLast ? next.value?.range?.[0] : undefined) ?? next.keyStart ?? next.value?.range?.[0] ?? anchor;
    node = next.value;
    if (!node) break;
  }
  if (key !== undefined && isMap(node)) {
    const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === key);
    if (pair && isScalar(pair.key) && pair.key.range) anchor = pair.key.range[0];
  }
  const { line, col } = parsed.lineCounter.linePos(anchor);
  return { line, column: characterColumn(parsed.source, line, col), frameColumn: col };
}

/**
 * The parser counts columns in UTF-16 units, so an emoji counts twice. People (and editors) count
 * characters: convert, so "📱 Screen" puts "Screen" at column 3.
 */
export function characterColumn(source: string, line: number, utf16Column: number): number {
  return [...(lineOf(source, line)?.slice(0, utf16Column - 1) ?? '')].length + 1;
}

/** Up to this line, a line is found by reading the file from its start rather than splitting it all. */
const NEAR_TOP = 64;

/**
 * Line `line` of the file (from 1), as linesOf gives it. The editor line's warning (modeline.ts) is at
 * the top of every build's file: splitting 70,000 lines for it took 10 ms of a rebuild.
 */
function lineOf(source: string, line: number): string | undefined {
  const lines = split?.source === source ? split.lines.deref() : undefined;
  if (lines || !(Number.isInteger(line) && line >= 1 && line <= NEAR_TOP)) return (lines ?? linesOf(source))[line - 1];
  let start = 0;
  for (let at = 1; at < line; at += 1) {
    start = source.indexOf('\n', start) + 1;
    if (start === 0) return undefined;
  }
  const end = source.indexOf('\n', start);
  const text = end < 0 ? source.slice(start) : source.slice(start, end);
  return text.endsWith('\r') ? text.slice(0, -1) : text;
}

let split: { source: string; lines: WeakRef<string[]> } | undefined;

/**
 * The file's lines without their line breaks, split once per file and kept for the next problem while
 * anything still holds them: not for the whole build, as 680,000 lines took 30 MB.
 */
export function linesOf(source: string): string[] {
  let lines = split?.source === source ? split.lines.deref() : undefined;
  if (!lines) {
    lines = source.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
    split = { source, lines: new WeakRef(lines) };
  }
  return lines;
}

function child(node: unknown, segment: PropertyKey): { value: Node | undefined; keyStart?: number } | undefined {
  if (isMap(node)) {
    const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && String(item.key.value) === String(segment));
    if (!pair) return undefined;
    return { value: (pair.value ?? undefined) as Node | undefined, keyStart: isScalar(pair.key) ? pair.key.range?.[0] : undefined };
  }
  if (isSeq(node) && typeof segment === 'number') {
    const item = node.items[segment] as Node | undefined;
    return item ? { value: item } : undefined;
  }
  return undefined;
}

const FRAME_WIDTH = 100;

/**
 * Three numbered lines of the file around the spot, with a ">" at the line and a caret under the
 * column (babel's code-frame layout). Long lines are cut to a window around the column: a pasted
 * 1 MB line must not flood the terminal. Control characters show escaped (\u001b), so a shop file
 * cannot clear the screen or move the cursor; the caret still points at the same character.
 */
export function codeFrame(source: string, line: number, column: number): string {
  const lines = linesOf(source);
  const first = Math.max(1, line - 1);
  const last = Math.max(line, Math.min(lines.length, line + 1));
  const width = String(last).length;
  const rows: string[] = [];
  for (let number = first; number <= last; number++) {
    const { text, caret } = window(lines[number - 1] ?? '', number === line ? column : 1);
    rows.push(`${number === line ? '>' : ' '} ${String(number).padStart(width)} |${text ? ` ${text}` : ''}`);
    if (number === line) rows.push(`  ${' '.repeat(width)} | ${caret.replace(/[^\t]/g, ' ')}^`);
  }
  return rows.join('\n');
}

/** The part of a line that is shown, made safe for a terminal, and what stands before the column. */
function window(line: string, column: number): { text: string; caret: string } {
  let start = 0;
  let end = line.length;
  if (line.length > FRAME_WIDTH) {
    start = Math.max(0, column - 1 - FRAME_WIDTH / 2);
    end = start + FRAME_WIDTH;
  }
  const before = `${start > 0 ? '…' : ''}${forTerminal(line.slice(start, column - 1))}`;
  const text = `${start > 0 ? '…' : ''}${forTerminal(line.slice(start, end))}${end < line.length ? '…' : ''}`;
  return { text, caret: before };
}
