// node:util's parseArgs speaks to programmers ("Option '--config <value>' argument missing"). The
// commands (build and check, dev, preview) say the same as a sentence: what was wrong, what to write.
import { UsageError } from './errors.ts';

export interface CommandLine {
  /** The command as the owner typed it: "build", "npm run dev". */
  name: string;
  /** For each option that takes a value: what it is, with an example ("the shop file to read, such as --config shop.yaml"). */
  values: Record<string, string>;
  /** What the command accepts, as a phrase: "--config FILE and --port N". */
  accepts: string;
  /** Shown under the sentence, when there is one. */
  usage?: string;
}

/** What parseArgs refused, as a sentence about the command line. */
export function argumentProblem(error: NodeJS.ErrnoException, line: CommandLine, args: readonly string[]): UsageError {
  const flag = /'(-[^' ]+)/.exec(error.message)?.[1] ?? '';
  const option = flag.replace(/^--?/, '');
  const usage = line.usage ? `\n\n${line.usage}` : '';
  if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    if (option in line.values) return new UsageError(`${flag} needs a value after it: ${line.values[option]}.${usage}`);
    return new UsageError(`${flag} takes no value; write ${flag} alone.${usage}`);
  }
  if (error.code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
    const extra = /'([^']*)'/.exec(error.message)?.[1] ?? args.join(' ');
    return new UsageError(`"${extra}" is not an option of ${line.name}; options start with --. It accepts ${line.accepts}.${usage}`);
  }
  return new UsageError(`${flag || args.join(' ')} is not an option of ${line.name}. It accepts ${line.accepts}.${usage}`);
}
