// Which folder the site may be written into. The build replaces its output whole, so it takes only an empty folder or one holding nothing
// but what it wrote, unchanged, at any depth (the marker lists each file with a hash of its bytes): never the project, the shop file, other
// work, or a built site with anything added or edited. A link named by --out is kept and its target replaced.
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readdirSync, readFileSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { UnsafeOutputError } from '../errors.ts';
import * as messages from '../messages/index.ts';

/** Written into every site this generator builds; also tells `npm run preview` the site's base. */
export const MARKER = '.shop-site';

/** What file managers leave in any folder they show; never a reason to refuse one. */
const LITTER = new Set(['.DS_Store', 'Thumbs.db', 'desktop.ini']);

/** A file as the marker records it: "size:hash" of its bytes. */
export type Recorded = string;

export function recordOf(bytes: Uint8Array): Recorded {
  return `${bytes.byteLength}:${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}`;
}

/** The marker's text: what wrote the folder, the site's base ("/", "/shop/"), and each file's size and hash (what the next build may replace, or link unchanged). */
export function marker(base: string | undefined, hashes: ReadonlyMap<string, string>): string {
  const sorted = [...hashes].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const fields = { generator: 'shop-site-generator', note: messages.markerNote(), base: base ?? '/', hashes: Object.fromEntries(sorted) };
  return `${JSON.stringify(fields, null, 2)}\n`;
}

/** The folder a path leads to, links followed (dist -> /var/www/site gives /var/www/site); a link to nothing is refused. */
export function realFolder(out: string): string {
  let link: string | undefined;
  try {
    if (lstatSync(out).isSymbolicLink()) link = readlinkSync(out);
  } catch {
    // does not exist yet: its parent may still be reached through a link
  }
  try {
    return realpathSync(out);
  } catch {
    if (link !== undefined) throw new UnsafeOutputError(out, messages.outputLinkToNothing(link), messages.outputCreateLinkTarget());
    const parent = path.dirname(out);
    return path.join(existsSync(parent) ? realpathSync(parent) : parent, path.basename(out));
  }
}

/** Refuses a place no site may be built into: the disk's root, the project, the shop file, a file, a mount point. */
export function refuseUnsafe(out: string, guard: { projectRoot: string; config: string }): void {
  const root = realPath(path.resolve(guard.projectRoot));
  const config = realPath(path.resolve(guard.config));
  if (out === path.parse(out).root) throw new UnsafeOutputError(out, messages.outputIsDiskRoot());
  if (out === root) throw new UnsafeOutputError(out, messages.outputIsProject());
  if (root.startsWith(out + path.sep)) throw new UnsafeOutputError(out, messages.outputHoldsProject());
  if (out === config) throw new UnsafeOutputError(out, messages.outputIsShopFile());
  if (config.startsWith(out + path.sep)) throw new UnsafeOutputError(out, messages.outputHoldsShopFile(path.basename(config)));
  if (!existsSync(out)) return;
  const info = statSync(out);
  if (!info.isDirectory()) throw new UnsafeOutputError(out, messages.outputIsFile());
  if (existsSync(path.dirname(out)) && statSync(path.dirname(out)).dev !== info.dev) {
    throw new UnsafeOutputError(out, messages.outputIsMountPoint(), messages.outputBuildInside(path.join(out, 'site')));
  }
}

/** Refuses a folder holding anything the build did not write: once a killed build's leftovers are undone, and again holding the lock. */
export function refuseOthers(out: string): void {
  if (!existsSync(out)) return;
  const entries = readdirSync(out).filter((name) => !LITTER.has(name));
  if (entries.length === 0) return;
  const recorded = recordedFiles(out);
  const unlisted = entries.filter((name) => name !== MARKER);
  if (!recorded) throw new UnsafeOutputError(out, messages.outputUnmarked(unlisted, MARKER, entries.includes(MARKER)));
  const { others, changed } = notWritten(out, recorded);
  if (others.length > 0) throw new UnsafeOutputError(out, messages.outputNotOurs(others));
  if (changed.length > 0) throw new UnsafeOutputError(out, messages.outputChanged(changed));
}

/** Each file the marker says the build wrote, with its record; undefined without a readable marker. */
export function recordedFiles(out: string): Map<string, Recorded> | undefined {
  try {
    const marker = z.object({ hashes: z.record(z.string(), z.string()) }).safeParse(JSON.parse(readFileSync(path.join(out, MARKER), 'utf8')));
    return marker.success ? new Map(Object.entries(marker.data.hashes)) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What in the folder the build did not write, walked without following links: `others`, what the marker does not list (a folder named once, ending in "/"),
 * links and devices; `changed`, listed files whose bytes are no longer those recorded. Paths relative, "/" between folders.
 */
export function notWritten(out: string, recorded: ReadonlyMap<string, Recorded>): { others: string[]; changed: string[] } {
  const folders = new Set<string>();
  for (const file of recorded.keys()) {
    for (let slash = file.indexOf('/'); slash !== -1; slash = file.indexOf('/', slash + 1)) folders.add(file.slice(0, slash));
  }
  const others: string[] = [];
  const changed: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(out, folder), { withFileTypes: true })) {
      const relative = folder === '' ? entry.name : `${folder}/${entry.name}`;
      if (relative === MARKER || (LITTER.has(entry.name) && entry.isFile())) continue;
      if (entry.isDirectory()) {
        if (folders.has(relative)) walk(relative);
        else others.push(`${relative}/`);
      } else if (!entry.isFile() || !recorded.has(relative)) {
        others.push(relative);
      } else if (recordOf(readFileSync(path.join(out, relative))) !== recorded.get(relative)) {
        changed.push(relative);
      }
    }
  };
  walk('');
  return { others, changed };
}

function realPath(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
}

/** A folder as messages name it: relative to where the command runs when inside it, else in full. */
export function shown(folder: string): string {
  const relative = path.relative(process.cwd(), folder);
  return `${relative === '' ? '.' : relative.startsWith('..') ? folder : relative}/`;
}
