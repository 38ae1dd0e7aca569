// What `npm run build` and `npm run check` start (plain JavaScript: Node runs it as it is).
// The generator is TypeScript. npm ci compiles it once into generator/.compiled/ (scripts/compile.ts),
// and a build starts from that copy without compiling anything, about 0.2 s sooner. When a source has
// changed since (a developer's edit, a pull), the copy is stale: the sources run through tsx instead,
// so the site is always built by the code as it is now. `npm run compile` makes the copy current.
//
// The copy is one script, compiled with V8's code cache: the bytecode of every function the last run
// of the same command compiled, kept beside the copy. V8 then neither parses the 2 MB script nor
// compiles a function again as the build first calls it. V8 accepts a cache only from the same V8
// and the same flags (--expose-gc, --max-semi-space-size...), and only for a script of the same
// length; a cache it refuses is made again at the end of that run. The cache's name holds the command,
// Node's version and the flags, so `check` and `build`, or two Node versions, never replace each
// other's; compiling the copy again (npm ci, npm run compile) empties the folder.
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import vm from 'node:vm';

// React picks its development or production build when first loaded, so the environment is set
// before anything imports it: production React renders several times faster and prints no warnings.
process.env.NODE_ENV ??= 'production';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COMPILED = path.join(ROOT, process.env.SHOP_COMPILED ?? 'generator/.compiled');

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
  const flags = createHash('sha256').update(JSON.stringify([process.version, process.execArgv, process.env.NODE_OPTIONS ?? ''])).digest('hex').slice(0, 12);
  const cacheFile = path.join(COMPILED, `cli.${argv[0] === 'build' ? 'build' : 'check'}.${flags}.cache`);
  let cachedData;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  // The CommonJS wrapper Node itself puts around a module, so the bundle runs as if required.
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`, {
    filename: file,
    cachedData,
  });
  const used = cachedData !== undefined && !script.cachedDataRejected;
  process.env.SHOP_CODE_CACHE = used ? 'used' : cachedData === undefined ? 'made' : 'refused';
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, path.dirname(file));
  const code = await module.exports.main(argv);
  // After the run, the cache holds every function it compiled; it only saves time, so a read-only
  // folder or a full disk is no reason to fail.
  // A cache is made from a whole check or build, never from a run that only printed the help.
  if (!used && code === 0 && !argv.includes('--help')) {
    const scratch = `${cacheFile}.${process.pid}`;
    try {
      writeFileSync(scratch, script.createCachedData());
      renameSync(scratch, cacheFile);
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
