// One build at a time per output folder: a second build waits for the first instead of both renaming into the same place. The lock is a file beside the output
// naming its holder, touched every two seconds; stale, and taken over, when its holder on this machine is gone or nobody touched it for ten seconds (a process
// id alone cannot tell: a killed build's may live on as a zombie or be reused). It is written aside and then linked, so a waiting build never reads a half-made
// lock. Written by hand: proper-lockfile judges only by age (every build after a killed one would wait out the stale period) and cannot name the holder.
import { randomUUID } from 'node:crypto';
import { readFileSync, unlinkSync } from 'node:fs';
import { link, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { MachineError } from '../errors.ts';
import { buildGaveUp, lockHolder, lockHolderUnknown } from '../messages/index.ts';

const TOUCH_EVERY = 2_000;
const STALE_AFTER = 10_000;
const POLL = 150;
/** How long a build waits for another before it gives up and says so. */
const GIVE_UP_AFTER = 10 * 60_000;

interface Owner {
  pid: number;
  host: string;
  token: string;
  started: string;
}

export interface Lock {
  /** Whether the lock is still this process's (another build takes it over only when this one stalled). */
  held(): Promise<boolean>;
  release(): Promise<void>;
}

/** Takes the lock, waiting while another build holds it: `onWait` is told once who does; `what` names what it guards in messages ("dist/"). */
export async function acquire(file: string, { what, onWait }: { what: string; onWait: (holder: string) => void }): Promise<Lock> {
  const owner: Owner = { pid: process.pid, host: hostname(), token: randomUUID(), started: new Date().toISOString() };
  const givingUp = Date.now() + GIVE_UP_AFTER;
  const watch = new Watch();
  let waited = false;
  for (;;) {
    if (await create(file, owner)) return holding(file, owner);
    const current = await inspect(file);
    if (current && watch.isStale(current)) {
      await takeOver(file, current.owner);
      continue;
    }
    if (current && !waited) {
      waited = true;
      onWait(describe(current.owner));
    }
    if (Date.now() > givingUp) throw new MachineError(buildGaveUp(current && describe(current.owner), what, GIVE_UP_AFTER / 60_000));
    await new Promise((resolve) => setTimeout(resolve, POLL));
  }
}

/** Creates the lock whole, or reports that it exists: written aside, then linked to its name. */
async function create(file: string, owner: Owner): Promise<boolean> {
  const draft = `${file}.new-${owner.token}`;
  await writeFile(draft, JSON.stringify(owner));
  try {
    await link(draft, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // EEXIST: held by another. ENOENT: the draft was cleared by a holder's recovery; try again.
    if (code === 'EEXIST' || code === 'ENOENT') return false;
    throw error;
  } finally {
    await unlink(draft).catch(() => undefined);
  }
}

function describe(owner: Owner | undefined): string {
  if (!owner) return lockHolderUnknown();
  return lockHolder(owner.pid, owner.host === hostname() ? undefined : owner.host, owner.started.slice(11, 19));
}

async function inspect(file: string): Promise<{ owner: Owner | undefined; touched: number } | undefined> {
  try {
    const [text, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
    return { owner: parseOwner(text), touched: info.mtimeMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined; // released meanwhile
    throw error;
  }
}

function parseOwner(text: string): Owner | undefined {
  try {
    const owner = JSON.parse(text) as Owner;
    return typeof owner.pid === 'number' && typeof owner.token === 'string' ? owner : undefined;
  } catch {
    return undefined; // a holder killed while writing the file: judged by age alone
  }
}

/**
 * Judges a lock stale. On this machine a gone holder is known at once, and the lock's time read against this clock; a
 * holder on another machine (a shared folder) has its own clock, so there only a time unchanged for ten seconds is stale.
 */
class Watch {
  #seen = new Map<string, { touched: number; since: number }>();

  isStale({ owner, touched }: { owner: Owner | undefined; touched: number }): boolean {
    const local = owner === undefined || owner.host === hostname();
    if (local && owner !== undefined && !isRunning(owner.pid)) return true;
    if (local && Date.now() - touched > STALE_AFTER) return true;
    const key = owner?.token ?? '';
    const seen = this.#seen.get(key);
    if (!seen || seen.touched !== touched) {
      this.#seen.set(key, { touched, since: Date.now() });
      return false;
    }
    return Date.now() - seen.since > STALE_AFTER;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes a stale lock, renamed aside first, which only one of several waiting builds can do. Another lock than the one judged stale (a waiter took over
 * meanwhile) is linked back, unless yet another build has taken the name (then held() stops one of them before it replaces the site).
 */
async function takeOver(file: string, stale: Owner | undefined): Promise<void> {
  const aside = `${file}.stale-${process.pid}-${randomUUID().slice(0, 8)}`;
  try {
    await rename(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const taken = parseOwner(await readFile(aside, 'utf8').catch(() => ''));
  if (taken && taken.token !== stale?.token) await link(aside, file).catch(() => undefined);
  await unlink(aside).catch(() => undefined);
}

function holding(file: string, owner: Owner): Lock {
  const touch = setInterval(() => utimes(file, new Date(), new Date()).catch(() => undefined), TOUCH_EVERY).unref();
  // A build that ends without releasing (an uncaught error) still leaves no lock behind.
  const onExit = () => {
    try {
      if (parseOwner(readFileSync(file, 'utf8'))?.token === owner.token) unlinkSync(file);
    } catch {
      // already gone
    }
  };
  process.once('exit', onExit);
  const held = async () => parseOwner(await readFile(file, 'utf8').catch(() => ''))?.token === owner.token;
  return {
    held,
    async release() {
      clearInterval(touch);
      process.removeListener('exit', onExit);
      if (await held()) await unlink(file).catch(() => undefined);
    },
  };
}
