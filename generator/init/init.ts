// npm run init: the first hour with the tool. Asks the shop's own facts (name, numbers, address, map
// position, hours, areas, web address), checks each answer with the same rules and messages as
// `npm run check`, writes them into shop.yaml through the yaml package's document API (comments and
// layout stay), then builds. A shop file that does not exist yet is made from another (the sample),
// with the pictures it names copied beside it and its first line pointing the editor at the schema.
// Answers can come from a JSON file instead of a terminal (--answers), which is how the tests drive it.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { argumentProblem } from '../cli/arguments.ts';
import { main as command } from '../cli/command.ts';
import { InvalidShopError, ShopError, UsageError } from '../errors.ts';
import { parse } from '../shop/load.ts';
import { sampleMarks } from '../shop/leftovers.ts';
import { isTextMap, languagesOf } from '../shop/schema/resolve.ts';
import {
  daysNoneChosen,
  findUsLeftOut,
  initAnswerProblem,
  initFileBroken,
  initFromMissing,
  initCommandLine,
  initPictureNotCopied,
  initAnswerProblems,
  initAnswersUnreadable,
  initMadeFrom,
  initNeedsTerminal,
  initNext,
  initQuestions,
  initStopped,
  initUnknownAnswer,
  initUsage,
  initWrote,
  mapPositionUnreadable,
  type InitAnswerName,
} from '../messages/index.ts';
import { modelineFor } from '../shop/modeline.ts';
import { shopFile } from '../shop/files.ts';
import { walkStrings } from '../shop/schema/rules.ts';
import { YamlEdit } from './yaml-edit.ts';
import { forTerminal } from '../terminal.ts';
import { validate } from '../shop/validate.ts';

type Path = (string | number)[];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** An answer as the owner gives it: a line of text, or the chosen days. */
export type Answer = string | string[];
export type Answers = Partial<Record<InitAnswerName, Answer>>;

interface Question {
  name: InitAnswerName;
  /** The fields this answer writes: a problem of one of them is the answer's problem. */
  fields: Path[];
  /** What the file holds now, offered as the default. */
  current: (doc: YamlEdit) => Answer;
  /** Writes the answer into the document, or returns why it cannot be read. */
  write: (doc: YamlEdit, answer: Answer, answers: Answers) => string | void;
  optional?: boolean;
}

/** A text as the file holds it; one written per language, in the site's first language. */
const plain = (doc: YamlEdit, value: unknown): unknown => {
  if (!isTextMap(value)) return value;
  const [first] = languagesOf({ site: { languages: doc.get(['site', 'languages']) } });
  return value[first] ?? Object.values(value)[0];
};
const text = (doc: YamlEdit, at: Path) => {
  const value = plain(doc, doc.get(at));
  return value === undefined || value === null ? '' : String(value);
};
const line = (answer: Answer) => (Array.isArray(answer) ? answer.join(', ') : answer).trim();
/** An optional answer left out: empty, or "-" (in a terminal, Enter alone keeps what the file says). */
const left = (answer: Answer) => line(answer) === '' || line(answer) === '-';

/** Reads a map position from "12.9352, 77.6245" or a Google Maps link that holds one. */
export function mapPosition(answer: string): { latitude: number; longitude: number } | undefined {
  const number = String.raw`(-?\d{1,3}(?:\.\d+)?)`;
  const pair = String.raw`${number}\s*,\s*${number}`;
  const decoded = (() => {
    try {
      return decodeURIComponent(answer);
    } catch {
      return answer;
    }
  })();
  // "12.9352° N, 77.6245° E" as Google Maps shows it, or the two numbers with a space between.
  const plain = decoded.replace(/°\s*[NE]\b/gi, '').trim();
  // In a place's link the pin is !3d…!4d…; @… is only the centre of the view.
  const match =
    new RegExp(`^${number}\\s*[,\\s]\\s*${number}$`).exec(plain) ??
    new RegExp(`!3d${number}!4d${number}`).exec(decoded) ??
    new RegExp(`[?&](?:q|ll|query|center)=${pair}`).exec(decoded) ??
    new RegExp(`@${pair}`).exec(decoded);
  if (!match) return undefined;
  const [latitude, longitude] = [Number(match[1]), Number(match[2])];
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : undefined;
}

const address = (field: string): Question => ({
  name: field as InitAnswerName,
  fields: [['business', 'address', field]],
  current: (doc) => text(doc, ['business', 'address', field]),
  write: (doc, answer) => doc.set(['business', 'address', field], line(answer)),
});

export const QUESTIONS: Question[] = [
  {
    name: 'name',
    fields: [['business', 'name']],
    current: (doc) => text(doc, ['business', 'name']),
    write: (doc, a) => doc.set(['business', 'name'], line(a)),
  },
  {
    name: 'phone',
    fields: [['business', 'phone']],
    current: (doc) => text(doc, ['business', 'phone']),
    write: (doc, a) => doc.set(['business', 'phone'], line(a)),
  },
  {
    name: 'whatsapp',
    fields: [['business', 'whatsapp']],
    current: (doc) => text(doc, ['business', 'whatsapp']),
    write: (doc, a) => doc.set(['business', 'whatsapp'], line(a)),
  },
  {
    name: 'email',
    fields: [['business', 'email']],
    current: (doc) => text(doc, ['business', 'email']),
    write: (doc, a) => doc.set(['business', 'email'], line(a)),
  },
  address('street'),
  address('locality'),
  address('city'),
  address('state'),
  address('postalCode'),
  {
    name: 'map',
    fields: [
      ['business', 'geo'],
      ['business', 'mapUrl'],
      ['business', 'mapEmbedUrl'],
    ],
    current: (doc) => `${text(doc, ['business', 'geo', 'latitude'])}, ${text(doc, ['business', 'geo', 'longitude'])}`,
    write: (doc, answer) => {
      const at = mapPosition(line(answer));
      if (!at) return mapPositionUnreadable();
      const q = `${at.latitude},${at.longitude}`;
      doc.set(['business', 'geo', 'latitude'], at.latitude);
      doc.set(['business', 'geo', 'longitude'], at.longitude);
      doc.set(['business', 'mapUrl'], `https://maps.google.com/?q=${q}`);
      doc.set(['business', 'mapEmbedUrl'], `https://www.google.com/maps?q=${q}&z=16&output=embed`);
    },
  },
  {
    name: 'opens',
    fields: [['business', 'hours', 'opens']],
    current: (doc) => text(doc, ['business', 'hours', 'opens']),
    write: (doc, a) => doc.set(['business', 'hours', 'opens'], line(a)),
  },
  {
    name: 'closes',
    fields: [['business', 'hours', 'closes']],
    current: (doc) => text(doc, ['business', 'hours', 'closes']),
    write: (doc, a) => doc.set(['business', 'hours', 'closes'], line(a)),
  },
  {
    name: 'days',
    fields: [['business', 'hours', 'days']],
    current: (doc) => (doc.get(['business', 'hours', 'days']) as string[] | undefined) ?? [...DAYS],
    write: (doc, answer) => {
      const days = (Array.isArray(answer) ? answer : answer.split(',')).map((day) => day.trim()).filter(Boolean);
      if (days.length === 0) return daysNoneChosen();
      doc.setList(['business', 'hours', 'days'], days);
    },
  },
  {
    name: 'serviceAreas',
    fields: [['serviceAreas']],
    current: (doc) => ((doc.get(['serviceAreas']) as unknown[] | undefined) ?? []).map((area) => String(plain(doc, area))),
    write: (doc, answer, answers) => {
      const areas = (Array.isArray(answer) ? answer : answer.split(',')).map((area) => area.trim()).filter(Boolean);
      // The shop's own locality leads: pickup is offered there first.
      const locality = line(answers.locality ?? text(doc, ['business', 'address', 'locality']));
      const rest = areas.filter((area) => area.toLowerCase() !== locality.toLowerCase());
      doc.setList(['serviceAreas'], locality ? [locality, ...rest] : rest);
    },
  },
  {
    name: 'landmark',
    optional: true,
    fields: [['contact', 'findUs']],
    current: (doc) => text(doc, ['contact', 'findUs', 'landmark']),
    write: (doc, answer) => {
      if (left(answer)) {
        doc.remove(['contact', 'findUs'], findUsLeftOut());
        return;
      }
      if (line(answer) === text(doc, ['contact', 'findUs', 'landmark'])) return;
      doc.set(['contact', 'findUs', 'landmark'], line(answer));
      doc.unmark(['contact', 'findUs']);
    },
  },
  ...(['parking', 'station'] as const).map(
    (field): Question => ({
      name: field,
      optional: true,
      fields: [['contact', 'findUs', field]],
      current: (doc) => text(doc, ['contact', 'findUs', field]),
      write: (doc, answer) => {
        if (!doc.has(['contact', 'findUs'])) return;
        if (left(answer)) doc.remove(['contact', 'findUs', field]);
        else doc.set(['contact', 'findUs', field], line(answer));
      },
    }),
  ),
  { name: 'siteUrl', fields: [['site', 'url']], current: (doc) => text(doc, ['site', 'url']), write: (doc, a) => doc.set(['site', 'url'], line(a)) },
];

/**
 * Writes an answer into a copy of the document and checks the whole shop as `check` does; the
 * problems of the answer's own fields are its problems (the rest of the file may still be unfinished).
 */
export function answerProblems(file: string, doc: YamlEdit, question: Question, answer: Answer, answers: Answers): string[] {
  const trial = doc.copy();
  const unreadable = question.write(trial, answer, answers);
  if (unreadable) return [unreadable];
  try {
    validate(parse(file, trial.text));
    return [];
  } catch (error) {
    if (!(error instanceof InvalidShopError)) throw error;
    const fields = question.fields.map((at) => at.join('.'));
    // A problem of the YAML itself after this answer was written is this answer's: the file before it had none.
    return error.problems.filter((p) => p.field.startsWith('(') || fields.some((f) => p.field === f || p.field.startsWith(`${f}.`))).map((p) => p.message);
  }
}

/** Asks in the terminal with @inquirer/prompts, checking each answer before the next question. */
async function askInTerminal(file: string, doc: YamlEdit): Promise<Answers> {
  const { input, checkbox } = await import('@inquirer/prompts');
  const answers: Answers = {};
  for (const question of QUESTIONS) {
    if ((question.name === 'parking' || question.name === 'station') && left(answers.landmark ?? '')) continue;
    const current = question.current(doc);
    const check = (answer: Answer) => {
      const problem = answerProblems(file, doc, question, answer, answers)[0];
      return problem === undefined ? true : `"${line(answer)}" ${problem}`;
    };
    if (question.name === 'days') {
      const chosen = Array.isArray(current) ? current : [];
      answers.days = await checkbox({
        message: initQuestions.days,
        choices: DAYS.map((day) => ({ value: day, checked: chosen.includes(day) })),
        validate: (choices) => check(choices.map((choice) => choice.value)),
      });
    } else {
      answers[question.name] = await input({
        message: initQuestions[question.name],
        default: line(current) || undefined,
        validate: (answer) => check(answer),
      });
    }
    question.write(doc, answers[question.name]!, answers);
  }
  return answers;
}

/** Reads --answers: a JSON object of answers, by the names of initQuestions. */
async function readAnswers(file: string): Promise<Answers> {
  let data: unknown;
  try {
    data = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'there is no such file' : (error as Error).message;
    throw new UsageError(initAnswersUnreadable(file, reason));
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new UsageError(initAnswersUnreadable(file, 'it is not a { … } object'));
  const known = QUESTIONS.map((q) => q.name);
  for (const [name, value] of Object.entries(data)) {
    if (!known.includes(name as InitAnswerName)) throw new UsageError(initUnknownAnswer(file, name, known));
    if (typeof value !== 'string' && !(Array.isArray(value) && value.every((v) => typeof v === 'string'))) {
      throw new UsageError(initAnswersUnreadable(file, `"${name}" is neither a text nor a list of texts`));
    }
  }
  return data as Answers;
}

/** Writes the answers given in a file, all checked before anything is written. */
function applyAnswers(file: string, answersFile: string, doc: YamlEdit, answers: Answers): void {
  const problems: string[] = [];
  for (const question of QUESTIONS) {
    const answer = answers[question.name];
    if (answer === undefined) continue;
    for (const message of answerProblems(file, doc, question, answer, answers))
      problems.push(initAnswerProblem(initQuestions[question.name], line(answer), message));
    question.write(doc, answer, answers);
  }
  if (problems.length > 0) throw new UsageError([initAnswerProblems(answersFile, problems.length), ...problems.map((p) => `  - ${p}`)].join('\n'));
}

/** The local pictures a shop names (a file beside it), as paths relative to its folder. */
function picturesOf(folder: string, data: unknown): string[] {
  const found = new Set<string>();
  const local = (value: string) =>
    /\.(?:jpe?g|png|webp|avif|gif|svg|heic|heif)$/i.test(value) &&
    !/^[a-z]+:/i.test(value) &&
    !path.isAbsolute(value) &&
    !value.split(/[\\/]/).includes('..') &&
    existsSync(path.join(folder, value));
  walkStrings(data, [], (value) => {
    // A picture field, or pictures in an article's Markdown: ![what it shows](images/name.jpg).
    for (const name of [value, ...[...value.matchAll(/!\[[^\]]*\]\(\s*<?([^)\s>]+)/g)].map((m) => m[1])]) if (local(name)) found.add(name);
  });
  return [...found];
}

/**
 * A new shop file from another: its first line points at the schema from its own folder; pictures() copies the pictures it names
 * beside it, those the build would accept, and says why of each other one.
 */
async function startFrom(from: string, file: string): Promise<{ doc: YamlEdit; pictures: () => Promise<{ copied: number; refused: string[] }> }> {
  const source = await readFile(from, 'utf8').catch(() => {
    throw new UsageError(initFromMissing(from));
  });
  const modeline = modelineFor(file);
  const text = /^# yaml-language-server:.*$/m.test(source) ? source.replace(/^# yaml-language-server:.*$/m, modeline) : `${modeline}\n${source}`;
  const doc = new YamlEdit(text);
  const [fromFolder, toFolder] = [path.dirname(path.resolve(from)), path.dirname(path.resolve(file))];
  const names = fromFolder === toFolder ? [] : picturesOf(fromFolder, doc.doc.toJS());
  const pictures = async () => {
    let copied = 0;
    const refused: string[] = [];
    for (const picture of names) {
      // Read through the build's own check: a link to a file outside the old shop, or a FIFO, is not copied.
      const { contents, problem } = await shopFile(fromFolder, picture);
      if (problem !== undefined) {
        refused.push(initPictureNotCopied(picture, from, problem));
        continue;
      }
      await mkdir(path.dirname(path.join(toFolder, picture)), { recursive: true });
      // A picture already there is the owner's: never replaced.
      const kept = await writeFile(path.join(toFolder, picture), contents, { flag: 'wx' }).then(
        () => false,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'EEXIST') return true;
          throw error;
        },
      );
      if (!kept) copied += 1;
    }
    return { copied, refused };
  };
  return { doc, pictures };
}

/** Writes beside the file, then renames over it: a stop half-way leaves the old file whole. */
async function writeAtomically(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const temp = path.join(path.dirname(path.resolve(file)), `.${path.basename(file)}.init-${process.pid}`);
  try {
    await writeFile(temp, text);
    await rename(temp, file);
  } finally {
    await rm(temp, { force: true });
  }
}

const OPTIONS = {
  config: { type: 'string', default: 'shop.yaml' },
  from: { type: 'string', default: 'shop.yaml' },
  answers: { type: 'string' },
  'no-build': { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
} as const;

export async function init(argv: readonly string[], log: (line: string) => void, interactive: boolean): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({ args: [...argv], options: OPTIONS, strict: true, allowPositionals: false }));
  } catch (error) {
    throw argumentProblem(error as NodeJS.ErrnoException, initCommandLine(), argv);
  }
  if (values.help) {
    log(initUsage());
    return 0;
  }
  if (values.answers === undefined && !interactive) throw new UsageError(initNeedsTerminal());
  const file = values.config;
  const made = existsSync(file) ? undefined : await startFrom(values.from, file);
  const doc = made?.doc ?? new YamlEdit(await readFile(file, 'utf8'));
  // Where each answer goes is known only in a file YAML can read.
  if (doc.doc.errors.length > 0) throw new UsageError(initFileBroken(made ? values.from : file));
  let answered: number;
  if (values.answers !== undefined) {
    const answers = await readAnswers(values.answers);
    applyAnswers(file, values.answers, doc, answers);
    answered = Object.keys(answers).length;
  } else {
    answered = Object.keys(await askInTerminal(file, doc)).length;
  }
  const written = doc.text;
  if (made) {
    const { copied, refused } = await made.pictures();
    log(initMadeFrom(file, values.from, copied));
    for (const line of refused) log(line);
  }
  await writeAtomically(file, written);
  log(initWrote(file, answered));
  const marks = sampleMarks(written.split('\n')).length;
  if (!values['no-build']) {
    // A second shop builds into a dist/ of its own folder, not over the first shop's site.
    const out = path.resolve(path.dirname(path.resolve(file))) === process.cwd() ? 'dist' : path.join(path.dirname(file), 'dist');
    const code = await command(['build', '--config', file, '--out', out]);
    if (code !== 0) return code;
  }
  log(initNext(file, marks));
  return 0;
}

/** Exit 1 for the owner's mistakes (no stack); a prompt closed with Ctrl+C writes nothing. */
export async function main(argv: readonly string[]): Promise<number> {
  const log = (line: string) => console.log(forTerminal(line));
  try {
    return await init(argv, log, Boolean(process.stdin.isTTY && process.stdout.isTTY));
  } catch (error) {
    if (error instanceof Error && error.name === 'ExitPromptError') {
      console.error(initStopped());
      return 1;
    }
    if (error instanceof ShopError) {
      console.error(forTerminal(error.report()));
      return 1;
    }
    throw error;
  }
}
