// Which folder the site may be written into. The build replaces its output folder whole, so it
// takes only a folder it wrote itself (a marker file lists what it wrote) or an empty one: never the
// project, the shop file, a folder of other work, or a copy of a built site with other work added
// (a gh-pages checkout with .git). A link named by --out is followed: the link is kept, and the
// folder it points at is replaced.
import { existsSync, lstatSync, readdirSync, readFileSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { UnsafeOutputError } from './errors.ts';
import {
  markerNote, outputBuildInside, outputCreateLinkTarget, outputHoldsProject, outputHoldsShopFile, outputIsDiskRoot, outputIsFile,
  outputIsMountPoint, outputIsProject, outputIsShopFile, outputLinkToNothing, outputNotOurs, outputUnmarked,
} from './messages/index.ts';

/** Written into every site this generator builds; also tells `npm run preview` the site's base. */
export const MARKER = '.shop-site';

/** What file managers leave in any folder they show; never a reason to refuse one. */
const LITTER = new Set(['.DS_Store', 'Thumbs.db', 'desktop.ini']);

export interface SiteAbout {
  /** The folder the site is served from, such as "/" or "/shop/". */
  base: string;
}

/**
 * The marker's text: what wrote the folder, the names it wrote at the top, the site's base, and each
 * file's size and content hash, which the next build compares with what it renders (unchanged.ts).
 */
export function marker(about: SiteAbout | undefined, names: string[], hashes: ReadonlyMap<string, string> = new Map(), pages: { inputs: Record<string, string>; reads: Record<string, string> } = { inputs: {}, reads: {} }): string {
  return `${JSON.stringify({
    generator: 'shop-site-generator',
    note: markerNote(),
    base: about?.base ?? '/',
    files: [...names].sort(),
    hashes: Object.fromEntries([...hashes].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
    ...pages,
  }, null, 2)}\n`;
}

/**
 * The folder a path leads to, links followed (dist -> /var/www/site gives /var/www/site). A link to
 * nothing is refused.
 */
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
    if (link !== undefined) throw new UnsafeOutputError(out, outputLinkToNothing(link), outputCreateLinkTarget());
    const parent = path.dirname(out);
    return path.join(existsSync(parent) ? realpathSync(parent) : parent, path.basename(out));
  }
}

export function refuseUnsafe(out: string, guard: { projectRoot: string; config: string }): void {
  const root = realPath(path.resolve(guard.projectRoot));
  const config = realPath(path.resolve(guard.config));
  if (out === path.parse(out).root) throw new UnsafeOutputError(out, outputIsDiskRoot());
  if (out === root) throw new UnsafeOutputError(out, outputIsProject());
  if (root.startsWith(out + path.sep)) throw new UnsafeOutputError(out, outputHoldsProject());
  if (out === config) throw new UnsafeOutputError(out, outputIsShopFile());
  if (config.startsWith(out + path.sep)) throw new UnsafeOutputError(out, outputHoldsShopFile(path.basename(config)));
  if (!existsSync(out)) return;
  const info = statSync(out);
  if (!info.isDirectory()) throw new UnsafeOutputError(out, outputIsFile());
  if (existsSync(path.dirname(out)) && statSync(path.dirname(out)).dev !== info.dev) {
    throw new UnsafeOutputError(out, outputIsMountPoint(), outputBuildInside(path.join(out, 'site')));
  }
  const entries = readdirSync(out).filter((name) => !LITTER.has(name));
  if (entries.length === 0) return;
  const wrote = writtenHere(out);
  if (wrote) {
    const others = entries.filter((name) => name !== MARKER && !wrote.includes(name));
    if (others.length > 0) throw new UnsafeOutputError(out, outputNotOurs(others));
    return;
  }
  // Without a list of what was written: a site of the version before the marker (or with a marker
  // that does not list its files) is recognised by the files every build writes.
  const rest = entries.filter((name) => name !== MARKER);
  if (!isOlderBuild(out, rest)) throw new UnsafeOutputError(out, outputUnmarked(rest, MARKER, rest.length < entries.length));
}

/** The top-level names the marker says the build wrote, or undefined without a readable marker. */
function writtenHere(out: string): string[] | undefined {
  try {
    const { files } = JSON.parse(readFileSync(path.join(out, MARKER), 'utf8')) as { files?: unknown };
    return Array.isArray(files) && files.every((name) => typeof name === 'string') ? files : undefined;
  } catch {
    return undefined;
  }
}

/** The files every build writes at the top of the output, before the marker existed (version 0.1). */
const OLDER_BUILD = ['index.html', '404.html', 'sitemap.xml', 'robots.txt', 'manifest.webmanifest', '_headers', 'assets'];

/**
 * A site built by version 0.1, which wrote no marker: all the files every build writes, and besides
 * them only page folders (no hidden files, nothing else). Replaced once; the new build leaves a marker.
 */
function isOlderBuild(out: string, entries: string[]): boolean {
  if (!OLDER_BUILD.every((name) => entries.includes(name))) return false;
  return entries.every((name) => OLDER_BUILD.includes(name) || (!name.startsWith('.') && statSync(path.join(out, name)).isDirectory()));
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
