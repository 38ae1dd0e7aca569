// The shop file's lines, split once however many problems it has, and its columns as people count them.

/** A column in characters, as people and editors count, from the parser's UTF-16 units: "📱 Screen" puts "Screen" at 3. */
export function characterColumn(source: string, line: number, utf16Column: number): number {
  return [...(linesOf(source)[line - 1]?.slice(0, utf16Column - 1) ?? '')].length + 1;
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
