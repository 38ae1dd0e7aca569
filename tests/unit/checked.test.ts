// A build starts from the shop as the last build checked it when the file, the code and the options
// are unchanged (generator/checked.ts). It must build exactly what reading and checking the file
// would, and never serve a result made from anything else: another text, another file name, other
// options, a schema file that has come or gone, a damaged copy.
import { cp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { build, type Built, type BuildInput } from '../../generator/build.ts';
import { checkedCacheFile, checkedKey, KEPT_UP_TO } from '../../generator/checked.ts';
import { InvalidShopError } from '../../generator/errors.ts';
import { settled } from '../../generator/model/index.ts';
import { FIXTURES, FULL, runCli, tempDir } from '../helpers.ts';

// The key's hashing, watched: a file too large to keep is not worth hashing (60-100 ms at 27 MB).
vi.mock('../../generator/checked.ts', async (original) => {
  const real = await original<typeof import('../../generator/checked.ts')>();
  return { ...real, checkedKey: vi.fn(real.checkedKey) };
});

/** Every file of a built site, rendered, by path. */
async function site(input: BuildInput): Promise<{ built: Built; files: Map<string, string> }> {
  const built = await build(input);
  const files = new Map<string, string>();
  for (const item of built.files) {
    const file = await settled(item);
    files.set(file.path, typeof file.contents === 'string' ? file.contents : Buffer.from(file.contents).toString('base64'));
  }
  return { built, files };
}

const warningsOf = (built: Built) => built.warnings.map(({ file, line, column, field, message, frame }) => ({ file, line, column, field, message, frame }));

describe('the checked shop kept between builds', () => {
  let dir: string;
  let shop: string;
  let cache: string;
  beforeAll(async () => {
    dir = await tempDir('checked-');
    // The fixture beside its pictures, its editor line pointing at a schema file in the same folder.
    await cp(path.join(FIXTURES, 'images'), path.join(dir, 'images'), { recursive: true });
    shop = path.join(dir, 'shop.yaml');
    await writeFile(shop, (await readFile(FULL, 'utf8')).replace(/^# yaml-language-server: \$schema=.*$/m, '# yaml-language-server: $schema=./shop.schema.json'));
    cache = path.join(dir, 'cache', 'checked-shop.bin');
  });

  it('builds the same site, with the same warnings, as reading and checking the file', async () => {
    const read = await site({ config: shop });
    const first = await site({ config: shop, checkedCache: cache });
    expect(first.built.kept).toBe(false);
    expect((await stat(cache)).size).toBeGreaterThan(10_000);
    const again = await site({ config: shop, checkedCache: cache });
    expect(again.built.kept).toBe(true);
    expect(again.built.timings.validate).toBeLessThan(first.built.timings.validate);
    // The same files (pictures come in the order they finish encoding), with the same bytes.
    expect([...again.files.keys()].sort()).toEqual([...read.files.keys()].sort());
    for (const [file, contents] of read.files) expect(again.files.get(file), file).toBe(contents);
    expect(warningsOf(again.built).length).toBeGreaterThan(0);
    expect(warningsOf(again.built)).toEqual(warningsOf(read.built));
    // What a later problem is placed with (a picture, a redirect): the same text, parsed again on demand.
    expect(again.built.shop).toStrictEqual(read.built.shop);
  });

  it('reads and checks the file again after any change to it', async () => {
    await site({ config: shop, checkedCache: cache });
    const text = await readFile(shop, 'utf8');
    await writeFile(shop, text.replace(/^( {2}name:) Fruit Fixers$/m, '$1 Fruit Fixers Two'));
    const edited = await site({ config: shop, checkedCache: cache });
    expect(edited.built.kept).toBe(false);
    expect(edited.built.shop.business.name).toBe('Fruit Fixers Two');
    expect(edited.files.get('index.html')).toContain('Fruit Fixers Two');
    await writeFile(shop, text);
  });

  it('is not taken by a check with other options (--all-languages)', async () => {
    await site({ config: shop, checkedCache: cache });
    expect((await site({ config: shop, checkedCache: cache })).built.kept).toBe(true);
    expect((await site({ config: shop, checkedCache: cache, allLanguages: true })).built.kept).toBe(false);
    expect((await site({ config: shop, checkedCache: cache, allLanguages: true })).built.kept).toBe(true);
    expect((await site({ config: shop, checkedCache: cache })).built.kept).toBe(false);
  });

  it('says the editor line points nowhere only while the schema file is missing', async () => {
    const nowhere = (built: Built) => built.warnings.some((w) => w.field.includes('yaml-language-server') || w.message.includes('shop.schema.json'));
    await site({ config: shop, checkedCache: cache });
    expect(nowhere((await site({ config: shop, checkedCache: cache })).built)).toBe(true);
    await writeFile(path.join(dir, 'shop.schema.json'), '{}');
    const found = await site({ config: shop, checkedCache: cache });
    expect(found.built.kept).toBe(false);
    expect(nowhere(found.built)).toBe(false);
  });

  it('is refused when damaged, and kept again', async () => {
    await site({ config: shop, checkedCache: cache });
    const key = (await readFile(cache, 'latin1')).split('\n')[0];
    await writeFile(cache, `${key}\n${'x'.repeat(5000)}`);
    const damaged = await site({ config: shop, checkedCache: cache });
    expect(damaged.built.kept).toBe(false);
    expect((await site({ config: shop, checkedCache: cache })).built.kept).toBe(true);
  });

  it('never keeps a file with problems, which is reported afresh at every build', async () => {
    const broken = path.join(dir, 'broken.yaml');
    await writeFile(broken, (await readFile(shop, 'utf8')).replace(/^( {2}rating:).*$/m, '$1 seven'));
    const before = await readFile(cache);
    for (let run = 0; run < 2; run++) await expect(build({ config: broken, checkedCache: cache })).rejects.toBeInstanceOf(InvalidShopError);
    expect((await readFile(cache)).equals(before)).toBe(true);
  });

  it('keeps no file larger than a shop of a few hundred articles', async () => {
    const large = path.join(dir, 'large.yaml');
    const other = path.join(dir, 'cache', 'large.bin');
    await writeFile(large, `${await readFile(shop, 'utf8')}\n# ${'a long comment '.repeat(Math.ceil(KEPT_UP_TO / 15))}\n`);
    vi.mocked(checkedKey).mockClear();
    const built = await site({ config: large, checkedCache: other });
    expect(built.built.kept).toBe(false);
    await expect(stat(other)).rejects.toThrow();
    // Nor is its key hashed, as a file that can be kept has it hashed once.
    expect(checkedKey).not.toHaveBeenCalled();
    await site({ config: shop, checkedCache: other });
    expect(checkedKey).toHaveBeenCalledTimes(1);
  });

  it('is kept by the command line where SHOP_CHECKED_CACHE names, and nowhere when it is set empty', async () => {
    const saved = { SHOP_CHECKED_CACHE: process.env.SHOP_CHECKED_CACHE, SHOP_BUILD_STATS: process.env.SHOP_BUILD_STATS };
    const restore = () => {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    };
    const stats = path.join(dir, 'stats.json');
    const cli = async (cache: string) => {
      process.env.SHOP_CHECKED_CACHE = cache;
      process.env.SHOP_BUILD_STATS = stats;
      try {
        expect((await runCli(['build', '--config', shop, '--out', path.join(dir, 'cli-out')])).code).toBe(0);
      } finally {
        restore();
      }
      return JSON.parse(await readFile(stats, 'utf8')).checkedShop;
    };
    const named = path.join(dir, 'cli-cache', 'checked-shop.bin');
    expect(await cli(named)).toBe('read');
    expect(await cli(named)).toBe('kept');
    // Set empty (the tests' builds: the browser tests build three shops, and the copy in .cache/ is
    // the owner's), a build neither looks one up nor leaves one: its key is not even made.
    const before = await readdir(path.dirname(named));
    vi.mocked(checkedKey).mockClear();
    expect(await cli('')).toBe('read');
    expect(await cli('')).toBe('read');
    expect(checkedKey).not.toHaveBeenCalled();
    expect(await readdir(path.dirname(named))).toEqual(before);
    // Unset, the copy is the project's .cache/checked-shop.bin.
    delete process.env.SHOP_CHECKED_CACHE;
    try {
      expect(checkedCacheFile()).toBe(path.resolve('.cache', 'checked-shop.bin'));
    } finally {
      restore();
    }
  });

  it('has a key that changes with the code, the file, its text, the options and the editor line', () => {
    const inputs = { code: 'code-1', file: 'shop.yaml', source: 'business:\n  name: A\n', allLanguages: false, modeline: [] };
    const key = checkedKey(inputs);
    expect(checkedKey({ ...inputs })).toBe(key);
    const warning = { file: 'shop.yaml', line: 1, column: 1, field: '(editor)', message: 'points nowhere', frame: '' };
    for (const change of [{ code: 'code-2' }, { file: 'shops/other.yaml' }, { source: 'business:\n  name: B\n' }, { allLanguages: true }, { modeline: [warning] }]) {
      expect(checkedKey({ ...inputs, ...change }), JSON.stringify(change)).not.toBe(key);
    }
  });
});
