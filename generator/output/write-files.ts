// The files of a build, written into the temporary folder the disk writer swaps in (directory-writer.ts).
import { linkSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setImmediate as turn } from 'node:timers/promises';
import { settled, type OutputItem } from '../site/index.ts';
import { recordOf, type Recorded } from './folder.ts';
import { tally } from './write.ts';

/** How long the files are written without letting timers run (the lock is touched by one). */
const TURN_MS = 100;

/**
 * Writes the files one by one as they are rendered, with plain synchronous calls: rendering keeps the main thread busy
 * anyway, and on two cores the thread pool's hand-offs cost more than they overlap. A file with the bytes last recorded
 * is hard-linked from the last build: it keeps its time, so rsync or a host's upload skips it.
 */
export async function writeAll(root: string, files: Iterable<OutputItem>, last: { out: string; files: ReadonlyMap<string, Recorded> } | undefined) {
  const written = { files: 0, pages: 0, bytes: 0, unchanged: 0 };
  const records = new Map<string, Recorded>();
  const folders = new Set<string>();
  let turned = performance.now();
  for (const item of files) {
    const target = path.join(root, item.path);
    if (!target.startsWith(root + path.sep)) throw new Error(`Refusing to write ${item.path} outside the output folder`);
    // A picture or card still being made: the pages before it were written meanwhile.
    const file = 'later' in item ? await settled(item) : item;
    const bytes = typeof file.contents === 'string' ? Buffer.from(file.contents) : file.contents;
    const record = recordOf(bytes);
    records.set(file.path, record);
    const folder = path.dirname(target);
    if (!folders.has(folder)) mkdirSync(folder, { recursive: true });
    folders.add(folder);
    if (last?.files.get(file.path) === record && linked(path.join(last.out, file.path), target)) written.unchanged += 1;
    else writeFileSync(target, bytes);
    tally(written, file, bytes.byteLength);
    if (performance.now() - turned > TURN_MS) {
      await turn();
      turned = performance.now();
    }
  }
  return { written, records };
}

/** Hard-links `from` to `to`: no bytes copied, and the file keeps its time. False where links cannot be made. */
function linked(from: string, to: string): boolean {
  try {
    linkSync(from, to);
    return true;
  } catch {
    return false;
  }
}
