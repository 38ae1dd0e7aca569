// The stylesheet and the browser scripts, bundled and fingerprinted by Vite. The result is cached by
// a hash of their sources, so a build that changed only shop.yaml does not bundle again, and `npm ci`
// bundles them once beside the compiled generator (scripts/compile.ts), so an owner's first build
// does not load Vite either.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputFile } from '../site/index.ts';
import { ROOT } from '../root.ts';
import { keepWhole } from '../pictures/cache.ts';

export const STYLES = 'templates/styles.css';
export const SCRIPT = 'templates/client/main.ts';
/** The price finder's and the booking estimate's script: a second entry, loaded only where needed. */
export const PRICES = 'prices';
const PRICES_SCRIPT = 'templates/client/prices.ts';
/** Everything the bundles are made from, and how (this file): a change to any of these makes a new bundle. */
const SOURCES = ['templates/styles.css', 'templates/client', 'templates/lib', 'generator/render/bundles.ts'];
const CACHE = process.env.SHOP_BUNDLE_CACHE ?? path.join(ROOT, 'node_modules', '.cache', 'shop-site');

function sourceHash(): string {
  const hash = createHash('sha256');
  // Synchronous: two dozen small files, where each await of the asynchronous reads took a turn of the
  // event loop and libuv's threads, one file after another.
  const add = (relative: string) => {
    const full = path.join(ROOT, relative);
    if (!existsSync(full)) return;
    if (relative.match(/\.\w+$/)) {
      hash.update(relative).update(readFileSync(full));
      return;
    }
    for (const entry of readdirSync(full).sort()) add(path.join(relative, entry));
  };
  for (const source of SOURCES) add(source);
  // How Vite compiles them (TypeScript's settings) and with which versions of its own packages.
  for (const file of ['tsconfig.json', 'package-lock.json']) add(file);
  const vite = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/vite/package.json'), 'utf8')) as { version: string };
  return hash.update(vite.version).digest('hex').slice(0, 16);
}

interface CachedFile {
  path: string;
  contents: string;
}

/**
 * Where `npm ci` leaves the bundles (scripts/compile.ts, the `prepare` script), beside the compiled
 * generator: they are made from the project's own sources, whatever the shop, so an owner's first
 * build after installing finds them and does not load Vite on the build's one thread while the
 * pictures are encoded. Read under the same name as the cache's, so an edited source is bundled anew.
 */
const INSTALLED = process.env.SHOP_INSTALLED_BUNDLES ?? path.join(ROOT, 'generator', '.compiled');

/** The stylesheet and script, bundled by Vite, or read back from the cache when sources are unchanged. */
export async function bundle(): Promise<OutputFile[]> {
  const name = `bundle-${sourceHash()}.json`;
  for (const folder of [CACHE, INSTALLED]) {
    const file = path.join(folder, name);
    if (!existsSync(file)) continue;
    try {
      return JSON.parse(await readFile(file, 'utf8')) as CachedFile[];
    } catch {
      // Damaged (a disk that filled while it was written): bundled again.
    }
  }
  const files = await bundled();
  await keepWhole(path.join(CACHE, name), JSON.stringify(files));
  return files;
}

/** Bundles the stylesheet and scripts into `folder`, as the build would find them: for scripts/compile.ts. */
export async function writeBundles(folder: string): Promise<string> {
  const file = path.join(folder, `bundle-${sourceHash()}.json`);
  // Whole or not at all, as a build may be reading it (the tests bundle while others build).
  await keepWhole(file, JSON.stringify(await bundled()));
  return file;
}

async function bundled(): Promise<CachedFile[]> {
  const { build } = await import('vite');
  const input = { style: path.join(ROOT, STYLES), site: path.join(ROOT, SCRIPT), [PRICES]: path.join(ROOT, PRICES_SCRIPT) };
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: ROOT,
    // exports-only: the prices entry keeps enhanceBooking, which booking.ts imports by address.
    build: { write: false, modulePreload: false, target: 'es2022', rollupOptions: { input, preserveEntrySignatures: 'exports-only' } },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
  return outputs.map((o) => ({
    path: o.fileName,
    contents: o.type === 'chunk' ? o.code : typeof o.source === 'string' ? o.source : Buffer.from(o.source).toString('utf8'),
  }));
}
