// Every kind of mistake an owner can make in shop.yaml (the cases in tests/invalid-shops.ts), each
// written to a folder of its own: the build must report exactly the case's problems, each at its
// line and column with its message and a code frame, exit 1 without a stack trace, and leave an
// existing dist/ byte for byte as it was.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixture, hashTree, runCli, tempDir } from '../helpers.ts';
import { INVALID_SHOPS, MINIMAL, editedText, expectedProblems, writeInvalidShop } from '../invalid-shops.ts';

const names = Object.keys(INVALID_SHOPS).sort();

/** "LINE:COLUMN  FIELD  MESSAGE" for each problem printed: the lines that start with the file's path. */
const reported = (err: string, file: string) =>
  err
    .split('\n')
    .filter((line) => line.startsWith(`${file}:`))
    .map((line) => line.slice(file.length + 1));

describe('invalid shops', () => {
  let folder: string;
  let out: string;
  let before: string;

  beforeAll(async () => {
    folder = await tempDir();
    out = path.join(folder, 'dist');
    const built = await runCli(['build', '--config', fixture('minimal.yaml'), '--out', out]);
    expect(built.code, built.err).toBe(0);
    before = await hashTree(out);
  });

  it('every case is minimal.yaml changed by its edit, and has its problems in the edited text', () => {
    // editedText and expectedProblems throw, naming the case, when an edit or a position no longer fits.
    for (const name of names) {
      expect(editedText(name), name).not.toBe(MINIMAL);
      expect(expectedProblems(name, folder).length, name).toBeGreaterThan(0);
    }
  });

  it.each(names)('%s is reported at its line and column with its message, and dist/ is untouched', async (name) => {
    const file = await writeInvalidShop(name, folder);
    const expected = expectedProblems(name, path.dirname(file));

    const result = await runCli(['build', '--config', file, '--out', out]);

    expect(result.code).toBe(1);
    expect(reported(result.err, file).sort()).toEqual(expected.map((p) => `${p.line}:${p.column}  ${p.field}  ${p.message}`).sort());
    // A code frame for each problem: its numbered line with a ">" marker.
    for (const { line } of expected) expect(result.err).toMatch(new RegExp(`^ {2}> +${line} \\|`, 'm'));
    expect(result.err).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
    expect(result.err.trim().split('\n').at(-1)).toBe(`Nothing was written: ${out}/ was left as it was.`);
    expect(await hashTree(out)).toBe(before);
  });

  it('a very long line is cut to a short window in the code frame, caret still under the spot', async () => {
    const result = await runCli(['check', '--config', await writeInvalidShop('very-long-text', folder)]);
    expect(result.code).toBe(1);
    for (const line of result.err.split('\n')) expect(line.length).toBeLessThan(200);
    const frame = result.err.split('\n');
    const marked = frame.findIndex((l) => /^ {2}> /.test(l));
    expect(frame[marked]).toContain('description: Screens fixed fast.');
    expect(frame[marked]).toMatch(/…$/);
    expect(frame[marked + 1].indexOf('^')).toBe(frame[marked].indexOf('Screens'));
  });

  it('check reports the same problems without mentioning dist/', async () => {
    const result = await runCli(['check', '--config', await writeInvalidShop('bad-phone', folder)]);
    expect(result.code).toBe(1);
    expect(result.err).toContain('business.phone  is not a phone number');
    expect(result.err).not.toContain('left as it was');
  });

  it('an empty file is reported at 1:1 with what to do', async () => {
    const empty = path.join(await tempDir(), 'shop.yaml');
    await writeFile(empty, '# nothing here yet\n');
    const result = await runCli(['check', '--config', empty]);
    expect(result.code).toBe(1);
    expect(result.err).toContain(`${empty}:1:1  (top level)  `);
  });

  it('an amount in lakhs inside { … } ("1,00,000", read as 1 and two fields 0) is one cut value, not a field appearing twice', async () => {
    const file = path.join(await tempDir(), 'shop.yaml');
    const text = MINIMAL.replace('iphone-15: 1000 }', 'iphone-15: 1,00,000 }');
    await writeFile(file, text);
    const result = await runCli(['check', '--config', file]);
    expect(result.code).toBe(1);
    const at = text.indexOf('1,00,000');
    const line = text.slice(0, at).split('\n').length;
    const column = at - text.lastIndexOf('\n', at);
    expect(reported(result.err, file)).toEqual([
      `${line}:${column}  catalogue.repairs.0.prices.iphone-15  is cut at the comma in 1,00,000: inside { … } a comma ends a value, so YAML read 00 and 000 as fields of their own; write an amount without commas, such as iphone-15: 100000, or put text in quotes, such as iphone-15: "1,00,000"`,
    ]);
  });

  it("a value cut at a comma is reported in the same run as the file's other problems", async () => {
    const file = path.join(await tempDir(), 'shop.yaml');
    await writeFile(file, MINIMAL.replace('iphone-15: 1000 }', 'iphone-15: 3,499 }').replace('phone: "9000000001"', 'phone: "12345"'));
    const result = await runCli(['check', '--config', file]);
    expect(result.code).toBe(1);
    const fields = reported(result.err, file).map((line) => line.split('  ')[1]);
    expect(fields).toEqual(['business.phone', 'catalogue.repairs.0.prices.iphone-15']);
  });

  it('a missing file names the file and how to point at another', async () => {
    const result = await runCli(['check', '--config', 'no-such-shop.yaml']);
    expect(result.code).toBe(1);
    expect(result.err).toContain('no-such-shop.yaml was not found');
    expect(result.err).toContain('--config');
  });
});
