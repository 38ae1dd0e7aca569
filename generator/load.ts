// Stage 1: read shop.yaml and parse it, keeping every node's position so later stages can point at
// the exact line and column of a problem. The yaml package is used only here and in locate.ts.
import { isUtf8 } from 'node:buffer';
import { open, stat } from 'node:fs/promises';
import { LineCounter, parseDocument, visit, type Document } from 'yaml';
import { ConfigNotFoundError, ConfigUnreadableError, InvalidShopError } from './errors.ts';
import { framed, placeAtLine, type Parsed } from './locate.ts';

export interface Loaded extends Parsed {
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
  return parse(file, decode(file, await readConfig(file)));
}

/** Far more than any shop (the sample is 35 KB; 20,000 articles are about 3 MB), far less than a disk. */
export const MAX_CONFIG_BYTES = 10 * 1024 * 1024;

/**
 * The bytes of the shop file, refusing what cannot be one before reading it whole: a folder, a
 * device such as /dev/zero (endless), a pipe (would wait forever), a file of more than 10 MB.
 */
async function readConfig(file: string): Promise<Buffer> {
  const refuse = (why: string, cause?: unknown) => new ConfigUnreadableError(file, why, cause);
  try {
    const info = await stat(file);
    if (info.isDirectory()) throw refuse('it is a folder; name the file inside it, such as --config shops/bandra/shop.yaml');
    if (!info.isFile()) throw refuse('it is not an ordinary file (a device or a pipe); name the shop file, such as --config shop.yaml');
    if (info.size > MAX_CONFIG_BYTES) throw refuse(`it is ${megabytes(info.size)}, and a shop file is far smaller (at most ${megabytes(MAX_CONFIG_BYTES)}); check that --config names the shop file`);
    const handle = await open(file, 'r');
    try {
      // Read at most one byte past the limit: some files (under /proc) report a size of 0.
      const buffer = Buffer.alloc(Math.min(MAX_CONFIG_BYTES + 1, Math.max(info.size, 64 * 1024)));
      let length = 0;
      for (let read = 1; read > 0 && length < buffer.length; length += read) {
        ({ bytesRead: read } = await handle.read(buffer, length, buffer.length - length, null));
      }
      if (length > MAX_CONFIG_BYTES) throw refuse(`it holds more than ${megabytes(MAX_CONFIG_BYTES)}, and a shop file is far smaller; check that --config names the shop file`);
      return buffer.subarray(0, length);
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (error instanceof ConfigUnreadableError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') throw new ConfigNotFoundError(file, error);
    if (code === 'EACCES' || code === 'EPERM') throw refuse('this user may not read it; check its permissions (ls -l shows them), or copy it somewhere you may read', error);
    if (code === 'ELOOP') throw refuse('it is a link that leads back to itself; name the real file', error);
    throw refuse(`the system reported ${code ?? String(error)}; check that the disk is readable`, error);
  }
}

/**
 * A byte-order mark, or text in which every other byte is zero (UTF-16 without a mark: the zero
 * halves of Latin letters). A stray NUL in a UTF-8 file is not that: it gets a located message.
 */
function isUtf16(bytes: Buffer): boolean {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return true;
  const sample = bytes.subarray(0, 1024);
  const zeros = [0, 1].map((half) => sample.filter((byte, i) => i % 2 === half && byte === 0).length);
  return Math.max(...zeros) > sample.length / 4;
}

/**
 * Whether the file is text at all: a picture, an archive or a program has many control bytes in its
 * first kilobyte (UTF-16 text has zero bytes, but no others below a tab).
 */
function isText(bytes: Buffer): boolean {
  const sample = bytes.subarray(0, 1024);
  const control = sample.filter((byte) => byte < 0x09 && byte !== 0).length + sample.filter((byte) => byte > 0x0d && byte < 0x20 && byte !== 0x1b).length;
  return control <= sample.length / 20;
}

/** How many bytes at the start of `bytes` are whole UTF-8 characters. */
function validPrefix(bytes: Buffer): number {
  let at = 0;
  while (at < bytes.length) {
    const lead = bytes[at];
    const size = lead < 0x80 ? 1 : lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0;
    if (size === 0 || !isUtf8(bytes.subarray(at, at + size)) || at + size > bytes.length) return at;
    at += size;
  }
  return at;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * The text of the file, which must be UTF-8 (what every editor saves by default). A file saved as
 * UTF-16 (Notepad's "Unicode") or in a legacy encoding gets a sentence saying so, and where.
 */
function decode(file: string, bytes: Buffer): string {
  if (!isText(bytes)) {
    throw new ConfigUnreadableError(file, 'it is not a text file (it looks like a picture, an archive or a program); name the shop file, such as --config shop.yaml');
  }
  if (isUtf16(bytes)) {
    throw new ConfigUnreadableError(file, 'it is saved as UTF-16 (some editors call it "Unicode"), not UTF-8; save the file as UTF-8 (in VS Code: click the encoding in the status bar, then "Save with Encoding", then UTF-8)');
  }
  if (isUtf8(bytes)) return bytes.toString('utf8');
  // Find the first line that is not UTF-8, and the character where it goes wrong.
  let start = 0;
  for (let line = 1; ; line++) {
    const end = bytes.indexOf(0x0a, start);
    const text = bytes.subarray(start, end < 0 ? bytes.length : end);
    if (!isUtf8(text)) {
      const good = validPrefix(text);
      const source = bytes.toString('utf8');
      throw new InvalidShopError(file, [framed(source, placeAtLine(file, source, line, text.subarray(0, good).toString('utf8').length + 1, '(encoding)',
        'holds a character that is not UTF-8 (the file was saved in another encoding, such as Windows-1252); save the file as UTF-8 and check the accented letters on this line'))]);
    }
    start = end + 1;
  }
}

export function parse(file: string, text: string): Loaded {
  // A byte-order mark (some Windows editors add one) is not part of the text: it would shift line 1's
  // columns. A lone carriage return ends a line in YAML (old Mac files) but not for the yaml package:
  // made a line feed, the file reads as the owner's editor shows it (offsets stay the same).
  const source = text.replace(/^\uFEFF/, '').replace(/\r(?!\n)/g, '\n');
  const lineCounter = new LineCounter();
  // Merge keys (<<: *defaults) work as most YAML readers have them.
  const doc = parseDocument(source, { lineCounter, prettyErrors: true, uniqueKeys: true, merge: true });
  // After a syntax error the parser's view of the rest of the file is unreliable (one tab can
  // produce a dozen follow-on errors), so only the first is reported.
  const [error] = doc.errors;
  if (error) {
    const { line, col } = error.linePos?.[0] ?? lineCounter.linePos(error.pos[0]);
    const sentence = SENTENCES[error.code] ?? error.message.replace(/ at line \d+, column \d+:[\s\S]*$/, '');
    const hint = HINTS[error.code] ?? 'check the punctuation and indentation on this line';
    throw new InvalidShopError(file, [framed(source, placeAtLine(file, source, line, col, '(YAML syntax)', `${sentence}; ${hint}`))]);
  }
  const problem = (at: number, field: string, message: string) => {
    const { line, col } = lineCounter.linePos(at);
    return new InvalidShopError(file, [framed(source, placeAtLine(file, source, line, col, field, message))]);
  };
  // YAML 1.1 reads 2026-10-02 as a date object, "yes" as true and << as a merge: the file is YAML 1.2.
  if (doc.directives?.yaml.explicit && doc.directives.yaml.version !== '1.2') {
    throw problem(Math.max(0, source.search(/^%YAML/m)), '(YAML syntax)', 'asks for an older YAML version that reads dates and yes/no differently; remove this line');
  }
  const tagged = firstTag(doc, source);
  if (tagged) {
    throw problem(tagged.at, '(YAML tags)', `uses the tag ${tagged.tag}, and tags are not used in shop.yaml; remove it and write the value plainly (in quotes, to make it text)`);
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
    return problem(Math.max(at, 0), '(YAML aliases)', `uses the alias *${unresolved}, but no anchor &${unresolved} is set before it; add the anchor or write the value out`);
  }
  if (/Excessive alias count/.test(reason)) {
    // yaml refuses aliases that would multiply the file many times over (a resource exhaustion attack).
    return problem(Math.max(at, 0), '(YAML aliases)', 'uses aliases (*name) so often that the file would grow many times over; write the values out instead');
  }
  return problem(Math.max(at, 0), '(YAML aliases)', `${reason}; check the anchors (&name) and aliases (*name) here, or write the values out`);
}
