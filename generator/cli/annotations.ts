// Problems as GitHub Actions annotations: "::error file=shop.yaml,line=12,col=10,title=business.phone::…",
// shown on their line in the pull request, printed besides the usual report on GitHub or with --format github.
// https://docs.github.com/actions/reference/workflow-commands-for-github-actions#setting-an-error-message
import path from 'node:path';
import type { Located } from '../errors.ts';

export type Format = 'text' | 'github';
export const FORMATS: readonly Format[] = ['text', 'github'];

/** --format as given, else "github" on GitHub Actions, else "text". */
export function formatFor(given: string | undefined): Format {
  if (given === 'github' || given === 'text') return given;
  return process.env.GITHUB_ACTIONS === 'true' ? 'github' : 'text';
}

/** The message part of a workflow command: %, CR and LF escaped, as GitHub reads them. */
const data = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
/** A property value also escapes the characters that separate properties. */
const property = (text: string) => data(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** One annotation per located problem, on its line and column of the file (path relative to the working folder). */
export function annotations(level: 'error' | 'warning', located: readonly Located[]): string[] {
  return located.map((p) => {
    const file = path.relative(process.cwd(), path.resolve(p.file)).split(path.sep).join('/');
    return `::${level} file=${property(file)},line=${p.line},col=${p.column},title=${property(p.field)}::${data(`${p.field} ${p.message}`)}`;
  });
}

/** An annotation for a problem that has no place in the file (the file is missing, the disk is full). */
export function annotation(level: 'error' | 'warning', message: string): string {
  return `::${level}::${data(message)}`;
}
