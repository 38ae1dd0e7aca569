// Edits an owner makes by hand, done as a test would: a block deleted, each warning followed as it says.
import type { Located } from '../generator/errors.ts';

/** The text without the block that starts on line `line` (1-based): it, and the lines under it indented deeper. */
export function withoutBlock(text: string, line: number): string {
  const lines = text.split('\n');
  const indent = lines[line - 1].search(/\S/);
  let end = line;
  while (end < lines.length && (lines[end].trim() === '' || lines[end].search(/\S/) > indent)) end += 1;
  return [...lines.slice(0, line - 1), ...lines.slice(end)].join('\n');
}

/** Does what each warning says: deletes its line, its block, or its entry of a list, the last first. */
export function followed(text: string, warnings: Located[]): string {
  let lines = text.split('\n');
  for (const w of [...warnings].sort((a, b) => b.line - a.line || b.column - a.column)) {
    const entry = /take "([^"]+)" out of this list/.exec(w.message);
    if (entry) {
      const line = lines[w.line - 1];
      lines[w.line - 1] = line.slice(0, w.column - 1).replace(/,\s*$/, '') + line.slice(w.column - 1 + entry[1].length);
    } else if (/delete this (repair|price card|row|group)\b/.test(w.message)) lines = withoutBlock(lines.join('\n'), w.line).split('\n');
    else lines.splice(w.line - 1, 1);
  }
  return lines.join('\n');
}
