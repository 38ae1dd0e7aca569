// The build replaces only a folder it wrote itself (it leaves a .shop-site marker) or an empty one,
// builds through a link without replacing it, and lets one build at a time write an output folder.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, lstatSync, readFileSync, statSync, type Dirent } from 'node:fs';
import { appendFile, chmod, chown, cp, link, mkdir, readdir, readFile, readlink, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UnsafeOutputError } from '../../generator/errors.ts';
import { notWritten, refuseOthers } from '../../generator/output/folder.ts';
import { ROOT, fixture, hashTree, runCli, tempDir } from '../helpers.ts';

const NO_STACK = /^\s+at .+:\d+:\d+\)?$/m;

async function buildInto(out: string, config = fixture('minimal.yaml')) {
  return runCli(['build', '--config', config, '--out', out]);
}

describe('--out replaces only a folder this generator wrote', () => {
  it('refuses a folder of other work that holds an index.html, and leaves .git, src and notes.txt alone', async () => {
    const dir = await tempDir();
    const mysite = path.join(dir, 'mysite');
    await mkdir(path.join(mysite, 'src'), { recursive: true });
    await mkdir(path.join(mysite, '.git'));
    await writeFile(path.join(mysite, '.git', 'config'), '[core]\n');
    await writeFile(path.join(mysite, 'src', 'main.ts'), 'export {};\n');
    await writeFile(path.join(mysite, 'index.html'), 'x\n');
    await writeFile(path.join(mysite, 'notes.txt'), 'my notes\n');
    const before = await hashTree(mysite);

    const result = await buildInto(mysite);

    expect(result.code).toBe(1);
    expect(result.err).toContain(
      `Refusing to write the site into ${mysite}: it holds other files (.git, index.html, notes.txt and 1 more) and no .shop-site marker`,
    );
    expect(result.err).toContain('choose a separate one, such as --out dist');
    expect(result.err).not.toMatch(NO_STACK);
    expect(await hashTree(mysite)).toBe(before);
    expect((await readdir(dir)).sort()).toEqual(['mysite']);
  });

  it('leaves a .shop-site marker in every build, naming the folder the site is served from, so the next build may replace it', async () => {
    const out = path.join(await tempDir(), 'dist');
    expect((await runCli(['build', '--config', fixture('minimal.yaml'), '--out', out, '--base', '/shop/'])).code).toBe(0);
    expect(JSON.parse(await readFile(path.join(out, '.shop-site'), 'utf8'))).toMatchObject({ generator: 'shop-site-generator', base: '/shop/' });
    const second = await buildInto(out, fixture('full.yaml'));
    expect(second.code, second.err).toBe(0);
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toContain('Fruit Fixers');
    expect(JSON.parse(await readFile(path.join(out, '.shop-site'), 'utf8')).base).toBe('/');
  });

  it('builds into an empty folder', async () => {
    const out = path.join(await tempDir(), 'empty');
    await mkdir(out);
    expect((await buildInto(out)).code).toBe(0);
    expect(existsSync(path.join(out, 'index.html'))).toBe(true);
  });

  it('refuses a site without a marker, even one that looks built by an older version: it cannot tell what that build wrote', async () => {
    const out = path.join(await tempDir(), 'dist');
    expect((await buildInto(out)).code).toBe(0);
    await rm(path.join(out, '.shop-site'));
    await writeFile(path.join(out, 'about', 'draft.md'), 'my draft\n');
    const before = await hashTree(out);
    const result = await buildInto(out);
    expect(result.code).toBe(1);
    expect(result.err).toContain('no .shop-site marker');
    expect(result.err).toContain('delete the folder yourself and build again');
    expect(await hashTree(out)).toBe(before);
  });
});

describe('a linked output folder', () => {
  it('is built through: the link stays a link, and the folder it points at holds the new site', async () => {
    const dir = await tempDir();
    const target = path.join(dir, 'www', 'site');
    await mkdir(target, { recursive: true });
    const link = path.join(dir, 'dist');
    await symlink(target, link);

    for (const config of [fixture('minimal.yaml'), fixture('full.yaml')]) {
      const result = await buildInto(link, config);
      expect(result.code, result.err).toBe(0);
      expect(lstatSync(link).isSymbolicLink()).toBe(true);
      expect(await readlink(link)).toBe(target);
    }
    expect(await readFile(path.join(target, 'index.html'), 'utf8')).toContain('Fruit Fixers');
    // The temporary folders lived beside the target and are gone.
    expect((await readdir(path.join(dir, 'www'))).sort()).toEqual(['site']);
    expect((await readdir(dir)).sort()).toEqual(['dist', 'www']);
  });

  it('to nothing is refused with a sentence, and nothing is created', async () => {
    const dir = await tempDir();
    const link = path.join(dir, 'dist');
    await symlink(path.join(dir, 'missing', 'site'), link);
    const result = await buildInto(link);
    expect(result.code).toBe(1);
    expect(result.err).toContain(`it is a link to ${path.join(dir, 'missing', 'site')}, which does not exist`);
    expect(result.err).not.toMatch(NO_STACK);
    expect((await readdir(dir)).sort()).toEqual(['dist']);
  });

  it('to a folder of other work is refused like the folder itself', async () => {
    const dir = await tempDir();
    await mkdir(path.join(dir, 'work'));
    await writeFile(path.join(dir, 'work', 'notes.txt'), 'notes\n');
    await symlink(path.join(dir, 'work'), path.join(dir, 'dist'));
    const result = await buildInto(path.join(dir, 'dist'));
    expect(result.code).toBe(1);
    expect(result.err).toContain('no .shop-site marker');
    expect(await readFile(path.join(dir, 'work', 'notes.txt'), 'utf8')).toBe('notes\n');
  });
});

describe('two builds into the same output', () => {
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
  });

  function cli(args: string[]): Promise<{ code: number | null; err: string; out: string }> {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'generator/cli.ts'), ...args], { cwd: ROOT });
    children.push(child);
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      err += d;
    });
    return new Promise((resolve) => child.once('exit', (code) => resolve({ code, err, out })));
  }

  it('queue: started together, all finish, with no ENOTEMPTY and nothing left beside the output', async () => {
    const dir = await tempDir();
    const out = path.join(dir, 'dist');
    // Sites large enough that their writing overlaps: 250 articles each.
    const posts = Array.from(
      { length: 250 },
      (_, i) => `    - { title: Note ${i}, slug: note-${i}, excerpt: A note., date: 2026-01-01, author: A, readTime: 2, category: C, body: Text ${i}. }\n`,
    ).join('');
    const folder = path.join(dir, 'shops');
    await cp(fixture('images'), path.join(folder, 'images'), { recursive: true });
    const shops = await Promise.all(
      ['minimal.yaml', 'full.yaml', 'minimal.yaml'].map(async (name, i) => {
        const file = path.join(folder, `${i}-${name}`);
        await writeFile(file, (await readFile(fixture(name), 'utf8')).replace(/^ {2}posts:.*\n/m, `  posts:\n${posts}`));
        return file;
      }),
    );
    const results = await Promise.all(shops.map((config) => cli(['build', '--config', config, '--out', out])));
    for (const result of results) {
      expect(result.code, result.err).toBe(0);
      expect(result.err).not.toMatch(/ENOTEMPTY|EEXIST/);
    }
    expect((await readdir(dir)).sort()).toEqual(['dist', 'shops']);
    // Whichever came last, the output is one whole site.
    const whole = await Promise.all(
      shops.slice(0, 2).map(async (config, i) => {
        const reference = path.join(await tempDir(`ref-${i}-`), 'site');
        expect((await buildInto(reference, config)).code).toBe(0);
        return hashTree(reference);
      }),
    );
    expect(whole).toContain(await hashTree(out));
  }, 180_000);

  it('the second waits for the first and says so, then writes', async () => {
    const dir = await tempDir();
    const out = path.join(dir, 'dist');
    // A lock held by a live process (this one) that keeps it fresh.
    const lock = path.join(dir, '.dist.lock');
    await writeFile(lock, JSON.stringify({ pid: process.pid, host: hostname(), token: 'held-by-test', started: new Date().toISOString() }));
    const building = buildInto(out);
    await new Promise((r) => setTimeout(r, 1200));
    expect(existsSync(out)).toBe(false);
    await rm(lock);
    const result = await building;
    expect(result.code, result.err).toBe(0);
    expect(result.out).toMatch(/Another build is writing .*dist\/ \(process \d+, started .* UTC\); waiting for it to finish/);
    expect(await readdir(dir)).toEqual(['dist']);
  });
});

describe('what a killed build left', () => {
  function liveProcess(): ChildProcess {
    return spawn('sleep', ['30'], { stdio: 'ignore' });
  }

  it('is cleaned by the next build even when its process id is taken by a live process (judged by the lock)', async () => {
    const dir = await tempDir();
    const out = path.join(dir, 'dist');
    expect((await buildInto(out)).code).toBe(0);
    const other = liveProcess();
    try {
      // A killed build's temporary folder whose process id now belongs to another, running program.
      await mkdir(path.join(dir, `.dist.tmp-${other.pid}`, 'blog'), { recursive: true });
      await writeFile(path.join(dir, `.dist.tmp-${other.pid}`, 'index.html'), 'half a site');
      expect((await buildInto(out)).code).toBe(0);
      expect(await readdir(dir)).toEqual(['dist']);
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('a lock whose holder is gone is taken over at once', async () => {
    const dir = await tempDir();
    const gone = spawn('true');
    await new Promise((r) => gone.once('exit', r));
    await writeFile(path.join(dir, '.dist.lock'), JSON.stringify({ pid: gone.pid, host: hostname(), token: 'dead', started: new Date().toISOString() }));
    await mkdir(path.join(dir, `.dist.tmp-${gone.pid}`));
    const started = Date.now();
    const result = await buildInto(path.join(dir, 'dist'));
    expect(result.code, result.err).toBe(0);
    expect(result.out).not.toContain('waiting');
    expect(Date.now() - started).toBeLessThan(8_000); // well before the ten seconds that make any lock stale
    expect(await readdir(dir)).toEqual(['dist']);
  });

  it('a lock nobody touched for ten seconds is stale even though its process id is alive (a zombie or a reused id)', async () => {
    const dir = await tempDir();
    const other = liveProcess();
    try {
      const lock = path.join(dir, '.dist.lock');
      await writeFile(lock, JSON.stringify({ pid: other.pid, host: hostname(), token: 'zombie', started: new Date().toISOString() }));
      const longAgo = new Date(Date.now() - 60_000);
      await utimes(lock, longAgo, longAgo);
      await mkdir(path.join(dir, `.dist.tmp-${other.pid}`));
      const result = await buildInto(path.join(dir, 'dist'));
      expect(result.code, result.err).toBe(0);
      expect(await readdir(dir)).toEqual(['dist']);
    } finally {
      other.kill('SIGKILL');
    }
  });
});

describe('a copy of a built site with other work added', () => {
  it('is refused: the marker lists what the build wrote, and .git was not among it', async () => {
    const dir = await tempDir();
    const dist = path.join(dir, 'dist');
    expect((await buildInto(dist)).code).toBe(0);
    // A gh-pages checkout: the built site copied in, marker and all, beside the repository's own files.
    const ghp = path.join(dir, 'ghp');
    await mkdir(path.join(ghp, '.git'), { recursive: true });
    await writeFile(path.join(ghp, '.git', 'HEAD'), 'ref: refs/heads/gh-pages\n');
    await writeFile(path.join(ghp, 'README.md'), 'notes\n');
    await cp(`${dist}/.`, ghp, { recursive: true });
    const before = await hashTree(ghp);
    const result = await buildInto(ghp);
    expect(result.code).toBe(1);
    expect(result.err).toContain('it holds files this generator did not write there (.git/, README.md); the build would delete them');
    expect(await hashTree(ghp)).toBe(before);
  });

  it('a folder a file manager has been in (.DS_Store) is still replaced', async () => {
    const out = path.join(await tempDir(), 'dist');
    expect((await buildInto(out)).code).toBe(0);
    await writeFile(path.join(out, '.DS_Store'), 'x');
    expect((await buildInto(out)).code).toBe(0);
  });

  it("keeps the folder's permissions and group, so a web server sharing the group still reads it", async () => {
    const out = path.join(await tempDir(), 'dist');
    expect((await buildInto(out)).code).toBe(0);
    await chmod(out, 0o2770);
    if (process.getuid?.() === 0) await chown(out, 0, 65534);
    const { gid } = statSync(out);
    expect((await buildInto(out, fixture('full.yaml'))).code).toBe(0);
    expect(statSync(out).mode & 0o7777).toBe(0o2770);
    expect(statSync(out).gid).toBe(gid);
  });
});

describe('a build whose lock was taken over', () => {
  it('stops with a sentence (exit 1), not a stack trace, when it was stalled for more than ten seconds', async () => {
    const dir = await tempDir();
    const out = path.join(dir, 'dist');
    const posts = Array.from(
      { length: 1000 },
      (_, i) => `    - { title: Note ${i}, slug: note-${i}, excerpt: A note., date: 2026-01-01, author: A, readTime: 2, category: C, body: Text ${i}. }\n`,
    ).join('');
    const big = path.join(dir, 'big.yaml');
    await writeFile(big, (await readFile(fixture('minimal.yaml'), 'utf8')).replace('  posts: []\n', `  posts:\n${posts}`));
    const stalled = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'generator/cli.ts'), 'build', '--config', big, '--out', out], { cwd: ROOT });
    let err = '';
    stalled.stderr.on('data', (d) => {
      err += d;
    });
    const exited = new Promise<number | null>((resolve) => stalled.once('exit', resolve));
    const temp = path.join(dir, `.dist.tmp-${stalled.pid}`);
    const deadline = Date.now() + 30_000;
    while (!existsSync(temp) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    expect(existsSync(temp), 'the build never started writing').toBe(true);
    stalled.kill('SIGSTOP');
    try {
      // Its lock goes untouched; after ten seconds the next build takes over and finishes.
      const next = await buildInto(out);
      expect(next.code, next.err).toBe(0);
    } finally {
      stalled.kill('SIGCONT');
    }
    expect(await exited).toBe(1);
    expect(err).toContain('Another build took over');
    expect(err).not.toMatch(NO_STACK);
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toContain('Minimal Fix');
    expect((await readdir(dir)).sort()).toEqual(['big.yaml', 'dist']);
  }, 180_000);

  it("a lock kept fresh by a build on another machine is waited for, whatever that machine's clock says", async () => {
    const dir = await tempDir();
    const lock = path.join(dir, '.dist.lock');
    await writeFile(lock, JSON.stringify({ pid: 1, host: 'another-machine', token: 'remote', started: new Date().toISOString() }));
    // Its clock runs a minute behind: every touch sets a time that looks old here.
    let touches = 0;
    const touching = setInterval(() => {
      touches += 1;
      const skewed = new Date(Date.now() - 60_000 + touches * 1000);
      utimes(lock, skewed, skewed).catch(() => undefined);
    }, 1000);
    const building = buildInto(path.join(dir, 'dist'));
    try {
      await new Promise((r) => setTimeout(r, 12_000));
      expect(existsSync(path.join(dir, 'dist')), 'took over a live lock').toBe(false);
    } finally {
      clearInterval(touching);
    }
    // Once it stops being touched, ten seconds later it is stale.
    const result = await building;
    expect(result.code, result.err).toBe(0);
    expect(await readdir(dir)).toEqual(['dist']);
  }, 60_000);
});

describe('a built site with files added or changed anywhere in it', () => {
  it('is refused, naming them, and nothing in it is deleted: notes and .git in a page folder, a folder in assets', async () => {
    const out = path.join(await tempDir(), 'dist');
    expect((await buildInto(out)).code).toBe(0);
    await writeFile(path.join(out, 'about', 'notes.txt'), 'x\n');
    await mkdir(path.join(out, 'about', '.git'));
    await mkdir(path.join(out, 'assets', 'mine'));
    await writeFile(path.join(out, 'assets', 'mine', 'a.txt'), 'mine\n');
    const before = await hashTree(out);
    const result = await buildInto(out);
    expect(result.code).toBe(1);
    expect(result.err).toContain(
      `Refusing to write the site into ${out}: it holds files this generator did not write there (about/.git/, about/notes.txt, assets/mine/); the build would delete them.`,
    );
    expect(result.err).not.toMatch(NO_STACK);
    expect(await hashTree(out)).toBe(before);
    expect(existsSync(path.join(out, 'about', '.git'))).toBe(true);
  });

  it('a hand-written marker that lists a file the build did not write does not let the build delete it', async () => {
    for (const marker of [
      { generator: 'shop-site-generator', base: '/', files: ['thesis.txt'] },
      { generator: 'shop-site-generator', base: '/', files: ['thesis.txt'], hashes: { 'thesis.txt': '9:AAAAAAAAAAAAAAAAAAAAAA' } },
    ]) {
      const out = path.join(await tempDir(), 'dist');
      await mkdir(out);
      await writeFile(path.join(out, 'thesis.txt'), 'chapter 1\n');
      await writeFile(path.join(out, '.shop-site'), JSON.stringify(marker));
      const result = await buildInto(out);
      expect(result.code).toBe(1);
      expect(result.err).toContain('thesis.txt');
      expect(await readFile(path.join(out, 'thesis.txt'), 'utf8')).toBe('chapter 1\n');
    }
  });

  it('a page edited by hand since the build is named as changed, not overwritten', async () => {
    const out = path.join(await tempDir(), 'dist');
    expect((await buildInto(out)).code).toBe(0);
    await appendFile(path.join(out, 'about', 'index.html'), '<!-- my edit -->\n');
    const before = await hashTree(out);
    const result = await buildInto(out);
    expect(result.code).toBe(1);
    expect(result.err).toContain('files this generator wrote there were changed since (about/index.html); the build would overwrite them');
    expect(await hashTree(out)).toBe(before);
  });

  it('a link, a FIFO or a hard link put into it is refused, and what it points at is left alone', async () => {
    const dir = await tempDir();
    const out = path.join(dir, 'dist');
    expect((await buildInto(out)).code).toBe(0);
    await writeFile(path.join(dir, 'precious.txt'), 'keep me\n');
    await symlink(path.join(dir, 'precious.txt'), path.join(out, 'about', 'link.txt'));
    await link(path.join(dir, 'precious.txt'), path.join(out, 'assets', 'hard.txt'));
    execFileSync('mkfifo', [path.join(out, 'contact', 'pipe')]);
    const result = await buildInto(out);
    expect(result.code).toBe(1);
    expect(result.err).toContain('(about/link.txt, assets/hard.txt, contact/pipe)');
    expect(await readFile(path.join(dir, 'precious.txt'), 'utf8')).toBe('keep me\n');
    expect(lstatSync(path.join(out, 'about', 'link.txt')).isSymbolicLink()).toBe(true);
  });

  describe('for any files added at any depth', () => {
    // One built site, copied for each case: what the property varies is what is added to it.
    let built: string;
    let folders: string[];
    let files: string[];
    beforeAll(async () => {
      built = path.join(await tempDir(), 'dist');
      expect((await buildInto(built)).code).toBe(0);
      const entries = await readdir(built, { recursive: true, withFileTypes: true });
      const relative = (entry: Dirent) => path.relative(built, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      folders = ['', ...entries.filter((entry) => entry.isDirectory()).map(relative)];
      files = entries.filter((entry) => entry.isFile() && entry.name !== '.shop-site').map(relative);
    });

    // A name no build writes; hidden names included.
    const name = fc.stringMatching(/^\.?[a-z0-9][a-z0-9_-]{0,8}(\.[a-z]{1,4})?$/).map((n) => (n.startsWith('.') ? `.x${n.slice(1)}` : `x${n}`));
    const added = fc.record({
      at: fc.nat(),
      under: fc.array(name, { maxLength: 3 }),
      name,
      kind: fc.constantFrom('file', 'folder', 'link'),
    });

    it('the build refuses, naming the outermost thing added (a new folder, or the file itself), and leaves every file as it was', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(added, { minLength: 1, maxLength: 4 }), async (extras) => {
          const out = path.join(await tempDir(), 'dist');
          await cp(built, out, { recursive: true });
          const expected = new Set<string>();
          for (const extra of extras) {
            const parent = folders[extra.at % folders.length];
            const target = [parent, ...extra.under, extra.name].filter(Boolean).join('/');
            if (existsSync(path.join(out, target))) continue;
            await mkdir(path.dirname(path.join(out, target)), { recursive: true });
            if (extra.kind === 'file') await writeFile(path.join(out, target), 'mine\n');
            else if (extra.kind === 'folder') await mkdir(path.join(out, target));
            else await symlink(path.join(out, 'index.html'), path.join(out, target));
            const outermost = [parent, extra.under[0] ?? extra.name].filter(Boolean).join('/');
            expected.add(extra.under.length > 0 || extra.kind === 'folder' ? `${outermost}/` : outermost);
          }
          const before = await hashTree(out);
          const { others } = notWritten(out, recorded(out));
          for (const shown of expected) expect(others.some((other) => shown === other || shown.startsWith(other))).toBe(true);
          expect(() => refuseOthers(out)).toThrow(UnsafeOutputError);
          expect(await hashTree(out)).toBe(before);
          await rm(path.dirname(out), { recursive: true, force: true });
        }),
        { numRuns: 40 },
      );
    });

    it('and a file of the build changed by any byte is named as changed', async () => {
      await fc.assert(
        fc.asyncProperty(fc.nat(), fc.nat(), fc.integer({ min: 1, max: 255 }), async (which, at, flip) => {
          const out = path.join(await tempDir(), 'dist');
          await cp(built, out, { recursive: true });
          const file = files[which % files.length];
          const bytes = await readFile(path.join(out, file));
          bytes[at % bytes.length] ^= flip;
          await writeFile(path.join(out, file), bytes);
          expect(notWritten(out, recorded(out))).toEqual({ others: [], changed: [file] });
          expect(() => refuseOthers(out)).toThrow(/were changed since/);
          await rm(path.dirname(out), { recursive: true, force: true });
        }),
        { numRuns: 40 },
      );
    });

    it("while the site as built, with only a file manager's litter added at any depth, is taken", async () => {
      await fc.assert(
        fc.asyncProperty(fc.nat(), fc.constantFrom('.DS_Store', 'Thumbs.db', 'desktop.ini'), async (at, litter) => {
          const out = path.join(await tempDir(), 'dist');
          await cp(built, out, { recursive: true });
          await writeFile(path.join(out, folders[at % folders.length], litter), 'x');
          expect(notWritten(out, recorded(out))).toEqual({ others: [], changed: [] });
          expect(() => refuseOthers(out)).not.toThrow();
          await rm(path.dirname(out), { recursive: true, force: true });
        }),
        { numRuns: 20 },
      );
    });
  });
});

/** The records the marker of a built site holds. */
function recorded(out: string): Map<string, string> {
  const { hashes } = JSON.parse(readFileSync(path.join(out, '.shop-site'), 'utf8')) as { hashes: Record<string, string> };
  return new Map(Object.entries(hashes));
}
