// The large parts of a plain shop file, read once and kept for the next build. An owner's edit
// changes a price or a sentence; the blog's thousands of articles below it stay the same text, and
// reading them again was most of a rebuild's reading (4,000 articles: about 115 of 120 ms, and the
// garbage it leaves). So a part of the file written as `name:` alone on a line, its value on the
// lines below it, up to the next line that starts a field at the left edge, is kept after it is read
// (its text, its data and where each of its nodes starts, as plain-yaml.ts gives them), and a later
// file holding the same text there reads only the rest: the kept parts are cut out of the text, what
// is left is read by plainData as usual, and the kept data and positions are put back in place.
//
// Why the same text reads the same wherever it stands: a part's value is a field's value at the top
// of the file, and it ends at the next line starting a field at the left edge. The rest, read
// without it, must show that: the part's key is a field of the file where it was (so nothing before it
// swallowed it, a quote left open for example), with no value of its own, and the next field
// starts right where the part ended. When the part was kept, the whole file, read in one piece, showed
// the same of it (the key where the part starts, the next field where it ends), so nothing after it
// belonged to it. Both files are maps of fields written line by line, never one in { }, where the
// same lines read otherwise (a comma ends a text). Any doubt (the rest declined, a check above not
// met) reads the whole file instead.
// tests/unit/plain-parts.test.ts holds the two to the same data and positions on edited shop files.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { linePositions, plainData, type PlainNode } from './plain-yaml.ts';
import { ROOT } from './root.ts';

/** A part this long (characters) is kept: the blog of a shop with some dozens of articles. */
export const PART_FROM = 64 * 1024;
/** The largest file whose parts are kept: beyond, the copy would weigh on a build near the schema's limit. */
export const PARTS_UP_TO = 8 * 1024 * 1024;

const FORMAT = 2;

type PlainRead = NonNullable<ReturnType<typeof plainData>>;

/** Where the command line keeps the parts: SHOP_PARTS_CACHE names another file, and set empty turns the copy off. */
export function partsCacheFile(): string | undefined {
  const file = process.env.SHOP_PARTS_CACHE;
  return file === undefined ? path.join(ROOT, '.cache', 'shop-parts.bin') : file === '' ? undefined : file;
}

/** Where the kept parts are, and the code they were read by (page-inputs.ts's codeVersion). */
export interface PartsCache {
  file: string;
  code: string;
}

interface Part {
  name: string;
  /** Where its key's line starts. */
  at: number;
  /** Where its value starts: the line after the key's. */
  valueStart: number;
  /** Where the next field's line starts, or the end of the file. */
  end: number;
}

interface KeptPart {
  name: string;
  text: string;
  data: unknown;
  /** Its value's node (packed), each start counted from the value's start (-1 stays: no place). */
  node: Packed;
  /** Where each key without a value in { } starts in it, counted the same way (PlainTree.mayBeCut). */
  cuts: number[];
}

/**
 * A node and all below it, in document order: for each, its kind (0 a value, 1 a map, 2 a list), its
 * start, and for a map or list its number of entries or items, each map entry's key start before its
 * value; the keys in order beside. V8 reads this back in about a millisecond, where the same nodes as
 * objects and maps took 24 ms for 4,000 articles.
 */
interface Packed {
  numbers: Int32Array;
  keys: string[];
}

function pack(root: PlainNode, from: number): Packed {
  const numbers: number[] = [];
  const keys: string[] = [];
  const at = (start: number) => (start < 0 ? start : start - from);
  const add = (node: PlainNode) => {
    if (node.entries) {
      numbers.push(1, at(node.start), node.entries.size);
      for (const [key, entry] of node.entries) {
        keys.push(key);
        numbers.push(entry.keyStart - from);
        add(entry.value);
      }
    } else if (node.items) {
      numbers.push(2, at(node.start), node.items.length);
      for (const item of node.items) add(item);
    } else numbers.push(0, at(node.start));
  };
  add(root);
  return { numbers: Int32Array.from(numbers), keys };
}

function unpack({ numbers, keys }: Packed, from: number): PlainNode {
  let next = 0;
  let key = 0;
  const node = (): PlainNode => {
    const kind = numbers[next++];
    const stored = numbers[next++];
    const start = stored < 0 ? stored : stored + from;
    if (kind === 0) return { start };
    const count = numbers[next++];
    if (kind === 2) {
      const items: PlainNode[] = [];
      for (let i = 0; i < count; i++) items.push(node());
      return { start, items };
    }
    const entries: NonNullable<PlainNode['entries']> = new Map();
    for (let i = 0; i < count; i++) {
      const name = keys[key++];
      const keyStart = numbers[next++] + from;
      entries.set(name, { keyStart, value: node() });
    }
    return { start, entries };
  };
  return node();
}

const KEY_ALONE = /([A-Za-z][A-Za-z0-9_-]*):[ \t]*(?:#[^\n]*)?\r?\n/y;

/**
 * The file's top-level fields written as `name:` alone on their line, each with where its value
 * starts and ends: at the next line starting at the left edge with anything but a space, a tab, a
 * comment or a list's dash (a list may stand at the edge under its field).
 */
export function partsOf(source: string): Part[] {
  const parts: Part[] = [];
  let open: Omit<Part, 'end'> | undefined;
  for (let line = 0; line < source.length;) {
    const feed = source.indexOf('\n', line);
    const next = feed < 0 ? source.length : feed + 1;
    const first = source[line];
    if (first !== ' ' && first !== '\t' && first !== '#' && first !== '-' && first !== '\n' && first !== '\r') {
      if (open) parts.push({ ...open, end: line });
      KEY_ALONE.lastIndex = line;
      const key = KEY_ALONE.exec(source);
      open = key ? { name: key[1], at: line, valueStart: next } : undefined;
    }
    line = next;
  }
  if (open) parts.push({ ...open, end: source.length });
  return parts;
}

/** A read with its parts: those taken from the copy, and what keeps the others for the next read. */
export type PartsRead = PlainRead & {
  /** The parts taken from the copy, by name (the build's stats say it). */
  taken: readonly string[];
  /**
   * Keeps the large parts this read did not take from the copy, for the next build; undefined when
   * there are none. The build calls it once its files are written (build.ts, keepPages): on a first
   * build, serializing and writing the copy while the pages were made cost it 2-3 %.
   */
  keep: (() => void) | undefined;
};

/**
 * plainData(source), reading again only what changed in the large parts since they were kept in
 * `cache`. The same result as plainData(source): data, positions and whether the file is declined.
 */
export function plainDataWithParts(source: string, cache: PartsCache | undefined, from = PART_FROM): PartsRead | undefined {
  const whole = (): PartsRead | undefined => {
    const read = plainData(source);
    return read && { ...read, taken: [], keep: undefined };
  };
  if (cache === undefined || source.length > PARTS_UP_TO) return whole();
  const large = partsOf(source).filter((part) => part.end - part.valueStart >= from);
  if (large.length === 0) return whole();
  const kept = keptParts(cache);
  const same = large.filter((part) => kept.get(part.name)?.text === source.slice(part.valueStart, part.end));
  const spliced = same.length > 0 ? withKept(source, same, kept) : undefined;
  const read: PartsRead | undefined = spliced ? { ...spliced, taken: same.map((part) => part.name), keep: undefined } : whole();
  if (read && same.length < large.length) read.keep = keeping(cache, source, large, read);
  return read;
}

/** keepParts, later: made outside plainDataWithParts, whose scope would keep the old copy alive until then. */
function keeping(cache: PartsCache, source: string, large: Part[], read: PlainRead): () => void {
  return () => keepParts(cache, source, large, read);
}

/** The file read without its parts in `same`, which are taken from `kept`; undefined if any check fails. */
function withKept(source: string, same: Part[], kept: ReadonlyMap<string, KeptPart>): PlainRead | undefined {
  // The text without the kept values, and where each was cut (in the shortened text) and how much.
  let rest = '';
  let from = 0;
  const holes: { at: number; length: number }[] = [];
  for (const part of same) {
    rest += source.slice(from, part.valueStart);
    holes.push({ at: rest.length, length: part.end - part.valueStart });
    from = part.end;
  }
  rest += source.slice(from);
  const read = plainData(rest);
  if (!read) return undefined;
  const { root } = read.tree;
  // Fields at the left edge of a file in { }: text there reads otherwise (a comma ends a value).
  if (!root.entries || rest[root.start] === '{') return undefined;
  const names = [...root.entries.keys()];
  for (const [index, part] of same.entries()) {
    const entry = root.entries.get(part.name);
    const hole = holes[index];
    const following = root.entries.get(names[names.indexOf(part.name) + 1]);
    // Its key where it was, no value of its own, and the next field right after the cut (or nothing).
    if (!entry || entry.keyStart !== hole.at - (part.valueStart - part.at) || entry.value.start !== -1 || entry.value.entries || entry.value.items) return undefined;
    if ((read.data as Record<string, unknown>)[part.name] !== null) return undefined;
    if (following ? following.keyStart !== hole.at : hole.at !== rest.length) return undefined;
  }
  // Back to the whole file's offsets: each start after a hole moves by the lengths cut out before it.
  const shift = (at: number) => {
    let moved = at;
    for (const hole of holes) if (at >= hole.at) moved += hole.length;
    return moved;
  };
  moveNodes(root, shift);
  const cuts = read.cuts.map(shift);
  for (const part of same) {
    const { data, node, cuts: inPart } = kept.get(part.name)!;
    root.entries.get(part.name)!.value = unpack(node, part.valueStart);
    (read.data as Record<string, unknown>)[part.name] = data;
    for (const at of inPart) cuts.push(at + part.valueStart);
  }
  cuts.sort((a, b) => a - b);
  return { data: read.data, tree: { ...read.tree, mayBeCut: cuts.length > 0, linePos: linePositions(source) }, cuts };
}

/** Moves every start (and key start) in `node` by `move`; -1 (no place) stays. */
function moveNodes(node: PlainNode, move: (at: number) => number): void {
  if (node.start >= 0) node.start = move(node.start);
  if (node.items) for (const item of node.items) moveNodes(item, move);
  if (node.entries) {
    for (const entry of node.entries.values()) {
      entry.keyStart = move(entry.keyStart);
      moveNodes(entry.value, move);
    }
  }
}

function keptParts({ file, code }: PartsCache): Map<string, KeptPart> {
  try {
    const stored = deserialize(readFileSync(file)) as { format?: unknown; code?: unknown; parts?: unknown };
    if (stored.format !== FORMAT || stored.code !== code || !Array.isArray(stored.parts)) return new Map();
    return new Map((stored.parts as KeptPart[]).map((part) => [part.name, part]));
  } catch {
    return new Map(); // none yet, or damaged: read the whole file
  }
}

/**
 * Keeps the large parts of a file just read in full or in part (`read`), each only when the file
 * shows it whole: its key where its line starts, and the next field where it ends.
 */
function keepParts({ file, code }: PartsCache, source: string, large: Part[], read: PlainRead): void {
  const { root } = read.tree;
  if (!root.entries || source[root.start] === '{') return;
  const names = [...root.entries.keys()];
  const parts: KeptPart[] = [];
  for (const part of large) {
    const entry = root.entries.get(part.name);
    const following = root.entries.get(names[names.indexOf(part.name) + 1]);
    if (!entry || entry.keyStart !== part.at || (following ? following.keyStart !== part.end : part.end !== source.length)) continue;
    const node = pack(entry.value, part.valueStart);
    const data = (read.data as Record<string, unknown>)[part.name];
    const cuts = read.cuts.filter((at) => at >= part.valueStart && at < part.end).map((at) => at - part.valueStart);
    parts.push({ name: part.name, text: source.slice(part.valueStart, part.end), data, node, cuts });
  }
  if (parts.length === 0) return;
  const scratch = `${file}.${process.pid}`;
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(scratch, serialize({ format: FORMAT, code, parts }));
    renameSync(scratch, file);
  } catch {
    rmSync(scratch, { force: true }); // a read-only or full disk: nothing is kept, nothing lost
  }
}
