// A build killed with SIGKILL leaves dist/ as the whole old site or the whole new one, and the next
// build (or recover()) clears what it left. The kills are aimed at the build's progress as seen from
// outside, so that every run hits both sides of the swap: while pages go into the temporary folder
// (the old site must stay) and after the swap, while the build still deletes the old site (the new
// one must stay). The old site is the big one, so that deleting it lasts long enough to be hit.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { link, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DirectoryWriter } from '../../generator/output/directory-writer.ts';
import { shopWithArticles } from '../articles.ts';
import { ROOT, besideLeftovers, hashTree, runCli, tempDir } from '../helpers.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What the build has done so far, read from outside. */
interface Progress {
  /** Pages in its temporary folder, while there is one. */
  written?: number;
  /** Whether dist/ still holds the last article of the old site (the new site has fewer). */
  oldInPlace: boolean;
  /** Entries left in the blog folder of the old site moved aside, while there is one. */
  oldBlog?: number;
}

/** The names in a folder, or undefined when it is not there (yet, or any more). */
function list(dir: string, recursive = false): string[] | undefined {
  try {
    return readdirSync(dir, { recursive, encoding: 'utf8' });
  } catch {
    return undefined;
  }
}

function progress(out: string, temp: string, aside: string, oldOnly: string): Progress {
  const pages = list(temp, true);
  const blog = existsSync(aside) ? (list(path.join(aside, 'blog')) ?? []) : undefined;
  return {
    written: pages?.filter((name) => name.endsWith('.html')).length,
    oldInPlace: existsSync(path.join(out, oldOnly)),
    oldBlog: blog?.length,
  };
}

/** A copy made of hard links: fast, and safe since a build never writes into a file in place. */
async function linkTree(from: string, to: string): Promise<void> {
  await mkdir(to);
  await Promise.all(
    (await readdir(from, { withFileTypes: true })).map((entry) =>
      (entry.isDirectory() ? linkTree : link)(path.join(from, entry.name), path.join(to, entry.name)),
    ),
  );
}

interface Sites {
  root: string;
  newShop: string;
  oldSite: string;
  /** A page only the old site has. */
  oldOnly: string;
  old: string;
  fresh: string;
}

interface Kill {
  /** Whether the build had swapped its new site in when it died (its temporary folder was gone). */
  swapped: boolean;
  /** Whether SIGKILL ended it (false: it had finished first). */
  killed: boolean;
  seen: 'old' | 'new';
}

/**
 * Starts a build of the new site over a copy of the old one, kills it as soon as `reached` holds, and
 * checks what it left: whole old site before the swap, whole new site after; then clears the rest.
 */
async function killWhen(sites: Sites, round: string, reached: (p: Progress) => boolean, clearWithBuild: boolean): Promise<Kill> {
  const dir = path.join(sites.root, round);
  const out = path.join(dir, 'dist');
  await mkdir(dir);
  await linkTree(sites.oldSite, out);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'generator/cli.ts'), 'build', '--config', sites.newShop, '--out', out], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const ended = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
  const temp = path.join(dir, `.dist.tmp-${child.pid}`);
  const aside = path.join(dir, `.dist.old-${child.pid}`);
  // Only a guard against a build that hangs: on a busy machine a build may take long to start.
  const deadline = Date.now() + 60_000;
  let hit = false;
  while (child.exitCode === null && Date.now() < deadline && !(hit = reached(progress(out, temp, aside, sites.oldOnly)))) await sleep(1);
  child.kill('SIGKILL');
  const killed = (await ended) === 'SIGKILL';
  // The rounds build shops with different articles: the warning about pages gone since the last build is expected.
  expect(besideLeftovers(stderr).replace(/^The last build had [\s\S]*?\n\nredirects:\n.*(\n\n|$)/, ''), `${round}: the build failed on its own`).toBe('');
  expect(hit || !killed, `${round}: the build had not reached its kill point after a minute`).toBe(true);

  // The process is gone: what is on disk now is what the kill left.
  const swapped = !existsSync(temp);
  const expected = swapped ? 'new' : 'old';
  const which = async (tree: string) => {
    const hash = await hashTree(tree);
    return hash === sites.old ? 'old' : hash === sites.fresh ? 'new' : 'a mix of both';
  };
  // Killed between the two renames of the swap, dist/ is missing and the old site whole beside it.
  const seen = existsSync(out) || swapped ? await which(out) : await which(aside);
  expect(seen, `${round}: dist/ after the kill`).toBe(expected);

  if (clearWithBuild) expect((await runCli(['build', '--config', sites.newShop, '--out', out])).code, `${round}: the next build`).toBe(0);
  else await new DirectoryWriter(out, { projectRoot: ROOT, config: sites.newShop }).recover();
  expect(await which(out), `${round}: dist/ once cleared`).toBe(clearWithBuild ? 'new' : expected);
  expect(await readdir(dir), `${round}: left behind`).toEqual(['dist']);
  return { swapped, killed, seen: expected };
}

describe('interrupted builds', () => {
  it('leave the whole old site when killed before the swap, the whole new one after, and nothing else', { timeout: 180_000 }, async () => {
    const root = await tempDir();
    const oldShop = await shopWithArticles(root, 600, 'old.yaml');
    const newShop = await shopWithArticles(root, 120, 'new.yaml');
    const oldSite = path.join(root, 'old-site');
    const newSite = path.join(root, 'new-site');
    expect((await runCli(['build', '--config', oldShop, '--out', oldSite])).code).toBe(0);
    expect((await runCli(['build', '--config', newShop, '--out', newSite])).code).toBe(0);
    const oldOnly = 'blog/note-599/index.html';
    const sites: Sites = { root, newShop, oldSite, oldOnly, old: await hashTree(oldSite), fresh: await hashTree(newSite) };
    expect([existsSync(path.join(oldSite, oldOnly)), existsSync(path.join(newSite, oldOnly))]).toEqual([true, false]);
    const newPages = readdirSync(newSite, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html')).length;
    const oldBlog = readdirSync(path.join(oldSite, 'blog')).length;

    const points: { name: string; swapped: boolean; reached: (p: Progress) => boolean }[] = [
      { name: 'at the first page written', swapped: false, reached: (p) => (p.written ?? 0) >= 1 },
      { name: 'with half the pages written', swapped: false, reached: (p) => (p.written ?? 0) >= newPages / 2 },
      { name: 'as the old site leaves dist/', swapped: true, reached: (p) => !p.oldInPlace },
      { name: 'with half the old site deleted', swapped: true, reached: (p) => p.oldBlog !== undefined && p.oldBlog <= oldBlog / 2 },
    ];
    // The points are aimed at in parallel, each in a folder of its own. A busy machine may let a build
    // run past its point before the kill arrives: that kill is checked all the same, and the point is
    // tried again.
    const outcomes = await Promise.all(
      points.map(async (point, i) => {
        const tries: string[] = [];
        for (let attempt = 1; attempt <= 3; attempt += 1) {
          const kill = await killWhen(sites, `kill-${i}-${attempt}`, point.reached, i === points.length - 1);
          const landed = kill.killed && kill.swapped === point.swapped;
          tries.push(
            `${point.name}: ${kill.seen}${landed ? '' : ` (missed: ${kill.killed ? `${kill.swapped ? 'after' : 'before'} the swap` : 'finished first'})`}`,
          );
          if (landed) return tries;
        }
        throw new Error(`No kill landed ${point.name} in 3 attempts:\n${tries.join('\n')}`);
      }),
    );
    console.log(`after SIGKILL:\n  ${outcomes.flat().join('\n  ')}`);
  });
});
