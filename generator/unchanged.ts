// Rebuilding writes only what changed. Each build records every file's size and content hash in the
// output's marker (.shop-site); the next build hashes what it renders, and a file with the same
// bytes as last time is not written again: when few files changed, the new ones are moved into the
// site in place (patch.ts) and the rest stay; otherwise the new site is made whole beside the old
// one, the unchanged files hard-linked from it (no bytes copied), and swapped in. Either way an
// unchanged file keeps its time, so a deploy by rsync or a host's upload sends only what changed.
import { createHash } from 'node:crypto';
import { closeSync, fstatSync, lstatSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MARKER, type Recorded } from './output-folder.ts';
import type { PageInputs } from './page-inputs.ts';

/** What the last build into `out` wrote, or undefined when there is none to trust. */
export interface LastBuild {
  out: string;
  /** Each file's record, by its path in the site ("blog/a/index.html"). */
  files: Map<string, Recorded>;
  /** Each page's input key and the parts of the shop it read (page-inputs.ts). */
  inputs: Map<string, PageInputs>;
  /** When the marker was written, the build's last act (write.ts stamps it again after the swap): a file changed since changed after it. */
  markedAt: number;
}

export function lastBuild(out: string): LastBuild | undefined {
  let fd: number | undefined;
  try {
    // Its text and its time from the one file, even if another build swaps its site in meanwhile.
    fd = openSync(path.join(out, MARKER), 'r');
    const markedAt = fstatSync(fd).mtimeMs;
    const { hashes, inputs, reads } = JSON.parse(readFileSync(fd, 'utf8')) as { hashes?: unknown; inputs?: unknown; reads?: unknown };
    if (!isRecord(hashes)) return undefined;
    const files = new Map(Object.entries(hashes).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    // inputs: "page path": "key readsId"; reads: "readsId": "part part …" (one list for the many pages that read alike).
    const lists = isRecord(reads) ? reads : {};
    // One array per list, shared by the pages that read alike: 10,848 pages split their own copies
    // into 1.2 million strings, 80 MB of a rebuild's heap, for 14 lists.
    const split = new Map<string, readonly string[]>();
    const pages = new Map<string, PageInputs>();
    for (const [page, value] of Object.entries(isRecord(inputs) ? inputs : {})) {
      const [key, id = ''] = typeof value === 'string' ? value.split(' ') : [];
      const list = lists[id];
      if (!key || typeof list !== 'string') continue;
      let parts = split.get(id);
      if (!parts) split.set(id, (parts = list === '' ? [] : list.split(' ')));
      pages.set(page, { key, reads: parts });
    }
    return { out, files, inputs: pages, markedAt };
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The pages' inputs as the marker keeps them: each page's key and the id of its list of parts read, and the lists. */
export function inputsForMarker(inputs: ReadonlyMap<string, PageInputs>): { inputs: Record<string, string>; reads: Record<string, string> } {
  const ids = new Map<string, string>();
  // The pages that read alike share one array (render.ts, lastBuild): it is joined once, not once a page.
  const idOf = new Map<readonly string[], string>();
  const byPage: Record<string, string> = {};
  for (const [page, { key, reads }] of [...inputs].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    let id = idOf.get(reads);
    if (id === undefined) {
      const list = reads.join(' ');
      id = ids.get(list);
      if (id === undefined) ids.set(list, (id = createHash('sha256').update(list).digest('base64url').slice(0, 8)));
      idOf.set(reads, id);
    }
    byPage[page] = `${key} ${id}`;
  }
  return { inputs: byPage, reads: Object.fromEntries([...ids].map(([list, id]) => [id, list]).sort(([a], [b]) => (a < b ? -1 : 1))) };
}

/**
 * Whether `relative` is in the last build's folder with the bytes it has now (`record`), as that build
 * left it: then the file can stay (a rebuild patched in place, patch.ts) or be linked into the new
 * site instead of written.
 */
export function asRecorded(last: LastBuild | undefined, relative: string, record: Recorded): boolean {
  if (last?.files.get(relative) !== record) return false;
  try {
    // Not followed if it is a link: the link itself would be carried into the new site. Synchronous:
    // a few microseconds each, where a promise's round trip through libuv's threads took 15 times that.
    const info = lstatSync(path.join(last.out, relative));
    // Changed since that build (by hand, even with its time set back): the inode's change time says
    // so, and no program can set it. It must be before the marker's: file times are coarse (a few
    // milliseconds), so a file changed in the same tick as the marker was written is written again.
    return info.isFile() && info.ctimeMs < last.markedAt && `${info.size}` === record.slice(0, record.indexOf(':'));
  } catch {
    return false; // gone
  }
}
