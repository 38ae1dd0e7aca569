// The stylesheet and the browser scripts, bundled and fingerprinted by Vite, cached by a hash of their sources (so not for a shop.yaml edit).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputFile } from '../site/index.ts';
import { ROOT } from '../root.ts';
import { keepWhole } from '../whole-file.ts';

export const STYLES = 'templates/styles.css';
export const SCRIPT = 'templates/client/main.ts';
/** The price finder's and the booking estimate's script: a second entry, loaded only where needed. */
export const PRICES = 'prices';
const PRICES_SCRIPT = 'templates/client/prices.ts';
/** What the bundles are made from, and how (this file, TypeScript's settings, Vite's packages): a change to any makes a new bundle. */
const SOURCES = ['templates/styles.css', 'templates/client', 'templates/lib', 'generator/render/bundles.ts', 'tsconfig.json', 'package-lock.json'];
const CACHE = process.env.SHOP_BUNDLE_CACHE ?? path.join(ROOT, 'node_modules', '.cache', 'shop-site');

function sourceHash(): string {
  const hash = createHash('sha256');
  // Synchronous: two dozen small files, where each asynchronous read took a turn of the event loop and libuv's threads, one after another.
  const add = (relative: string) => {
    const full = path.join(ROOT, relative);
    if (!existsSync(full)) return;
    if (/\.\w+$/.test(relative)) hash.update(relative).update(readFileSync(full));
    else for (const entry of readdirSync(full).sort()) add(path.join(relative, entry));
  };
  for (const source of SOURCES) add(source);
  const vite = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/vite/package.json'), 'utf8')) as { version: string };
  return hash.update(vite.version).digest('hex').slice(0, 16);
}

/**
 * Where `npm ci` leaves the bundles (scripts/compile.ts): they depend on no shop, so an owner's first build does not load
 * Vite on its one thread while pictures are encoded. Read under the cache's name, so an edited source is bundled anew.
 */
const INSTALLED = process.env.SHOP_INSTALLED_BUNDLES ?? path.join(ROOT, 'generator', '.compiled');

/** The stylesheet and script, bundled by Vite, or read back from the cache when sources are unchanged. */
export async function bundle(): Promise<OutputFile[]> {
  const name = `bundle-${sourceHash()}.json`;
  for (const folder of [CACHE, INSTALLED]) {
    const file = path.join(folder, name);
    if (!existsSync(file)) continue;
    try {
      return JSON.parse(await readFile(file, 'utf8')) as OutputFile[];
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

async function bundled(): Promise<OutputFile[]> {
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
