// What `npm run init` asks and says (generator/init/).

export const initUsage = (answerNames: readonly string[]) => `Usage:
  npm run init [-- --config FILE] [--from FILE] [--answers FILE.json] [--no-build]

Asks for your shop's name, numbers, address, map position, hours, areas and web address, writes them
into shop.yaml (keeping its comments and translations), then builds the site. Run it again at any time:
it shows what the file holds, and an answer left as it is changes nothing.

  --config FILE        the shop file to write (default: shop.yaml); a file that does not exist yet
                       is made from --from, with the pictures it names copied beside it
  --from FILE          the shop file a new one starts from (default: shop.yaml)
  --answers FILE.json  take the answers from a file instead of asking, such as
                       {"name": "Fixit", "phone": "99001 23456", "days": ["Monday", "Tuesday"]}
  --no-build           write the file, do not build
  --help               show this help

The answers, by name (each optional): ${answerNames.join(', ')}.
A name with * is a text the site shows in each of its languages: its name answers in the site's first
language, and the name with a language after a dot in another, such as "city.mr": "पुणे".`;

/** A new text in the first language leaves the old translation, as a comment where it stood. */
export const textToTranslate = (lang: string, first: string, old: string) => `${lang}: to translate, as the ${first} text changed; it was: ${old}`;
/** The question asked again for another language of the site. */
export const initInLanguage = (question: string, language: string) => `${question}, in ${language}`;
export const areasPerLanguage = (count: number, first: string) =>
  `lists another number of areas than the ${count} in ${first}; give one for each, in the same order, separated by commas`;

export const initQuestions = {
  name: "Your shop's name",
  phone: 'Phone number for calls (a 10-digit mobile, or a landline with its STD code such as 020 2545 1234)',
  whatsapp: 'WhatsApp number (10-digit mobile)',
  email: 'E-mail address',
  street: 'Street address: shop number, building, road',
  locality: 'Locality or neighbourhood, such as Koramangala',
  city: 'City',
  state: 'State',
  country: 'Country',
  postalCode: 'PIN code (6 digits)',
  map: 'Where is the shop on the map? Paste a Google Maps link, or the two numbers such as 12.9352, 77.6245 (in Google Maps, right-click the pin: the first line holds them)',
  opens: 'Opening time, such as 10:00',
  closes: 'Closing time, such as 21:00',
  days: 'Days the shop is open (space selects, Enter confirms)',
  serviceAreas: 'Areas you serve, separated by commas (your locality is listed first)',
  landmark: 'A landmark that helps visitors find you, such as "Above the pharmacy, opposite the park" (type - to leave directions out)',
  parking: 'Where to park (optional: type - to leave it out)',
  station: 'Nearest station or bus stop (optional: type - to leave it out)',
  siteUrl: 'The web address the site will have, starting with https:// (keep the one shown if you do not know it yet)',
} as const;

export type InitAnswerName = keyof typeof initQuestions;

export const initNeedsTerminal = () =>
  'npm run init asks its questions in a terminal, and this is not one. Run it in a terminal, or give the answers in a file: npm run init -- --answers answers.json (npm run init -- --help shows how).';
export const initAnswersUnreadable = (file: string, reason: string) =>
  `Could not read the answers in ${file}: ${reason}. Write them as JSON, such as {"name": "Fixit", "phone": "99001 23456"}.`;
export const initUnknownAnswer = (file: string, name: string, known: readonly string[]) =>
  `${file} answers "${name}", which init does not ask; use the names ${known.join(', ')}.`;
export const initAnswerProblem = (question: string, answer: string, message: string) => `${question}: "${answer}" ${message}`;
export const initAnswerProblems = (file: string, count: number) =>
  `${count === 1 ? 'One answer' : `${count} answers`} in ${file} cannot be used, so nothing was written:`;
export const findUsLeftOut = () => 'findUs: a landmark, parking and the nearest station, shown beside the map on the contact page (npm run init asks for them)';
export const initFromMissing = (from: string) => `There is no shop file ${from} to start the new one from; give one with --from, such as --from shop.yaml.`;
export const initFileBroken = (file: string) =>
  `${file} has a mistake in its YAML, so init cannot tell where each answer goes; run npm run check -- --config ${file}, fix what it shows, then run init again.`;
export const initStopped = () => 'Stopped: nothing was written.';
export const mapPositionUnreadable = () =>
  "holds no map position; paste a Google Maps link with the position in it (…@12.9352,77.6245… or ?q=12.9352,77.6245), or the two numbers, such as 12.9352, 77.6245. A short maps.app.goo.gl link does not hold it: open it, and copy the address from the browser's address bar";
export const daysNoneChosen = () => 'chooses no day; choose at least one day the shop is open';
export const initWrote = (file: string, answered: number) =>
  `Wrote ${file}: ${answered === 1 ? 'your answer' : `your ${answered} answers`}, with its comments kept.`;
export const initMadeFrom = (file: string, from: string, pictures: number) =>
  `Made ${file} from ${from}${pictures > 0 ? `, with the ${pictures === 1 ? 'picture' : `${pictures} pictures`} it names copied beside it` : ''}.`;
export const initPictureNotCopied = (picture: string, from: string, problem: string) => `${picture} was not copied: ${from} ${problem}.`;
export const initNext = (file: string, marks: number) => {
  const config = file === 'shop.yaml' ? '' : ` -- --config ${file}`;
  const sample = `lists the ${marks === 1 ? 'part' : `${marks} parts`} still marked SAMPLE CONTENT: the texts and pictures to make your own`;
  const check = marks > 0 ? sample : 'checks it again after each change';
  return ['Next:', `  npm run dev${config}      see the site while you edit ${file}`, `  npm run check${config}    ${check}`].join('\n');
};

export const initCommandLine = (answerNames: readonly string[]) => ({
  name: 'npm run init',
  values: {
    config: 'the shop file to write, such as --config shop.yaml',
    from: 'the shop file a new one starts from, such as --from shop.yaml',
    answers: 'a JSON file of answers, such as --answers answers.json',
  },
  accepts: '--config FILE, --from FILE, --answers FILE.json and --no-build',
  usage: initUsage(answerNames),
});
