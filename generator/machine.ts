// When the machine refuses (no permission, a full disk, a busy port), the owner reads what failed, where,
// and what to do (exit 1, no stack). Only the system's codes below become sentences; anything else is a bug.
import { MachineError } from './errors.ts';
import * as messages from './messages/index.ts';

type SystemError = NodeJS.ErrnoException & { port?: number; address?: string };

const SENTENCES: Record<string, (where: string, e: SystemError) => string> = {
  EACCES: (where, e) => (e.syscall === 'listen' || e.syscall === 'bind' ? messages.machinePortForbidden(e.port) : messages.machineNoPermission(where)),
  EPERM: messages.machineNotAllowed,
  ENOSPC: messages.machineDiskFull,
  EDQUOT: messages.machineQuotaUsed,
  EROFS: messages.machineReadOnly,
  EIO: messages.machineDiskFault,
  EMFILE: messages.machineTooManyFiles,
  ENFILE: messages.machineTooManyFiles,
  EBUSY: messages.machineFileBusy,
  ENAMETOOLONG: messages.machinePathTooLong,
  EADDRINUSE: (_, e) => messages.machinePortInUse(e.port),
  EADDRNOTAVAIL: (_, e) => messages.machineNotThisAddress(e.address),
};

// Writing the output folder: what was being done, the folder to name (a temporary file means little to an owner), and its parent,
// where the new site is prepared; with it, a path missing or in the way is a refusal, not a bug.
type Writing = { doing: string; where: string; parent: string };

const WRITING: Record<string, (where: string, parent: string) => string> = {
  EACCES: messages.writingNoPermission,
  EPERM: messages.writingNotAllowed,
  ENOENT: messages.writingPathMissing,
  ENOTDIR: messages.writingPathThroughFile,
  EISDIR: messages.writingFolderInTheWay,
  ELOOP: messages.writingLinkLoop,
  EXDEV: messages.writingOtherDisk,
};

/** The error as a MachineError when the system refused something, else undefined. */
export function machineError(error: unknown, writing?: Writing): MachineError | undefined {
  if (error instanceof MachineError) return error;
  const e = error as SystemError | undefined;
  if (typeof e?.code !== 'string') return undefined;
  const where = writing?.where ?? e.path ?? messages.unnamedFile();
  const sentence = writing && WRITING[e.code] ? WRITING[e.code](where, writing.parent) : SENTENCES[e.code]?.(where, e);
  if (sentence === undefined) return undefined;
  return new MachineError(messages.machineRefused(writing?.doing, sentence, e.code), { cause: error });
}
