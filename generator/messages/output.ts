// The output folder: why the build refuses one, what it says while another build holds it, and the note it leaves in every site it writes.

/** The frame every refusal below completes; `advice` says what to do instead. */
export const unsafeOutput = (out: string, why: string, advice = outputChooseAnother()) => `Refusing to write the site into ${out}: ${why}. ${advice}`.trim();
const outputChooseAnother = () => 'The build replaces that whole folder, so choose a separate one, such as --out dist.';
export const outputLinkToNothing = (link: string) => `it is a link to ${link}, which does not exist`;
export const outputCreateLinkTarget = () => 'Create that folder (the site is built into it and the link kept), or remove the link.';
export const outputIsDiskRoot = () => 'it is the root of the file system';
export const outputIsProject = () => 'it is the project folder itself';
export const outputHoldsProject = () => 'it contains the project folder';
export const outputIsShopFile = () => 'it is the shop file itself';
export const outputHoldsShopFile = (name: string) => `it holds ${name}`;
export const outputIsFile = () => 'it is a file, not a folder';
export const outputIsMountPoint = () => 'it is a mount point (a disk or volume of its own), which cannot be replaced whole';
export const outputBuildInside = (folder: string) => `Build into a folder inside it instead, such as --out ${folder}.`;
/** A folder this generator wrote, with files added since: the build would delete them. */
export const outputNotOurs = (files: readonly string[]) =>
  `it holds files this generator did not write there (${someOf(files)}); the build would delete them. Move them out of the folder, or build somewhere else`;
/** A folder this generator wrote, with files edited since: the build would overwrite them. */
export const outputChanged = (files: readonly string[]) =>
  `files this generator wrote there were changed since (${someOf(files)}); the build would overwrite them. Move them out of the folder to keep the changes (or delete them), or build somewhere else`;
/** A folder of other files, without a marker that lists what a build wrote (or with one that does not). */
export const outputUnmarked = (files: readonly string[], marker: string, markerThere: boolean) =>
  `it holds other files (${someOf(files)}) and ${markerThere ? `its ${marker} marker does not list what a build wrote` : `no ${marker} marker`}, so this generator did not write it (if it is a site built by an older version of this generator, delete the folder yourself and build again)`;
/** Written into the marker file of every site built. */
export const markerNote = () => 'Written by npm run build. The next build replaces this whole folder: keep nothing else in it.';

// One build at a time per output folder (generator/output/lock.ts).
export const buildWaiting = (folder: string, holder: string) => `Another build is writing ${folder} (${holder}); waiting for it to finish…`;
export const buildGaveUp = (holder: string | undefined, folder: string, minutes: number) =>
  `Another build (${holder ?? 'unknown'}) has been writing ${folder} for more than ${minutes} minutes. Wait for it to finish or stop it, then run the command again.`;
export const buildTakenOver = (folder: string) =>
  `Another build took over ${folder} while this one was writing (this one stalled for more than ten seconds), so this one stopped. Run the command again.`;
/** Who holds the lock: "process 4242 on laptop, started 10:31:07 UTC". */
export const lockHolder = (pid: number, host: string | undefined, started: string) =>
  `process ${pid}${host === undefined ? '' : ` on ${host}`}, started ${started} UTC`;
export const lockHolderUnknown = () => 'another build';
/** What was being done when the machine refused, for machineRefused(). */
export const writingSite = (folder: string) => `writing the site into ${folder}`;

/** The first three names in order, and how many more: "a.txt, b.txt, c.txt and 4 more". */
function someOf(names: readonly string[]): string {
  const shown = [...names].sort().slice(0, 3).join(', ');
  return names.length > 3 ? `${shown} and ${names.length - 3} more` : shown;
}
