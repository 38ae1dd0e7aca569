// Values YAML reads without complaint but not as the owner meant, found so that a problem can say so.
import { isMap, isScalar, isSeq, visit, type Document, type LineCounter } from 'yaml';
import { fieldNotQuoted, yamlCommaInAmount, yamlCommaInFlow, yamlNeverClosed, yamlTextReadAsField } from '../messages/index.ts';
import { linesOf } from './lines.ts';

/**
 * Values cut at a comma inside { … }: `{ iphone-15: 3,499 }` is read as iphone-15: 3 and a field "499" without a value. Each
 * where its value starts, the path of the map that holds it and its key, and the keys of the pieces read as fields.
 */
export function commaCuts(doc: Document.Parsed, source: string) {
  const found: { at: number; path: string[]; key: string; pieces: string[]; field: string; message: string }[] = [];
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

/** A field where a value was expected that is a line of text split at its ": " (`- Open daily: 10 to 9`), said as that. */
export function textReadAsField(parsed: Misread, path: readonly PropertyKey[]): string | undefined {
  const node = parsed.doc.getIn(path as PropertyKey[], true);
  if (!isMap(node) || node.flow || node.items.length !== 1) return undefined;
  const [{ key, value }] = node.items;
  if (!isScalar(key) || key.type !== 'PLAIN' || !key.range || !isScalar(value) || value.type !== 'PLAIN' || !value.range) return undefined;
  if (parsed.lineCounter.linePos(value.range[1]).line !== parsed.lineCounter.linePos(key.range[0]).line) return undefined;
  return yamlTextReadAsField(String(key.value), parsed.source.slice(value.range[0], value.range[1]), quotedIn(parsed, key.range[0], value.range[1]));
}

/** A number or true/false where text belongs (`yearsInBusiness: 5`), said with the line as it should read. */
export function notQuoted(parsed: Misread, path: readonly PropertyKey[], message: string): string | undefined {
  const node = message.endsWith('; expected some text') ? parsed.doc.getIn(path as PropertyKey[], true) : undefined;
  if (!isScalar(node) || node.type !== 'PLAIN' || !node.range || !['number', 'boolean'].includes(typeof node.value)) return undefined;
  return fieldNotQuoted(node.value, quotedIn(parsed, node.range[0], node.range[1]));
}

type Misread = { source: string; doc: Document.Parsed; lineCounter: LineCounter };

/** The line that holds source[from, to) with that part in quotes, as it should read. */
function quotedIn({ source, lineCounter }: Misread, from: number, to: number): string {
  const { line, col } = lineCounter.linePos(from);
  const text = linesOf(source)[line - 1];
  return `${text.slice(0, col - 1)}${quoted(source.slice(from, to))}${text.slice(col - 1 + to - from)}`.trim();
}

/** The [ or { left open where the parser gave up at `at`: it reads on past the line and reports the next field, so this says where it was opened. */
export function unclosedAt(parsed: Misread, at: number, gaveUp: number): { at: number; message: string } | undefined {
  const starts: number[] = [];
  visit(parsed.doc, {
    Collection(_, node) {
      if (node.flow && node.range?.[1] === at && !']}'.includes(parsed.source[at - 1])) starts.push(node.range[0]);
    },
  });
  const start = starts.at(-1);
  const open = start === undefined ? undefined : parsed.source[start];
  // Where it gave up, a field, an item or the end starts: the list was left open. Else its rest is indented too little (`y]`).
  const next = /^\s*(?:$|#|-\s|[^\s#:[\]{}]+:(?:\s|$))/.test(linesOf(parsed.source)[gaveUp - 1] ?? '');
  if (start === undefined || (open !== '[' && open !== '{') || !next) return undefined;
  const close = open === '[' ? ']' : '}';
  const text = linesOf(parsed.source)[parsed.lineCounter.linePos(start).line - 1];
  // Its line closed, when all it holds is on that line (blank and comment lines may follow it before the next field).
  const held = parsed.source.slice(start, at).split('\n');
  const fixed =
    held.filter((line) => !/^\s*(#.*)?$/.test(line)).length > 1
      ? undefined
      : `${text.replace(/\s+#.*$/, '').trim()}${parsed.source[start + 1] === ' ' ? ' ' : ''}${close}`;
  return { at: start, message: yamlNeverClosed(open, close, gaveUp, fixed) };
}

/** Text as YAML reads it back unchanged: in double quotes, or single quotes when it holds a double one. */
export function quoted(text: string): string {
  if (!/["\\]/.test(text)) return `"${text}"`;
  if (!text.includes("'")) return `'${text}'`;
  return `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}
