// npm run init: opens the shop file, or makes it from another (start-from.ts); takes the answers to the questions (questions.ts) from a terminal or a JSON file
// (answers.ts); writes them in, comments and layout kept (yaml-edit.ts), then builds.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArguments } from '../cli/arguments.ts';
import { main as command, runOwnerCommand } from '../cli/command.ts';
import { UsageError } from '../errors.ts';
import { initCommandLine, initFileBroken, initMadeFrom, initNeedsTerminal, initNext, initUsage, initWrote } from '../messages/index.ts';
import { sampleMarks } from '../shop/leftovers.ts';
import { writeWhole } from '../whole-file.ts';
import { applyAnswers, askInTerminal, readAnswers } from './answers.ts';
import { startFrom } from './start-from.ts';
import { ANSWER_NAMES } from './questions.ts';
import { YamlEdit } from './yaml-edit.ts';

const OPTIONS = {
  config: { type: 'string', default: 'shop.yaml' },
  from: { type: 'string', default: 'shop.yaml' },
  answers: { type: 'string' },
  'no-build': { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
} as const;

async function init(argv: readonly string[], log: (line: string) => void, interactive: boolean): Promise<number> {
  const { values } = parseArguments({ args: [...argv], options: OPTIONS, strict: true, allowPositionals: false }, initCommandLine(ANSWER_NAMES));
  if (values.help) {
    log(initUsage(ANSWER_NAMES));
    return 0;
  }
  if (values.answers === undefined && !interactive) throw new UsageError(initNeedsTerminal());
  const file = values.config;
  const made = existsSync(file) ? undefined : await startFrom(values.from, file);
  const doc = made?.doc ?? new YamlEdit(await readFile(file, 'utf8'));
  // Where each answer goes is known only in a file YAML can read.
  if (doc.doc.errors.length > 0) throw new UsageError(initFileBroken(made ? values.from : file));
  const answersFile = values.answers;
  const answers = answersFile === undefined ? await askInTerminal(file, doc) : await readAnswers(answersFile);
  if (answersFile !== undefined) applyAnswers(file, answersFile, doc, answers);
  if (made) {
    const { copied, refused } = await made.pictures();
    log(initMadeFrom(file, values.from, copied));
    for (const line of refused) log(line);
  }
  await writeWhole(file, doc.text);
  log(initWrote(file, Object.keys(answers).length));
  if (!values['no-build']) {
    // A second shop builds into a dist/ of its own folder, not over the first shop's site.
    const out = path.resolve(path.dirname(path.resolve(file))) === process.cwd() ? 'dist' : path.join(path.dirname(file), 'dist');
    const code = await command(['build', '--config', file, '--out', out]);
    if (code !== 0) return code;
  }
  log(initNext(file, sampleMarks(doc.text.split('\n')).length));
  return 0;
}

export const main = (argv: readonly string[]) => runOwnerCommand((log) => init(argv, log, Boolean(process.stdin.isTTY && process.stdout.isTTY)));
