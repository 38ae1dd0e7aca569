// A YAML syntax error as the owner reads it: the parser's sentence and a hint for the mistake it names.
import type { YAMLError } from 'yaml';
import { InvalidShopError } from '../errors.ts';
import * as messages from '../messages/index.ts';
import { linesOf } from './lines.ts';
import { framed, oneProblem, type Parsed, placeAtLine, placeAtOffset } from './locate.ts';
import { commaCuts, quoted, unclosedAt } from './misread.ts';

// Hints for the YAML mistakes owners make most; the parser's own sentence comes first.
const HINTS: Record<string, () => string> = {
  TAB_AS_INDENT: messages.yamlTabIndent,
  DUPLICATE_KEY: messages.yamlDuplicateKey,
  BLOCK_AS_IMPLICIT_KEY: messages.yamlBlockAsKey,
  MULTILINE_IMPLICIT_KEY: messages.yamlMultilineKey,
  UNEXPECTED_TOKEN: messages.yamlStrayToken,
  BAD_SCALAR_START: messages.yamlSpecialStart,
  MULTIPLE_DOCS: messages.yamlOneDocument,
};

// The parser says "missing character" and "bad indentation" both where something was opened and not
// closed (a quote, a [ or a {) and where nothing was: the hint follows what its sentence names.
const SENTENCE_HINTS: [RegExp, () => string][] = [
  [/Missing closing|must end with a|must be sufficiently indented and end with/, messages.yamlUnclosed],
  [/Missing , /, messages.yamlMissingComma],
  [/Missing space after :/, messages.yamlSpaceAfterColon],
  [/Implicit map keys need to be followed by map values/, messages.yamlKeyWithoutValue],
  [/Comments must be separated/, messages.yamlCommentSpace],
  [/Tags and anchors must be separated/, messages.yamlPropertySpace],
  [/Sequence item without - indicator/, messages.yamlItemWithoutDash],
];

/** What to do about a syntax error, by its code and, where a code covers several mistakes, by its sentence. */
function hintFor(error: YAMLError): string {
  if (error.code === 'MISSING_CHAR' || error.code === 'BAD_INDENT') {
    const hint = SENTENCE_HINTS.find(([sentence]) => sentence.test(error.message))?.[1]();
    // An unclosed [ or { before the next field is reported as bad indentation: say both.
    if (hint === messages.yamlUnclosed() && error.code === 'BAD_INDENT') return messages.yamlBadIndent();
    return hint ?? (error.code === 'BAD_INDENT' ? messages.yamlIndent() : messages.yamlCheckLine());
  }
  return (HINTS[error.code] ?? messages.yamlCheckLine)();
}

/** The file's first syntax error, located, as the error to throw. */
export function syntaxProblem(parsed: Parsed, error: YAMLError): InvalidShopError {
  const { file, source, doc, lineCounter } = parsed;
  // "1,00,000" inside { … } is read as 1 and the fields 00 and 000, both 0: report the cut value, not the field twice.
  const cut = error.code === 'DUPLICATE_KEY' ? commaCuts(doc, source) : [];
  if (cut.length > 0)
    return new InvalidShopError(
      file,
      cut.map(({ at, field, message }) => framed(source, placeAtOffset(parsed, at, field, message))),
    );
  const { line, col } = error.linePos?.[0] ?? lineCounter.linePos(error.pos[0]);
  const unclosed = error.code === 'BAD_INDENT' || error.code === 'MISSING_CHAR' ? unclosedAt(parsed, error.pos[0], line) : undefined;
  if (unclosed) return oneProblem(source, placeAtOffset(parsed, unclosed.at, '(YAML syntax)', unclosed.message));
  // The parser's own words, except where they speak to a programmer rather than to an owner.
  const sentence = error.code === 'MULTIPLE_DOCS' ? messages.yamlManyDocuments() : error.message.replace(/ at line \d+, column \d+:[\s\S]*$/, '');
  const message = messages.yamlSyntax(sentence, hintFor(error));
  if (error.code === 'TAB_AS_INDENT') return tabProblems(file, source, message);
  const text = linesOf(source)[line - 1] ?? '';
  const bracket = error.code === 'UNEXPECTED_TOKEN' ? bracketStart(text, col) : undefined;
  if (bracket) return oneProblem(source, placeAtLine(file, source, line, bracket.col, '(YAML syntax)', bracket.message));
  // An error on a line that reads "name value" is a missing colon, whatever the parser calls it.
  const colonless = error.code === 'DUPLICATE_KEY' ? undefined : missingColon(text);
  return oneProblem(source, placeAtLine(file, source, line, col, '(YAML syntax)', colonless ?? colonInText(error.code, text, col) ?? message));
}

/** Text that starts with { or [ and goes on after it closes (`mr: {locality} आणि परिसर`), read as a group or a list and then a stray word: where the text starts, and the line in quotes. */
function bracketStart(text: string, col: number): { col: number; message: string } | undefined {
  const match = /^(\s*(?:-\s+)?(?:[^\s#{}[\],]+:\s+)?)([[{][^[\]{}]*[\]}]\s*[^\s#].*?)(\s+#.*)?$/.exec(text);
  if (!match || col - 1 <= match[1].length) return undefined;
  return { col: match[1].length + 1, message: messages.yamlBracketStart(match[2][0], `${match[1]}${quoted(match[2])}${match[3] ?? ''}`.trim()) };
}

/** The message for a line without a colon ("name Minimal Fix"), which the parser calls a multi-line key or an unclosed map. */
function missingColon(text: string): string | undefined {
  const match = /^(\s*)([A-Za-z][\w-]*)\s+(\S.*)$/.exec(text);
  if (!match || text.includes(':') || text.trimStart().startsWith('-') || text.trimStart().startsWith('#')) return undefined;
  return messages.yamlMissingColon(`${match[2]}: ${match[3].trim()}`);
}

/** The message for text holding ": " after a field's colon (`tagline: Fast repairs: same day`); in { … } it ends at , or }. */
function colonInText(code: string, text: string, col: number): string | undefined {
  if (code !== 'BLOCK_AS_IMPLICIT_KEY' && code !== 'BLOCK_IN_FLOW') return undefined;
  const before = text.slice(0, col - 1);
  const key = /([^\s{},[\]]+):\s+$/.exec(before)?.[1];
  const rest = text.slice(col - 1);
  // A value that starts with a quote, a bracket or an alias is not plain text that went wrong.
  if (!key || /^["'[{|>&*!]/.test(rest)) return undefined;
  if (code === 'BLOCK_IN_FLOW') {
    const value = /^[^,{}[\]]*/.exec(rest)![0].trimEnd();
    return /:(\s|$)/.test(value) ? messages.yamlColonInFlowText(key, `${key}: ${quoted(value)}`) : undefined;
  }
  const [, value, comment] = /^(.*?)(\s+#.*)?$/.exec(rest)!;
  if (!/:(\s|$)/.test(value)) return undefined;
  return messages.yamlColonInText(key, /:\s/.test(value), `${before.trimStart()}${quoted(value)}${comment ?? ''}`);
}

/** Every line indented with a tab, in one report: an editor that typed tabs typed them on many lines. */
function tabProblems(file: string, source: string, message: string): InvalidShopError {
  const problems = linesOf(source).flatMap((text, i) => {
    const tab = /^ *\t/.exec(text);
    return tab ? [framed(source, placeAtLine(file, source, i + 1, tab[0].length, '(YAML syntax)', message))] : [];
  });
  return new InvalidShopError(file, problems);
}
