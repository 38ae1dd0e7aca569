// The disk writer: fills a temporary folder beside the output (write-files.ts) and swaps it in whole (swap.ts) once every file
// is written, so a failed or killed build leaves the old site as it was. One build at a time (lock.ts); others' files refused (folder.ts).
import { existsSync, statSync } from 'node:fs';
import { chmod, chown, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MachineError } from '../errors.ts';
import { acquire, type Lock } from './lock.ts';
import { buildTakenOver, buildWaiting, writingSite } from '../messages/index.ts';
import { machineError } from '../machine.ts';
import type { OutputItem } from '../site/index.ts';
import { MARKER, marker, realFolder, recordedFiles, refuseOthers, refuseUnsafe, shown } from './folder.ts';
import { recoverLeftovers, siblingName, swapIn } from './swap.ts';
import { makeFolders } from '../whole-file.ts';
import type { Writer, Written } from './write.ts';
import { writeAll } from './write-files.ts';

export class DirectoryWriter implements Writer {
  /** The folder written, with links followed: a link named by --out is kept and its target replaced. */
  readonly out: string;

  /** `log` is told when the build waits for another one writing the same folder. */
  constructor(
    out: string,
    private readonly options: { projectRoot: string; config: string; log?: (line: string) => void },
  ) {
    this.out = realFolder(path.resolve(out));
    refuseUnsafe(this.out, options);
  }

  /** Undoes what a killed build left, then refuses a folder holding others' files: before building, so the owner hears it at once; safe at any time. */
  async recover(): Promise<void> {
    if (!existsSync(path.dirname(this.out))) return;
    await this.#locked(() => recoverLeftovers(this.out));
    refuseOthers(this.out);
  }

  async write(files: Iterable<OutputItem>, base?: string): Promise<Written> {
    await this.#attempt(() => makeFolders(path.dirname(this.out)));
    return this.#locked(async (lock) => {
      await recoverLeftovers(this.out);
      // Checked again holding the lock: every file in the folder is then as last recorded, and may be linked into the new site.
      refuseUnsafe(this.out, this.options);
      refuseOthers(this.out);
      const last = existsSync(this.out) ? recordedFiles(this.out) : undefined;
      const temp = siblingName(this.out, 'tmp');
      try {
        await mkdir(temp);
        const { written, records } = await writeAll(temp, files, last && { out: this.out, files: last });
        await writeFile(path.join(temp, MARKER), marker(base, records));
        await keepAccess(this.out, temp);
        if (!(await lock.held())) throw new MachineError(buildTakenOver(shown(this.out)));
        await swapIn(temp, this.out);
        return written;
      } catch (error) {
        await rm(temp, { recursive: true, force: true });
        // A build that stalled may find its folder cleared by the build that took over from it.
        if (!(await lock.held())) throw new MachineError(buildTakenOver(shown(this.out)));
        throw error;
      }
    });
  }

  /** Runs `work` holding the output's lock; the machine's refusals become plain messages. */
  async #locked<T>(work: (lock: Lock) => Promise<T>): Promise<T> {
    const what = shown(this.out);
    const onWait = (holder: string) => this.options.log?.(buildWaiting(what, holder));
    const lock = await this.#attempt(() => acquire(siblingName(this.out, 'lock'), { what, onWait }));
    try {
      return await this.#attempt(() => work(lock));
    } finally {
      await lock.release();
    }
  }

  async #attempt<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw machineError(error, { doing: writingSite(shown(this.out)), where: shown(this.out), parent: shown(path.dirname(this.out)) }) ?? error;
    }
  }
}

/** The new folder keeps the old one's mode and group (one shared with a web server stays so); best effort, as only a file's owner may change its group. */
async function keepAccess(out: string, temp: string): Promise<void> {
  if (!existsSync(out)) return;
  const old = statSync(out);
  await chmod(temp, old.mode & 0o7777);
  if (old.gid !== statSync(temp).gid) await chown(temp, old.uid, old.gid).catch(() => chown(temp, -1, old.gid).catch(() => undefined));
}
