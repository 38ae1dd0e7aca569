// npm run build starts the generator compiled once into plain JavaScript (generator/run.mjs,
// scripts/compile.ts). A speed-up must not change the site: the compiled copy builds the same files,
// byte for byte, as the TypeScript sources; it reports an owner's mistake the same way; and once a
// source changes, the stale copy is left alone and the sources run.
import { execFile } from 'node:child_process';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPackages } from '../../generator/pictures/versions.ts';
import { compile, type Sources } from '../../scripts/compile.ts';
import { FULL, ROOT, tempDir } from '../helpers.ts';

const COPY = 'generator/.compiled-test';
const run = promisify(execFile);
/** The flags npm run build gives Node, if any. */
const FLAGS = (JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { build: string } }).scripts.build
  .split(' ')
  .filter((word) => word.startsWith('--'));

/** Where the test's builds keep V8's code cache (SHOP_CODE_CACHE_DIR), set once its folder exists. */
let codeCache = '';

/** `node generator/run.mjs …` with the test's compiled copy; exit code, output and how it ran. */
async function launch(
  argv: string[],
  stats: string,
  more: Record<string, string> = {},
): Promise<{ code: number; out: string; err: string; ran?: string; codeCache?: string; sharpLoaded?: boolean }> {
  const { NODE_ENV: _, ...env } = process.env;
  const result = await run(process.execPath, [...FLAGS, path.join(ROOT, 'generator/run.mjs'), ...argv], {
    cwd: ROOT,
    env: { ...env, SHOP_COMPILED: COPY, SHOP_BUILD_STATS: stats, SHOP_CODE_CACHE_DIR: codeCache, ...more },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, out: stdout, err: stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, out: error.stdout, err: error.stderr }),
  );
  const report =
    argv[0] === 'build' && result.code === 0
      ? (JSON.parse(await readFile(stats, 'utf8')) as { ran: string; codeCache?: string; sharpLoaded: boolean })
      : undefined;
  return { ...result, ran: report?.ran, codeCache: report?.codeCache, sharpLoaded: report?.sharpLoaded };
}

async function files(dir: string, at = dir): Promise<string[]> {
  const entries = await readdir(at, { withFileTypes: true });
  return (await Promise.all(entries.map((e) => (e.isDirectory() ? files(dir, path.join(at, e.name)) : [path.relative(dir, path.join(at, e.name))]))))
    .flat()
    .sort();
}

/** Every file of two built sites, compared byte for byte (the build's own marker aside: it names its time). */
async function expectSameSite(a: string, b: string): Promise<void> {
  const names = (await files(a)).filter((f) => f !== '.shop-site');
  expect(names.length).toBeGreaterThan(20);
  expect((await files(b)).filter((f) => f !== '.shop-site')).toEqual(names);
  for (const name of names) {
    const [left, right] = await Promise.all([readFile(path.join(a, name)), readFile(path.join(b, name))]);
    expect(left.equals(right), `${name} differs`).toBe(true);
  }
}

describe('the compiled generator', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await tempDir();
    codeCache = path.join(dir, 'v8');
    await compile(COPY);
  }, 120_000);
  afterAll(async () => {
    await rm(path.join(ROOT, COPY), { recursive: true, force: true });
    await rm(dir, { recursive: true, force: true });
  });

  it('builds the same site, byte for byte, as the TypeScript sources', async () => {
    const compiled = await launch(['build', '--config', FULL, '--out', path.join(dir, 'compiled')], path.join(dir, 'a.json'));
    expect(compiled.code, compiled.err.slice(-1500)).toBe(0);
    expect(compiled.ran).toBe('compiled');
    expect(compiled.codeCache).toBe('made');
    // Pictures are encoded in the encoder's process: the build's own reads sharp's version from its
    // packages (pictures/versions.ts) where they tell, as they do after npm ci here.
    expect(compiled.sharpLoaded).toBe(fromPackages(path.join(ROOT, 'package.json')) === undefined);
    const { NODE_ENV: _, ...env } = process.env;
    await run(process.execPath, ['--import', 'tsx', 'generator/cli.ts', 'build', '--config', FULL, '--out', path.join(dir, 'sources')], { cwd: ROOT, env });
    await expectSameSite(path.join(dir, 'compiled'), path.join(dir, 'sources'));
  });

  it("keeps V8's code cache of a build, starts from it, and ignores one that is damaged", async () => {
    // The first test's build made the cache; this one starts from it and builds the same site.
    const caches = async () => (await readdir(codeCache)).filter((f) => /^cli\.build\..+\.cache$/.test(f));
    const [made] = await caches();
    expect(made).toBeDefined();
    const cached = await launch(['build', '--config', FULL, '--out', path.join(dir, 'cached')], path.join(dir, 'd.json'));
    expect(cached.code, cached.err.slice(-1500)).toBe(0);
    expect(cached.codeCache).toBe('used');
    await expectSameSite(path.join(dir, 'compiled'), path.join(dir, 'cached'));
    // One flipped byte (a disk error): the cache's hash no longer matches, so it is not used but made again.
    const bytes = await readFile(path.join(codeCache, made));
    bytes[bytes.length - 100] ^= 1;
    await writeFile(path.join(codeCache, made), bytes);
    const damaged = await launch(['build', '--config', FULL, '--out', path.join(dir, 'damaged')], path.join(dir, 'e.json'));
    expect(damaged.code, damaged.err.slice(-1500)).toBe(0);
    expect(damaged.codeCache).toBe('made');
    await expectSameSite(path.join(dir, 'compiled'), path.join(dir, 'damaged'));
    const again = await launch(['build', '--config', FULL, '--out', path.join(dir, 'again')], path.join(dir, 'f.json'));
    expect(again.codeCache).toBe('used');
    // Set and empty, the switch turns the cache off.
    const off = await launch(['build', '--config', FULL, '--out', path.join(dir, 'off')], path.join(dir, 'g.json'), { SHOP_CODE_CACHE_DIR: '' });
    expect(off.codeCache).toBe('off');
    await expectSameSite(path.join(dir, 'compiled'), path.join(dir, 'off'));
  });

  it('reports a mistake in shop.yaml at its line, exit 1, no stack trace', async () => {
    const broken = path.join(dir, 'broken.yaml');
    await writeFile(broken, (await readFile(FULL, 'utf8')).replace(/^( {2}rating:).*$/m, '$1 seven'));
    const checked = await launch(['check', '--config', broken], path.join(dir, 'b.json'));
    expect(checked.code).toBe(1);
    expect(checked.err).toMatch(/broken\.yaml:\d+:\d+ {2}facts\.rating {2}is the text "seven"; expected a number\n/);
    expect(checked.err).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  });

  it('is passed over once a source it was made from has changed: the sources run', async () => {
    const manifest = path.join(ROOT, COPY, 'sources.json');
    const sources = JSON.parse(await readFile(manifest, 'utf8')) as Sources;
    // The packages bundled into the copy are those of the lock file it was made with.
    expect(Object.keys(sources)).toEqual(
      expect.arrayContaining(['generator/cli/command.ts', 'generator/render/pages.ts', 'templates/Page.tsx', 'package-lock.json']),
    );
    // As if templates/Page.tsx had been edited after compiling.
    sources['templates/Page.tsx'] = [sources['templates/Page.tsx'][0], sources['templates/Page.tsx'][1] - 1000];
    await writeFile(manifest, JSON.stringify(sources));
    const stale = await launch(['build', '--config', FULL, '--out', path.join(dir, 'stale')], path.join(dir, 'c.json'));
    expect(stale.code, stale.err).toBe(0);
    expect(stale.ran).toBe('typescript');
    await expectSameSite(path.join(dir, 'compiled'), path.join(dir, 'stale'));
  });
});
