// The shop file's lines, split once however many problems it has, and its columns as people count them.

/** A column in characters, as people and editors count, from the parser's UTF-16 units: "📱 Screen" puts "Screen" at 3. */
export function characterColumn(source: string, line: number, utf16Column: number): number {
  return [...(lineOf(source, line)?.slice(0, utf16Column - 1) ?? '')].length + 1;
}

const NEAR_TOP = 64;

/** Line `line` (from 1), as linesOf gives it; one near the top (the modeline's, in every build) is read down to, not split. */
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

/** The file's lines without their breaks, kept for the next problem while anything holds them (not for the whole build). */
export function linesOf(source: string): string[] {
  let lines = split?.source === source ? split.lines.deref() : undefined;
  if (!lines) {
    lines = source.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
    split = { source, lines: new WeakRef(lines) };
  }
  return lines;
}
