// Terminal safety: whatever a shop file holds, what the CLI prints cannot drive the owner's terminal.
// Escape sequences (clear the screen, move the cursor), a carriage return before a fake "Built 15
// pages", a bell, the C1 control U+009B (CSI on its own) and U+202E (which reverses the text after
// it) all show as their codes (\u001b), in values, in field names, in code frames and in file names.
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixture, hashTree, runCli, tempDir } from '../helpers.ts';

const STACK = /^\s+at .+:\d+:\d+\)?$/m;
/** Every character that can act on a terminal, except the line break and the tab. */
const RAW_CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

// The same attack written two ways: as YAML escapes inside double quotes (the parser turns them into
// the characters themselves, carriage return included), and as raw characters in the file, which is
// what the code frame shows. A raw carriage return is a line break in YAML, so it is escaped only.
const ESCAPED = String.raw`\e[2J\e[H\rBuilt 15 pages\a\x9b\u202e`;
const RAW = '\u001b[2J\u001b[H\u0007\u009b\u202e';
/** How the attack must be printed: every control character as its code. */
const SHOWN = String.raw`\u001b[2J\u001b[H\u000dBuilt 15 pages\u0007\u009b\u202e`;
const SHOWN_RAW = String.raw`\u001b[2J\u001b[H\u0007\u009b\u202e`;

let dir: string;
let file: string;
let hostile: string;

/** "LINE:COLUMN" of the first `needle` in the hostile file, as the report prints it. */
function at(needle: string): string {
  const before = hostile.slice(0, hostile.indexOf(needle)).split('\n');
  expect(hostile).toContain(needle);
  return `${before.length}:${before.at(-1)!.length + 1}`;
}

beforeAll(async () => {
  dir = await tempDir();
  file = path.join(dir, 'shop.yaml');
  const minimal = await readFile(fixture('minimal.yaml'), 'utf8');
  hostile = minimal
    // A value that fails validation, echoed as `the text "…"`.
    .replace('geo: { latitude: 19.1, longitude: 72.9 }', `geo: { latitude: "north${ESCAPED}", longitude: 72.9 }`)
    // An unknown key, echoed as the field name.
    .replace('  email: shop@minimal.example\n', `  email: shop@minimal.example\n  "emial${ESCAPED}": x\n`)
    // Raw control characters in the line of the code frame, before a mistake on the same line.
    .replace(/ {2}hours: .*\n/, `  hours: { opens: "10:00${RAW}", closes: "18:30", days: [Monday, Funday] }\n`);
  expect(hostile).not.toBe(minimal);
  await writeFile(file, hostile);
});

function expectNoRawControls(...printed: string[]): void {
  for (const text of printed) {
    const found = RAW_CONTROL.exec(text);
    expect(found, found ? `U+${found[0].charCodeAt(0).toString(16).padStart(4, '0')} printed raw at ${found.index}` : '').toBeNull();
  }
}

/** The framed line (marked ">") and the caret line under it, for the problem starting with `heading`. */
function frameOf(err: string, heading: string): { framed: string; caret: string } {
  const lines = err.split('\n');
  const start = lines.findIndex((l) => l.startsWith(heading));
  expect(start, `a problem starting with ${heading}`).toBeGreaterThanOrEqual(0);
  const marked = lines.findIndex((l, i) => i > start && /^ {2}> /.test(l));
  return { framed: lines[marked], caret: lines[marked + 1] };
}

describe('a shop file cannot drive the terminal', () => {
  it('check prints no raw control character: values, field names and code frames show them escaped', async () => {
    const result = await runCli(['check', '--config', file]);
    expect(result.code).toBe(1);
    expectNoRawControls(result.out, result.err);
    // The value that failed validation.
    expect(result.err).toContain(`${file}:${at('"north')}  business.geo.latitude  is the text "north${SHOWN}"; expected a number`);
    // The unknown key, as the field name.
    expect(result.err).toContain(`${file}:${at('"emial')}  business.emial${SHOWN}  is not a field the site knows`);
    // The line of the file, in the code frame.
    expect(result.err).toContain(`> ${at('  hours:').split(':')[0]} |   hours: { opens: "10:00${SHOWN_RAW}", closes: "18:30", days: [Monday, Funday] }`);
    expect(result.err).toContain('has 4 problems');
    // The fake success line never starts a line of its own.
    expect(result.err).not.toMatch(/^Built 15 pages/m);
    expect(result.err).not.toMatch(STACK);
  });

  it('build prints no raw control character either, and leaves the existing site as it was', async () => {
    const out = path.join(await tempDir(), 'dist');
    const built = await runCli(['build', '--config', fixture('minimal.yaml'), '--out', out]);
    expect(built.code, built.err).toBe(0);
    const before = await hashTree(out);
    const result = await runCli(['build', '--config', file, '--out', out]);
    expect(result.code).toBe(1);
    expectNoRawControls(result.out, result.err);
    expect(result.err).toContain(`business.emial${SHOWN}`);
    expect(result.out).toBe('');
    expect(result.err).not.toMatch(/^Built 15 pages/m);
    expect(await hashTree(out)).toBe(before);
  });

  it('the caret still sits under the mistake on a line holding control characters', async () => {
    const { err } = await runCli(['check', '--config', file]);
    const hours = `${file}:${at('  hours:').split(':')[0]}:`;
    const days = frameOf(err, hours);
    // The second problem on that line is the day "Funday", after the escaped characters.
    const funday = frameOf(err.slice(err.indexOf(hours) + 1), hours);
    expect(days.caret.indexOf('^')).toBe(days.framed.indexOf('"10:00'));
    expect(funday.framed).toContain(SHOWN_RAW);
    expect(funday.caret.indexOf('^')).toBe(funday.framed.indexOf('Funday'));
    // And on lines whose control characters came from YAML escapes, the column is the value's.
    const latitude = frameOf(err, `${file}:${at('"north').split(':')[0]}:`);
    expect(latitude.caret.indexOf('^')).toBe(latitude.framed.indexOf('"north'));
  });

  it('a --config path holding control characters is shown escaped, whether missing or valid', async () => {
    const missing = path.join(dir, 'no\u001b[2Jsuch\u0007.yaml');
    const notFound = await runCli(['check', '--config', missing]);
    expect(notFound.code).toBe(1);
    expectNoRawControls(notFound.out, notFound.err);
    expect(notFound.err).toContain(`${path.join(dir, 'no')}\\u001b[2Jsuch\\u0007.yaml was not found`);
    expect(notFound.err).not.toMatch(STACK);

    const named = path.join(dir, `shop${RAW}.yaml`);
    await copyFile(fixture('minimal.yaml'), named);
    const valid = await runCli(['check', '--config', named]);
    expect(valid.code, valid.err).toBe(0);
    expectNoRawControls(valid.out, valid.err);
    expect(valid.out).toBe(`${path.join(dir, 'shop')}${SHOWN_RAW}.yaml is valid: 6 pages would be built.`);
  });
});
