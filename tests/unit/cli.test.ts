// The commands as an owner runs them: flags, the summary line, refusing dangerous output folders,
// and the split between an owner's mistake (exit 1, no stack) and a generator bug (exit 2, stack).
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { report } from '../../generator/cli/command.ts';
import { FULL, fixture, hashTree, runCli, tempDir } from '../helpers.ts';

describe('npm run build', () => {
  it('writes every page into --out and ends with one summary line', async () => {
    const out = path.join(await tempDir(), 'site');
    const result = await runCli(['build', '--config', FULL, '--out', out]);
    expect(result.code, result.err).toBe(0);
    const lines = result.out.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Built 15 pages \(\d+ files, [\d.]+ [KM]B\) in \d+ ms into .+site\/$/);
    for (const page of [
      'index.html',
      'about/index.html',
      'services/iphone-repair/index.html',
      'pricing/index.html',
      'blog/index.html',
      'blog/iphone-battery-signs/index.html',
      'contact/index.html',
      '404.html',
      'sitemap.xml',
      'robots.txt',
    ]) {
      expect(existsSync(path.join(out, page)), page).toBe(true);
    }
  });

  it('builds two shops from one checkout into two folders', async () => {
    const dir = await tempDir();
    const a = await runCli(['build', '--config', fixture('minimal.yaml'), '--out', path.join(dir, 'a')]);
    const b = await runCli(['build', '--config', fixture('full.yaml'), '--out', path.join(dir, 'b')]);
    expect([a.code, b.code]).toEqual([0, 0]);
    expect(await readFile(path.join(dir, 'a/index.html'), 'utf8')).toContain('Minimal Fix');
    expect(await readFile(path.join(dir, 'b/index.html'), 'utf8')).toContain('Fruit Fixers');
  });

  it('--dry-run builds everything and writes nothing', async () => {
    const out = path.join(await tempDir(), 'dist');
    const result = await runCli(['build', '--config', FULL, '--out', out, '--dry-run']);
    expect(result.code).toBe(0);
    expect(result.out).toContain('nowhere (dry run)');
    expect(existsSync(out)).toBe(false);
  });

  it('replaces the previous site completely: files of removed pages go', async () => {
    const out = path.join(await tempDir(), 'dist');
    await runCli(['build', '--config', FULL, '--out', out]);
    expect(existsSync(path.join(out, 'blog/iphone-battery-signs/index.html'))).toBe(true);
    await runCli(['build', '--config', fixture('minimal.yaml'), '--out', out]);
    expect(existsSync(path.join(out, 'blog/iphone-battery-signs/index.html'))).toBe(false);
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toContain('Minimal Fix');
  });

  it.each([
    ['the project folder', (dir: string) => dir, 'it is the project folder itself'],
    ['a folder holding shop.yaml', (dir: string) => path.join(dir, 'holder'), 'holds'],
    ['a parent of the project', (dir: string) => path.dirname(dir), 'contains the project folder'],
    ['the shop file itself', (dir: string) => path.join(dir, 'holder', 'shop.yaml'), 'it is the shop file itself'],
    ['a file', (dir: string) => path.join(dir, 'holder', 'notes.txt'), 'it is a file, not a folder'],
    ['a folder of other work', (dir: string) => path.join(dir, 'holder', 'images'), 'it holds other files (logo.png) and no .shop-site marker'],
  ])('refuses to write into %s and leaves it alone', async (_name, pick, why) => {
    const dir = await tempDir();
    await mkdir(path.join(dir, 'holder'));
    await writeFile(path.join(dir, 'holder', 'shop.yaml'), 'x: 1\n');
    await writeFile(path.join(dir, 'holder', 'notes.txt'), 'notes\n');
    await mkdir(path.join(dir, 'holder', 'images'));
    await writeFile(path.join(dir, 'holder', 'images', 'logo.png'), 'png');
    const target = pick(dir);
    const before = await hashTree(path.join(dir, 'holder'));
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      const config = target.endsWith('shop.yaml') ? target : FULL;
      const result = await runCli(['build', '--config', config, '--out', target]);
      expect(result.code).toBe(1);
      expect(result.err).toContain('Refusing to write the site into');
      expect(result.err).toContain(why);
    } finally {
      process.chdir(cwd);
    }
    expect(await hashTree(path.join(dir, 'holder'))).toBe(before);
  });
});

describe('flags and commands', () => {
  it('refuses an unknown flag with a sentence naming what is accepted', async () => {
    const result = await runCli(['build', '--outdir', 'x']);
    expect(result.code).toBe(1);
    expect(result.err).toContain(
      '--outdir is not an option of build. It accepts --config FILE, --out DIR, --site-url URL, --base PATH, --dry-run, --all-languages and --format github.',
    );
  });

  it('refuses --out for check, which writes nothing', async () => {
    const result = await runCli(['check', '--out', 'x']);
    expect(result.code).toBe(1);
    expect(result.err).toContain('check writes nothing');
  });

  it('refuses an unknown command', async () => {
    const result = await runCli(['deploy']);
    expect(result.code).toBe(1);
    expect(result.err).toContain('Unknown command "deploy". The commands are check and build.');
  });

  it('--site-url replaces the publish address, and only https or this machine are accepted', async () => {
    const out = path.join(await tempDir(), 'dist');
    const local = await runCli(['build', '--config', FULL, '--out', out, '--site-url', 'http://127.0.0.1:4321']);
    expect(local.code).toBe(0);
    expect(await readFile(path.join(out, 'about/index.html'), 'utf8')).toContain('<link rel="canonical" href="http://127.0.0.1:4321/about/"/>');
    const remote = await runCli(['build', '--config', FULL, '--out', out, '--site-url', 'http://example.com']);
    expect(remote.code).toBe(1);
    expect(remote.err).toContain('--site-url http://example.com is not a usable address');
  });

  it('check says the file is valid and how many pages it makes', async () => {
    const result = await runCli(['check', '--config', FULL]);
    expect(result.code).toBe(0);
    expect(result.out).toBe(`${FULL} is valid: 15 pages would be built.`);
  });

  it('--help prints the usage', async () => {
    const result = await runCli(['build', '--help']);
    expect(result.code).toBe(0);
    expect(result.out).toContain('--config FILE');
  });

  it("--help names --fix-tabs for check, and check's refusals list it among what it accepts", async () => {
    const help = await runCli(['check', '--help']);
    expect(help.out).toContain('npm run check [-- --config FILE] [--fix-tabs] [--all-languages] [--format github]');
    expect(help.out).toMatch(/^ {2}--fix-tabs {8}check only: replace the tabs that indent lines/m);
    const refused = await runCli(['check', '--fix-tab']);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('--fix-tab is not an option of check. It accepts --config FILE, --fix-tabs, --all-languages and --format github.');
  });
});

describe('errors', () => {
  it("a generator bug exits 2 with its stack, and says it is not the owner's fault", () => {
    const printed: string[] = [];
    const code = report(new TypeError('cannot read x of undefined'), ['build'], (t) => printed.push(t));
    expect(code).toBe(2);
    expect(printed.join('\n')).toContain('This is a bug in the generator, not in your shop file');
    expect(printed.join('\n')).toMatch(/TypeError: cannot read x of undefined\n\s+at /);
  });
});
