// The first line of shop.yaml, `# yaml-language-server: $schema=./shop.schema.json`, points the editor at the schema.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Located } from '../errors.ts';
import { linesOf } from './lines.ts';
import { framed, placeAtLine } from './locate.ts';
import { modelineNowhere } from '../messages/index.ts';
import { ROOT } from '../root.ts';

/** The schema the generator writes (npm run schema), beside the project's own shop.yaml. */
export const SCHEMA_FILE = path.join(ROOT, 'shop.schema.json');

const PREFIX = '# yaml-language-server: $schema=';

/** The modeline that points a shop file at the schema, relative to the shop file's folder. */
export function modelineFor(shopFile: string, schemaFile: string = SCHEMA_FILE): string {
  const relative = path.relative(path.dirname(path.resolve(shopFile)), path.resolve(schemaFile));
  // On another drive (Windows) there is no relative path: the editor reads a file:// address too.
  if (path.isAbsolute(relative)) return `${PREFIX}${pathToFileURL(path.resolve(schemaFile)).href}`;
  const forward = relative.split(path.sep).join('/');
  return `${PREFIX}${forward.startsWith('.') ? forward : `./${forward}`}`;
}

// As the language server reads it (its modelineUtil.ts): a comment before the first field.
const MODELINE = /^#\s+(?:yaml-language-server\s*:|\$schema:)/;
const SCHEMA = /\$schema(?:=|:[^\S\r\n]*)(\S+)/;

/** A warning, with the line to write, when the modeline names a file that does not exist (an https:// one may be offline). */
export function modelineWarnings(source: string, shopFile: string, schemaFile: string = SCHEMA_FILE): Located[] {
  for (const [index, line] of linesOf(source).entries()) {
    if (line.trim() !== '' && !line.trimStart().startsWith('#')) break;
    if (!MODELINE.test(line)) continue;
    const match = SCHEMA.exec(line);
    if (!match || match[1].toLowerCase() === 'none') return [];
    const target = schemaPath(match[1], shopFile);
    if (target === undefined || existsSync(target)) return [];
    const column = line.indexOf(match[1]) + 1;
    const placed = placeAtLine(shopFile, source, index + 1, column, '(editor schema)', modelineNowhere(match[1], modelineFor(shopFile, schemaFile)));
    return [framed(source, placed)];
  }
  return [];
}

/** The file a $schema value names, relative to the shop file; undefined for a web address. */
function schemaPath(value: string, shopFile: string): string | undefined {
  if (value.startsWith('file:')) return fileURLToPath(value);
  if (/^[a-z][a-z0-9+.-]+:/i.test(value) && !/^[a-z]:[\\/]/i.test(value)) return undefined;
  return path.resolve(path.dirname(path.resolve(shopFile)), value);
}
