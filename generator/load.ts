// Stage 1: read shop.yaml and parse it, keeping every node's position so later stages can point at
// the exact line and column of a problem. The yaml package is used only here and in locate.ts.
import { readFile } from 'node:fs/promises';
import { LineCounter, parseDocument, visit, type Document } from 'yaml';
import { ConfigNotFoundError, InvalidShopError, type Located } from './errors.ts';
import { characterColumn, codeFrame } from './locate.ts';

export interface Loaded {
  /** The file name as the owner wrote it, used in messages. */
  file: string;
  source: string;
  doc: Document.Parsed;
  lineCounter: LineCounter;
  /** Plain data for the validator. */
  data: unknown;
}

// Hints for the YAML mistakes owners make most; the parser's own sentence comes first.
const HINTS: Record<string, string> = {
  TAB_AS_INDENT: 'indent with spaces, not tabs',
  DUPLICATE_KEY: 'the same field appears twice here; keep one of them',
  BAD_INDENT: 'check the indentation and that every [ or { is closed',
  MISSING_CHAR: 'close what was opened, such as a quote, ] or }',
  BLOCK_AS_IMPLICIT_KEY: 'put a space after each colon, start nested fields on a new line, or quote text that contains ": "',
  MULTILINE_IMPLICIT_KEY: 'a field name must fit on one line; check for a missing colon or quote on the line above',
  UNEXPECTED_TOKEN: 'remove the stray character or quote the text',
  BAD_SCALAR_START: 'quote text that starts with a special character such as @, ` or %',
  MULTIPLE_DOCS: 'keep one document: remove the line with --- and what follows it, or merge the two',
};

// The parser's own words, where they speak to a programmer rather than to an owner.
const SENTENCES: Record<string, string> = {
  MULTIPLE_DOCS: 'The file holds more than one document (a line with --- starts another)',
};

/** How many times aliases (*name) may be expanded: enough for any shop, too few for an "alias bomb". */
const MAX_ALIAS_COUNT = 100;

export async function load(file: string): Promise<Loaded> {
  let source: string;
  try {
    source = await readFile(file, 'utf8');
  } catch (error) {
    throw new ConfigNotFoundError(file, error);
  }
  return parse(file, source);
}

export function parse(file: string, source: string): Loaded {
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter, prettyErrors: true, uniqueKeys: true });
  // After a syntax error the parser's view of the rest of the file is unreliable (one tab can
  // produce a dozen follow-on errors), so only the first is reported.
  const [error] = doc.errors;
  if (error) {
    const { line, col } = error.linePos?.[0] ?? lineCounter.linePos(error.pos[0]);
    const column = characterColumn(source, line, col);
    const sentence = SENTENCES[error.code] ?? error.message.replace(/ at line \d+, column \d+:[\s\S]*$/, '');
    const hint = HINTS[error.code] ?? 'check the punctuation and indentation on this line';
    throw new InvalidShopError(file, [
      { file, line, column, field: '(YAML syntax)', message: `${sentence}; ${hint}`, frame: codeFrame(source, line, col) },
    ]);
  }
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    // yaml refuses aliases that would multiply the file many times over (a resource exhaustion attack).
    if (!(error instanceof ReferenceError)) throw error;
    let at = 0;
    visit(doc, { Alias(_, node) { at = node.range?.[0] ?? 0; return visit.BREAK; } });
    const { line, col } = lineCounter.linePos(at);
    throw new InvalidShopError(file, [{
      file, line, column: characterColumn(source, line, col), field: '(YAML aliases)', frame: codeFrame(source, line, col),
      message: 'uses aliases (*name) so often that the file would grow many times over; write the values out instead',
    }]);
  }
  return { file, source, doc, lineCounter, data };
}
