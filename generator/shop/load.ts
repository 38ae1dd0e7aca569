// Stage 1: read shop.yaml and parse it; every node's position is there for later stages to point at
// the exact line and column of a problem. The yaml package, which keeps them, is used only here and
// in locate.ts.
import { LineCounter, parseDocument, visit, type Document, type YAMLError } from 'yaml';
import { InvalidShopError } from '../errors.ts';
import { commaCuts, framed, linesOf, oneProblem, placeAtLine, quoted, type Parsed } from './locate.ts';
import {
  yamlAliasProblem,
  yamlBadIndent,
  yamlBlockAsKey,
  yamlCheckLine,
  yamlColonInFlowText,
  yamlColonInText,
  yamlCommentSpace,
  yamlDuplicateKey,
  yamlIndent,
  yamlItemWithoutDash,
  yamlKeyWithoutValue,
  yamlManyDocuments,
  yamlMissingComma,
  yamlMultilineKey,
  yamlOldVersion,
  yamlOneDocument,
  yamlMissingColon,
  yamlPropertySpace,
  yamlSpaceAfterColon,
  yamlSpecialStart,
  yamlStrayToken,
  yamlSyntax,
  yamlTabIndent,
  yamlTag,
  yamlTooManyAliases,
  yamlUnclosed,
  yamlUnresolvedAlias,
} from '../messages/index.ts';
import { decode, readConfig } from './read-config.ts';

export interface Loaded extends Parsed {
  /** Plain data for the validator. */
  data: unknown;
}

// Hints for the YAML mistakes owners make most; the parser's own sentence comes first.
const HINTS: Record<string, () => string> = {
  TAB_AS_INDENT: yamlTabIndent,
  DUPLICATE_KEY: yamlDuplicateKey,
  BLOCK_AS_IMPLICIT_KEY: yamlBlockAsKey,
  MULTILINE_IMPLICIT_KEY: yamlMultilineKey,
  UNEXPECTED_TOKEN: yamlStrayToken,
  BAD_SCALAR_START: yamlSpecialStart,
  MULTIPLE_DOCS: yamlOneDocument,
};

// The parser says "missing character" and "bad indentation" both where something was opened and not
// closed (a quote, a [ or a {) and where nothing was: the hint follows what its sentence names.
const SENTENCE_HINTS: [RegExp, () => string][] = [
  [/Missing closing|must end with a|must be sufficiently indented and end with/, yamlUnclosed],
  [/Missing , /, yamlMissingComma],
  [/Missing space after :/, yamlSpaceAfterColon],
  [/Implicit map keys need to be followed by map values/, yamlKeyWithoutValue],
  [/Comments must be separated/, yamlCommentSpace],
  [/Tags and anchors must be separated/, yamlPropertySpace],
  [/Sequence item without - indicator/, yamlItemWithoutDash],
];

/** What to do about a syntax error, by its code and, where a code covers several mistakes, by its sentence. */
function hintFor(error: YAMLError): string {
  if (error.code === 'MISSING_CHAR' || error.code === 'BAD_INDENT') {
    const hint = SENTENCE_HINTS.find(([sentence]) => sentence.test(error.message))?.[1]();
    // An unclosed [ or { before the next field is reported as bad indentation: say both.
    if (hint === yamlUnclosed() && error.code === 'BAD_INDENT') return yamlBadIndent();
    return hint ?? (error.code === 'BAD_INDENT' ? yamlIndent() : yamlCheckLine());
  }
  return (HINTS[error.code] ?? yamlCheckLine)();
}

// The parser's own words, where they speak to a programmer rather than to an owner.
const SENTENCES: Record<string, () => string> = {
  MULTIPLE_DOCS: yamlManyDocuments,
};

/** How many times aliases (*name) may be expanded: enough for any shop, too few for an "alias bomb". */
const MAX_ALIAS_COUNT = 100;

export async function load(file: string): Promise<Loaded> {
  return parse(file, await readSource(file));
}

/** The shop file's text, as read and decoded (with the refusals of read-config.ts). */
export async function readSource(file: string): Promise<string> {
  return decode(file, await readConfig(file));
}

/**
 * The text as parsed: a byte-order mark (some Windows editors add one) is not part of the text: it
 * would shift line 1's columns. A lone carriage return ends a line in YAML (old Mac files) but not
 * for the yaml package: made a line feed, the file reads as the owner's editor shows it (offsets
 * stay the same).
 */
export function normalized(text: string): string {
  const unmarked = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  // Most files have no carriage return at all: found at once, where the pattern took 7 ms on 2.7 MB.
  return unmarked.includes('\r') ? unmarked.replace(/\r(?!\n)/g, '\n') : unmarked;
}

/**
 * The loaded file without its parsed document, plain data and positions, which take about 60 MB for 20,000
 * articles and are needed after validation only to place a later problem (a picture, a redirect):
 * rare, so the document is parsed again from the same text when one comes.
 */
export function lightened({ file, source }: Loaded): Loaded {
  // Only the name and the text are kept: a closure that reached `loaded` would keep its document
  // alive through every getter below, 130 MB of a 10,000-article build in three languages.
  let again: Loaded | undefined;
  const reparsed = () => (again ??= parse(file, source));
  return {
    file,
    source,
    get doc() {
      return reparsed().doc;
    },
    get lineCounter() {
      return reparsed().lineCounter;
    },
    get data() {
      return reparsed().data;
    },
  };
}

/** The file parsed by the yaml package, which keeps every node's position, and its data; a mistake in it is thrown, located. */
export function parse(file: string, text: string): Loaded {
  const source = normalized(text);
  const lineCounter = new LineCounter();
  // Merge keys (<<: *defaults) work as most YAML readers have them.
  const doc = parseDocument(source, { lineCounter, prettyErrors: true, uniqueKeys: true, merge: true });
  // After a syntax error the parser's view of the rest of the file is unreliable (one tab can
  // produce a dozen follow-on errors), so only the first is reported.
  const [error] = doc.errors;
  // "1,00,000" inside { … } is read as 1 and the fields 00 and 000, both the number 0: the cut
  // value is the mistake to report, not the field appearing twice.
  const cut = error?.code === 'DUPLICATE_KEY' ? commaCuts(doc, source) : [];
  if (cut.length > 0) {
    throw new InvalidShopError(
      file,
      cut.map(({ at, field, message }) => {
        const { line, col } = lineCounter.linePos(at);
        return framed(source, placeAtLine(file, source, line, col, field, message));
      }),
    );
  }
  if (error) {
    const { line, col } = error.linePos?.[0] ?? lineCounter.linePos(error.pos[0]);
    const sentence = SENTENCES[error.code]?.() ?? error.message.replace(/ at line \d+, column \d+:[\s\S]*$/, '');
    const message = yamlSyntax(sentence, hintFor(error));
    if (error.code === 'TAB_AS_INDENT') throw tabProblems(file, source, message);
    const text = linesOf(source)[line - 1] ?? '';
    // An error on a line that reads "name value" is a missing colon, whatever the parser calls it.
    const colonless = error.code === 'DUPLICATE_KEY' ? undefined : missingColon(text);
    throw oneProblem(source, placeAtLine(file, source, line, col, '(YAML syntax)', colonless ?? colonInText(error.code, text, col) ?? message));
  }
  const problem = (at: number, field: string, message: string) => {
    const { line, col } = lineCounter.linePos(at);
    return oneProblem(source, placeAtLine(file, source, line, col, field, message));
  };
  // YAML 1.1 reads 2026-10-02 as a date object, "yes" as true and << as a merge: the file is YAML 1.2.
  if (doc.directives?.yaml.explicit && doc.directives.yaml.version !== '1.2') {
    throw problem(Math.max(0, source.search(/^%YAML/m)), '(YAML syntax)', yamlOldVersion());
  }
  const tagged = firstTag(doc, source);
  if (tagged) {
    throw problem(tagged.at, '(YAML tags)', yamlTag(tagged.tag));
  }
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    throw aliasProblem(doc, error, problem);
  }
  return { file, source, doc, lineCounter, data };
}

/**
 * The parser calls a line without a colon ("name Minimal Fix") a key that spans lines, or an
 * unclosed map: for a line that holds no colon and is no list item, say what is missing, with the
 * line as it should read.
 */
function missingColon(text: string): string | undefined {
  const match = /^(\s*)([A-Za-z][\w-]*)\s+(\S.*)$/.exec(text);
  if (!match || text.includes(':') || text.trimStart().startsWith('-') || text.trimStart().startsWith('#')) return undefined;
  return yamlMissingColon(`${match[2]}: ${match[3].trim()}`);
}

/**
 * Text holding ": " after a field's colon (`tagline: Fast repairs: same day`): the parser finds a
 * field inside a field's value, at `col`. Inside { … } the text runs to the next comma or }.
 */
function colonInText(code: string, text: string, col: number): string | undefined {
  if (code !== 'BLOCK_AS_IMPLICIT_KEY' && code !== 'BLOCK_IN_FLOW') return undefined;
  const before = text.slice(0, col - 1);
  const key = /([^\s{},[\]]+):\s+$/.exec(before)?.[1];
  const rest = text.slice(col - 1);
  // A value that starts with a quote, a bracket or an alias is not plain text that went wrong.
  if (!key || /^["'[{|>&*!]/.test(rest)) return undefined;
  if (code === 'BLOCK_IN_FLOW') {
    const value = /^[^,{}[\]]*/.exec(rest)![0].trimEnd();
    return /:(\s|$)/.test(value) ? yamlColonInFlowText(key, `${key}: ${quoted(value)}`) : undefined;
  }
  const [, value, comment] = /^(.*?)(\s+#.*)?$/.exec(rest)!;
  if (!/:(\s|$)/.test(value)) return undefined;
  return yamlColonInText(key, /:\s/.test(value), `${before.trimStart()}${quoted(value)}${comment ?? ''}`);
}

/**
 * Every line indented with a tab, in one report: an editor that typed tabs typed them on many lines,
 * and one line per run would take as many runs.
 */
function tabProblems(file: string, source: string, message: string): InvalidShopError {
  const problems = linesOf(source).flatMap((text, i) => {
    const tab = /^ *\t/.exec(text);
    return tab ? [framed(source, placeAtLine(file, source, i + 1, tab[0].length, '(YAML syntax)', message))] : [];
  });
  return new InvalidShopError(file, problems);
}

/**
 * The first tag (!!int, !!binary, !custom) in the file. Tags make values of types a shop has no use
 * for (bytes, timestamps) or that the parser cannot make at all, and the parser only warns about those.
 */
function firstTag(doc: Document.Parsed, source: string): { tag: string; at: number } | undefined {
  // A tag starts with "!" after a space, a line start or a flow indicator; most files have none, and
  // then the whole tree need not be walked.
  if (!/(?:^|[\s[{,])!/.test(source)) return undefined;
  let found: { tag: string; at: number } | undefined;
  visit(doc, {
    Node(_, node) {
      if (!node.tag) return undefined;
      const tag = node.tag.replace(/^tag:yaml\.org,2002:/, '!!');
      // The node starts at its value; point at the tag written before it.
      const value = node.range?.[0] ?? 0;
      const written = source.lastIndexOf(tag, value);
      found = { tag, at: written >= 0 ? written : value };
      return visit.BREAK;
    },
  });
  return found;
}

/** Turns yaml's errors about anchors (&name) and aliases (*name) into a located message. */
function aliasProblem(doc: Document.Parsed, error: unknown, problem: (at: number, field: string, message: string) => InvalidShopError): InvalidShopError {
  const reason = error instanceof Error ? error.message : String(error);
  const unresolved = /Unresolved alias[^:]*: (.+)$/.exec(reason)?.[1];
  let at = -1;
  visit(doc, {
    Alias(_, node) {
      if (unresolved !== undefined && node.source !== unresolved) return undefined;
      at = node.range?.[0] ?? 0;
      return visit.BREAK;
    },
  });
  if (unresolved !== undefined) {
    return problem(Math.max(at, 0), '(YAML aliases)', yamlUnresolvedAlias(unresolved));
  }
  if (/Excessive alias count/.test(reason)) {
    // yaml refuses aliases that would multiply the file many times over (a resource exhaustion attack).
    return problem(Math.max(at, 0), '(YAML aliases)', yamlTooManyAliases());
  }
  return problem(Math.max(at, 0), '(YAML aliases)', yamlAliasProblem(reason));
}
