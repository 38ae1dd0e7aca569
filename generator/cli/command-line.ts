// The build and check commands' line, read into a command: each option checked as it is read, and each refusal a sentence with the commands' usage under it.
import { UsageError } from '../errors.ts';
import * as messages from '../messages/index.ts';
import { FOLDER_PATH } from '../shop/schema/patterns.ts';
import { formatFor, FORMATS, type Format } from './annotations.ts';
import { parseArguments, withUsage } from './arguments.ts';

const OPTIONS = {
  config: { type: 'string', default: 'shop.yaml' },
  out: { type: 'string', default: 'dist' },
  'dry-run': { type: 'boolean', default: false },
  'site-url': { type: 'string' },
  base: { type: 'string' },
  format: { type: 'string' },
  'fix-tabs': { type: 'boolean', default: false },
  'all-languages': { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
} as const;

const BUILD_ONLY = ['--out', '--dry-run', '--site-url', '--base'];
// An https address, or a plain-http address on this machine for local tests and audits.
const SITE_URL = /^(?:https:\/\/[^\s/?#]+|http:\/\/(?:127\.0\.0\.1|localhost)(?::\d{1,5})?)(?:\/[^\s?#]*)?$/;

const withBuildUsage = (sentence: string) => new UsageError(withUsage(sentence, messages.buildUsage()));

export function parseCommand(argv: readonly string[]) {
  const [name, ...rest] = argv;
  if (name !== 'check' && name !== 'build') throw withBuildUsage(messages.unknownCommand(name ?? ''));
  const { values } = parseArguments({ args: rest, options: OPTIONS, strict: true, allowPositionals: false }, messages.buildCommandLine(name));
  if (values.help) return 'help' as const;
  if (name === 'check' && rest.some((arg) => BUILD_ONLY.includes(arg.split('=')[0]))) throw withBuildUsage(messages.checkWritesNothing());
  if (name === 'build' && values['fix-tabs']) throw withBuildUsage(messages.fixTabsIsForCheck());
  for (const option of ['config', 'out'] as const) if (values[option].trim() === '') throw new UsageError(messages.optionEmpty(option));
  const { 'site-url': siteUrl, base } = values;
  if (siteUrl !== undefined && !(SITE_URL.test(siteUrl) && URL.canParse(siteUrl))) throw new UsageError(messages.siteUrlUnusable(siteUrl));
  if (base !== undefined && !FOLDER_PATH.test(base)) throw new UsageError(messages.baseNotAFolder(base));
  if (values.format !== undefined && !FORMATS.includes(values.format as Format)) throw new UsageError(messages.formatUnknown(values.format));
  return {
    name,
    config: values.config,
    out: values.out,
    dryRun: values['dry-run'],
    siteUrl,
    base,
    // How problems are printed: the report alone, or also as GitHub annotations.
    format: formatFor(values.format),
    // check only: replace tab indentation in the shop file with spaces before checking it.
    fixTabs: values['fix-tabs'],
    // A text missing in one of the site's languages is a problem, not a warning.
    allLanguages: values['all-languages'],
  };
}
