// The files of a build, written into the temporary folder the disk writer swaps in (directory-writer.ts).
import { link, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { settled, type OutputItem } from '../site/index.ts';
import { recordOf, type Recorded } from './folder.ts';
import { tally, type Written } from './write.ts';

const WRITE_CONCURRENCY = 32;

/**
 * Writes with a bounded number of files in flight, pulling (and so rendering) the next file only when
 * a slot is free. A file with the bytes the last build recorded for it is hard-linked from there, so
 * it keeps its time and a deploy by rsync or a host's upload sends only what changed.
 */
export async function writeAll(
  root: string,
  files: Iterable<OutputItem>,
  last: { out: string; files: ReadonlyMap<string, Recorded> } | undefined,
): Promise<{ written: Written; records: Map<string, Recorded> }> {
  const written = { files: 0, pages: 0, bytes: 0, unchanged: 0 };
  const records = new Map<string, Recorded>();
  const folder = folders();
  const iterator = files[Symbol.iterator]();
  await inParallel(
    () => {
      const next = iterator.next();
      return next.done ? undefined : next.value;
    },
    async (item) => {
      const target = path.join(root, item.path);
      if (!target.startsWith(root + path.sep)) throw new Error(`Refusing to write ${item.path} outside the output folder`);
      // A picture or card still being made: the pages before it were written meanwhile.
      const file = 'later' in item ? await settled(item) : item;
      const bytes = typeof file.contents === 'string' ? Buffer.from(file.contents) : file.contents;
      const record = recordOf(bytes);
      records.set(file.path, record);
      await folder(path.dirname(target));
      if (last?.files.get(file.path) === record && (await linked(path.join(last.out, file.path), target))) written.unchanged += 1;
      else await writeFile(target, bytes);
      tally(written, file, bytes.byteLength);
    },
  );
  return { written, records };
}

/** Hard-links `from` to `to`: no bytes copied, and the file keeps its time. False where links cannot be made. */
function linked(from: string, to: string): Promise<boolean> {
  return link(from, to).then(
    () => true,
    () => false,
  );
}

/** Makes each folder once, however many files go into it at the same time. */
function folders(): (dir: string) => Promise<unknown> {
  const made = new Map<string, Promise<unknown>>();
  return (dir) => {
    let making = made.get(dir);
    if (!making) made.set(dir, (making = mkdir(dir, { recursive: true })));
    return making;
  };
}

/** Runs `work` on each item `next` gives, WRITE_CONCURRENCY at a time; the first failure stops the pulling. */
async function inParallel<T>(next: () => T | undefined, work: (item: T) => Promise<void>): Promise<void> {
  let failed = false;
  const worker = async () => {
    for (let item = next(); item !== undefined && !failed; item = next()) await work(item);
  };
  // Every worker is let finish before the caller removes the folder they write into.
  const results = await Promise.allSettled(
    Array.from({ length: WRITE_CONCURRENCY }, () =>
      worker().catch((error: unknown) => {
        failed = true;
        throw error;
      }),
    ),
  );
  const rejected = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (rejected) throw rejected.reason;
}
