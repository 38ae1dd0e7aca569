// Edits a shop file as an owner would by hand: a value replaced where it stands, in the quotes it had, and everything else (comments, blank lines, layouts,
// long lines) left as written. The yaml package finds each node's place in the text, changed only there: stringifying the document would re-flow the file.
import { isMap, isScalar, isSeq, parseDocument, Scalar, stringify, type Document, type Node, type Pair } from 'yaml';
import { textToTranslate } from '../messages/index.ts';
import { indentAt, inFlow, lineEnd } from './yaml-text.ts';

/** Where a field is: its keys and list positions from the top, as the yaml package's getIn takes them. */
export type Path = (string | number)[];

export class YamlEdit {
  doc: Document;

  constructor(public text: string) {
    this.doc = parseDocument(text);
  }

  get(path: Path): unknown {
    const value = this.doc.getIn(path);
    return value && typeof value === 'object' && 'toJSON' in value ? (value as { toJSON(): unknown }).toJSON() : value;
  }

  has(path: Path): boolean {
    return this.doc.hasIn(path);
  }

  /** Sets a text or number, in the quotes the old value had (quoted anyway where YAML would misread it); a text per language with setText. */
  set(path: Path, value: string | number): void {
    const node = this.doc.getIn(path, true) as Node | undefined;
    const parent = this.doc.getIn(path.slice(0, -1), true) as Node | undefined;
    // A missing group is made as { key: value }, where a comma needs quotes too.
    const flow = parent === undefined || ((isMap(parent) || isSeq(parent)) && Boolean(parent.flow));
    const plain = scalar(value, Scalar.PLAIN, flow);
    if (isScalar(node) && node.range) {
      const [start, end] = node.range;
      const lineBreak = this.text.slice(start, end).endsWith('\n') ? '\n' : '';
      // "email:" with nothing after it.
      if (node.value === null && start === end) this.splice(start, end, ` ${plain}`);
      // A text on lines of its own (>- or |) becomes one quoted line; its line break stays.
      else if (node.type === Scalar.BLOCK_FOLDED || node.type === Scalar.BLOCK_LITERAL) this.splice(start, end, `${JSON.stringify(value)}${lineBreak}`);
      else this.splice(start, end, scalar(value, node.type, flow));
    } else {
      this.insert(path, plain);
    }
  }

  /**
   * Sets one language's version of a text; the same text changes nothing. A plain text given another language becomes
   * { en: …, mr: … }; a new first-language text leaves the other languages' to translate (check then asks for them).
   */
  setText(path: Path, lang: string, first: string, value: string): void {
    const node = this.doc.getIn(path, true) as Node | undefined;
    if (isMap(node)) {
      if (this.get([...path, lang]) === value) return;
      // The translation asked for where a changed text left its old one.
      const left = this.text.slice(0, node.range![2]).indexOf(`# ${textToTranslate(lang, '', '').split(',')[0]}`, node.range![0]);
      if (left < 0) this.set([...path, lang], value);
      else this.splice(left, this.text.indexOf('\n', left), `${lang}: ${scalar(value, Scalar.PLAIN, false)}`);
      if (lang !== first) return;
      for (const [other, old] of Object.entries(this.get(path) as Record<string, string>))
        if (other !== first) this.remove([...path, other], node.flow ? undefined : textToTranslate(other, first, old));
    } else if (lang === first || !isScalar(node) || !node.range || node.value === null || node.value === '') {
      if (String(this.get(path) ?? '') !== value) this.set(path, value);
    } else {
      this.splice(node.range[0], node.range[1], inline({ [first]: String(node.value), [lang]: value }));
    }
  }

  /** Replaces a list, written as it was: [a, b] on one line, or one "- item" a line; an item written per language as { en: …, mr: … }. */
  setList(path: Path, items: readonly (string | Record<string, string>)[]): void {
    const node = this.doc.getIn(path, true) as Node | undefined;
    const inline = items.map((item) => scalar(item, Scalar.PLAIN, true)).join(', ');
    if (isSeq(node) && node.range) {
      const [start, end] = node.range;
      const old = this.text.slice(start, end);
      if (node.flow) {
        const pad = old.startsWith('[ ') ? ' ' : '';
        this.splice(start, end, `[${pad}${inline}${pad}]`);
      } else {
        const indent = indentAt(this.text, start);
        // A block list's range runs to the start of the next line; keep that line break.
        const tail = /\s*$/.exec(old)![0];
        this.splice(start, end, `${items.map((item) => `- ${scalar(item, Scalar.PLAIN, false)}`).join(`\n${indent}`)}${tail}`);
      }
    } else if (isScalar(node) && node.range) {
      // Empty, or a text where a list belongs ("serviceAreas: Powai, Chandivali"): the list takes its place.
      const [start, end] = node.range;
      this.splice(start, end, start === end ? ` [${inline}]` : `[${inline}]`);
    } else {
      this.insert(path, `[${inline}]`);
    }
  }

  /** Removes a field with its lines, and the comment lines right above it, which described it. */
  remove(path: Path, comment?: string): void {
    const pair = this.pairAt(path);
    if (!pair) return;
    const key = pair.key as Node;
    const value = pair.value as Node | null;
    let start = this.text.lastIndexOf('\n', key.range![0] - 1) + 1;
    const indent = this.text.slice(start, key.range![0]);
    // In a { … } line: the field and its comma.
    if (indent.trim() !== '') return this.splice(...inFlow(this.text, key.range![0], (value?.range ?? key.range!)[1]), '');
    while (start > 0) {
      const above = this.text.lastIndexOf('\n', start - 2) + 1;
      if (!this.text.slice(above, start).trimStart().startsWith('#')) break;
      start = above;
    }
    const end = lineEnd(this.text, (value?.range ?? key.range!)[2] ?? key.range![2]);
    this.splice(start, end, comment ? `${indent}# ${comment}\n` : '');
  }

  /** Removes "SAMPLE CONTENT: …" from the comment lines right above a field: the owner has written it. */
  unmark(path: Path): void {
    const pair = this.pairAt(path);
    if (!pair) return;
    let start = this.text.lastIndexOf('\n', (pair.key as Node).range![0] - 1) + 1;
    while (start > 0) {
      const above = this.text.lastIndexOf('\n', start - 2) + 1;
      const line = this.text.slice(above, start - 1);
      if (!line.trimStart().startsWith('#')) break;
      const at = line.indexOf('SAMPLE CONTENT:');
      if (at >= 0) {
        const kept = line.slice(0, at).trimEnd();
        this.splice(above, start - 1, kept.replace(/^\s*#$/, '').length > 0 ? kept : '');
        // A comment line left empty goes with its line break.
        if (kept.trim() === '#' || kept.trim() === '') this.splice(above, above + (this.text[above] === '\n' ? 1 : 0), '');
        return;
      }
      start = above;
    }
  }

  private pairAt(path: Path): Pair | undefined {
    const map = this.doc.getIn(path.slice(0, -1), true);
    return isMap(map) ? (map.items.find((item) => isScalar(item.key) && item.key.value === path.at(-1)) as Pair | undefined) : undefined;
  }

  /** Adds a missing field: to its block map as a line under the others, or into its { … }; a missing group is made. */
  private insert(path: Path, value: string): void {
    const parentPath = path.slice(0, -1);
    const key = String(path.at(-1));
    const parent = this.doc.getIn(parentPath, true) as Node | undefined;
    if (!isMap(parent)) {
      if (parentPath.length === 0) throw new Error('The shop file holds no fields');
      this.insert(parentPath, '{}');
      const made = this.doc.getIn(parentPath, true) as Node;
      this.splice(made.range![0], made.range![1], `{ ${key}: ${value} }`);
      return;
    }
    if (parent.flow) {
      const close = this.text.lastIndexOf('}', parent.range![1]);
      const inner = this.text.slice(parent.range![0] + 1, close).trim();
      this.splice(parent.range![0], parent.range![1], `{ ${inner ? `${inner}, ` : ''}${key}: ${value} }`);
      return;
    }
    const first = parent.items[0]?.key as Node | undefined;
    const indent = first?.range ? indentAt(this.text, first.range[0]) : '';
    let end = parent.range![2];
    // A range can end in the indent of the next line, after a comment.
    if (this.text[end - 1] !== '\n') end = /\n[ \t]*$/.test(this.text.slice(0, end)) ? this.text.lastIndexOf('\n', end) + 1 : lineEnd(this.text, end);
    // Trailing blank and comment lines belong to what follows.
    while (/\n[ \t]*(#[^\n]*)?\n$/.test(this.text.slice(0, end)) && end > parent.range![0]) {
      const previous = this.text.lastIndexOf('\n', end - 2) + 1;
      if (this.text.slice(previous, end).trim() !== '' && !this.text.slice(previous, end).trimStart().startsWith('#')) break;
      end = previous;
    }
    const newline = end > 0 && this.text[end - 1] !== '\n' ? '\n' : '';
    this.splice(end, end, `${newline}${indent}${key}: ${value}\n`);
  }

  private splice(start: number, end: number, replacement: string): void {
    this.text = `${this.text.slice(0, start)}${replacement}${this.text.slice(end)}`;
    this.doc = parseDocument(this.text);
  }
}

/** A value as YAML text, in the quotes it had; text that would not read back the same plain ("yes", "- a", "a, b" in { … }) in double quotes. */
function scalar(value: string | number | Record<string, string>, type: Scalar.Type | undefined, flow: boolean): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') return inline(value);
  if (type === Scalar.QUOTE_SINGLE) return `'${value.replaceAll("'", "''")}'`;
  if (type === Scalar.QUOTE_DOUBLE) return JSON.stringify(value);
  const plain = stringify(value, { lineWidth: 0 }).trimEnd() === value && !(flow && /[,[\]{}]/.test(value));
  return plain ? value : JSON.stringify(value);
}

/** A text per language on one line: { en: Pune, mr: पुणे }. */
const inline = (texts: Record<string, string>) =>
  `{ ${Object.entries(texts)
    .map(([lang, text]) => `${lang}: ${scalar(text, Scalar.PLAIN, true)}`)
    .join(', ')} }`;
