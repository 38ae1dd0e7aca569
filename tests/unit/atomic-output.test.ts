// A build that fails, throws or is killed leaves the previous dist/ exactly as it was; the next
// build cleans up what a killed one left.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DirectoryWriter } from '../../generator/write.ts';
import { EMBEDDED, ROOT, fixture, hashTree, runCli, tempDir } from '../helpers.ts';

/** The full fixture with `count` extra articles: big enough that writing takes a while. */
async function bigShop(dir: string, count: number): Promise<string> {
  const source = await readFile(fixture('full.yaml'), 'utf8');
  const posts = Array.from({ length: count }, (_, i) => `    - title: Generated article ${i}
      slug: generated-${i}
      excerpt: Article number ${i}, made for a test.
      date: 2026-01-01
      author: Test
      readTime: 2
      category: Tests
      body: |
        Paragraph one of article ${i}.

        Paragraph two, with **bold** text.
`).join('');
  await mkdir(path.join(dir, 'images'), { recursive: true });
  await cp(fixture('images/bench.webp'), path.join(dir, 'images/bench.webp'));
  const file = path.join(dir, 'big.yaml');
  await writeFile(file, source.replace(/^  posts:\n/m, `  posts:\n${posts}`));
  return file;
}

describe('atomic output', () => {
  it('a killed build leaves the old dist/ intact, and the next build cleans its leftovers', async () => {
    const dir = await tempDir();
    const out = path.join(dir, 'dist');
    expect((await runCli(['build', '--config', fixture('minimal.yaml'), '--out', out])).code).toBe(0);
    const before = await hashTree(out);

    const config = await bigShop(dir, 3000);
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'generator/cli.ts'), 'build', '--config', config, '--out', out], {
      cwd: ROOT, stdio: 'ignore',
    });
    const temp = `.dist.tmp-${child.pid}`;
    // Wait until the build has started writing its temporary folder, then kill it outright.
    const deadline = Date.now() + 50_000;
    while (!existsSync(path.join(dir, temp)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 2));
    expect(existsSync(path.join(dir, temp)), 'the build never started writing').toBe(true);
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));

    expect(await hashTree(out)).toBe(before);
    expect(await readdir(dir)).toContain(temp);

    expect((await runCli(['build', '--config', EMBEDDED, '--out', out])).code).toBe(0);
    expect((await readdir(dir)).filter((e) => e.startsWith('.dist.'))).toEqual([]);
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toContain('ReviveLab');
  });

  it('puts the old site back when a build died between the two renames of the swap', async () => {
    const dir = await tempDir();
    const out = path.join(dir, 'dist');
    await runCli(['build', '--config', EMBEDDED, '--out', out]);
    const before = await hashTree(out);
    // The state a kill after "dist → .dist.old-PID" and before ".dist.tmp-PID → dist" leaves.
    await rename(out, path.join(dir, '.dist.old-999999'));
    await mkdir(path.join(dir, '.dist.tmp-999999'));

    const failed = await runCli(['build', '--config', fixture('invalid/bad-phone.yaml'), '--out', out]);
    expect(failed.code).toBe(1);
    expect(await hashTree(out)).toBe(before);
    expect((await readdir(dir)).sort()).toEqual(['dist']);
  });

  it('a write that throws midway removes its temporary folder and keeps the old site', async () => {
    const dir = await tempDir();
    const out = path.join(dir, 'dist');
    const writer = new DirectoryWriter(out, { projectRoot: ROOT, config: EMBEDDED });
    await writer.write([{ path: 'index.html', contents: 'old' }]);
    const before = await hashTree(out);
    // A file and a folder of the same name cannot both exist: the second write fails.
    await expect(writer.write([{ path: 'a', contents: 'x' }, { path: 'a/b.html', contents: 'y' }])).rejects.toThrow();
    expect(await hashTree(out)).toBe(before);
    expect(await readdir(dir)).toEqual(['dist']);
  });
});
