// Under GitHub Actions (or with --format github), check and build also print each problem as a
// workflow annotation, which GitHub shows on its line of shop.yaml in the pull request.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MINIMAL, runCli, tempDir } from '../helpers.ts';

/** The minimal shop with three mistakes: a short phone number, a misspelt key and an impossible time. */
async function shopWithThreeProblems(): Promise<{ file: string; lines: string[] }> {
  const source = (await readFile(MINIMAL, 'utf8'))
    .replace('  phone: "9000000001"', '  phone: "12345"')
    .replace('  email: shop@minimal.example', '  email: shop@minimal.example\n  adress: 1 Main Road')
    .replace('opens: "10:00"', 'opens: "25:00"');
  const file = path.join(await tempDir(), 'shop.yaml');
  await writeFile(file, source);
  return { file, lines: source.split('\n') };
}

const lineOf = (lines: string[], text: string) => lines.findIndex((line) => line.includes(text)) + 1;
const annotationsIn = (printed: string) => printed.split('\n').filter((line) => line.startsWith('::'));

describe('GitHub annotations', () => {
  const github = process.env.GITHUB_ACTIONS;
  afterEach(() => {
    if (github === undefined) delete process.env.GITHUB_ACTIONS;
    else process.env.GITHUB_ACTIONS = github;
  });

  it('puts each of three problems on its line and column of shop.yaml, after the usual report', async () => {
    delete process.env.GITHUB_ACTIONS;
    const { file, lines } = await shopWithThreeProblems();
    const { code, err } = await runCli(['check', '--config', file, '--format', 'github']);
    expect(code).toBe(1);
    const shown = path.relative(process.cwd(), file).split(path.sep).join('/').replace(/:/g, '%3A').replace(/,/g, '%2C');
    expect(annotationsIn(err)).toEqual([
      `::error file=${shown},line=${lineOf(lines, 'phone: "12345"')},col=10,title=business.phone::business.phone is not a phone number; write a mobile like "98765 43210" or "+91 98765 43210", or a landline with its STD code like "020 2545 1234"`,
      `::error file=${shown},line=${lineOf(lines, 'adress:')},col=3,title=business.adress::business.adress is not a field the site knows; did you mean "address"?`,
      `::error file=${shown},line=${lineOf(lines, 'opens: "25:00"')},col=19,title=business.hours.opens::business.hours.opens is not a time; write it as HH:MM on the 24-hour clock, such as "09:00" or "21:00"`,
    ]);
    // The report the owner reads in the log is still there, above them.
    expect(err.indexOf('has 3 problems')).toBeLessThan(err.indexOf('::error'));
  });

  it('are printed by default on GitHub Actions, and not elsewhere or with --format text', async () => {
    const { file } = await shopWithThreeProblems();
    process.env.GITHUB_ACTIONS = 'true';
    expect(annotationsIn((await runCli(['build', '--config', file, '--dry-run'])).err)).toHaveLength(3);
    expect(annotationsIn((await runCli(['check', '--config', file, '--format', 'text'])).err)).toEqual([]);
    delete process.env.GITHUB_ACTIONS;
    expect(annotationsIn((await runCli(['check', '--config', file])).err)).toEqual([]);
  });

  it('give a problem without a place in the file an annotation of its own', async () => {
    const { code, err } = await runCli(['check', '--config', 'no-such-shop.yaml', '--format', 'github']);
    expect(code).toBe(1);
    expect(annotationsIn(err)).toHaveLength(1);
    expect(annotationsIn(err)[0]).toMatch(/^::error::.*no-such-shop\.yaml/);
  });

  it('refuses a format it does not know, saying which it does', async () => {
    const { code, err } = await runCli(['check', '--format', 'xml']);
    expect(code).toBe(1);
    expect(err).toContain('--format xml is not a format; use --format github (annotations for GitHub Actions) or --format text.');
  });
});
