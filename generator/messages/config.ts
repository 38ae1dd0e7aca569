// Finding and reading the shop file: what the owner reads when --config names something that cannot
// be a shop file (missing, a folder, a device, far too large, unreadable, not UTF-8).

export const configNotFound = (file: string) =>
  `${file} was not found. Run the command from the folder that holds it, or name the file with --config path/to/shop.yaml.`;
/** The frame every reason below completes. */
export const configUnreadable = (file: string, why: string) => `${file} cannot be read as a shop file: ${why}.`;
export const configIsFolder = () => 'it is a folder; name the file inside it, such as --config shops/bandra/shop.yaml';
export const configNotOrdinary = () => 'it is not an ordinary file (a device or a pipe); name the shop file, such as --config shop.yaml';
export const configTooLarge = (bytes: number, most: number) =>
  `it is ${megabytes(bytes)}, and a shop file is far smaller (at most ${megabytes(most)}); check that --config names the shop file`;
/** A file that reported a smaller size (under /proc) and held more. */
export const configHoldsTooMuch = (most: number) =>
  `it holds more than ${megabytes(most)}, and a shop file is far smaller; check that --config names the shop file`;
export const configNoPermission = () => 'this user may not read it; check its permissions (ls -l shows them), or copy it somewhere you may read';
export const configLinkLoop = () => 'it is a link that leads back to itself; name the real file';
export const configSystemRefused = (code: string) => `the system reported ${code}; check that the disk is readable`;
export const configNotText = () => 'it is not a text file (it looks like a picture, an archive or a program); name the shop file, such as --config shop.yaml';
export const configUtf16 = () =>
  'it is saved as UTF-16 (some editors call it "Unicode"), not UTF-8; save the file as UTF-8 (in VS Code: click the encoding in the status bar, then "Save with Encoding", then UTF-8)';
/** Located at the first character that is not UTF-8. */
export const configNotUtf8 = () =>
  'holds a character that is not UTF-8 (the file was saved in another encoding, such as Windows-1252); save the file as UTF-8 and check the accented letters on this line';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
