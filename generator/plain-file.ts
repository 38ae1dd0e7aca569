// Whether a path under a folder is a regular file reached through real folders: the preview server and the live preview serve nothing through a link (it could
// lead anywhere on the disk), and no FIFO or device (reading one could hold a request open for ever).
import { lstatSync } from 'node:fs';
import path from 'node:path';

/** `relative` (a path inside `root`, "" for root itself) is a regular file, with no link on the way below root. */
export function isPlainFile(root: string, relative: string): boolean {
  // "" names root itself: its one part joins to root.
  const parts = relative.split(path.sep);
  let at = root;
  try {
    return parts.every((part, i) => {
      at = path.join(at, part);
      const stats = lstatSync(at, { throwIfNoEntry: false });
      return i < parts.length - 1 ? stats?.isDirectory() === true : stats?.isFile() === true;
    });
  } catch {
    return false; // a name too long, a folder that may not be read: not a file to serve
  }
}
