// The pages the last build rendered, kept for the next one, each with the input key it was rendered
// from (page-inputs.ts). A build into the last build's folder keeps its unchanged pages there
// (unchanged.ts); a build into an empty or another folder (`npm run build` after dist/ was removed,
// `--out` elsewhere) had to render every page again, which is most of a small shop's build with its
// other caches warm (the shared benchmark's 10 posts: 63 pages, 150 of 340 ms). It now takes each page
// whose inputs are the same from here, as the writer takes a file from the last build's folder: the
// same key means the same HTML.
//
// One site is kept, in one file, as V8's serialization (the lists of parts read once, as the marker
// keeps them) after its CRC-32, since its bytes go into the site as they are: a file damaged in a way
// that still reads is not used. A second shop built from the same checkout replaces it. Only a small
// site is kept (up to KEPT_UP_TO bytes of HTML, a shop with a few dozen articles): beyond that,
// writing the copy at every build would cost more than it saves, and its memory would count at
// scale. Deleting the file is always safe.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { crc32 } from 'node:zlib';
import type { PageInputs } from './page-inputs.ts';
import { ROOT } from './root.ts';

/**
 * Where the command line keeps the pages: $SHOP_PAGES_CACHE, else .cache/pages.bin. Set and empty,
 * none are kept or taken (the unit tests' default, tests/unit/setup.ts; a benchmark of rendering).
 */
export function pagesCacheFile(): string | undefined {
  const file = process.env.SHOP_PAGES_CACHE;
  return file === undefined ? path.join(ROOT, '.cache', 'pages.bin') : file === '' ? undefined : file;
}

/** The most HTML kept, in bytes: the embedded shop's 45 pages are 2.2 MB, the shared benchmark's 10 posts' 63 pages 2.8 MB. */
export const KEPT_UP_TO = 8 * 1024 * 1024;

/** Changed when the file's layout changes: a file of another layout is not read. */
const FORMAT = 1;

/** The file: the CRC-32 of the rest (4 bytes, big-endian), then the serialized pages. */
const CHECKSUM = 4;

interface Stored {
  format: number;
  lists: string[][];
  /** Path, input key, index of its list of parts read, HTML in UTF-8 (half the size of V8's two-byte strings for Hindi and Marathi, and what the writer writes). */
  pages: [string, string, number, Uint8Array][];
}

/** A page as the last build rendered it. */
export interface KeptPage extends PageInputs {
  contents: Uint8Array;
}

/** The pages kept in `file`, by path; none if there is no file or it cannot be read. */
export function keptPages(file: string): Map<string, KeptPage> {
  const pages = new Map<string, KeptPage>();
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return pages;
  }
  try {
    const payload = bytes.subarray(CHECKSUM);
    if (bytes.length < CHECKSUM || bytes.readUInt32BE(0) !== crc32(payload)) return pages;
    const stored = deserialize(payload) as Partial<Stored> | null;
    if (stored?.format !== FORMAT || !Array.isArray(stored.lists) || !Array.isArray(stored.pages)) return pages;
    // A list of anything but part names would fail the key's reading of the shop (page-inputs.ts).
    const lists = stored.lists.map((list) => (Array.isArray(list) && list.every((part) => typeof part === 'string') ? list : undefined));
    for (const [page, key, list, contents] of stored.pages) {
      const reads = typeof list === 'number' ? lists[list] : undefined;
      if (typeof page === 'string' && typeof key === 'string' && contents instanceof Uint8Array && reads) pages.set(page, { key, reads, contents });
    }
    return pages;
  } catch {
    return new Map(); // damaged: every page renders, as if nothing were kept
  }
}

/**
 * The pages of one build, for the next: each page as it was rendered or taken, and the last build's
 * copy of a page kept in its folder without rendering. `finish()` writes them for the next build.
 */
export class PageKeeper {
  readonly #file: string;
  readonly #last: ReadonlyMap<string, KeptPage>;
  readonly #next = new Map<string, KeptPage>();
  #bytes = 0;
  /** Whether the pages differ from the last build's copy (rendered, gone, or not in it). */
  #changed = false;
  #tooLarge = false;

  constructor(file: string, last = keptPages(file)) {
    this.#file = file;
    this.#last = last;
  }

  /** The last build's copy of the page at `path`, whatever its inputs. */
  last(path: string): KeptPage | undefined {
    return this.#last.get(path);
  }

  /** Notes a page of this build taken as the copy already kept. */
  note(path: string, page: KeptPage): void {
    if (this.#tooLarge) return;
    this.#bytes += page.contents.byteLength;
    if (this.#bytes > KEPT_UP_TO) {
      this.#tooLarge = true;
      this.#next.clear();
      return;
    }
    this.#next.set(path, page);
  }

  /**
   * Notes a page this build rendered; returns its HTML for the writer, encoded once for both when
   * the site is small enough to keep (the encoding is the writer's work otherwise).
   */
  rendered(path: string, inputs: PageInputs, html: string): string | Uint8Array {
    this.#changed = true;
    if (this.#tooLarge) return html;
    const contents = Buffer.from(html);
    this.note(path, { ...inputs, contents });
    return contents;
  }

  /** A page kept in the last build's folder without rendering it, which the copy does not hold: it is missing from the next one. */
  missing(): void {
    this.#changed = true;
  }

  /**
   * Called once every page is noted: writes the pages for the next build, if they changed, while the
   * writer finishes the site (a copy made before the site is written is as good as one made after:
   * each page in it is what its inputs render). A site too large to keep removes the copy. A
   * read-only or full disk only means nothing is kept.
   */
  finish(): void {
    this.#finishing ??= this.#write();
  }

  /** Waits for the copy to be written (finish()); nothing to wait for if the pages were not all noted. */
  async kept(): Promise<void> {
    await this.#finishing;
  }

  #finishing: Promise<void> | undefined;

  async #write(): Promise<void> {
    if (this.#tooLarge) {
      // Kept as it is if it cannot be removed: its pages' keys still say which a later build may take.
      await rm(this.#file, { force: true }).catch(() => undefined);
      return;
    }
    if (!this.#changed && this.#next.size === this.#last.size) return;
    const lists: string[][] = [];
    // By their text: a page rendered, one taken from here and one kept in the folder hold their lists in different arrays.
    const ids = new Map<string, number>();
    const pages: Stored['pages'] = [];
    for (const [page, { key, reads, contents }] of this.#next) {
      const joined = reads.join('\0');
      let id = ids.get(joined);
      if (id === undefined) {
        ids.set(joined, (id = lists.length));
        lists.push([...reads]);
      }
      pages.push([page, key, id, contents]);
    }
    // Its own name, never an existing file's: builds from one checkout may keep their pages at the same time.
    const scratch = `${this.#file}.${process.pid}-${randomBytes(4).toString('hex')}`;
    try {
      const payload = serialize({ format: FORMAT, lists, pages } satisfies Stored);
      const checksum = Buffer.alloc(CHECKSUM);
      checksum.writeUInt32BE(crc32(payload));
      await mkdir(path.dirname(this.#file), { recursive: true });
      await writeFile(scratch, Buffer.concat([checksum, payload]), { flag: 'wx' });
      await rename(scratch, this.#file);
    } catch {
      await rm(scratch, { force: true }).catch(() => undefined);
      return;
    }
    await removeLeftovers(this.#file);
  }
}

/** A build killed while writing its copy left it under its scratch name: removed by a later one, after an hour. */
async function removeLeftovers(file: string): Promise<void> {
  const folder = path.dirname(file);
  const prefix = `${path.basename(file)}.`;
  const names = await readdir(folder).catch(() => []);
  await Promise.all(names.filter((name) => name.startsWith(prefix)).map(async (name) => {
    const left = path.join(folder, name);
    const { mtimeMs } = await stat(left);
    if (Date.now() - mtimeMs > 60 * 60 * 1000) await rm(left, { force: true });
  }).map((removing) => removing.catch(() => undefined)));
}
