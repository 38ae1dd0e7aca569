// When the machine refuses (no permission, a full disk, a busy port), the owner reads what failed,
// where, and what to do, as for a mistake in shop.yaml: exit 1, no stack trace. Only errors the
// system reports with one of these codes are turned into sentences; anything else stays a bug.
import { MachineError } from './errors.ts';
import {
  machineDiskFault,
  machineDiskFull,
  machineFileBusy,
  machineNoPermission,
  machineNotAllowed,
  machineNotThisAddress,
  machinePathTooLong,
  machinePortForbidden,
  machinePortInUse,
  machineQuotaUsed,
  machineReadOnly,
  machineRefused,
  machineTooManyFiles,
  unnamedFile,
  writingFolderInTheWay,
  writingLinkLoop,
  writingNoPermission,
  writingNotAllowed,
  writingOtherDisk,
  writingPathMissing,
  writingPathThroughFile,
} from './messages/index.ts';

type SystemError = NodeJS.ErrnoException & { port?: number; address?: string };

const SENTENCES: Record<string, (where: string, e: SystemError) => string> = {
  EACCES: (where, e) => (e.syscall === 'listen' || e.syscall === 'bind' ? machinePortForbidden(e.port) : machineNoPermission(where)),
  EPERM: machineNotAllowed,
  ENOSPC: machineDiskFull,
  EDQUOT: machineQuotaUsed,
  EROFS: machineReadOnly,
  EIO: machineDiskFault,
  EMFILE: machineTooManyFiles,
  ENFILE: machineTooManyFiles,
  EBUSY: machineFileBusy,
  ENAMETOOLONG: machinePathTooLong,
  EADDRINUSE: (_, e) => machinePortInUse(e.port),
  EADDRNOTAVAIL: (_, e) => machineNotThisAddress(e.address),
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
  EACCES: writingNoPermission,
  EPERM: writingNotAllowed,
  ENOENT: writingPathMissing,
  ENOTDIR: writingPathThroughFile,
  EISDIR: writingFolderInTheWay,
  ELOOP: writingLinkLoop,
  EXDEV: writingOtherDisk,
};

/** The error as a MachineError when the system refused something, else undefined. */
export function machineError(error: unknown, { doing, where: place, parent }: Context = {}): MachineError | undefined {
  if (error instanceof MachineError) return error;
  const e = error as SystemError | undefined;
  if (typeof e?.code !== 'string') return undefined;
  const where = place ?? e.path ?? unnamedFile();
  const writing = parent === undefined ? undefined : WRITING[e.code];
  const sentence = writing ? writing(where, parent!) : SENTENCES[e.code]?.(where, e);
  if (sentence === undefined) return undefined;
  return new MachineError(machineRefused(doing, sentence, e.code), { cause: error });
}
