// A build killed with SIGKILL at many points while it writes: afterwards dist/ is the complete old
// site or the complete new one, never a mix, and the next build cleans up what the killed one left.
import { spawn } from 'node:child_process';
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DirectoryWriter } from '../../generator/write.ts';
import { ROOT, fixture, hashTree, runCli, tempDir } from '../helpers.ts';

async function bigShop(dir: string, count: number): Promise<string> {
  const source = await readFile(fixture('full.yaml'), 'utf8');
  const posts = Array.from({ length: count }, (_, i) => `    - { title: Note ${i}, slug: note-${i}, excerpt: Note ${i}., date: 2026-01-01, author: A, readTime: 2, category: C, body: "Body of note ${i}." }\n`).join('');
  await mkdir(path.join(dir, 'images'), { recursive: true });
  await cp(fixture('images/bench.webp'), path.join(dir, 'images/bench.webp'));
  const file = path.join(dir, 'big.yaml');
  await writeFile(file, source.replace(/^  posts:\n/m, `  posts:\n${posts}`));
  return file;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('interrupted builds', () => {
  it('leave the complete old site or the complete new one, whenever the kill comes', async () => {
    const dir = await tempDir();
    const out = path.join(dir, 'dist');
    const config = await bigShop(dir, 1500);
    // The two sites a visitor may see: the one already published, and the one being built.
    const reference = path.join(dir, 'reference');
    expect((await runCli(['build', '--config', config, '--out', reference])).code).toBe(0);
    const fresh = await hashTree(reference);
    expect((await runCli(['build', '--config', fixture('minimal.yaml'), '--out', out])).code).toBe(0);
    const old = await hashTree(out);

    const outcomes: string[] = [];
    // From the moment the temporary folder appears until past the end of the build.
    for (const delay of [0, 25, 50, 100, 150, 200, 300, 400, 550, 700, 900, 1200, 1600, 2200]) {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'generator/cli.ts'), 'build', '--config', config, '--out', out], {
        cwd: ROOT, stdio: 'ignore',
      });
      const exited = new Promise((r) => child.once('exit', r));
      const temp = path.join(dir, `.dist.tmp-${child.pid}`);
      const deadline = Date.now() + 30_000;
      while (!existsSync(temp) && child.exitCode === null && Date.now() < deadline) await sleep(1);
      await sleep(delay);
      child.kill('SIGKILL');
      await exited;

      const aside = path.join(dir, `.dist.old-${child.pid}`);
      if (existsSync(out)) {
        const now = await hashTree(out);
        expect([old, fresh], `killed ${delay} ms into writing`).toContain(now);
        outcomes.push(now === old ? 'old' : 'new');
      } else {
        // Killed between the two renames of the swap: the old site is whole, beside dist/.
        expect(await hashTree(aside)).toBe(old);
        outcomes.push('old, set aside');
      }
      // What the next build does first: put things right and clear the leftovers.
      await new DirectoryWriter(out, { projectRoot: ROOT, config }).recover();
      expect([old, fresh]).toContain(await hashTree(out));
      expect((await readdir(dir)).filter((e) => e.startsWith('.dist.'))).toEqual([]);

      // Start the next round from the old site again.
      if ((await hashTree(out)) !== old) expect((await runCli(['build', '--config', fixture('minimal.yaml'), '--out', out])).code).toBe(0);
    }
    console.log(`after SIGKILL: ${outcomes.join(', ')}`);
    expect(outcomes.length).toBe(14);
  }, 180_000);
});
