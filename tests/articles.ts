// A fixture shop made big: the full fixture plus many short generated articles, for tests that need
// a site with many pages to render, write or delete.
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fixture } from './helpers.ts';

/**
 * Writes the full fixture with `count` more articles (slugs note-0, note-1, …; each body has one bold
 * word, "**note N**") as dir/name, beside the picture it names. Returns the file's path.
 */
export async function shopWithArticles(dir: string, count: number, name = 'shop.yaml'): Promise<string> {
  const source = await readFile(fixture('full.yaml'), 'utf8');
  const list = /^ {2}posts:\n/m;
  if (!list.test(source)) throw new Error('full.yaml has no "  posts:" list to add articles to');
  const posts = Array.from(
    { length: count },
    (_, i) =>
      `    - { title: Note ${i}, slug: note-${i}, excerpt: Note ${i}., date: 2026-01-01, author: A, readTime: 2, category: C, body: "Body of **note ${i}**." }\n`,
  ).join('');
  // The pictures the full shop names, beside the copy: the build reads them from its folder.
  await cp(fixture('images'), path.join(dir, 'images'), { recursive: true });
  const file = path.join(dir, name);
  await writeFile(file, source.replace(list, `  posts:\n${posts}`));
  return file;
}
