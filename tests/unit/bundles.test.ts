// The stylesheet and scripts are bundled when the project is installed (scripts/compile.ts, npm ci's
// prepare), beside the compiled generator: an owner's first build finds them there and does not load
// Vite, and a build whose own cache of them is empty makes none.
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FULL, ROOT, tempDir } from '../helpers.ts';

const CACHE = await tempDir('bundles-test-');
process.env.SHOP_BUNDLE_CACHE = CACHE;
const { writeBundles } = await import('../../generator/render/bundles.ts');
const { build } = await import('../../generator/build.ts');
const { MemoryWriter } = await import('../site.ts');

afterAll(async () => {
  await rm(CACHE, { recursive: true, force: true });
});

describe('the bundles made at install', () => {
  it('are what a build links to, and a build that finds them bundles nothing', async () => {
    // As compile.ts does at npm ci (again here, so the sources under test are the ones bundled).
    const installed = await writeBundles(path.join(ROOT, 'generator', '.compiled'));
    const bundles = JSON.parse(await readFile(installed, 'utf8')) as { path: string; contents: string }[];
    expect(bundles.map((b) => path.extname(b.path)).sort()).toEqual(['.css', '.js', '.js']);
    const site = new MemoryWriter();
    await site.write((await build({ config: FULL })).files);
    for (const { path: file, contents } of bundles) expect(site.text(file)).toBe(contents);
    expect(site.text('index.html')).toContain(bundles.find((b) => b.path.endsWith('.css'))!.path);
    // The build's own cache stayed empty: it did not run Vite.
    expect(await readdir(CACHE)).toEqual([]);
  }, 60_000);
});
