// What `npm run language` says (generator/init/language.ts).

export const languageUsage = () => `Usage:
  npm run language -- remove CODE [--config FILE]
  npm run language -- add CODE [--config FILE]

remove takes every text in the language out of shop.yaml, and the language out of site.languages.
add puts the language in site.languages, and under each text written per language a line such as
"# hi: Screen repair" holding its text in the first language: translate it and delete the "# "
(npm run check lists each text still to translate). Comments and layout are kept.

  CODE           en (English), hi (Hindi) or mr (Marathi)
  --config FILE  the shop file to change (default: shop.yaml)
  --help         show this help`;

export const languageCommandLine = () => ({
  name: 'npm run language',
  values: { config: 'the shop file to change, such as --config shop.yaml' },
  accepts: 'remove CODE or add CODE, with --config FILE',
  usage: languageUsage(),
});

export const languageNoAction = (words: string) =>
  `${words === '' ? 'Say what to do' : `"${words}" is not what npm run language does`}: write remove or add, then a language, such as: npm run language -- remove hi`;
export const languageUnknown = (code: string | undefined, known: readonly string[]) =>
  `${code === undefined ? 'Name a language' : `"${code}" is not a language the site can show`}; write one of ${known.join(', ')}, such as: npm run language -- remove hi`;
export const languageFirstKept = (file: string, language: string, code: string, only: boolean) =>
  `${language} is the ${only ? 'only language' : 'first language'} of ${file}: texts written plainly are in it, and the pages show it wherever a translation is missing, so it cannot be removed. To make another language the first, write it first in site.languages and give every text a line in it (npm run check lists those missing); then remove ${code}. Nothing was written.`;
export const languageFileInvalid = (file: string) =>
  `${file} has the problems above, so npm run language changed nothing: fix them (npm run check lists them), then run it again.`;
export const languageEditInvalid = (file: string) =>
  `The change would leave ${file} with the problems above, so nothing was written; change the file by hand, or report this.`;
export const languageNothingToDo = (file: string, language: string, added: boolean) =>
  `${file} already ${added ? `has ${language} in site.languages and a line for each text` : `has no ${language} text and no ${language} in site.languages`}; nothing was changed.`;
export const languageRemoved = (file: string, language: string, texts: number) =>
  `Removed ${language} from ${file}: ${texts === 1 ? 'one text' : `${texts.toLocaleString('en-IN')} texts`} and its place in site.languages, with every comment kept.`;
export const languageAdded = (file: string, language: string, code: string, lines: number, listed: boolean) =>
  `${listed ? `Added ${language} to ${file}'s site.languages` : `${language} was already in ${file}'s site.languages`}${lines > 0 ? `, and under ${lines === 1 ? 'one text' : `${lines.toLocaleString('en-IN')} texts`} a line "# ${code}: …" holding the text to translate: write it in ${language} and delete the "# ". npm run check lists each text still to translate` : ''}.`;
