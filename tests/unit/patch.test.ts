// A rebuild that changed a few files moves them into the site in place (generator/patch.ts): the
// folder and every unchanged file stay exactly as they were, not even linked again. Anything the last
// build did not leave there, or an edit that changes much, and the whole new site is swapped in
// instead. A build killed at any step of the patch is finished by the next one.
import { cp, lstat, mkdir, readdir, readFile, rm, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onDisk, patchSteps, planPatch, worthRetrying, writeJournal, type Patch } from '../../generator/patch.ts';
import { report } from '../../generator/command.ts';
import { PartlyWrittenError } from '../../generator/errors.ts';
import { nothingWritten, partlyWritten } from '../../generator/messages/index.ts';
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

  it('refuses, naming them, when the site holds a file or a link the last build did not write, and changes nothing', async () => {
    const outside = path.join(dir, 'outside.txt');
    await writeFile(outside, 'not part of the site\n');
    for (const [name, plant, named] of [
      ['stray-file', (out: string) => writeFile(path.join(out, 'blog', 'notes.txt'), 'left by hand\n'), 'blog/notes.txt'],
      ['stray-link', (out: string) => symlink(outside, path.join(out, 'blog', 'note-7', 'elsewhere.txt')), 'blog/note-7/elsewhere.txt'],
      // A link where the patch would move a file: the move must not follow it out of the site.
      ['link-in-place', async (out: string) => {
        await rm(path.join(out, 'blog', 'note-7'), { recursive: true });
        await symlink(path.join(dir, 'elsewhere'), path.join(out, 'blog', 'note-7'));
      }, 'blog/note-7'],
    ] as const) {
      await mkdir(path.join(dir, 'elsewhere'), { recursive: true });
      const out = await builtFromOriginal(name);
      await plant(out);
      const before = await hashTree(out);
      const refused = await runCli(['build', '--config', config, '--out', out]);
      expect(refused.code, name).toBe(1);
      expect(refused.err, name).toContain(`it holds files this generator did not write there (${named}); the build would delete them`);
      expect(await hashTree(out), name).toBe(before);
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

  /** A rebuild of the edited shop killed after `done` steps of its patch, laid out as the writer leaves it. */
  let killed: (name: string, done: number) => Promise<{ round: string; out: string; temp: string }>;
  let steps: number;
  let plan: Patch;
  let marker: Buffer;
  beforeAll(async () => {
    const base = await builtFromOriginal('killed-base');
    // The new site's files, as the writer lays them out in its temporary folder: the changed ones
    // only, and the new marker.
    const last = lastBuild(base)!;
    marker = await readFile(path.join(clean, '.shop-site'));
    const records = new Map(Object.entries((JSON.parse(marker.toString('utf8')) as { hashes: Record<string, string> }).hashes));
    const site = onDisk(last)!;
    const kept = new Set([...records].filter(([file, record]) => site.files.has(file) && asRecorded(last, file, record)).map(([file]) => file));
    const planned = planPatch(site, records, kept);
    if (!planned) throw new Error('the edit was not patched in place');
    plan = planned;
    steps = [...patchSteps('', '', plan)].length;
    killed = async (name, done) => {
      const round = path.join(dir, name);
      const out = path.join(round, 'dist');
      await mkdir(round);
      await cp(base, out, { recursive: true, preserveTimestamps: true });
      const temp = path.join(round, '.dist.tmp-999999');
      await mkdir(temp);
      for (const file of [...records.keys()].filter((file) => !kept.has(file))) {
        await mkdir(path.dirname(path.join(temp, file)), { recursive: true });
        await cp(path.join(clean, file), path.join(temp, file));
      }
      await writeFile(path.join(temp, '.shop-site'), marker);
      // As in a real rebuild, the site's files are from well before the journal (file times are coarse).
      await new Promise((resolve) => setTimeout(resolve, 30));
      await writeJournal(temp, plan);
      const patch = patchSteps(temp, out, plan);
      for (let step = 0; step < done; step += 1) await patch.next().value!();
      return { round, out, temp };
    };
  }, 60_000);

  it('is finished by the next build or by recovery, wherever it was killed: the new site whole, nothing left beside it', async () => {
    expect(plan.moves.length).toBeGreaterThan(0);
    const expected = await hashTree(clean);
    for (let done = 0; done < steps; done += 1) {
      const { round, out, temp } = await killed(`killed-${done}`, done);
      // The journal's own copy of the marker is only read, even by the step that installs it: a kill
      // while it is being stamped cannot leave an empty marker behind.
      if (done === steps - 1) expect(await readFile(path.join(temp, '.shop-site'))).toEqual(marker);
      // Killed here. The next build finishes the patch before it looks at the site; so does recover().
      await new DirectoryWriter(out, { projectRoot: ROOT, config }).recover();
      expect(await hashTree(out), `killed after ${done} of ${steps} steps`).toBe(expected);
      expect(await readdir(round), `killed after ${done} of ${steps} steps: left behind`).toEqual(['dist']);
      if (done === 1) {
        await writeFile(config, edited);
        // What recovery moved is written once more by the next build (the marker has the journal's
        // time, see below); everything else is kept.
        const said = await build(config, out);
        expect(Number(/unchanged since the last build, ([\d,]+) written;/.exec(said)?.[1])).toBeLessThanOrEqual(plan.moves.length);
        expect(await hashTree(out)).toBe(expected);
      }
    }
  }, 120_000);

  it('finishes the patch, then refuses to overwrite a file changed by hand after the kill', async () => {
    const { out } = await killed('edited-after-kill', 1);
    const page = path.join(out, 'about', 'index.html');
    const { mtime } = await stat(page);
    const text = await readFile(page, 'utf8');
    const edit = text.replace('<title>', '<TITLE>');
    await writeFile(page, edit);
    await utimes(page, mtime, mtime);
    await expect(new DirectoryWriter(out, { projectRoot: ROOT, config }).recover()).rejects.toThrow('files this generator wrote there were changed since (about/index.html)');
    await writeFile(config, edited);
    expect((await runCli(['build', '--config', config, '--out', out])).code).toBe(1);
    expect(await readFile(page, 'utf8')).toBe(edit);
  }, 60_000);

  it('only removes a journal that names a path outside the site, and touches nothing there', async () => {
    const round = path.join(dir, 'planted');
    const out = path.join(round, 'dist');
    await mkdir(round);
    await cp(clean, out, { recursive: true });
    const victim = path.join(dir, 'victim.txt');
    await writeFile(victim, 'keep me\n');
    for (const [i, journal] of [
      { moves: [], removes: ['../../victim.txt'], folders: [] },
      { moves: [], removes: ['blog/\u0000/index.html'], folders: [] },
      { moves: ['/etc/hostname'], removes: [], folders: [] },
      { moves: [], removes: [], folders: ['blog/..'] },
      { moves: 'blog', removes: [], folders: [] },
    ].entries()) {
      const temp = path.join(round, `.dist.tmp-${1000 + i}`);
      await mkdir(temp);
      await writeFile(path.join(temp, '.journal'), JSON.stringify(journal));
      await new DirectoryWriter(out, { projectRoot: ROOT, config }).recover();
      expect(await readFile(victim, 'utf8'), JSON.stringify(journal)).toBe('keep me\n');
      expect(await readdir(round), JSON.stringify(journal)).toEqual(['dist']);
    }
    expect(await hashTree(out)).toBe(await hashTree(clean));
  }, 60_000);

  it('abandons a patch whose move fails for good, and the next build puts the site right', async () => {
    const { round, out, temp } = await killed('move-fails', 0);
    // A folder where the journal has a file to move: renaming it over the site's file fails, and will
    // again. Kept, the journal would stop every build; dropped, the next build trusts only files as
    // they were recorded.
    const [first] = plan.moves;
    await rm(path.join(temp, first));
    await mkdir(path.join(temp, first, 'in-the-way'), { recursive: true });
    await new DirectoryWriter(out, { projectRoot: ROOT, config }).recover();
    expect(await readdir(round)).toEqual(['dist']);
    await writeFile(config, edited);
    await build(config, out);
    expect(await hashTree(out)).toBe(await hashTree(clean));
  }, 60_000);

  it('keeps the journal for a refusal that may pass, and says the site may be partly updated rather than left as it was', () => {
    const refused = (code: string) => Object.assign(new Error(code), { code });
    expect(['EACCES', 'EPERM', 'EROFS', 'ENOSPC'].map((code) => worthRetrying(refused(code)))).toEqual([true, true, true, true]);
    expect(['ENOTDIR', 'EISDIR', 'ENOTEMPTY', 'ERR_FS_EISDIR'].map((code) => worthRetrying(refused(code)))).toEqual([false, false, false, false]);
    expect(worthRetrying(new Error('no code'))).toBe(false);
    const printed: string[] = [];
    expect(report(new PartlyWrittenError('The machine refused.'), ['build', '--out', 'dist'], (text) => printed.push(text))).toBe(1);
    expect(printed.join('\n')).toContain(partlyWritten('dist'));
    expect(printed.join('\n')).not.toContain(nothingWritten('dist'));
  });

  it('abandons a journal that leads through a link put in the site since, and removes nothing outside', async () => {
    const { round, out } = await killed('link-since', 0);
    const outside = path.join(round, 'outside');
    await cp(path.join(out, 'blog'), outside, { recursive: true });
    const before = await hashTree(outside);
    await rm(path.join(out, 'blog'), { recursive: true });
    await symlink(outside, path.join(out, 'blog'));
    // The link is not the build's: once the journal is abandoned, the folder is refused.
    await expect(new DirectoryWriter(out, { projectRoot: ROOT, config }).recover()).rejects.toThrow('it holds files this generator did not write there (blog)');
    expect(await hashTree(outside)).toBe(before);
    expect((await readdir(round)).sort()).toEqual(['dist', 'outside']);
  }, 60_000);
});
