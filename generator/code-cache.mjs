// V8's code cache of the compiled generator: the bytecode of every function a build compiled, so the
// next build neither parses the script nor compiles a function again. SHOP_CODE_CACHE_DIR names the
// folder (set and empty: no cache). A cache is used only when its own hash checks out, and V8 takes it
// only for the same V8, flags and script: its name holds a hash of each, so another never meets it.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

const HASH_BYTES = 32;
const sha256 = (bytes) => createHash('sha256').update(bytes).digest();

/** The cached data in `file` when its hash matches, else undefined (missing, cut short or damaged). */
function verified(file) {
  try {
    const bytes = readFileSync(file);
    const data = bytes.subarray(HASH_BYTES);
    return bytes.length > HASH_BYTES && sha256(data).equals(bytes.subarray(0, HASH_BYTES)) ? data : undefined;
  } catch {
    return undefined;
  }
}

/** Runs main(argv) of the CommonJS bundle `file` with the code cache in `folder` (undefined: none). */
export async function runCached(file, argv, folder) {
  const bytes = readFileSync(file);
  const command = argv[0] === 'build' ? 'build' : 'check';
  const runtime = sha256(JSON.stringify([process.version, process.execArgv, process.env.NODE_OPTIONS ?? '']))
    .toString('hex')
    .slice(0, 12);
  const kind = `cli.${command}.${runtime}.`;
  const cacheFile = folder && path.join(folder, `${kind}${sha256(bytes).toString('hex').slice(0, 16)}.cache`);
  const cachedData = cacheFile && verified(cacheFile);
  // The wrapper Node itself puts around a CommonJS module, so the bundle runs as if required.
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${bytes.toString('utf8')}\n})`, { filename: file, cachedData });
  const used = cachedData !== undefined && !script.cachedDataRejected;
  process.env.SHOP_CODE_CACHE = !folder ? 'off' : used ? 'used' : cachedData === undefined ? 'made' : 'refused';
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, path.dirname(file));
  const code = await module.exports.main(argv);
  // Made from a whole check or build, which compiled what the next one needs; a cache only saves
  // time, so a read-only folder or a full disk is no reason to fail.
  if (cacheFile && !used && code === 0 && !argv.includes('--help')) {
    const scratch = `${cacheFile}.${process.pid}`;
    try {
      mkdirSync(folder, { recursive: true });
      const data = script.createCachedData();
      writeFileSync(scratch, Buffer.concat([sha256(data), data]));
      renameSync(scratch, cacheFile);
      // The same command under the same Node and flags, for a script compiled before this one.
      for (const name of readdirSync(folder)) if (name.startsWith(kind) && name !== path.basename(cacheFile)) rmSync(path.join(folder, name), { force: true });
    } catch {
      rmSync(scratch, { force: true });
    }
  }
  return code;
}
