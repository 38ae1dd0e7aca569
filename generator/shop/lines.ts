// The shop file's lines and its columns as people count them. The file is split into lines once, however
// many problems it has, so a report of many problems takes time in proportion to the file.

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
 * the top of every build's file: reading down to it is much quicker than splitting a large file.
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
 * anything still holds them: not for the whole build, as a large file's lines take much memory.
 */
export function linesOf(source: string): string[] {
  let lines = split?.source === source ? split.lines.deref() : undefined;
  if (!lines) {
    lines = source.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
    split = { source, lines: new WeakRef(lines) };
  }
  return lines;
}
