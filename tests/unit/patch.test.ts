// A rebuild that changed a few files moves them into the site in place (generator/patch.ts): the
// folder and every unchanged file stay exactly as they were, not even linked again. Anything the last
// build did not leave there, or an edit that changes much, and the whole new site is swapped in
// instead. A build killed at any step of the patch is finished by the next one.
import { cp, lstat, mkdir, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onDisk, patchSteps, planPatch, writeJournal } from '../../generator/patch.ts';
import { asRecorded, lastBuild } from '../../generator/unchanged.ts';
import { DirectoryWriter } from '../../generator/write.ts';
import { shopWithArticles } from '../articles.ts';
import { ROOT, hashTree, runCli, tempDir } from '../helpers.ts';

async function build(config: string, out: string): Promise<string> {
  const built = await runCli(['build', '--config', config, '--out', out]);
  expect(built.code, built.err).toBe(0);
  return built.out;
}

/** Every entry under dir (files, links and folders), with its inode and when it last changed. */
async function entries(dir: string): Promise<Map<string, { ino: number; ctimeMs: number; file: boolean }>> {
  const names = await readdir(dir, { recursive: true });
  return new Map(await Promise.all(names.map(async (name) => {
    const info = await lstat(path.join(dir, name));
    return [name, { ino: info.ino, ctimeMs: info.ctimeMs, file: info.isFile() }] as const;
  })));
}

describe('a rebuild that changed a few files', () => {
  let dir: string;
  let config: string;
  let original: string;
  /** The shop with one article's text changed: two pages change (the article in each language), and the marker. */
  let edited: string;
  let clean: string;
  beforeAll(async () => {
    dir = await tempDir();
    config = await shopWithArticles(dir, 40);
    original = await readFile(config, 'utf8');
    edited = original.replace('Body of **note 7**.', 'Body of **note 7**, checked again.');
    expect(edited).not.toBe(original);
    await writeFile(config, edited);
    clean = path.join(dir, 'clean');
    await build(config, clean);
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  async function builtFromOriginal(name: string): Promise<string> {
    const out = path.join(dir, name);
    await writeFile(config, original);
    await build(config, out);
    await writeFile(config, edited);
    return out;
  }

  it('moves the changed files into the site: the folder and every other file stay as they were, not even linked again', async () => {
    const out = await builtFromOriginal('in-place');
    const folder = (await stat(out)).ino;
    const before = await entries(out);
    const said = await build(config, out);
    const after = await entries(out);
    expect((await stat(out)).ino, 'the site was swapped whole').toBe(folder);
    const changed = [...after].filter(([name, now]) => {
      const then = before.get(name);
      return then === undefined || then.ino !== now.ino || then.ctimeMs !== now.ctimeMs;
    }).map(([name]) => name);
    // The marker, the article's page, whatever lists its text, and the folders the new files went
    // into (a folder's change time moves with its entries); the rest untouched.
    expect(changed).toContain('.shop-site');
    expect(changed.some((name) => name.includes('note-7'))).toBe(true);
    expect(changed.length).toBeLessThan(after.size / 10);
    const written = changed.filter((name) => name !== '.shop-site' && after.get(name)!.file).length;
    expect(written).toBeGreaterThan(0);
    expect(said).toContain(`files unchanged since the last build, ${written} written;`);
    expect(await hashTree(out)).toBe(await hashTree(clean));
    expect((await readdir(dir)).filter((name) => name.startsWith('.')), 'left beside the site').toEqual([]);
  }, 60_000);

  it('touches nothing but the marker when nothing changed, and the next rebuild keeps every file', async () => {
    const out = await builtFromOriginal('nothing');
    await build(config, out);
    const before = await entries(out);
    const said = await build(config, out);
    expect(said).toMatch(/files unchanged since the last build, 0 written;/);
    const after = await entries(out);
    const touched = [...after].filter(([name, now]) => before.get(name)?.ctimeMs !== now.ctimeMs || before.get(name)?.ino !== now.ino).map(([name]) => name);
    expect(touched).toEqual(['.shop-site']);
  }, 60_000);

  it('swaps the whole new site in, without them, when the site holds a file or a link the last build did not write', async () => {
    const outside = path.join(dir, 'outside.txt');
    await writeFile(outside, 'not part of the site\n');
    for (const [name, plant] of [
      ['stray-file', (out: string) => writeFile(path.join(out, 'blog', 'notes.txt'), 'left by hand\n')],
      ['stray-link', (out: string) => symlink(outside, path.join(out, 'blog', 'note-7', 'elsewhere.txt'))],
      // A link where the patch would move a file: the move must not follow it out of the site.
      ['link-in-place', async (out: string) => {
        await rm(path.join(out, 'blog', 'note-7'), { recursive: true });
        await symlink(path.join(dir, 'elsewhere'), path.join(out, 'blog', 'note-7'));
      }],
    ] as const) {
      await mkdir(path.join(dir, 'elsewhere'), { recursive: true });
      const out = await builtFromOriginal(name);
      const folder = (await stat(out)).ino;
      await plant(out);
      await build(config, out);
      expect((await stat(out)).ino, `${name}: patched in place`).not.toBe(folder);
      expect(await hashTree(out), name).toBe(await hashTree(clean));
      expect(await readFile(outside, 'utf8')).toBe('not part of the site\n');
      expect(await readdir(path.join(dir, 'elsewhere')), `${name}: written outside the site`).toEqual([]);
    }
  }, 120_000);

  it('swaps the whole new site in when the edit changes more than a quarter of the files', async () => {
    const out = await builtFromOriginal('much');
    const folder = (await stat(out)).ino;
    // Every page shows the shop's name.
    await writeFile(config, original.replace(/^( {2}name: ).*$/m, '$1Another Name'));
    const fresh = path.join(dir, 'much-clean');
    await build(config, fresh);
    await build(config, out);
    expect((await stat(out)).ino).not.toBe(folder);
    expect(await hashTree(out)).toBe(await hashTree(fresh));
  }, 60_000);

  it('is finished by the next build or by recovery, wherever it was killed: the new site whole, nothing left beside it', async () => {
    const base = await builtFromOriginal('killed-base');
    // The new site's files, as the writer lays them out in its temporary folder: the changed ones
    // only, and the new marker.
    const last = lastBuild(base)!;
    const records = new Map(Object.entries((JSON.parse(await readFile(path.join(clean, '.shop-site'), 'utf8')) as { hashes: Record<string, string> }).hashes));
    const site = onDisk(last)!;
    const kept = new Set([...records].filter(([file, record]) => site.files.has(file) && asRecorded(last, file, record)).map(([file]) => file));
    const plan = planPatch(site, records, kept);
    if (!plan) throw new Error('the edit was not patched in place');
    const steps = [...patchSteps('', '', plan)].length;
    expect(plan.moves.length).toBeGreaterThan(0);
    const expected = await hashTree(clean);
    for (let done = 0; done < steps; done += 1) {
      const round = path.join(dir, `killed-${done}`);
      const out = path.join(round, 'dist');
      await mkdir(round);
      await cp(base, out, { recursive: true, preserveTimestamps: true });
      const temp = path.join(round, '.dist.tmp-999999');
      await mkdir(temp);
      for (const file of [...records.keys()].filter((name) => !kept.has(name))) {
        await mkdir(path.dirname(path.join(temp, file)), { recursive: true });
        await cp(path.join(clean, file), path.join(temp, file));
      }
      await cp(path.join(clean, '.shop-site'), path.join(temp, '.shop-site'));
      await writeJournal(temp, { ...plan });
      const patch = patchSteps(temp, out, plan);
      for (let step = 0; step < done; step += 1) await patch.next().value!();
      // Killed here. The next build finishes the patch before it looks at the site; so does recover().
      await new DirectoryWriter(out, { projectRoot: ROOT, config }).recover();
      expect(await hashTree(out), `killed after ${done} of ${steps} steps`).toBe(expected);
      expect(await readdir(round), `killed after ${done} of ${steps} steps: left behind`).toEqual(['dist']);
      if (done === 1) expect(await build(config, out), 'the marker was stamped after the moves').toMatch(/files unchanged since the last build, 0 written;/);
    }
  }, 120_000);
});
