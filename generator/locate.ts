// Maps a field path such as ["services", 2, "slug"] to its line and column in shop.yaml, using the
// positions the yaml parser recorded (no searching of lines with regular expressions).
import { codeFrameColumns } from '@babel/code-frame';
import { isMap, isPair, isScalar, isSeq, type LineCounter, type Node, type Document } from 'yaml';

export interface Position {
  line: number;
  /** Counted in characters, as people count. */
  column: number;
  /** Counted in UTF-16 units, for the code frame: a terminal draws an emoji two cells wide. */
  frameColumn: number;
}

/**
 * The position of the value at `path`. When the path does not exist (a missing field), the position
 * of the deepest part that does: the key of the map that lacks the field, or the list item.
 * With `key`, the position of that key inside the map at `path` (for unknown fields).
 */
export interface Parsed {
  source: string;
  doc: Document.Parsed;
  lineCounter: LineCounter;
}

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
  let start = 0;
  for (let i = 1; i < line; i++) start = source.indexOf('\n', start) + 1;
  return [...source.slice(start, start + utf16Column - 1)].length + 1;
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
 * Three lines of the file around the spot, numbered, with a caret under the column. Long lines are
 * cut to a window around the column: a pasted 1 MB line must not flood the terminal.
 */
export function codeFrame(source: string, line: number, column: number): string {
  const lines = source.split('\n');
  const start = Math.max(0, column - 1 - FRAME_WIDTH / 2);
  const shown = lines.map((text, index) => {
    if (Math.abs(index + 1 - line) > 1) return '';
    if (text.length <= FRAME_WIDTH) return text;
    const cut = text.slice(start, start + FRAME_WIDTH);
    return `${start > 0 ? '…' : ''}${cut}${start + FRAME_WIDTH < text.length ? '…' : ''}`;
  });
  const long = (lines[line - 1] ?? '').length > FRAME_WIDTH;
  const caret = long ? column - start + (start > 0 ? 1 : 0) : column;
  return codeFrameColumns(shown.join('\n'), { start: { line, column: caret } }, { highlightCode: false, linesAbove: 1, linesBelow: 1 });
}
