// `npm run check -- --fix-tabs`: the tabs that indent lines become spaces (two for a tab, four where
// two would change the structure), the file as it was is kept as FILE.bak, and the check then runs
// as usual on the fixed file, with its usual exit code.
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MINIMAL, runCli, tempDir } from '../helpers.ts';

let minimal: string;

/** minimal.yaml with each two spaces of indentation typed as a tab, as an editor set to tabs writes it. */
const tabbed = (text: string) => text.replace(/^(?: {2})+/gm, (indent) => '\t'.repeat(indent.length / 2));

/** Writes `text` as shop.yaml in a folder of its own and returns its path. */
async function shopFile(text: string): Promise<string> {
  const file = path.join(await tempDir(), 'shop.yaml');
  await writeFile(file, text);
  return file;
}

beforeAll(async () => {
  minimal = await readFile(MINIMAL, 'utf8');
});

describe('npm run check -- --fix-tabs', () => {
  it('a tab-indented copy of minimal.yaml is refused, every tabbed line named, and the message offers --fix-tabs', async () => {
    const file = await shopFile(tabbed(minimal));
    const result = await runCli(['check', '--config', file]);
    expect(result.code).toBe(1);
    const lines = result.err.split('\n').filter((line) => line.startsWith(`${file}:`));
    expect(lines).toHaveLength(tabbed(minimal).match(/^\t/gm)!.length);
    expect(lines[0]).toMatch(/indent with spaces, not tabs \(or run npm run check -- --fix-tabs to fix them all\)$/);
  });

  it('replaces the tabs, keeps the file as it was in shop.yaml.bak, says how many lines it changed, then the check passes', async () => {
    const file = await shopFile(tabbed(minimal));
    const changed = tabbed(minimal).match(/^\t/gm)!.length;
    const result = await runCli(['check', '--config', file, '--fix-tabs']);
    expect(result.code, result.err).toBe(0);
    expect(result.out.split('\n')).toEqual([
      `Replaced the tabs at the start of ${changed} lines of ${file} with spaces (2 for each tab); the file as it was is kept in ${file}.bak.`,
      `${file} is valid: 6 pages would be built.`,
    ]);
    expect(await readFile(file, 'utf8')).toBe(minimal);
    expect(await readFile(`${file}.bak`, 'utf8')).toBe(tabbed(minimal));
    // Written through a temporary file renamed over it: nothing else is left in the folder.
    expect((await readdir(path.dirname(file))).sort()).toEqual(['shop.yaml', 'shop.yaml.bak']);
  });

  it('a second run finds no tabs, changes nothing and writes no backup over the first', async () => {
    const file = await shopFile(tabbed(minimal));
    await runCli(['check', '--config', file, '--fix-tabs']);
    const again = await runCli(['check', '--config', file, '--fix-tabs']);
    expect(again.code).toBe(0);
    expect(again.out.split('\n')[0]).toBe(`${file} has no lines indented with tabs; it was left as it was.`);
    expect(await readFile(`${file}.bak`, 'utf8')).toBe(tabbed(minimal));
  });

  it('counts a tab as four spaces where two would change the structure', async () => {
    const group = minimal.slice(minimal.indexOf('about:\n'), minimal.indexOf('pricing:\n'));
    const mixed = group.replace('  seo:', '\tseo:').replace(/^ {2}(?=story|mission|timeline)/gm, '    ');
    const file = await shopFile(minimal.replace(group, mixed));
    const result = await runCli(['check', '--config', file, '--fix-tabs']);
    expect(result.code, result.err).toBe(0);
    expect(result.out.split('\n')[0]).toBe(
      `Replaced the tabs at the start of 1 line of ${file} with spaces (4 for each tab); the file as it was is kept in ${file}.bak.`,
    );
    expect(await readFile(file, 'utf8')).toBe(minimal.replace(group, group.replace(/^ {2}(?=seo|story|mission|timeline)/gm, '    ')));
  });

  it('leaves a tab inside a block text alone: it is part of the text, not indentation', async () => {
    const text = minimal.replace('mission: Fix phones.', 'mission: |\n    Fix\n    \tphones.');
    const file = await shopFile(text);
    const result = await runCli(['check', '--config', file, '--fix-tabs']);
    expect(result.code, result.err).toBe(0);
    expect(result.out.split('\n')[0]).toBe(`${file} has no lines indented with tabs; it was left as it was.`);
    expect(await readFile(file, 'utf8')).toBe(text);
    expect(existsSync(`${file}.bak`)).toBe(false);
  });

  it('fixes the tabs of a file with another mistake, then reports that mistake and exits 1', async () => {
    const file = await shopFile(tabbed(minimal.replace('phone: "9000000001"', 'phone: "12345"')));
    const result = await runCli(['check', '--config', file, '--fix-tabs']);
    expect(result.code).toBe(1);
    expect(result.out).toContain('with spaces (2 for each tab)');
    expect(result.err).toContain(`${file}:9:10  business.phone  is not a phone number`);
    expect(await readFile(file, 'utf8')).not.toContain('\t');
  });

  it('a file that does not exist gives the usual message, and no backup is made', async () => {
    const file = path.join(await tempDir(), 'no-such-shop.yaml');
    const result = await runCli(['check', '--config', file, '--fix-tabs']);
    expect(result.code).toBe(1);
    expect(result.err).toContain(`${file} was not found`);
    expect(result.out).toBe('');
    expect(existsSync(`${file}.bak`)).toBe(false);
  });

  it('belongs to check: build refuses it and changes nothing', async () => {
    const file = await shopFile(tabbed(minimal));
    const result = await runCli(['build', '--config', file, '--fix-tabs', '--dry-run']);
    expect(result.code).toBe(1);
    expect(result.err.split('\n')[0]).toBe('--fix-tabs belongs to check: run npm run check -- --fix-tabs first, then the build.');
    expect(await readFile(file, 'utf8')).toBe(tabbed(minimal));
  });
});
