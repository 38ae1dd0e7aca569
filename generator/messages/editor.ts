// Warnings about the editor's help (generator/shop/modeline.ts). They never stop a build: the site is
// fine, but the editor would neither explain the fields nor underline mistakes.

/** The first line of shop.yaml names a schema file that is not there (a shop copied to another folder). */
export const modelineNowhere = (target: string, modeline: string) =>
  `points the editor at ${target}, which does not exist, so the editor cannot explain the fields or underline mistakes; write this line instead:  ${modeline}`;
