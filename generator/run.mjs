// What `npm run build` and `npm run check` start (plain JavaScript). It runs the copy npm ci compiled into
// generator/.compiled/ (scripts/compile.ts) with V8's code cache (code-cache.mjs); when a source has changed
// since, the sources run through tsx instead, so the site is always built by the code as it is now.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// Set before anything imports React, which picks its production build by it when run through tsx (see cli.ts);
// the compiled copy has production React only (scripts/compile.ts).
process.env.NODE_ENV ??= 'production';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COMPILED = path.join(ROOT, process.env.SHOP_COMPILED ?? 'generator/.compiled');
const CODE_CACHE = process.env.SHOP_CODE_CACHE_DIR ?? path.join(ROOT, 'node_modules', '.cache', 'shop-site', 'v8');

/** True when every module the compiled copy was made from is still the same size and age. */
function fresh() {
  let sources;
  try {
    sources = JSON.parse(readFileSync(path.join(COMPILED, 'sources.json'), 'utf8'));
  } catch {
    return false;
  }
  return Object.entries(sources).every(([file, [size, mtime]]) => {
    const now = statSync(path.join(ROOT, file), { throwIfNoEntry: false });
    return now !== undefined && now.size === size && now.mtimeMs === mtime;
  });
}

if (fresh()) {
  process.env.SHOP_RAN = 'compiled';
  const { runCached } = await import('./code-cache.mjs');
  process.exitCode = await runCached(path.join(COMPILED, 'cli.cjs'), process.argv.slice(2), CODE_CACHE || undefined);
} else {
  process.env.SHOP_RAN = 'typescript';
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(path.join(ROOT, 'generator', 'cli.ts')).href);
}
