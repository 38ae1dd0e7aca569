// What `npm run build` and `npm run check` start (plain JavaScript: Node runs it as it is).
// The generator is TypeScript. npm ci compiles it once into generator/.compiled/ (scripts/compile.ts),
// and a build starts from that copy without compiling anything, about 0.2 s sooner. When a source has
// changed since (a developer's edit, a pull), the copy is stale: the sources run through tsx instead,
// so the site is always built by the code as it is now. `npm run compile` makes the copy current.
//
// The copy is one script, compiled with V8's code cache: the bytecode of every function the last run
// of the same command compiled, kept in node_modules/.cache/shop-site/v8/ (a cache like the others:
// safe to delete, and gone on a first build). V8 then neither parses the 2 MB script nor compiles a
// function again as the build first calls it. V8 takes a cache only from the same V8 and the same
// flags (--expose-gc, --max-semi-space-size...), and checks the script only by its length: the
// cache's name holds a hash of Node's version and the flags and one of the script itself, so a cache
// is never used for another script (a copy compiled again while a build ran), and `check` and
// `build`, or two Node versions, keep their own. A run with no cache V8 took makes one at its end,
// and removes the caches it replaces: the same command's, under the same flags, for older scripts.
import { isAscii } from 'node:buffer';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import vm from 'node:vm';

// React picks its development or production build when first loaded, so the environment is set
// before anything imports it: production React renders several times faster and prints no warnings.
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

/** Runs the compiled command (cli.cjs) with V8's code cache, and makes the cache when there was none V8 took. */
async function runCompiled(argv) {
  const file = path.join(COMPILED, 'cli.cjs');
  // The bundle is plain ASCII (compile.ts): read as such, without decoding UTF-8, and held one byte a
  // character. It is known by a hash of its bytes (about 2 ms; hashing the text decoded took 6-7).
  const bytes = readFileSync(file);
  const script16 = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  // The CommonJS wrapper Node itself puts around a module, so the bundle runs as if required.
  const source = `(function (exports, require, module, __filename, __dirname) {${bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8')}\n})`;
  const command = argv[0] === 'build' ? 'build' : 'check';
  const flags = createHash('sha256').update(JSON.stringify([process.version, process.execArgv, process.env.NODE_OPTIONS ?? ''])).digest('hex').slice(0, 12);
  const kind = `cli.${command}.${flags}.`;
  const cacheFile = path.join(CODE_CACHE, `${kind}${script16}.cache`);
  let cachedData;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  const script = new vm.Script(source, { filename: file, cachedData });
  const used = cachedData !== undefined && !script.cachedDataRejected;
  process.env.SHOP_CODE_CACHE = used ? 'used' : cachedData === undefined ? 'made' : 'refused';
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, path.dirname(file));
  const code = await module.exports.main(argv);
  // After the run, the cache holds every function it compiled. A cache is made from a whole check or
  // build, never from a run that only printed the help; it only saves time, so a read-only folder or
  // a full disk is no reason to fail.
  if (!used && code === 0 && !argv.includes('--help')) {
    const scratch = `${cacheFile}.${process.pid}`;
    try {
      mkdirSync(CODE_CACHE, { recursive: true });
      writeFileSync(scratch, script.createCachedData());
      renameSync(scratch, cacheFile);
      for (const name of readdirSync(CODE_CACHE)) {
        // The same command under the same Node and flags, for a script compiled before this one.
        if (name.startsWith(kind) && name.endsWith('.cache') && name !== path.basename(cacheFile)) rmSync(path.join(CODE_CACHE, name), { force: true });
      }
    } catch {
      rmSync(scratch, { force: true });
    }
  }
  return code;
}

if (fresh()) {
  process.env.SHOP_RAN = 'compiled';
  process.exitCode = await runCompiled(process.argv.slice(2));
} else {
  process.env.SHOP_RAN = 'typescript';
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(path.join(ROOT, 'generator', 'cli.ts')).href);
}
