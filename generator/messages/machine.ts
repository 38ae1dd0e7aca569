// When the machine refuses (no permission, a full disk, a busy port): what failed, where, and what
// to do. generator/machine.ts picks one of these by the code the system reported.
import path from 'node:path';

/** The frame: "Writing the site into dist/ failed: <sentence>. (The system said ENOSPC.)" */
export const machineRefused = (doing: string | undefined, sentence: string, code: string) =>
  `${doing ? `${capitalise(doing)} failed` : 'The system refused'}: ${sentence}. (The system said ${code}.)`;

// Whatever was being done.
/** Where, when the system names no file. */
export const unnamedFile = () => 'a file';
export const machineNoPermission = (where: string) =>
  `this user has no permission for ${where}; choose a folder you own, such as --out dist, or fix the folder's permissions`;
export const machineNotAllowed = (where: string) =>
  `the system does not allow this change to ${where} (no permission, or the file is locked); choose a folder you own, such as --out dist`;
export const machineDiskFull = (where: string) =>
  `the disk holding ${where} is full; free some space, or write somewhere else with --out, and run the command again`;
export const machineQuotaUsed = (where: string) => `your disk quota is used up, so nothing more fits in ${where}; free some space and run the command again`;
export const machineReadOnly = (where: string) => `${where} is on a read-only disk; write the site somewhere else with --out`;
export const machineDiskFault = (where: string) => `the disk reported a fault reading or writing ${where}; check the disk, then run the command again`;
export const machineTooManyFiles = () => 'too many files are open on this machine at once; close some programs and run the command again';
export const machineFileBusy = (where: string) =>
  `${where} is held open by another program (a file manager, an editor, a server); close it and run the command again`;
export const machinePathTooLong = (where: string) => `the path ${where} is too long for this disk; use a folder with a shorter path`;
export const machinePortForbidden = (port: number | undefined) =>
  `port ${port} may not be used by this user (ports below 1024 need administrator rights); choose another, such as --port 5000`;
export const machinePortInUse = (port: number | undefined) =>
  `port ${port} is already in use by another program; stop it, or choose another port, such as --port 5000`;
export const machineNotThisAddress = (address: string | undefined) => `the address ${address ?? ''} is not one of this machine's; use 127.0.0.1`;

// Writing the output folder, whose parent is where the new site is prepared and swapped in.
export const writingNoPermission = (where: string, parent: string) =>
  `this user may not write in ${parent}, where the new site is prepared beside ${where} and swapped in whole; make ${parent} writable for this user, or build into a folder of your own, such as --out dist`;
export const writingNotAllowed = (where: string, parent: string) =>
  `the system does not allow changes in ${parent}, where the new site is prepared beside ${where}; build into a folder of your own, such as --out dist`;
export const writingPathMissing = (where: string) =>
  `a folder on the way to ${where} is missing or is a link to nothing; create it, or choose another folder with --out`;
export const writingPathThroughFile = (where: string) => `a part of the path ${where} is a file, not a folder; choose another folder with --out`;
export const writingFolderInTheWay = (where: string, parent: string) =>
  `a folder stands in ${parent} where the build keeps a file of its own (such as .${path.basename(where)}.lock); remove it and run the command again`;
export const writingLinkLoop = (where: string) => `the path ${where} goes through links that lead back to themselves; name the real folder with --out`;
export const writingOtherDisk = (where: string) =>
  `${where} is on another disk than the folder that holds it, so the new site cannot be swapped in; build into a folder inside it, such as --out ${path.join(where, 'site')}`;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
