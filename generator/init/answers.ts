// How `npm run init` takes its answers, checked with the rules and messages of `npm run check`: asked in a
// terminal, each checked before the next question, or read from --answers, all checked before any is written.
import { readFile } from 'node:fs/promises';
import { InvalidShopError, UsageError } from '../errors.ts';
import { LANGUAGES, type Lang } from '../../templates/lib/ui/index.ts';
import { initAnswerProblem, initAnswerProblems, initAnswersUnreadable, initInLanguage, initQuestions, initUnknownAnswer } from '../messages/index.ts';
import { languageName } from '../shop/languages.ts';
import { parse } from '../shop/load.ts';
import { validate } from '../shop/validate.ts';
import { DAYS } from '../shop/schema/business.ts';
import { ANSWER_NAMES, QUESTIONS, answerName, languagesIn, left, line, type Answer, type Answers, type Question } from './questions.ts';
import { YamlEdit } from './yaml-edit.ts';

/** Checks an answer written into a copy of the shop; only its own fields' problems count (the rest may be unfinished). */
function answerProblems(file: string, doc: YamlEdit, question: Question, answer: Answer, answers: Answers, lang: Lang): string[] {
  const trial = new YamlEdit(doc.text);
  const unreadable = question.write(trial, answer, answers, lang);
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

/** Asks in the terminal with @inquirer's input and checkbox prompts, checking each answer before the next question. */
export async function askInTerminal(file: string, doc: YamlEdit): Promise<Answers> {
  const [{ default: input }, { default: checkbox }] = await Promise.all([import('@inquirer/input'), import('@inquirer/checkbox')]);
  const answers: Answers = {};
  const languages = languagesIn(doc);
  for (const question of QUESTIONS) {
    if ((question.name === 'parking' || question.name === 'station') && left(answers.landmark ?? '')) continue;
    // A text the site shows in each of its languages is asked in each, the first first.
    for (const lang of question.texts ? languages : languages.slice(0, 1)) {
      const name = answerName(question.name, lang, languages[0]);
      const current = question.current(doc, lang);
      const check = (answer: Answer) => {
        const problem = answerProblems(file, doc, question, answer, answers, lang)[0];
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
        const message = lang === languages[0] ? initQuestions[question.name] : initInLanguage(initQuestions[question.name], languageName(lang));
        answers[name] = await input({ message, default: line(current) || undefined, validate: (answer) => check(answer) });
      }
      question.write(doc, answers[name]!, answers, lang);
    }
  }
  return answers;
}

/** Reads --answers: a JSON object of answers, by the names of initQuestions. */
export async function readAnswers(file: string): Promise<Answers> {
  let data: unknown;
  try {
    data = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'there is no such file' : (error as Error).message;
    throw new UsageError(initAnswersUnreadable(file, reason));
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new UsageError(initAnswersUnreadable(file, 'it is not a { … } object'));
  const known = QUESTIONS.flatMap((q) => [q.name, ...(q.texts ? LANGUAGES.map((lang) => `${q.name}.${lang}`) : [])]);
  for (const [name, value] of Object.entries(data)) {
    if (!known.includes(name)) throw new UsageError(initUnknownAnswer(file, name, ANSWER_NAMES));
    if (typeof value !== 'string' && !(Array.isArray(value) && value.every((v) => typeof v === 'string'))) {
      throw new UsageError(initAnswersUnreadable(file, `"${name}" is neither a text nor a list of texts`));
    }
  }
  return data as Answers;
}

/** Writes the answers given in a file, all checked before anything is written. */
export function applyAnswers(file: string, answersFile: string, doc: YamlEdit, answers: Answers): void {
  const problems: string[] = [];
  const [first] = languagesIn(doc);
  for (const question of QUESTIONS) {
    for (const lang of question.texts ? [first, ...LANGUAGES.filter((other) => other !== first)] : [first]) {
      const answer = answers[`${question.name}.${lang}`] ?? answers[answerName(question.name, lang, first)];
      if (answer === undefined) continue;
      const asked = lang === first ? initQuestions[question.name] : initInLanguage(initQuestions[question.name], languageName(lang));
      for (const message of answerProblems(file, doc, question, answer, answers, lang)) problems.push(initAnswerProblem(asked, line(answer), message));
      question.write(doc, answer, answers, lang);
    }
  }
  if (problems.length > 0) throw new UsageError([initAnswerProblems(answersFile, problems.length), ...problems.map((p) => `  - ${p}`)].join('\n'));
}
