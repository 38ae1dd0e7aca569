// Reading the shop file, refusing what cannot be one, and turning its bytes into text, which must be UTF-8.
import { isUtf8 } from 'node:buffer';
import { open, stat } from 'node:fs/promises';
import { ConfigNotFoundError, ConfigUnreadableError } from '../errors.ts';
import { oneProblem, placeAtLine } from './locate.ts';
import * as messages from '../messages/index.ts';

/** Room for the most articles the schema allows at a real length (20,000 of 400 words), far less than a disk or /dev/zero. */
export const MAX_CONFIG_BYTES = 64 * 1024 * 1024;

/** The bytes of the shop file; a folder, a device (/dev/zero is endless), a pipe (it may never end) or a huge file is refused first. */
export async function readConfig(file: string): Promise<Buffer> {
  const refuse = (why: string, cause?: unknown) => new ConfigUnreadableError(file, why, cause);
  try {
    const info = await stat(file);
    if (info.isDirectory()) throw refuse(messages.configIsFolder());
    if (!info.isFile()) throw refuse(messages.configNotOrdinary());
    if (info.size > MAX_CONFIG_BYTES) throw refuse(messages.configTooLarge(info.size, MAX_CONFIG_BYTES));
    const handle = await open(file, 'r');
    try {
      // Read at most one byte past the limit: some files (under /proc) report a size of 0.
      const buffer = Buffer.alloc(Math.min(MAX_CONFIG_BYTES + 1, Math.max(info.size, 64 * 1024)));
      let length = 0;
      for (let read = 1; read > 0 && length < buffer.length; length += read) {
        ({ bytesRead: read } = await handle.read(buffer, length, buffer.length - length, null));
      }
      if (length > MAX_CONFIG_BYTES) throw refuse(messages.configHoldsTooMuch(MAX_CONFIG_BYTES));
      return buffer.subarray(0, length);
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (error instanceof ConfigUnreadableError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') throw new ConfigNotFoundError(file, error);
    if (code === 'EACCES' || code === 'EPERM') throw refuse(messages.configNoPermission(), error);
    if (code === 'ELOOP') throw refuse(messages.configLinkLoop(), error);
    throw refuse(messages.configSystemRefused(code ?? String(error)), error);
  }
}

/** Whether the bytes are UTF-16: a byte-order mark, or every other byte zero (Latin letters without a mark); a stray NUL is not. */
function isUtf16(bytes: Buffer): boolean {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return true;
  const sample = bytes.subarray(0, 1024);
  const zeros = [0, 1].map((half) => sample.filter((byte, i) => i % 2 === half && byte === 0).length);
  return Math.max(...zeros) > sample.length / 4;
}

/** Whether the file is text: a picture or a program has many control bytes (UTF-16 text has zeros, but no others below a tab). */
function isText(bytes: Buffer): boolean {
  const sample = bytes.subarray(0, 1024);
  const control = sample.filter((byte) => byte < 0x09 && byte !== 0).length + sample.filter((byte) => byte > 0x0d && byte < 0x20 && byte !== 0x1b).length;
  return control <= sample.length / 20;
}

/** How many bytes at the start of `bytes` are whole UTF-8 characters. */
function validPrefix(bytes: Buffer): number {
  let at = 0;
  while (at < bytes.length) {
    const lead = bytes[at];
    const size = lead < 0x80 ? 1 : lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0;
    if (size === 0 || !isUtf8(bytes.subarray(at, at + size)) || at + size > bytes.length) return at;
    at += size;
  }
  return at;
}

/** The text of the file, which must be UTF-8; UTF-16 (Notepad's "Unicode") or a legacy encoding gets a sentence saying so, and where. */
export function decode(file: string, bytes: Buffer): string {
  if (!isText(bytes)) throw new ConfigUnreadableError(file, messages.configNotText());
  if (isUtf16(bytes)) throw new ConfigUnreadableError(file, messages.configUtf16());
  if (isUtf8(bytes)) return bytes.toString('utf8');
  // Find the first line that is not UTF-8, and the character where it goes wrong.
  let start = 0;
  for (let line = 1; ; line++) {
    const end = bytes.indexOf(0x0a, start);
    const text = bytes.subarray(start, end < 0 ? bytes.length : end);
    if (!isUtf8(text)) {
      const good = validPrefix(text);
      const source = bytes.toString('utf8');
      throw oneProblem(source, placeAtLine(file, source, line, text.subarray(0, good).toString('utf8').length + 1, '(encoding)', messages.configNotUtf8()));
    }
    start = end + 1;
  }
}
