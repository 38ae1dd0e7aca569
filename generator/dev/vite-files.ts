// What Vite may serve to the live preview's browser: the stylesheet, the browser scripts' folders
// and Vite's own live-reload client, each a regular file reached without a link.
import { createRequire } from 'node:module';
import path from 'node:path';
import { isPlainFile } from '../plain-file.ts';
import { ROOT } from '../root.ts';

/** Vite's root and the only folder it may serve from (it adds its own client's folder). */
export const TEMPLATES = path.join(ROOT, 'templates');
/** What the browser loads through Vite: the stylesheet, and the script's folders (its own and the shared lib/). */
const BROWSER_FILES = [path.join(TEMPLATES, 'styles.css'), path.join(TEMPLATES, 'client'), path.join(TEMPLATES, 'lib')];
/** Vite's live-reload client: /@vite/client, which imports its env module by its /@fs/ path. */
const VITE_CLIENT = path.dirname(createRequire(import.meta.url).resolve('vite/dist/client/client.mjs'));

/**
 * Whether Vite may answer: its own client, or one of the browser's files. Vite would serve any file it
 * can resolve (/home/…, /@fs/…, /@id/…), so a request is mapped to the one file it names, which must be listed.
 */
export function forVite(url: string): boolean {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://host').pathname);
  } catch {
    return false;
  }
  if (pathname === '/@vite/client') return true;
  // ".." and odd characters never name one of these files; refusing them keeps the mapping simple.
  if (/[\\\0]/.test(pathname) || pathname.split('/').includes('..')) return false;
  if (pathname.startsWith('/@fs/')) return servable(pathname.slice('/@fs'.length), [VITE_CLIENT]);
  return !pathname.startsWith('/@') && servable(path.join(TEMPLATES, pathname), BROWSER_FILES);
}

/** `file` is a regular file, one of `places` or inside one, reached without a link: Vite serves a link's target wherever it leads. */
export function servable(file: string, places: string[]): boolean {
  const place = places.find((one) => file === one || file.startsWith(`${one}${path.sep}`));
  // Walked from the place's parent, so that the place itself may not be a link either.
  return place !== undefined && isPlainFile(path.dirname(place), path.relative(path.dirname(place), file));
}
