// The shop as the last build or check found it, kept for the next one: reading and checking shop.yaml
// (the yaml package's parse, the schema, the sample and translation checks) is the largest stage of a
// build of a small shop, and `npm run build` again with the file unchanged (after a picture was
// replaced, into a new output folder, a check and then a build) gets the same result. It is kept by
// a key of everything that result is made from: the file's text and name, the code (the same
// version as the pages' input keys, page-inputs.ts), the options that change the checks, and the
// editor line's warning, which depends on whether the schema file exists. An invalid file is never
// kept, so its problems are always found and reported afresh.
//
// One shop is kept, in one file, as V8's serialization: a second shop built from the same checkout
// replaces it (each build of the other shop then reads and checks its file, as every build did).
// Files over KEPT_UP_TO are not kept: for them the write would cost more than it saves, and the
// copy's memory would count in a build at the schema's limit. Deleting the file is always safe.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { Located } from './errors.ts';
import { ROOT } from './root.ts';
import type { Validated } from './validate.ts';

/**
 * Where the command line keeps the last check: $SHOP_CHECKED_CACHE, else .cache/checked-shop.bin. Set
 * and empty, nothing is kept or taken (the tests' builds: the project's .cache/ is the owner's).
 */
export function checkedCacheFile(): string | undefined {
  const file = process.env.SHOP_CHECKED_CACHE;
  return file === undefined ? path.join(ROOT, '.cache', 'checked-shop.bin') : file === '' ? undefined : file;
}

/** The largest shop file kept (characters): a shop with a few hundred articles. */
export const KEPT_UP_TO = 1024 * 1024;

export interface CheckedInputs {
  /** codeVersion(): the generator's and templates' sources, the packages, Node's version and ICU. */
  code: string;
  /** The file's name as given: warnings name it. */
  file: string;
  /** Its text, as read. */
  source: string;
  allLanguages: boolean;
  /** The editor line's warnings (modeline.ts), made afresh at every build: the schema file may have come or gone. */
  modeline: readonly Located[];
}

export function checkedKey({ code, file, source, allLanguages, modeline }: CheckedInputs): string {
  const around = JSON.stringify([code, file, allLanguages, modeline.map(({ line, column, field, message }) => [line, column, field, message])]);
  return createHash('sha256').update(around).update('\0').update(source).digest('base64url');
}

/** The layout of the kept file: the key, a line feed, then the serialized result. */
const SEPARATOR = 0x0a;

/** The kept result of the last check when it was made from the same inputs (`key`), else undefined. */
export function keptChecked(key: string, cache: string): Validated | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(cache);
  } catch {
    return undefined;
  }
  const end = bytes.indexOf(SEPARATOR);
  if (end < 0 || bytes.toString('latin1', 0, end) !== key) return undefined;
  try {
    return deserialize(bytes.subarray(end + 1)) as Validated;
  } catch {
    return undefined; // damaged: read and check the file as if nothing were kept
  }
}

/** Whether a shop file of this text can be kept: when not, its key is not worth hashing (60-100 ms at 27 MB). */
export function keepable(source: string): boolean {
  return source.length <= KEPT_UP_TO;
}

/** Keeps a valid shop's result for the next build; a read-only or full disk only means it is not kept. */
export function keepChecked(key: string, validated: Validated, source: string, cache: string): void {
  if (!keepable(source)) return;
  // Located warnings draw their code frame when first read: kept drawn, as plain data.
  const warnings = validated.warnings.map(({ file, line, column, field, message, frame }) => ({ file, line, column, field, message, frame }));
  const scratch = `${cache}.${process.pid}`;
  try {
    const payload = serialize({ ...validated, warnings });
    mkdirSync(path.dirname(cache), { recursive: true });
    writeFileSync(scratch, Buffer.concat([Buffer.from(`${key}\n`, 'latin1'), payload]));
    renameSync(scratch, cache);
  } catch {
    rmSync(scratch, { force: true });
  }
}
