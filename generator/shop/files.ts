// Pictures are read only from inside the shop file's folder, whatever the schema lets through, so a
// crafted path cannot publish /etc/passwd or a CI token. The build, the dev server and init all read
// pictures through here (shopFile), never with readFile. Each is opened once, not following a link at
// its last step, and the open file is checked and read: one swapped for a link between a check and a
// read by name would leak.
import { constants } from 'node:fs';
import { open, readdir, readlink, realpath, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { closest, distance } from 'fastest-levenshtein';
import * as messages from '../messages/index.ts';

/** Larger than any photo a phone takes; a file this big is not a picture for a web page. */
export const MAX_PICTURE_BYTES = 50 * 1024 * 1024;

export type ShopFile = { contents: Buffer; problem?: undefined } | { contents?: undefined; problem: string };

/** A FIFO opens at once instead of waiting for a writer; the last step of the path is never a link followed. */
const FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;

const inside = (parent: string, child: string) => {
  const rel = path.relative(parent, child);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
};

/** The bytes of `relative` inside `folder` (shop.yaml's), or why not, as the end of a sentence about the field. */
export async function shopFile(folder: string, relative: string): Promise<ShopFile> {
  if (path.isAbsolute(relative) || /^[A-Za-z]:|^\\\\/.test(relative)) return { problem: messages.pictureFromDiskTop(folder) };
  const named = path.resolve(folder, relative);
  if (!inside(folder, named)) return { problem: messages.pictureOutsideFolder(folder) };
  let real: string;
  let top: string;
  let handle: FileHandle;
  try {
    // A link inside the folder to a picture inside it is fine: the file it leads to is opened.
    [real, top] = await Promise.all([realpath(named), realpath(folder)]);
    if (!inside(top, real)) return { problem: messages.pictureLinkOutside(relative) };
    handle = await open(real, FLAGS);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') {
      const near = await nearestName(folder, relative);
      return { problem: near ? messages.pictureNotFoundNear(relative, named, near) : messages.pictureNotFound(relative, named) };
    }
    // Swapped for a link since its real path was found.
    if (code === 'ELOOP') return { problem: messages.pictureLinkOutside(relative) };
    // A socket.
    if (code === 'ENXIO') return { problem: messages.pictureNotAFile(relative) };
    return { problem: messages.pictureUnreadable(relative, code) };
  }
  try {
    const [info, now] = await Promise.all([handle.stat(), stat(real).catch(() => undefined)]);
    if (!info.isFile()) return { problem: messages.pictureNotAFile(relative) };
    // Replaced or removed since its real path was found (a save, or a swap for a link).
    if (now?.dev !== info.dev || now.ino !== info.ino) return { problem: messages.pictureChanged(relative) };
    // Its other name may be anywhere on the disk: a hard link to a file outside the folder.
    if (info.nlink > 1) return { problem: messages.pictureHardLink(relative) };
    if (info.size > MAX_PICTURE_BYTES) return { problem: messages.pictureTooLarge(relative, info.size) };
    if (!inside(top, await openedAt(handle, real))) return { problem: messages.pictureLinkOutside(relative) };
    const contents = await handle.readFile();
    // It grew since it was measured.
    if (contents.length > MAX_PICTURE_BYTES) return { problem: messages.pictureTooLarge(relative, contents.length) };
    return { contents };
  } finally {
    await handle.close();
  }
}

/** Where the open file is (a folder on the way may since be a link): Linux tells; elsewhere its real path again; else "/". */
async function openedAt(handle: FileHandle, real: string): Promise<string> {
  return readlink(`/proc/self/fd/${handle.fd}`)
    .catch(() => realpath(real))
    .catch(() => '/');
}

/** The file the owner probably meant: the same name in other capitals (IMG_4821.JPG), or one or two letters away. */
async function nearestName(folder: string, relative: string): Promise<string | undefined> {
  const named = relative.replaceAll('\\', '/');
  const dir = path.posix.dirname(named);
  const base = path.posix.basename(named);
  const names = await readdir(path.resolve(folder, dir)).catch(() => undefined);
  if (!names) return undefined;
  // The same name in other capitals is at distance 0, so it comes first.
  const lower = names.map((name) => name.toLowerCase());
  const guess = lower.length > 0 ? closest(base.toLowerCase(), lower) : undefined;
  if (guess === undefined || distance(guess, base.toLowerCase()) > 2) return undefined;
  const best = names[lower.indexOf(guess)];
  return dir === '.' ? best : `${dir}/${best}`;
}
