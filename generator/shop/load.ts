// Stage 1: read shop.yaml and parse it, keeping every node's position for later stages to place a problem.
import { LineCounter, parseDocument } from 'yaml';
import { yamlAliasInsideItself, yamlOldVersion, yamlTag } from '../messages/index.ts';
import { oneProblem, placeAtOffset, type Parsed } from './locate.ts';
import { reportQuickly } from './quick-read.ts';
import { decode, readConfig } from './read-config.ts';
import { syntaxProblem } from './syntax-errors.ts';
import { aliasInsideItself, aliasProblem, firstTag } from './tags-and-aliases.ts';
import type { ValidateOptions } from './validate.ts';

export interface Loaded extends Parsed {
  data: unknown;
}

/** How many times aliases (*name) may be expanded: enough for any shop, too few for an "alias bomb". */
const MAX_ALIAS_COUNT = 100;

/** The shop file (or its text, when already in memory) parsed; a very large invalid one is reported from a quick reading (quick-read.ts). */
export async function load(file: string, text?: string, options: ValidateOptions = {}): Promise<Loaded> {
  const source = normalized(text ?? decode(file, await readConfig(file)));
  reportQuickly(file, source, options);
  return parse(file, source);
}

/** The text without a byte-order mark (it shifts line 1's columns); a lone \r, a line end in YAML but not to the yaml package, made a \n. */
function normalized(text: string): string {
  const unmarked = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  // Most files have no carriage return: includes() says so sooner than the pattern.
  return unmarked.includes('\r') ? unmarked.replace(/\r(?!\n)/g, '\n') : unmarked;
}

/** The loaded file without its large document, parsed again only to place a rare later problem (a picture, a redirect). */
export function lightened({ file, source }: Loaded): Loaded {
  // Only the name and the text: a closure that reached `loaded` would keep its document alive for the whole build.
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
  // Only the first syntax error: after it the parser's view of the rest is unreliable (one tab makes a dozen follow-on errors).
  const parsed = { file, source, doc, lineCounter };
  const [error] = doc.errors;
  if (error) throw syntaxProblem(parsed, error);
  const problem = (at: number, field: string, message: string) => oneProblem(source, placeAtOffset(parsed, at, field, message));
  // YAML 1.1 reads 2026-10-02 as a date object, "yes" as true and << as a merge: the file is YAML 1.2.
  if (doc.directives?.yaml.explicit && doc.directives.yaml.version !== '1.2') {
    throw problem(Math.max(0, source.search(/^%YAML/m)), '(YAML syntax)', yamlOldVersion());
  }
  const tagged = firstTag(doc, source);
  if (tagged) throw problem(tagged.at, '(YAML tags)', yamlTag(tagged.tag));
  const looped = aliasInsideItself(doc, source);
  if (looped) throw problem(looped.at, '(YAML aliases)', yamlAliasInsideItself(looped.name));
  try {
    return { ...parsed, data: doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) };
  } catch (error) {
    const { at, message } = aliasProblem(doc, error);
    throw problem(at, '(YAML aliases)', message);
  }
}
