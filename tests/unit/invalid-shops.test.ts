// Every kind of mistake an owner can make in shop.yaml, one fixture each. Each fixture lists the
// problems it must produce ("# expect: LINE:COLUMN FIELD"); the build must report exactly those,
// exit 1 without a stack trace, and leave an existing dist/ byte for byte as it was.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixture, hashTree, runCli, tempDir } from '../helpers.ts';

const INVALID = fixture('invalid');
const cases = readdirSync(INVALID).filter((f) => f.endsWith('.yaml')).sort();

function expectations(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/^# expect: (\d+:\d+) (.+)$/gm)].map((m) => `${m[1]}  ${m[2]}`);
}

describe('invalid shops', () => {
  let out: string;
  let before: string;

  beforeAll(async () => {
    out = path.join(await tempDir(), 'dist');
    const built = await runCli(['build', '--config', fixture('minimal.yaml'), '--out', out]);
    expect(built.code, built.err).toBe(0);
    before = await hashTree(out);
  });

  it('has a fixture for at least 25 kinds of mistake', () => {
    expect(cases.length).toBeGreaterThanOrEqual(25);
  });

  it.each(cases)('%s is reported at its line and column, and dist/ is untouched', async (name) => {
    const file = path.join(INVALID, name);
    const expected = expectations(file);
    expect(expected.length, `${name} lists no "# expect:" line`).toBeGreaterThan(0);

    const result = await runCli(['build', '--config', file, '--out', out]);

    expect(result.code).toBe(1);
    const reported = [...result.err.matchAll(/^(?:.*?):(\d+:\d+)  (\(YAML \w+\)|\S+)  /gm)].map((m) => `${m[1]}  ${m[2]}`);
    expect(reported.sort()).toEqual([...expected].sort());
    for (const line of expected) expect(result.err).toContain(`${file}:${line}  `);
    // A code frame under each problem: the numbered line with a ">" marker.
    expect(result.err).toMatch(/^ {2}> +\d+ \|/m);
    expect(result.err).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
    expect(result.err.trim().split('\n').at(-1)).toBe(`Nothing was written: ${out}/ was left as it was.`);
    expect(await hashTree(out)).toBe(before);
  });

  it('a very long line is cut to a short window in the code frame, caret still under the spot', async () => {
    const result = await runCli(['check', '--config', path.join(INVALID, 'very-long-text.yaml')]);
    expect(result.code).toBe(1);
    for (const line of result.err.split('\n')) expect(line.length).toBeLessThan(200);
    const frame = result.err.split('\n');
    const marked = frame.findIndex((l) => /^ {2}> /.test(l));
    expect(frame[marked]).toContain('description: Screens fixed fast.');
    expect(frame[marked]).toMatch(/…$/);
    expect(frame[marked + 1].indexOf('^')).toBe(frame[marked].indexOf('Screens'));
  });

  it('check reports the same problems without mentioning dist/', async () => {
    const result = await runCli(['check', '--config', path.join(INVALID, 'bad-phone.yaml')]);
    expect(result.code).toBe(1);
    expect(result.err).toContain('business.phone  is not a 10-digit Indian mobile number');
    expect(result.err).not.toContain('left as it was');
  });

  it('an empty file is reported at 1:1 with what to do', async () => {
    const dir = await tempDir();
    const empty = path.join(dir, 'shop.yaml');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(empty, '# nothing here yet\n');
    const result = await runCli(['check', '--config', empty]);
    expect(result.code).toBe(1);
    expect(result.err).toContain(`${empty}:1:1  (top level)  `);
  });

  it('a missing file names the file and how to point at another', async () => {
    const result = await runCli(['check', '--config', 'no-such-shop.yaml']);
    expect(result.code).toBe(1);
    expect(result.err).toContain('no-such-shop.yaml was not found');
    expect(result.err).toContain('--config');
  });
});
