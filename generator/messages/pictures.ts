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
export const pictureHardLink = (relative: string) =>
  `names ${relative}, which has another name elsewhere on the disk (it is a hard link), perhaps outside the folder of the shop file; copy the picture itself into the folder instead`;
export const pictureChanged = (relative: string) => `names ${relative}, which was replaced or removed while it was read; run the build again once it is saved`;
export const pictureNotAFile = (relative: string) =>
  `names ${relative}, which is not a picture file (it is a folder or a device); name the picture file itself`;
export const pictureTooLarge = (relative: string, bytes: number) =>
  `names ${relative}, which is ${Math.round(bytes / 1024 / 1024)} MB; a picture for a web page is far smaller, so export a smaller copy (a few MB at most)`;
export const pictureNotFoundNear = (relative: string, lookedIn: string, near: string) =>
  `names the file ${relative}, which was not found (looked in ${lookedIn}); did you mean "${near}"? Names must match exactly, capitals included`;
export const pictureIsHeic = (relative: string) =>
  `names ${relative}, a HEIC photo (iPhones save photos this way), which browsers cannot show; export it as JPEG: on the iPhone, share it to Files, or set Settings → Camera → Formats → Most Compatible; on a Mac, open it in Preview and choose File → Export → JPEG. Then name the .jpg here`;
export const pictureNotAPicture = (relative: string) => `names ${relative}, which is not a picture the build can read; use a JPEG, PNG, WebP, AVIF or SVG file`;
export const pictureTooManyPixels = (relative: string, width: number, height: number, limit: number) =>
  `names ${relative}, which is ${width} × ${height} px (${Math.round((width * height) / 1e6)} megapixels), larger than the ${limit / 1e6} megapixels the build reads; export a smaller copy, such as 4000 px on its long side`;
export const pictureDamaged = (relative: string) =>
  `names ${relative}, which looks damaged or cut short (it cannot be decoded to the end); copy the picture again from the phone or camera, or export it again`;
export const pictureTooSmall = (relative: string, width: number, needed: number, where: string) =>
  `names ${relative}, which is ${width} px wide; ${where} shows it larger, so it looks soft on sharp screens. A copy at least ${needed} px wide looks sharp (the build makes the small copies phones need)`;
export const pictureTallInWide = (relative: string, width: number, height: number) =>
  `names ${relative}, a tall photo (${width} × ${height} px), where the top of the home page shows a wide one: on computer screens it fills a wide band, so only a strip across the middle of this photo shows there, its top and bottom cut off (phones show most of it). A landscape photo fits best; or crop this one to landscape around what matters`;
export const pictureSizeIgnored = (side: 'width' | 'height', typed: number, real: number) =>
  `is ${typed}, but the picture is ${real} px ${side === 'width' ? 'wide' : 'high'}; the size is now read from the file, so this line is ignored and can be removed`;
export const articlePictureExternal = (src: string) =>
  `shows the picture ${src} from another site, which the site's security policy does not load (and which can change or disappear); save the picture next to shop.yaml, for example in images/, and write ![what it shows](images/name.jpg)`;
export const articlePictureUnusable = (src: string) =>
  `shows ${src}, which is not a picture file next to shop.yaml; write ![what it shows](images/name.jpg) with the picture saved in the folder of shop.yaml`;
export const articlePictureWithoutAlt = (src: string) =>
  `shows ${src} without saying what it shows; write the description between the brackets: ![A cracked iPhone 13 screen](${src})`;
