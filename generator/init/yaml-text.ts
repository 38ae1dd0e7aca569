// Places in a YAML file's text that yaml-edit.ts and language.ts both edit at: where a line ends, how far a key is indented, what a field takes in a { … } line.

/** Where the line holding `at` ends, after its line break; `at` itself when it is just past one (as a node's range often ends). */
export const lineEnd = (text: string, at: number) => (text[at - 1] === '\n' ? at : text.indexOf('\n', at) + 1 || text.length);

/** The spaces before the key at `at`, on its line or after its "- ". */
export const indentAt = (text: string, at: number) => ' '.repeat(at - text.lastIndexOf('\n', at - 1) - 1);

/** What a field from `start` to `end` takes in a { … } line: itself and one comma beside it. */
export function inFlow(text: string, start: number, end: number): [number, number] {
  const after = /^\s*,\s*/.exec(text.slice(end))?.[0] ?? '';
  const before = after ? '' : (/,\s*$/.exec(text.slice(0, start))?.[0] ?? '');
  return [start - before.length, end + after.length];
}
