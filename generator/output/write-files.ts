// The files of a build, written into the temporary folder the disk writer swaps in (directory-writer.ts).
import { link, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { settled, type OutputItem } from '../site/index.ts';
import { recordOf, type Recorded } from './folder.ts';
import { tally } from './write.ts';

const WRITE_CONCURRENCY = 32;

/**
 * Writes a bounded number of files at a time, pulling (and so rendering) the next only when a slot is free. A file with
 * the bytes last recorded is hard-linked from the last build: it keeps its time, so rsync or a host's upload skips it.
 */
export async function writeAll(root: string, files: Iterable<OutputItem>, last: { out: string; files: ReadonlyMap<string, Recorded> } | undefined) {
  const written = { files: 0, pages: 0, bytes: 0, unchanged: 0 };
  const records = new Map<string, Recorded>();
  // Each folder made once, however many files go into it at the same time.
  const folders = new Map<string, Promise<unknown>>();
  await inParallel(files[Symbol.iterator](), async (item) => {
    const target = path.join(root, item.path);
    if (!target.startsWith(root + path.sep)) throw new Error(`Refusing to write ${item.path} outside the output folder`);
    // A picture or card still being made: the pages before it were written meanwhile.
    const file = 'later' in item ? await settled(item) : item;
    const bytes = typeof file.contents === 'string' ? Buffer.from(file.contents) : file.contents;
    const record = recordOf(bytes);
    records.set(file.path, record);
    const folder = path.dirname(target);
    if (!folders.has(folder)) folders.set(folder, mkdir(folder, { recursive: true }));
    await folders.get(folder);
    if (last?.files.get(file.path) === record && (await linked(path.join(last.out, file.path), target))) written.unchanged += 1;
    else await writeFile(target, bytes);
    tally(written, file, bytes.byteLength);
  });
  return { written, records };
}

/** Hard-links `from` to `to`: no bytes copied, and the file keeps its time. False where links cannot be made. */
function linked(from: string, to: string): Promise<boolean> {
  return link(from, to).then(
    () => true,
    () => false,
  );
}

/** Runs `work` on each item, WRITE_CONCURRENCY at a time; the first failure stops the pulling. */
async function inParallel<T>(items: Iterator<T>, work: (item: T) => Promise<void>): Promise<void> {
  let failed = false;
  const worker = async () => {
    try {
      for (let next = items.next(); !next.done && !failed; next = items.next()) await work(next.value);
    } catch (error) {
      failed = true;
      throw error;
    }
  };
  // Every worker is let finish before the caller removes the folder they write into.
  const results = await Promise.allSettled(Array.from({ length: WRITE_CONCURRENCY }, worker));
  const rejected = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (rejected) throw rejected.reason;
}
