// A build that fails or throws leaves the previous dist/ exactly as it was, and one that died between
// the two renames of the swap has the old site put back. Builds killed at points they really reach,
// and what the next build clears after them: interrupted.test.ts.
import { mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DirectoryWriter } from '../../generator/output/directory-writer.ts';
import { ROOT, fixture, hashTree, runCli, tempDir } from '../helpers.ts';

describe('atomic output', () => {
  it('puts the old site back when a build died between the two renames of the swap', async () => {
    const dir = await tempDir();
    const out = path.join(dir, 'dist');
    expect((await runCli(['build', '--config', fixture('minimal.yaml'), '--out', out])).code).toBe(0);
    const before = await hashTree(out);
    // The state a kill after "dist → .dist.old-PID" and before ".dist.tmp-PID → dist" leaves: a window
    // of two system calls, which a kill from outside cannot be made to hit.
    await rename(out, path.join(dir, '.dist.old-999999'));
    await mkdir(path.join(dir, '.dist.tmp-999999'));

    // Even a build that then refuses its shop file puts things right first.
    const broken = path.join(dir, 'broken.yaml');
    await writeFile(broken, 'business: {}\n');
    expect((await runCli(['build', '--config', broken, '--out', out])).code).toBe(1);
    expect(await hashTree(out)).toBe(before);
    expect((await readdir(dir)).sort()).toEqual(['broken.yaml', 'dist']);
  });

  it('a write that throws midway removes its temporary folder and keeps the old site', async () => {
    const dir = await tempDir();
    const out = path.join(dir, 'dist');
    const writer = new DirectoryWriter(out, { projectRoot: ROOT, config: fixture('minimal.yaml') });
    await writer.write([{ path: 'index.html', contents: 'old' }]);
    const before = await hashTree(out);
    // A file and a folder of the same name cannot both exist: the second write fails.
    await expect(
      writer.write([
        { path: 'a', contents: 'x' },
        { path: 'a/b.html', contents: 'y' },
      ]),
    ).rejects.toThrow();
    expect(await hashTree(out)).toBe(before);
    expect(await readdir(dir)).toEqual(['dist']);
  });
});
