// A very large shop file's problems, from a quicker reading: the yaml package, which keeps every node's position, reads
// one too slowly for the error report's budget, js-yaml several times faster. Only an invalid file is reported from it;
// a valid one, and one js-yaml refuses or this reading declines, is read by the yaml package (load.ts), which a site is
// always built from. What the two may read apart is declined: anchors, aliases, tags, the merge key, directives, document
// markers, a key that is not text right before its colon, a long key, an empty item, a tab in the indentation, a byte-order
// mark or \U inside, a comment right after a value, what js-yaml warns of, a text read as a field (tests/unit/quick-read.test.ts).
import { FAILSAFE_SCHEMA, load, type State, Type } from 'js-yaml';
import { type Document, LineCounter, Scalar, Schema, type ScalarTag } from 'yaml';
import { InvalidShopError } from '../errors.ts';
import type { Loaded } from './load.ts';
import { type Spot, spotChild } from './locate.ts';
import { checked, type ValidateOptions } from './validate.ts';

/** The switch, in characters: a real shop's file is far below it, and below it the yaml package alone reports well within the budget. */
export const QUICK_READ_FROM = 6_000_000;

/** Throws the problems of a file from QUICK_READ_FROM characters up, when its quick reading finds it invalid. */
export function reportQuickly(file: string, source: string, options: ValidateOptions): void {
  try {
    if (source.length >= QUICK_READ_FROM) checked(quickRead(file, source), options);
  } catch (error) {
    // Anything else (js-yaml refused the file, or this reading declined it) leaves the file to the yaml package.
    if (error instanceof InvalidShopError) throw error;
  }
}

/** The file as js-yaml reads it, each part placed where the yaml package places it; throws when refused or declined. */
export function quickRead(file: string, source: string): Loaded {
  if (DECLINED.test(source)) throw declined('a directive, a document marker, a tab in the indentation, a byte-order mark or a \\U');
  // Where each node js-yaml opened starts (its `open` event), and the nodes read inside it so far.
  const starts: number[] = [];
  const reads: Read[][] = [[]];
  const data = load(source, {
    schema: SCHEMA,
    onWarning: (warning) => {
      throw warning;
    },
    listener: (event, state) => {
      if (event === 'open') return void (starts.push(state.position), reads.push([]));
      const read = node(source, starts.pop()!, reads.pop()!, state);
      reads.at(-1)!.push(read);
    },
  });
  const lineCounter = new LineCounter();
  lineCounter.addNewLine(0);
  for (let at = source.indexOf('\n'); at >= 0; at = source.indexOf('\n', at + 1)) lineCounter.addNewLine(at + 1);
  const spots = reads[0][0].spot;
  // In place of the yaml package's document: no contents, so no value cut at a comma is looked for (a key without its
  // colon was declined), and asked whether a value may be a text read as a field (misread.ts), which declines this reading, or a number where text belongs.
  const getIn = (path: PropertyKey[]) => {
    const spot = path.reduce<Spot | undefined>((at, part) => at && spotChild(at, part)?.value, spots);
    if (spot?.entries?.size === 1 && source[spot.start] !== '{') throw declined('a text read as a field');
    // A number or true/false where text belongs, as the yaml package has it: a plain value, to the next space, comma or bracket.
    const value = path.reduce<unknown>((at, part) => (at as Record<PropertyKey, unknown> | undefined)?.[part], data);
    if (!spot || (typeof value !== 'number' && typeof value !== 'boolean')) return undefined;
    const end = spot.start + /^[^\s,\]}]*/.exec(source.slice(spot.start, spot.start + 100))![0].length;
    return Object.assign(new Scalar(value), { type: 'PLAIN', range: [spot.start, end, end] });
  };
  return { file, source, data, lineCounter, spots, doc: { getIn } as unknown as Document.Parsed };
}

/** Declined from the text alone; a text that happens to match is read the usual way. */
const DECLINED = /^(?:---|\.\.\.|%)|^ *\t|\uFEFF|\\U/m;

// Plain scalars (numbers, true, null) as the yaml package's own core schema reads them.
const CORE = new Schema({ schema: 'core' }).tags.filter((tag): tag is ScalarTag & { test: RegExp } => Boolean((tag as ScalarTag).test));
const isCore = (text: string) => CORE.some((tag) => tag.test.test(text));
const coreValue = (text: string) => {
  const value = CORE.find((tag) => tag.test.test(text))!.resolve(text, () => undefined, {});
  return value instanceof Scalar ? value.value : value;
};
const SCHEMA = FAILSAFE_SCHEMA.extend({ implicit: [new Type('tag:yaml.org,2002:core', { kind: 'scalar', resolve: isCore, construct: coreValue })] });

/** A node js-yaml read: where it and its parts start, its value, and where js-yaml stopped after it. */
type Read = { spot: Spot; result: unknown; end: number };

const SEPARATION = /(?:[ \t\r\n]|#[^\r\n]*)*/y;
const SPACES = /[ \t]*/y;
const COLON = /[ \t]*:/y;
const declined = (what: string) => new Error(`declined: ${what}`);

/** Where the text `skip` matches at `at` ends. */
function past(skip: RegExp, source: string, at: number): number {
  skip.lastIndex = at;
  skip.test(source);
  return skip.lastIndex;
}

/** Where the spaces and line breaks that end at `at` begin. */
function before(source: string, at: number): number {
  while (at > 0 && ' \t\r\n'.includes(source[at - 1])) at -= 1;
  return at;
}

/** The node js-yaml has just read (its `close` event), checked against its value and placed where the yaml package places it. */
function node(source: string, at: number, read: Read[], state: State): Read {
  const { result, position } = state;
  const kind = state.kind as string | null;
  // Read as a key, then kept as the whole value (js-yaml's readBlockMapping): one node.
  if (read.length === 1 && read[0].result === result && typeof result === 'object' && result !== null) return read[0];
  // An empty value starts after its colon or dash and the spaces after that; any other after the spaces, lines and comments.
  const start = kind === null ? past(SPACES, source, before(source, at)) : past(SEPARATION, source, at);
  if (/[&!*]/.test(source[start]) || (source[position] === '#' && before(source, position) === position))
    throw declined('an anchor, alias or tag, or a comment right after a value');
  const spot: Spot = { start };
  if (kind === 'mapping') {
    if (read.length !== 2 * Object.keys(result).length) throw declined('a key without a value');
    spot.entries = new Map();
    for (let i = 0; i < read.length; i += 2) {
      const [key, value] = [read[i], read[i + 1]];
      const colon = past(COLON, source, key.end);
      if (typeof key.result === 'object' || key.result === '<<' || source[colon - 1] !== ':' || colon - key.spot.start > 1000)
        throw declined('a key that is not text right before its colon');
      if (!Object.is(result[String(key.result)], value.result)) throw declined('a value apart from its key');
      value.spot.keyStart = key.spot.start;
      spot.entries.set(String(key.result), value.spot);
    }
  } else if (kind === 'sequence') {
    if (read.length !== result.length || read.some((item, i) => !Object.is(item.result, result[i]))) throw declined('an empty item');
    spot.items = read.map((item) => item.spot);
  }
  return { spot, result, end: position };
}
