// npm run language -- remove hi | add hi: takes a language out of the shop file (its texts, and its place in site.languages),
// or puts it in with a line to translate under each text written per language; comments and layout kept. Only a file check
// accepts is changed, and only into one it accepts.
import { isMap, isPair, isScalar, parseDocument, visit, type Node, type Pair, type YAMLMap } from 'yaml';
import { LANGUAGE_NAMES_IN_ENGLISH, LANGUAGES, type Lang } from '../../templates/lib/ui/index.ts';
import { parseArguments, withUsage } from '../cli/arguments.ts';
import { runOwnerCommand } from '../cli/command.ts';
import { ShopError, UsageError } from '../errors.ts';
import * as messages from '../messages/index.ts';
import { parse } from '../shop/load.ts';
import { decode, readConfig } from '../shop/read-config.ts';
import { hasWords } from '../shop/schema/resolve.ts';
import { validate } from '../shop/validate.ts';
import { writeWhole } from '../whole-file.ts';
import { YamlEdit } from './yaml-edit.ts';
import { indentAt, inFlow, lineEnd } from './yaml-text.ts';

/** Characters start to end replaced by a text, all found in one reading of the file and made from its end backwards. */
type Edit = [start: number, end: number, text: string];

const isLanguage = (key: unknown): key is Lang => (LANGUAGES as readonly unknown[]).includes(key);
const keyOf = (pair: Pair) => (isScalar(pair.key) ? pair.key.value : undefined);
const rangeOf = (node: unknown) => (node as Node).range!;
const CHOICES = LANGUAGES.map((lang) => `${lang} (${LANGUAGE_NAMES_IN_ENGLISH[lang]})`);

/** Where a field's text starts (its line, or its key after a "- ") and ends (after its value's last line, not the blank lines below). */
function span(text: string, pair: Pair): [number, number] {
  const key = rangeOf(pair.key)[0];
  const line = text.lastIndexOf('\n', key - 1) + 1;
  const start = text.slice(line, key).trim() === '' ? line : key;
  const end = lineEnd(text, rangeOf(pair.value ?? pair.key)[2]);
  return [start, start + text.slice(start, end).replace(/\n[ \t\n]*$/, '\n').length];
}

/** The field `pair` taken out: its lines, or in { … } itself and a comma. */
function removal(text: string, map: YAMLMap, pair: Pair): Edit {
  const [start, end] = span(text, pair);
  const key = rangeOf(pair.key)[0];
  if (map.flow) return [...inFlow(text, key, rangeOf(pair.value ?? pair.key)[1]), ''];
  // "- hi: …" hands its "- " to the field under it.
  const next = map.items[map.items.indexOf(pair) + 1];
  return [start, start === key && next ? rangeOf(next.key)[0] : end, ''];
}

/** Where the lines `add` wrote under a text for `lang` are ("# hi: …", then "#   …" for a text of several lines), among the comments right under it. */
function scaffold(text: string, at: number, indent: string, lang: Lang): [number, number] | undefined {
  const lines = new RegExp(`((?:${indent}#.*\\n)*?)${indent}# ${lang}:.*\\n(?:${indent}#(?: {3}.*)?\\n)*`, 'y');
  lines.lastIndex = at;
  const found = lines.exec(text);
  return found ? [at + found[1].length, at + found[0].length] : undefined;
}

/** The lines for `lang` under a text: its first language's, commented out to be translated; a text without words ("5000+") as it is. */
function scaffolded(text: string, map: YAMLMap, first: Lang, lang: Lang): Edit {
  const source = (map.items as Pair[]).find((pair) => keyOf(pair) === first) ?? (map.items[0] as Pair);
  const [key, keyEnd] = rangeOf(source.key);
  const indent = indentAt(text, key);
  const words = hasWords(String(isScalar(source.value) ? source.value.value : ''));
  const lines = `${lang}${text.slice(keyEnd, span(text, source)[1])}`.trimEnd().split('\n');
  const written = lines.map((line, i) => {
    const own = i === 0 ? line : line.slice(indent.length);
    if (!words) return own ? indent + own : '';
    return own ? `${indent}# ${own}` : `${indent}#`;
  });
  const at = span(text, map.items.at(-1) as Pair)[1];
  return [at, at, `${text[at - 1] === '\n' ? '' : '\n'}${written.join('\n')}\n`];
}

/** The file with `lang`'s texts taken out, or put in to be translated; how many texts that changed. */
function edited(text: string, action: 'add' | 'remove', lang: Lang, first: Lang): { text: string; texts: number } {
  const edits: Edit[] = [];
  let texts = 0;
  visit(parseDocument(text), {
    Map(_, map, path) {
      if (map.items.length === 0 || !map.items.every((pair) => isLanguage(keyOf(pair)))) return undefined;
      const own = map.items.find((pair) => keyOf(pair) === lang);
      const last = map.items.at(-1) as Pair;
      const lines = map.flow ? undefined : scaffold(text, span(text, last)[1], indentAt(text, rangeOf(last.key)[0]), lang);
      if (action === 'remove') {
        // A group left with no language (ui: hi: …) goes whole.
        const parent = path.at(-1);
        if (own && map.items.length === 1 && isPair(parent) && isMap(path.at(-2))) edits.push(removal(text, path.at(-2) as YAMLMap, parent));
        else if (own) edits.push(removal(text, map, own));
        if (own || lines) texts += 1;
        if (lines) edits.push([...lines, '']);
      } else if (!own && !lines && !map.flow && map.items.every((pair) => isScalar(pair.value))) {
        const made = scaffolded(text, map, first, lang);
        edits.push(made);
        if (made[2].trimStart().startsWith('#')) texts += 1;
      }
      return visit.SKIP;
    },
  });
  const changed = edits.sort(([a], [b]) => b - a).reduce((result, [start, end, put]) => result.slice(0, start) + put + result.slice(end), text);
  return { text: changed, texts };
}

async function language(argv: readonly string[], log: (line: string) => void): Promise<number> {
  const line = messages.languageCommandLine();
  const options = { config: { type: 'string', default: 'shop.yaml' }, help: { type: 'boolean', default: false } } as const;
  const { values, positionals } = parseArguments({ args: [...argv], options, strict: true, allowPositionals: true }, line);
  if (values.help) return (log(messages.languageUsage()), 0);
  const [action, code] = positionals;
  if ((action !== 'add' && action !== 'remove') || positionals.length > 2)
    throw new UsageError(withUsage(messages.languageNoAction(positionals.join(' ')), line.usage));
  if (!isLanguage(code)) throw new UsageError(messages.languageUnknown(code, CHOICES));
  const file = values.config;
  const text = decode(file, await readConfig(file));
  const checked = (source: string, refusal: string) => {
    try {
      return validate(parse(file, source));
    } catch (error) {
      if (error instanceof ShopError) throw new ShopError(`${error.report()}\n\n${refusal}`, { cause: error });
      throw error;
    }
  };
  const { languages } = checked(text, messages.languageFileInvalid(file)).shop.site;
  const name = LANGUAGE_NAMES_IN_ENGLISH[code];
  if (action === 'remove' && code === languages[0]) throw new UsageError(messages.languageFirstKept(file, name, code, languages.length === 1));
  const listed = action === 'add' ? [...new Set([...languages, code])] : languages.filter((lang) => lang !== code);
  const changed = edited(text, action, code, languages[0]);
  const result = new YamlEdit(changed.text);
  if (listed.length !== languages.length) result.setList(['site', 'languages'], listed);
  if (result.text === text) return (log(messages.languageNothingToDo(file, name, action === 'add')), 0);
  checked(result.text, messages.languageEditInvalid(file));
  await writeWhole(file, result.text);
  log(
    action === 'add'
      ? messages.languageAdded(file, name, code, changed.texts, listed.length !== languages.length)
      : messages.languageRemoved(file, name, changed.texts),
  );
  return 0;
}

export const main = (argv: readonly string[]) => runOwnerCommand((log) => language(argv, log));
