// When the machine refuses (no permission, a full disk) or --config names something that is not a
// shop file (a folder, an endless device, a pipe, a huge file, an unreadable or missing file), the
// owner reads what failed, where and what to do: exit 1, no stack trace, the built site untouched.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmod, copyFile, mkdir, readdir, symlink, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixture, hashTree, ROOT, runCli, tempDir } from '../helpers.ts';
import { runUnprivileged as spawnUnprivileged } from '../unprivileged.ts';

// A full disk, simulated: while `disk.full` is set, writing any file into the build's temporary
// folder (".NAME.tmp-PID") fails as the system fails it. Only this file sees the mock.
const disk = vi.hoisted(() => ({ full: false }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  const writeFile = ((file: Parameters<typeof actual.writeFile>[0], ...rest: unknown[]) => {
    if (disk.full && String(file).includes('.tmp-')) {
      return Promise.reject(
        Object.assign(new Error(`ENOSPC: no space left on device, open '${String(file)}'`), {
          code: 'ENOSPC',
          errno: -28,
          syscall: 'open',
          path: String(file),
        }),
      );
    }
    return (actual.writeFile as (...args: unknown[]) => Promise<void>)(file, ...rest);
  }) as typeof actual.writeFile;
  return { ...actual, writeFile, default: { ...actual, writeFile } };
});

const STACK = /^\s+at .+:\d+:\d+\)?$/m;

/** The CLI run without root's powers (see tests/unprivileged.ts): file modes bind it. */
function runUnprivileged(argv: string[]) {
  const { NODE_ENV: _, ...env } = process.env;
  return spawnUnprivileged(path.join(ROOT, 'generator/cli.ts'), argv, env);
}

/** A fresh temp folder others may enter, holding a site built from the minimal shop at `out`. */
async function builtSite(): Promise<{ dir: string; parent: string; out: string; before: string }> {
  const dir = await tempDir();
  await chmod(dir, 0o755);
  const parent = path.join(dir, 'parent');
  await mkdir(parent);
  const out = path.join(parent, 'site');
  const built = await runCli(['build', '--config', fixture('minimal.yaml'), '--out', out]);
  expect(built.code, built.err).toBe(0);
  return { dir, parent, out, before: await hashTree(out) };
}

/** The output folder as the messages name it (relative to where the command runs). */
const shown = (out: string) => (path.relative(ROOT, out).startsWith('..') ? `${out}/` : `${path.relative(ROOT, out)}/`);

const restore: string[] = [];
afterEach(async () => {
  disk.full = false;
  for (const folder of restore.splice(0)) await chmod(folder, 0o755);
});

beforeAll(async () => {
  // The permission tests mean something only if the unprivileged CLI runs at all.
  const checked = await runUnprivileged(['check', '--config', fixture('minimal.yaml')]);
  expect(checked.code, `the CLI does not run without privileges: ${checked.err}`).toBe(0);
});

describe('the machine refuses to write', () => {
  it('an output folder this user may not write says "no permission", names the folder, and leaves the site as it was', async () => {
    const { parent, out, before } = await builtSite();
    await chmod(parent, 0o555);
    restore.push(parent);
    const result = await runUnprivileged(['build', '--config', fixture('minimal.yaml'), '--out', out]);
    expect(result.code).toBe(1);
    expect(result.err).toContain(
      `Writing the site into ${shown(out)} failed: this user may not write in ${shown(parent)}, where the new site is prepared beside ${shown(out)} and swapped in whole; make ${shown(parent)} writable for this user`,
    );
    expect(result.err).toContain('(The system said EACCES.)');
    expect(result.err).toContain(`Nothing was written: ${out}/ was left as it was.`);
    expect(result.err).not.toContain('bug in the generator');
    expect(result.err).not.toMatch(STACK);
    expect(result.out).toBe('');
    await chmod(parent, 0o755);
    expect(await hashTree(out)).toBe(before);
    expect(await readdir(parent)).toEqual(['site']);
  });

  it('an output folder under a link to a drive not mounted says a folder on the way is missing, at once, instead of hanging', async () => {
    // Node's own recursive mkdir retries such a path for ever: the link's folder "exists", the one inside it is "not found".
    const dir = await tempDir();
    await symlink(path.join(dir, 'usb-drive-not-mounted'), path.join(dir, 'usb'));
    const out = path.join(dir, 'usb', 'shop', 'site');
    const result = await runCli(['build', '--config', fixture('minimal.yaml'), '--out', out]);
    expect(result.code).toBe(1);
    expect(result.err).toContain(`Writing the site into ${shown(out)} failed: a folder on the way to ${shown(out)} is missing or is a link to nothing`);
    expect(result.err).toContain('(The system said ENOENT.)');
    expect(result.err).not.toMatch(STACK);
    expect(await readdir(dir)).toEqual(['usb']);
  }, 20_000);

  it.runIf(process.platform === 'linux')(
    "an output folder in /proc, which makes Node's own mkdir -p retry for ever, is refused at once",
    async () => {
      // In a process of its own, killed after a minute: a build that hangs fails here instead of holding the test's worker.
      const child = spawnSync(
        process.execPath,
        ['--import', 'tsx', path.join(ROOT, 'generator/cli.ts'), 'build', '--config', fixture('minimal.yaml'), '--out', '/proc/self/none/site'],
        {
          cwd: ROOT,
          encoding: 'utf8',
          timeout: 60_000,
        },
      );
      expect(child.signal, 'the build hung').toBeNull();
      expect(child.status).toBe(1);
      expect(child.stderr).toContain('failed: a folder on the way to /proc/self/none/site/ is missing or is a link to nothing');
      expect(child.stderr).not.toMatch(STACK);
    },
    90_000,
  );

  it('a full disk says the disk is full and what to do, and leaves the previous site and no temporary folder', async () => {
    const { parent, out, before } = await builtSite();
    disk.full = true;
    const result = await runCli(['build', '--config', fixture('minimal.yaml'), '--out', out]);
    disk.full = false;
    expect(result.code).toBe(1);
    expect(result.err).toContain(
      `Writing the site into ${shown(out)} failed: the disk holding ${shown(out)} is full; free some space, or write somewhere else with --out, and run the command again. (The system said ENOSPC.)`,
    );
    expect(result.err).toContain(`Nothing was written: ${out}/ was left as it was.`);
    expect(result.err).not.toContain('.tmp-');
    expect(result.err).not.toContain('bug in the generator');
    expect(result.err).not.toMatch(STACK);
    expect(await hashTree(out)).toBe(before);
    // Neither ".site.tmp-PID", ".site.old-PID" nor the lock is left beside it.
    expect(await readdir(parent)).toEqual(['site']);
  });
});

describe('--config names something that is not a shop file', () => {
  const refused = async (config: string, argv: string[] = []) => {
    const site = await builtSite();
    const result = await runCli(['build', '--config', config, '--out', site.out, ...argv]);
    expect(result.code).toBe(1);
    expect(result.err).not.toMatch(STACK);
    expect(result.err).not.toContain('bug in the generator');
    expect(result.err).toContain(`Nothing was written: ${site.out}/ was left as it was.`);
    expect(await hashTree(site.out)).toBe(site.before);
    return result.err;
  };

  it('a folder is refused: name the file inside it', async () => {
    const dir = await tempDir();
    expect(await refused(dir)).toContain(
      `${dir} cannot be read as a shop file: it is a folder; name the file inside it, such as --config shops/bandra/shop.yaml.`,
    );
  });

  it('/dev/zero is refused at once as not an ordinary file, without reading it', async () => {
    const started = performance.now();
    const err = await refused('/dev/zero');
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(err).toContain('/dev/zero cannot be read as a shop file: it is not an ordinary file (a device or a pipe); name the shop file');
  }, 5_000);

  it('a named pipe is refused at once instead of waiting forever for a writer', async () => {
    const fifo = path.join(await tempDir(), 'shop.yaml');
    execFileSync('mkfifo', [fifo]);
    expect(await refused(fifo)).toContain(`${fifo} cannot be read as a shop file: it is not an ordinary file (a device or a pipe)`);
  }, 5_000);

  it('a file of more than 64 MB is refused as far too large, without reading it', async () => {
    const huge = path.join(await tempDir(), 'shop.yaml');
    await copyFile(fixture('minimal.yaml'), huge);
    await truncate(huge, 65 * 1024 * 1024); // sparse: takes no room on the disk
    expect(await refused(huge)).toContain(
      `${huge} cannot be read as a shop file: it is 65.0 MB, and a shop file is far smaller (at most 64.0 MB); check that --config names the shop file.`,
    );
  }, 5_000);

  it('a file this user may not read says so and how to check its permissions', async () => {
    const { dir, out, before } = await builtSite();
    const config = path.join(dir, 'shop.yaml');
    await copyFile(fixture('minimal.yaml'), config);
    await chmod(config, 0o000);
    const result = await runUnprivileged(['build', '--config', config, '--out', out]);
    expect(result.code).toBe(1);
    expect(result.err).toContain(`${config} cannot be read as a shop file: this user may not read it; check its permissions (ls -l shows them)`);
    expect(result.err).not.toContain('was not found');
    expect(result.err).not.toMatch(STACK);
    expect(await hashTree(out)).toBe(before);
  });

  it('a file in a folder that does not exist "was not found", with how to name another', async () => {
    const missing = path.join(await tempDir(), 'no-such-folder', 'shop.yaml');
    expect(await refused(missing)).toContain(
      `${missing} was not found. Run the command from the folder that holds it, or name the file with --config path/to/shop.yaml.`,
    );
  });
});

describe('--out through a path that cannot hold a folder', () => {
  it.each([
    [
      'a link to nothing on the way',
      async (dir: string) => {
        await symlink(path.join(dir, 'nothing'), path.join(dir, 'dang'));
        return path.join(dir, 'dang', 'site');
      },
      'is missing or is a link to nothing',
      'ENOENT',
    ],
    [
      'a file on the way',
      async (dir: string) => {
        await writeFile(path.join(dir, 'notes.txt'), 'x');
        return path.join(dir, 'notes.txt', 'site');
      },
      'is a file, not a folder',
      'ENOTDIR',
    ],
    [
      'a folder where the build keeps its lock',
      async (dir: string) => {
        await mkdir(path.join(dir, '.site.lock'));
        return path.join(dir, 'site');
      },
      'where the build keeps a file of its own (such as .site.lock)',
      'EISDIR',
    ],
  ])('%s: a sentence, exit 1, no stack trace', async (_name, arrange, words, code) => {
    const dir = await tempDir();
    const out = await arrange(dir);
    const result = await runCli(['build', '--config', fixture('minimal.yaml'), '--out', out]);
    expect(result.code, result.err).toBe(1);
    expect(result.err).toContain(words);
    expect(result.err).toContain(`(The system said ${code}.)`);
    expect(result.err).not.toMatch(STACK);
  });
});
