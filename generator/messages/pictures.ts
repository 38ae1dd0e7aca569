// Pictures shop.yaml names that cannot be used. Each completes a sentence about the field
// ("business.heroImage.src  leads outside …"); the build and the live preview place it in the file.

export const pictureFromDiskTop = (folder: string) =>
  `is a path from the top of the disk; give a path inside the folder of the shop file (${folder}), such as "images/hero.webp"`;

export const pictureOutsideFolder = (folder: string) =>
  `leads outside the folder of the shop file (${folder}); put the picture inside that folder, such as "images/hero.webp"`;

export const pictureNotFound = (relative: string, lookedIn: string) =>
  `names the file ${relative}, which was not found next to the shop file (looked in ${lookedIn}); put the picture there or give an https:// address`;

export const pictureUnreadable = (relative: string, code: string | undefined) =>
  `names the file ${relative}, which cannot be read (${code}); check its permissions`;

export const pictureLinkOutside = (relative: string) =>
  `names ${relative}, which is a link to a file outside the folder of the shop file; copy the picture itself into the folder`;

export const pictureNotAFile = (relative: string) =>
  `names ${relative}, which is not a picture file (it is a folder or a device); name the picture file itself`;

export const pictureTooLarge = (relative: string, bytes: number) =>
  `names ${relative}, which is ${Math.round(bytes / 1024 / 1024)} MB; a picture for a web page is far smaller, so export a smaller copy (a few MB at most)`;
