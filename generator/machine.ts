// When the machine refuses (no permission, a full disk, a busy port), the owner reads what failed,
// where, and what to do, as for a mistake in shop.yaml: exit 1, no stack trace. Only errors the
// system reports with one of these codes are turned into sentences; anything else stays a bug.
import path from 'node:path';
import { MachineError } from './errors.ts';

type SystemError = NodeJS.ErrnoException & { port?: number; address?: string };

const SENTENCES: Record<string, (where: string, e: SystemError) => string> = {
  EACCES: (where, e) => (e.syscall === 'listen' || e.syscall === 'bind'
    ? `port ${e.port} may not be used by this user (ports below 1024 need administrator rights); choose another, such as --port 5000`
    : `this user has no permission for ${where}; choose a folder you own, such as --out dist, or fix the folder's permissions`),
  EPERM: (where) => `the system does not allow this change to ${where} (no permission, or the file is locked); choose a folder you own, such as --out dist`,
  ENOSPC: (where) => `the disk holding ${where} is full; free some space, or write somewhere else with --out, and run the command again`,
  EDQUOT: (where) => `your disk quota is used up, so nothing more fits in ${where}; free some space and run the command again`,
  EROFS: (where) => `${where} is on a read-only disk; write the site somewhere else with --out`,
  EIO: (where) => `the disk reported a fault reading or writing ${where}; check the disk, then run the command again`,
  EMFILE: () => 'too many files are open on this machine at once; close some programs and run the command again',
  ENFILE: () => 'too many files are open on this machine at once; close some programs and run the command again',
  EBUSY: (where) => `${where} is held open by another program (a file manager, an editor, a server); close it and run the command again`,
  ENAMETOOLONG: (where) => `the path ${where} is too long for this disk; use a folder with a shorter path`,
  EADDRINUSE: (_, e) => `port ${e.port} is already in use by another program; stop it, or choose another port, such as --port 5000`,
  EADDRNOTAVAIL: (_, e) => `the address ${e.address ?? ''} is not one of this machine's; use 127.0.0.1`,
};

export interface Context {
  /** What was being done, such as "writing the site into dist/". */
  doing?: string;
  /** The place to name instead of the file the system names (a temporary file means little to an owner). */
  where?: string;
  /**
   * For the output folder: the folder that holds it, where the new site is prepared and swapped in.
   * With it, a path that is not there or is in the way is the machine's refusal too, not a bug.
   */
  parent?: string;
}

const WRITING: Record<string, (where: string, parent: string) => string> = {
  EACCES: (where, parent) => `this user may not write in ${parent}, where the new site is prepared beside ${where} and swapped in whole; make ${parent} writable for this user, or build into a folder of your own, such as --out dist`,
  EPERM: (where, parent) => `the system does not allow changes in ${parent}, where the new site is prepared beside ${where}; build into a folder of your own, such as --out dist`,
  ENOENT: (where) => `a folder on the way to ${where} is missing or is a link to nothing; create it, or choose another folder with --out`,
  ENOTDIR: (where) => `a part of the path ${where} is a file, not a folder; choose another folder with --out`,
  EISDIR: (where, parent) => `a folder stands in ${parent} where the build keeps a file of its own (such as .${path.basename(where)}.lock); remove it and run the command again`,
  ELOOP: (where) => `the path ${where} goes through links that lead back to themselves; name the real folder with --out`,
  EXDEV: (where) => `${where} is on another disk than the folder that holds it, so the new site cannot be swapped in; build into a folder inside it, such as --out ${path.join(where, 'site')}`,
};

/** The error as a MachineError when the system refused something, else undefined. */
export function machineError(error: unknown, { doing, where: place, parent }: Context = {}): MachineError | undefined {
  if (error instanceof MachineError) return error;
  const e = error as SystemError | undefined;
  if (typeof e?.code !== 'string') return undefined;
  const where = place ?? e.path ?? 'a file';
  const writing = parent === undefined ? undefined : WRITING[e.code];
  const sentence = writing ? writing(where, parent!) : SENTENCES[e.code]?.(where, e);
  if (sentence === undefined) return undefined;
  const what = doing ? `${capitalise(doing)} failed` : 'The system refused';
  return new MachineError(`${what}: ${sentence}. (The system said ${e.code}.)`, { cause: error });
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
