// The shop file's data, read quickly when the file is written in plain YAML, as nearly every shop is:
// js-yaml reads 4,000 articles in 65 ms where the yaml package, which keeps every node's position for
// located problems, takes 400-600 ms (and builds a tree 15 times the file's size for the collector).
// Where each node and key starts is noted from js-yaml's events in the same pass (PlainTree), which
// places most problems and warnings (locate.ts); the yaml package parses the file only for the rest.
//
// Both read YAML 1.2 with the core schema, but they differ at the edges: yaml refuses some mistakes
// js-yaml lets through (a line starting ": "), turns a number too large into Infinity, and treats
// anchors, merge keys and tags its own way. So this reader takes only the subset where the two agree,
// and declines the rest (undefined), which the yaml package then reads as before, with its messages:
// - anything js-yaml refuses (a syntax error, a key written twice, nesting about 100 deep);
// - anything but one document, directives (%YAML), document markers (--- and ...);
// - a file that is one block text (| or > before its first line), which is no shop;
// - anchors, aliases and tags (&name, *name, !!str): the yaml package limits aliases and names tags;
// - a key that is not text: empty, null, true, a number, a list or a map, or the merge key <<;
//   an explicit key (? key); a key that runs 1,000 characters or more to its colon (the yaml
//   package refuses one over 1,024);
// - a tab in a line's indentation, which the yaml package refuses in places js-yaml does not;
// - a byte-order mark (U+FEFF) starting a line, which the yaml package skips before the first content;
// - a \U escape beyond the last Unicode character (\U00110000), which js-yaml turns into broken text;
// and resolves floats as the yaml package does (1e400 is Infinity, not the text "1e400").
// tests/unit/plain-yaml.test.ts checks the agreement on mutated shop files and generated scalars.
import {
  COLLECTION_STYLE_FLOW, constructFromEvents, CORE_SCHEMA, defineScalarTag, EVENT_ID, getScalarValue, NOT_RESOLVED, parseEvents,
  SCALAR_STYLE_DOUBLE_QUOTED, SCALAR_STYLE_FOLDED_BLOCK, SCALAR_STYLE_LITERAL_BLOCK, SCALAR_STYLE_PLAIN, SCALAR_STYLE_SINGLE_QUOTED,
} from 'js-yaml';

// The yaml package's core schema (yaml/dist/schema/core), for plain scalars that are not text.
const FLOAT = /^[-+]?(?:(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+|\.[0-9]+|[0-9]+\.[0-9]*)$/;
const NOT_A_NUMBER = /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/;
const NOT_TEXT = [/^(?:~|[Nn]ull|NULL)?$/, /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/, /^0o[0-7]+$/, /^[-+]?[0-9]+$/, /^0x[0-9a-fA-F]+$/, NOT_A_NUMBER, FLOAT];

const floatAsYaml = defineScalarTag('tag:yaml.org,2002:float', {
  implicit: true,
  implicitFirstChars: ['-', '+', '.', ...'0123456789'],
  resolve: (text) => {
    if (NOT_A_NUMBER.test(text)) return text.slice(-3).toLowerCase() === 'nan' ? Number.NaN : text.startsWith('-') ? -Infinity : Infinity;
    return FLOAT.test(text) ? Number.parseFloat(text) : NOT_RESOLVED;
  },
  identify: (value) => typeof value === 'number',
});

const SCHEMA = CORE_SCHEMA.withTags(floatAsYaml);

/**
 * What is declined from the text alone: document markers (--- and ...), where js-yaml and the yaml
 * package count documents differently; explicit keys (? key, whose value follows on a line starting
 * ": "); a tab in a line's indentation. A byte-order mark starting a line, which the yaml package
 * skips before the first content and js-yaml reads as text, is declined beside them. The patterns may
 * also match inside a text (" ? " in an article): the file is then read the slow way, never wrongly.
 */
const DECLINED = /^(?:---|\.\.\.)(?:[ \t\r\n]|$)|(?:^|[\s[{,])\?(?:[ \t\r\n]|$)|^[ ]*\t/m;
/** A \U escape, declined beyond U+10FFFF. */
const LONG_ESCAPE = /\\U([0-9a-fA-F]{8})/g;
/** The yaml package refuses an implicit key over 1,024 characters to its colon: declined well before. */
const LONGEST_KEY = 1000;

/**
 * The file's data and its nodes' positions, or undefined when the file is not in the plain subset
 * (or is not valid YAML). One pass over js-yaml's events checks the subset and notes where each node starts.
 */
export function plainData(source: string): { data: unknown; tree: PlainTree; cuts: number[] } | undefined {
  // A byte-order mark starting a line (after the first: load.ts removed any that starts the file).
  if (DECLINED.test(source) || source.includes('\n\uFEFF')) return undefined;
  for (const [, code] of source.matchAll(LONG_ESCAPE)) if (Number.parseInt(code, 16) > 0x10ffff) return undefined;
  let events: ReturnType<typeof parseEvents>;
  try {
    events = parseEvents(source, {});
  } catch {
    return undefined;
  }
  let documents = 0;
  let root: PlainNode | undefined;
  /** Where each key without a value in { } starts (PlainTree.mayBeCut). */
  const cuts: number[] = [];
  const flowMaps = new Set<PlainNode>();
  // The open collections, and in a map the key whose value comes next (its text, where it starts and where it ends).
  const open: { node: PlainNode | undefined; key?: { text: string; start: number; end: number } }[] = [];
  for (const event of events) {
    if (event.type === EVENT_ID.POP) {
      open.pop();
      continue;
    }
    if (event.type === EVENT_ID.DOCUMENT) {
      documents += 1;
      if (documents > 1 || event.directives.length > 0) return undefined;
      open.push({ node: undefined });
      continue;
    }
    if (event.type === EVENT_ID.ALIAS || event.anchorStart >= 0 || event.tagStart >= 0) return undefined;
    const parent = open[open.length - 1];
    const node: PlainNode = event.type === EVENT_ID.SCALAR ? { start: scalarStart(source, event, parent.node?.entries ? parent.key?.end : undefined) }
      : event.type === EVENT_ID.MAPPING ? { start: event.start, entries: new Map() }
        : { start: event.start, items: [] };
    if (!parent.node) root = node;
    else if (parent.node.items) parent.node.items.push(node);
    else if (!parent.key) {
      if (event.type !== EVENT_ID.SCALAR) return undefined;
      const key = getScalarValue(source, event);
      if (key === '' || (event.style === SCALAR_STYLE_PLAIN && (key === '<<' || NOT_TEXT.some((pattern) => pattern.test(key))))) return undefined;
      const end = event.style === SCALAR_STYLE_PLAIN ? event.valueEnd : event.valueEnd + 1;
      // To its colon (or the comma after a key without one, in { }), spaces included.
      const spaces = /[ \t]*/y;
      spaces.lastIndex = end;
      spaces.test(source);
      if (spaces.lastIndex - node.start >= LONGEST_KEY) return undefined;
      parent.key = { text: key, start: node.start, end };
    } else {
      parent.node.entries!.set(parent.key.text, { keyStart: parent.key.start, value: node });
      if (event.type === EVENT_ID.SCALAR && event.valueStart < 0 && flowMaps.has(parent.node)) cuts.push(parent.key.start);
      parent.key = undefined;
    }
    if (event.type === EVENT_ID.MAPPING && event.style === COLLECTION_STYLE_FLOW) flowMaps.add(node);
    if (event.type !== EVENT_ID.SCALAR) open.push({ node });
  }
  // A file that is one block text (a | or > typed before its first line) has no key or dash before
  // it to place it by (scalarStart): it is no shop, and read and placed by the yaml package.
  if (documents !== 1 || !root || root.start < 0) return undefined;
  let data: unknown;
  try {
    // Keys written twice are refused here (json: false), as the yaml package refuses them.
    data = constructFromEvents(events, { source, schema: SCHEMA })[0];
  } catch {
    return undefined;
  }
  return { data, tree: { root, mayBeCut: cuts.length > 0, linePos: linePositions(source) }, cuts };
}

/** A node of a plain file, with where it starts as the yaml package counts it (locate.ts). */
export interface PlainNode {
  /** -1 for an empty value (`key:`), which the yaml package places after its colon or dash: locate.ts asks it. */
  start: number;
  /** A map's entries by key, each with where its key starts. */
  entries?: Map<string, { keyStart: number; value: PlainNode }>;
  items?: PlainNode[];
}

/** The positions of a plain file's nodes, enough to place most problems without the yaml package. */
export interface PlainTree {
  root: PlainNode;
  /**
   * Whether a map in { … } holds a key without a value, which may be part of a value cut at a comma
   * (`{ name: Fix, Repair }`): the yaml package's tree is needed to place a problem there (locate.ts).
   */
  mayBeCut: boolean;
  /** The 1-based line and column (UTF-16 units) of an offset, as the yaml package's LineCounter gives them. */
  linePos(offset: number): { line: number; col: number };
}

/** The 1-based line and column of an offset in `source`, as the yaml package's LineCounter gives them. */
export function linePositions(source: string): PlainTree['linePos'] {
  const starts = [0];
  for (let at = source.indexOf('\n'); at !== -1; at = source.indexOf('\n', at + 1)) starts.push(at + 1);
  return (offset) => {
    // The last line starting at or before the offset.
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, col: offset - starts[low] + 1 };
  };
}

/**
 * Where a scalar starts as the yaml package counts it: at its opening quote, and for a block text
 * (`body: |`) at its | or >, on the line above its text (js-yaml gives where the text itself starts):
 * after the colon that ends its key (`keyEnd`, for a map's value), or after the dashes that start
 * its line (a list's item). -1 where neither is found: locate.ts then asks the yaml package.
 */
function scalarStart(source: string, event: Extract<ReturnType<typeof parseEvents>[number], { type: typeof EVENT_ID.SCALAR }>, keyEnd: number | undefined): number {
  if (event.valueStart < 0) return -1;
  if (event.style === SCALAR_STYLE_SINGLE_QUOTED || event.style === SCALAR_STYLE_DOUBLE_QUOTED) return event.valueStart - 1;
  if (event.style !== SCALAR_STYLE_LITERAL_BLOCK && event.style !== SCALAR_STYLE_FOLDED_BLOCK) return event.valueStart;
  if (keyEnd !== undefined) {
    const colon = /[ \t]*:[ \t]*/y;
    colon.lastIndex = keyEnd;
    return colon.test(source) && (source[colon.lastIndex] === '|' || source[colon.lastIndex] === '>') ? colon.lastIndex : -1;
  }
  // A list's item: the last line before the text that is not blank, "- |" or "- - >-".
  let end = source.lastIndexOf('\n', event.valueStart - 1);
  while (end > 0) {
    const start = source.lastIndexOf('\n', end - 1) + 1;
    const line = source.slice(start, end);
    if (line.trim() !== '') {
      const dashes = /^[ \t]*(?:-[ \t]+)+(?=[|>])/.exec(line);
      return dashes ? start + dashes[0].length : -1;
    }
    end = start - 1;
  }
  return -1;
}
