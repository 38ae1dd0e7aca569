// Messages that tell the truth: a file in the wrong encoding or with old-Mac line endings, a command
// line missing a value, merge keys, YAML tags and a phone's picture name each get a sentence that
// matches what happened (or simply work), never "holds no shop fields" or nine follow-on problems.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseHtml } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { besideLeftovers, fixture, hashTree, runCli, tempDir } from '../helpers.ts';
import { buildSite, textOf } from '../site.ts';

const STACK = /^\s+at .+:\d+:\d+\)?$/m;
const MESSAGES = fixture('messages');

let minimal: string;
let scratch: string;
let out: string;
let before: string;

beforeAll(async () => {
  minimal = await readFile(fixture('minimal.yaml'), 'utf8');
  scratch = await tempDir();
  out = path.join(await tempDir(), 'dist');
  const built = await runCli(['build', '--config', fixture('minimal.yaml'), '--out', out]);
  expect(built.code, built.err).toBe(0);
  before = await hashTree(out);
});

/** Writes `contents` as a shop file in a temp folder and returns its path. */
async function shopFile(name: string, contents: string | Buffer): Promise<string> {
  const file = path.join(scratch, name);
  await writeFile(file, contents);
  return file;
}

/** 1-based line and column of the first `needle` in `text`. */
function position(text: string, needle: string): { line: number; column: number } {
  const at = text.indexOf(needle);
  expect(at, `${needle} is in the text`).toBeGreaterThanOrEqual(0);
  const lines = text.slice(0, at).split('\n');
  return { line: lines.length, column: lines.at(-1)!.length + 1 };
}

describe('a shop file in another encoding', () => {
  const UTF16 = 'cannot be read as a shop file: it is saved as UTF-16 (some editors call it "Unicode"), not UTF-8; save the file as UTF-8';

  it.each([
    ['UTF-16 LE with a byte-order mark (Notepad\'s "Unicode")', () => Buffer.from(`\ufeff${minimal}`, 'utf16le')],
    ['UTF-16 LE without a byte-order mark', () => Buffer.from(minimal, 'utf16le')],
    ['UTF-16 BE with a byte-order mark', () => Buffer.from(`\ufeff${minimal}`, 'utf16le').swap16()],
  ])('a file saved as %s is told to be saved as UTF-8, not that it holds no shop fields', async (_name, bytes) => {
    const file = await shopFile('utf16.yaml', bytes());
    const result = await runCli(['build', '--config', file, '--out', out]);
    expect(result.code).toBe(1);
    expect(result.err).toContain(`${file} ${UTF16}`);
    expect(result.err).not.toContain('holds no shop fields');
    expect(result.err).not.toMatch(STACK);
    expect(await hashTree(out)).toBe(before);
  });

  it('a file saved in Windows-1252 is located at the first accented letter and told to be saved as UTF-8', async () => {
    const text = minimal.replace('street: 1 Main Road', 'street: 1 Café Road');
    const file = await shopFile('windows-1252.yaml', Buffer.from(text, 'latin1'));
    const { line, column } = position(text, 'é');
    const result = await runCli(['build', '--config', file, '--out', out]);
    expect(result.code).toBe(1);
    expect(result.err).toContain(`${file}:${line}:${column}  (encoding)  holds a character that is not UTF-8`);
    expect(result.err).toContain('save the file as UTF-8');
    expect(result.err).toContain(`${file} has 1 problem.`);
    expect(result.err).toMatch(new RegExp(`^ {2}> +${line} \\| +street: 1 Caf`, 'm'));
    expect(result.err).not.toMatch(STACK);
    expect(await hashTree(out)).toBe(before);
  });
  it('a stray NUL in a UTF-8 file is located as an invisible character, not taken for UTF-16', async () => {
    const text = minimal.replace('tagline: Phone repair', 'tagline: Phone\u0000repair');
    const file = await shopFile('nul.yaml', Buffer.from(text, 'utf8'));
    const { line, column } = position(text, 'Phone\u0000');
    const result = await runCli(['check', '--config', file]);
    expect(result.code).toBe(1);
    expect(result.err).toContain(`${file}:${line}:${column}  business.tagline  holds an invisible control character`);
    expect(result.err).not.toContain('UTF-16');
  });
});

describe('old-Mac line endings (a carriage return alone ends each line)', () => {
  it('a valid file builds the same pages as with ordinary line endings', async () => {
    const file = await shopFile('old-mac.yaml', minimal.replace(/\n/g, '\r'));
    const checked = await runCli(['check', '--config', file]);
    expect(checked.code, checked.err).toBe(0);
    expect(checked.out).toBe(`${file} is valid: 6 pages would be built.`);
    const [mac, unix] = await Promise.all([buildSite(file), buildSite(fixture('minimal.yaml'))]);
    expect(mac.routes.sort()).toEqual(unix.routes.sort());
    for (const route of unix.routes) expect(mac.html(route), route).toBe(unix.html(route));
    expect(textOf(mac.page('/').querySelector('h1'))).toBe('Fix it');
  });

  it('a mistake in such a file is reported at its own line and column', async () => {
    const text = minimal.replace('phone: "9000000001"', 'phone: "12345"');
    const file = await shopFile('old-mac-mistake.yaml', text.replace(/\n/g, '\r'));
    const { line, column } = position(text, '"12345"');
    const result = await runCli(['check', '--config', file]);
    expect(result.code).toBe(1);
    expect(result.err).toContain(`${file}:${line}:${column}  business.phone  is not a phone number`);
    expect(result.err).toMatch(new RegExp(`^ {2}> +${line} \\| +phone: "12345"$`, 'm'));
    expect(result.err).toContain('has 1 problem');
    expect(result.err).not.toContain('holds no shop fields');
    expect(result.err).not.toMatch(STACK);
  });
});

describe('command lines that say what happened', () => {
  it.each([
    [
      'check --config with no value says it needs a value',
      ['check', '--config'],
      '--config needs a value after it: the shop file to read, such as --config shop.yaml.',
    ],
    [
      'build --config followed by another flag says --config needs a value',
      ['build', '--config', '--dry-run'],
      '--config needs a value after it: the shop file to read, such as --config shop.yaml.',
    ],
    [
      'build --out with no value says it needs a value',
      ['build', '--out'],
      '--out needs a value after it: the folder to write the site into, such as --out dist.',
    ],
    ['build --dry-run=yes says --dry-run takes no value', ['build', '--dry-run=yes'], '--dry-run takes no value; write --dry-run alone.'],
    ["build --out '' says --out is empty", ['build', '--out', ''], '--out is empty; give it the folder to write the site into, such as --out dist.'],
    ["build --config '' says --config is empty", ['build', '--config', ''], '--config is empty; give it the shop file to read, such as --config shop.yaml.'],
    [
      'build with a stray word says it is not an option',
      ['build', 'extra-word'],
      '"extra-word" is not an option of build; options start with --. It accepts --config FILE, --out DIR, --site-url URL, --base PATH, --dry-run, --all-languages and --format github.',
    ],
  ])('%s', async (_name, argv, sentence) => {
    const result = await runCli(argv);
    expect(result.code).toBe(1);
    expect(result.err.split('\n')[0]).toBe(sentence);
    // Not the sentences of before: "not an option" for a missing value, "was not found" for ''.
    if (!sentence.includes('not an option')) expect(result.err).not.toContain('is not an option');
    expect(result.err).not.toContain('was not found');
    expect(result.err).not.toMatch(STACK);
  });

  it('build --out \'\' does not claim to have left a folder named "" alone', async () => {
    const result = await runCli(['build', '--out', '']);
    expect(result.code).toBe(1);
    expect(result.err).not.toContain('Nothing was written: /');
  });
});

describe('merge keys (<<: *anchor)', () => {
  const file = path.join(MESSAGES, 'merge-keys.yaml');

  it('a shop sharing fields through a merge key is valid', async () => {
    const result = await runCli(['check', '--config', file]);
    expect(besideLeftovers(result.err)).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).toBe(`${file} is valid: 7 pages would be built.`);
  });

  it('merged fields show on the page of the item that merged them, its own fields win', async () => {
    const site = await buildSite(file);
    const batteries = site.page('/services/batteries/');
    expect(textOf(batteries.querySelector('h1'))).toBe('Batteries');
    const text = textOf(batteries);
    expect(text).toContain('We swap batteries.'); // its own hero
    expect(text).toContain('Genuine-grade glass'); // merged from the first service
    expect(text).toContain('Battery');
    expect(text).toContain('2,500'); // its own price, merged with the first price's time
    expect(text).toContain('45 minutes');
    expect(text).not.toContain('We fix screens.');
    expect(textOf(site.page('/services/screens/'))).toContain('1,000');
  });

  it('a mistake in a merged item is one located problem, not one per merged field', async () => {
    const text = (await readFile(file, 'utf8')).replace('slug: batteries', 'slug: Batteries!');
    const bad = await shopFile('merge-mistake.yaml', text);
    const { line, column } = position(text, 'Batteries!');
    const result = await runCli(['check', '--config', bad]);
    expect(result.code).toBe(1);
    expect(result.err).toContain(`${bad}:${line}:${column}  services.1.slug  is not a valid slug`);
    expect(result.err).toContain(`${bad} has 1 problem.`);
    expect(result.err).not.toContain('<<  is not a field');
    expect(result.err).not.toMatch(STACK);
  });
});

describe('YAML tags', () => {
  it.each(['!!int abc', '!evil x', '!!binary aGk=', '!!timestamp 2020-01-01', '!!str 12'])(
    '%s is one located problem: tags are not used in shop.yaml',
    async (tagged) => {
      const text = minimal.replace('tagline: Phone repair', `tagline: ${tagged}`);
      const file = await shopFile('tagged.yaml', text);
      const { line, column } = position(text, tagged);
      const tag = tagged.split(' ')[0];
      const result = await runCli(['build', '--config', file, '--out', out]);
      expect(result.code).toBe(1);
      expect(result.err).toContain(`${file}:${line}:${column}  (YAML tags)  uses the tag ${tag}, and tags are not used in shop.yaml`);
      expect(result.err).toContain(`${file} has 1 problem.`);
      expect(result.err).toMatch(new RegExp(`^ {2}> +${line} \\| +tagline: ${tag}`, 'm'));
      expect(result.err).not.toMatch(STACK);
      expect(await hashTree(out)).toBe(before);
    },
  );
});

describe('a picture named as a phone names it', () => {
  it('a hero picture with an upper-case extension (IMG_4821.JPG) is published under /assets/, with a warning that it is too small', async () => {
    const site = path.join(await tempDir(), 'dist');
    const result = await runCli(['build', '--config', path.join(MESSAGES, 'upper-case-picture-extension.yaml'), '--out', site]);
    expect(result.code).toBe(0);
    // An 8 px picture works, but the owner hears what size looks sharp.
    expect(result.err).toContain('business.heroImage.src  names images/IMG_4821.JPG, which is 8 px wide;');
    expect(result.err).toContain('A copy at least 1600 px wide looks sharp');
    const home = parseHtml(await readFile(path.join(site, 'index.html'), 'utf8'));
    const src = home.querySelector('.hero img')?.getAttribute('src');
    expect(src).toMatch(/^\/assets\/img-4821-8-[\w-]{10}\.webp$/);
    expect(existsSync(path.join(site, src!.slice(1)))).toBe(true);
  });
});
