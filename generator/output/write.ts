// Stage 5: a Writer puts the built files somewhere and counts them: the disk writer (directory-writer.ts),
// or one of the two here that keep nothing on disk (check, --dry-run, tests).
import { settled, type OutputFile, type OutputItem } from '../site/index.ts';
import type { SiteAbout } from './folder.ts';

export interface Written {
  files: number;
  pages: number;
  bytes: number;
  /** Files with the same bytes as in the last build, linked from it instead of written. */
  unchanged?: number;
}

export interface Writer {
  write(files: Iterable<OutputItem>, about?: SiteAbout): Promise<Written>;
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

/** Keeps the site in memory: for tests. */
export class MemoryWriter implements Writer {
  readonly files = new Map<string, string | Uint8Array>();
  async write(files: Iterable<OutputItem>): Promise<Written> {
    const written = { files: 0, pages: 0, bytes: 0 };
    for (const item of files) {
      const file = await settled(item);
      this.files.set(file.path, file.contents);
      tally(written, file);
    }
    return written;
  }
  text(file: string): string {
    const contents = this.files.get(file);
    if (contents === undefined) throw new Error(`${file} was not built`);
    return typeof contents === 'string' ? contents : Buffer.from(contents).toString('utf8');
  }
}
