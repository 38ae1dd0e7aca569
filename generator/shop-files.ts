// Files shop.yaml names (pictures) are read only from inside the shop file's folder: never through
// "..", an absolute path or a link that leads elsewhere, so a crafted path cannot publish
// /etc/passwd, the build's environment or a CI token. This holds whatever the schema's pattern
// lets through; the build and the dev server both read pictures through here.
import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { distance } from 'fastest-levenshtein';
import {
  pictureFromDiskTop, pictureLinkOutside, pictureNotAFile, pictureNotFound, pictureNotFoundNear, pictureOutsideFolder, pictureTooLarge, pictureUnreadable,
} from './messages/index.ts';

/** Larger than any photo a phone takes; a file this big is not a picture for a web page. */
export const MAX_PICTURE_BYTES = 50 * 1024 * 1024;

export type ShopFile = { file: string; problem?: undefined } | { file?: undefined; problem: string };

/**
 * The real path of `relative` inside `folder` (the folder of shop.yaml), or why it cannot be used,
 * as the second half of a sentence about the field ("is a link to a file outside …").
 */
export async function shopFile(folder: string, relative: string): Promise<ShopFile> {
  const inside = (parent: string, child: string) => {
    const rel = path.relative(parent, child);
    return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
  };
  if (path.isAbsolute(relative) || /^[A-Za-z]:|^\\\\/.test(relative)) {
    return { problem: pictureFromDiskTop(folder) };
  }
  const named = path.resolve(folder, relative);
  if (!inside(folder, named)) {
    return { problem: pictureOutsideFolder(folder) };
  }
  let real: string;
  try {
    real = await realpath(named);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') {
      const near = await nearestName(folder, relative);
      return { problem: near ? pictureNotFoundNear(relative, named, near) : pictureNotFound(relative, named) };
    }
    return { problem: pictureUnreadable(relative, code) };
  }
  if (!inside(await realpath(folder), real)) return { problem: pictureLinkOutside(relative) };
  const info = await stat(real);
  if (!info.isFile()) return { problem: pictureNotAFile(relative) };
  if (info.size > MAX_PICTURE_BYTES) return { problem: pictureTooLarge(relative, info.size) };
  return { file: real };
}

/**
 * The file the owner probably meant: the same name in other capitals (IMG_4821.JPG for
 * img_4821.jpg), or a name one or two letters away, in the folder the path names.
 */
async function nearestName(folder: string, relative: string): Promise<string | undefined> {
  const named = relative.replaceAll('\\', '/');
  const dir = path.posix.dirname(named);
  const base = path.posix.basename(named);
  let names: string[];
  try {
    names = await readdir(path.resolve(folder, dir));
  } catch {
    return undefined;
  }
  const lower = base.toLowerCase();
  const best = names.find((name) => name.toLowerCase() === lower)
    ?? names.map((name) => ({ name, d: distance(name.toLowerCase(), lower) })).filter(({ d }) => d <= 2).sort((a, b) => a.d - b.d)[0]?.name;
  return best === undefined ? undefined : dir === '.' ? best : `${dir}/${best}`;
}
