// A new shop file made from another (the sample) by `npm run init`: its first line points the editor
// at the schema, and the pictures it names are copied beside it, those the build would accept.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from '../errors.ts';
import { initFromMissing, initPictureNotCopied } from '../messages/index.ts';
import { shopFile } from '../shop/files.ts';
import { modelineFor } from '../shop/modeline.ts';
import { walkStrings } from '../shop/schema/walk-strings.ts';
import { YamlEdit } from './yaml-edit.ts';
import { makeFolders } from '../whole-file.ts';

/** The local pictures a shop names (a file beside it), as paths relative to its folder. */
function picturesOf(folder: string, data: unknown): string[] {
  const found = new Set<string>();
  const local = (value: string) =>
    /\.(?:jpe?g|png|webp|avif|gif|svg|heic|heif)$/i.test(value) &&
    !/^[a-z]+:/i.test(value) &&
    !path.isAbsolute(value) &&
    !value.split(/[\\/]/).includes('..') &&
    existsSync(path.join(folder, value));
  walkStrings(data, [], (value) => {
    // A picture field, or pictures in an article's Markdown: ![what it shows](images/name.jpg).
    for (const name of [value, ...[...value.matchAll(/!\[[^\]]*\]\(\s*<?([^)\s>]+)/g)].map((m) => m[1])]) if (local(name)) found.add(name);
  });
  return [...found];
}

/** A new shop file from another; pictures() copies those it names that the build would accept, and says why of each other one. */
export async function startFrom(from: string, file: string): Promise<{ doc: YamlEdit; pictures: () => Promise<{ copied: number; refused: string[] }> }> {
  const source = await readFile(from, 'utf8').catch(() => {
    throw new UsageError(initFromMissing(from));
  });
  const modeline = modelineFor(file);
  const text = /^# yaml-language-server:.*$/m.test(source) ? source.replace(/^# yaml-language-server:.*$/m, modeline) : `${modeline}\n${source}`;
  const doc = new YamlEdit(text);
  const [fromFolder, toFolder] = [path.dirname(path.resolve(from)), path.dirname(path.resolve(file))];
  const names = fromFolder === toFolder ? [] : picturesOf(fromFolder, doc.doc.toJS());
  const pictures = async () => {
    let copied = 0;
    const refused: string[] = [];
    for (const picture of names) {
      // Read through the build's own check: a link to a file outside the old shop, or a FIFO, is not copied.
      const { contents, problem } = await shopFile(fromFolder, picture);
      if (problem !== undefined) {
        refused.push(initPictureNotCopied(picture, from, problem));
        continue;
      }
      await makeFolders(path.dirname(path.join(toFolder, picture)));
      try {
        await writeFile(path.join(toFolder, picture), contents, { flag: 'wx' });
        copied += 1;
      } catch (error) {
        // A picture already there is the owner's: never replaced.
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
    return { copied, refused };
  };
  return { doc, pictures };
}
