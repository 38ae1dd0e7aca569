// Stage 5: a Writer puts the built files somewhere and counts them: the disk writer (directory-writer.ts),
// or the one here that keeps nothing (check, --dry-run); the tests keep theirs in memory (tests/site.ts).
import { settled, type OutputFile, type OutputItem } from '../site/index.ts';

export interface Written {
  files: number;
  pages: number;
  bytes: number;
  /** Files with the same bytes as in the last build, linked from it instead of written. */
  unchanged?: number;
}

export interface Writer {
  /** `base`: the folder the site is served from, such as "/" or "/shop/". */
  write(files: Iterable<OutputItem>, base?: string): Promise<Written>;
}

export function tally(written: Written, file: OutputFile, bytes = Buffer.byteLength(file.contents)): void {
  written.files += 1;
  written.bytes += bytes;
  if (file.path.endsWith('.html') && !file.redirect) written.pages += 1;
}

/** Counts what would be written and keeps nothing: for check and --dry-run. */
export class NullWriter implements Writer {
  async write(files: Iterable<OutputItem>): Promise<Written> {
    const written = { files: 0, pages: 0, bytes: 0 };
    // Pictures are waited for: a picture found damaged in encoding is a problem check reports too.
    for (const item of files) tally(written, await settled(item));
    return written;
  }
}
