// node:util's parseArgs speaks to programmers ("Option '--config <value>' argument missing"). The
// commands (build and check, dev, preview) say the same as a sentence: what was wrong, what to write.
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { UsageError } from '../errors.ts';
import { notAnOption, notAnOptionWord, optionNeedsValue, optionTakesNoValue, type CommandLine } from '../messages/index.ts';

/** parseArgs, its refusal turned into a sentence about the command line. */
export function parseArguments<T extends ParseArgsConfig>(config: T, line: CommandLine): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    throw argumentProblem(error as NodeJS.ErrnoException, line, config.args ?? []);
  }
}

/** What parseArgs refused, as a sentence about the command line. */
function argumentProblem(error: NodeJS.ErrnoException, line: CommandLine, args: readonly string[]): UsageError {
  const flag = /'(-[^' ]+)/.exec(error.message)?.[1] ?? '';
  const option = flag.replace(/^--?/, '');
  const problem = (sentence: string) => new UsageError(withUsage(sentence, line.usage));
  if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    return problem(option in line.values ? optionNeedsValue(flag, line.values[option]) : optionTakesNoValue(flag));
  }
  if (error.code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return problem(notAnOptionWord(/'([^']*)'/.exec(error.message)?.[1] ?? args.join(' '), line));
  return problem(notAnOption(flag || args.join(' '), line));
}

/** A sentence about the command line, with the command's usage under it when it has one. */
export function withUsage(sentence: string, usage: string | undefined): string {
  return usage ? `${sentence}\n\n${usage}` : sentence;
}
