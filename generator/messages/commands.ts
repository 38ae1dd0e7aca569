// The command lines: usage, what each option's value is, what the command line got wrong, and what
// build and check say when they are done (or when the generator itself failed).

/** A command line as its messages describe it (cli/arguments.ts turns parseArgs' refusals into them). */
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

export const buildUsage = () => `Usage:
  npm run check [-- --config FILE] [--fix-tabs] [--all-languages] [--format github]
  npm run build [-- --config FILE] [--out DIR] [--site-url URL] [--base PATH] [--dry-run] [--all-languages] [--format github]

  --config FILE     the shop file to read (default: shop.yaml)
  --out DIR         where build writes the site (default: dist)
  --site-url URL    publish address to use instead of site.url, such as a preview
                    address or http://127.0.0.1:4173 for a local test
  --base PATH       the folder the site is served from, such as /shop/ for
                    https://name.github.io/shop/ (default: site.base, or the folder of site.url)
  --dry-run         build in memory and write nothing
  --fix-tabs        check only: replace the tabs that indent lines of the shop file with
                    spaces first (the file as it was is kept as FILE.bak)
  --all-languages   a text missing in one of site.languages is a problem, not a warning:
                    nothing is built until every text has every language
  --format github   also print problems as GitHub annotations on their line of the file
                    (the default on GitHub Actions; --format text turns them off)
  --help            show this help`;

export const previewUsage = () => `Usage: npm run preview [-- DIR] [--port N] [--base PATH]

  DIR           the built site to serve (default: dist)
  --port N      the port to serve on (default: 4173; the next free one if it is busy)
  --base PATH   the folder to serve the site under, such as /shop/ (default: the folder the
                site was built for)`;

/** The commands' option values, completing "--out needs a value after it: …". */
const BUILD_VALUES: Record<string, string> = {
  config: 'the shop file to read, such as --config shop.yaml',
  out: 'the folder to write the site into, such as --out dist',
  'site-url': 'an address such as --site-url https://yourshop.in',
  base: 'a folder path such as --base /shop/',
  format: 'github or text, such as --format github',
};

export const buildCommandLine = (name: 'check' | 'build'): CommandLine => ({
  name,
  values: BUILD_VALUES,
  accepts: `--config FILE${name === 'build' ? ', --out DIR, --site-url URL, --base PATH, --dry-run' : ', --fix-tabs'}, --all-languages and --format github`,
  usage: buildUsage(),
});

export const devCommandLine = (): CommandLine => ({
  name: 'npm run dev',
  values: { config: 'the shop file to preview, such as --config shop.yaml', port: 'a port such as --port 5173' },
  accepts: '--config FILE and --port N',
});

export const previewCommandLine = (): CommandLine => ({
  name: 'preview',
  values: { port: 'a port such as --port 4173', base: BUILD_VALUES.base },
  accepts: 'a folder, --port N and --base PATH',
  usage: previewUsage(),
});

export const formatUnknown = (given: string) => `--format ${given} is not a format; use --format github (annotations for GitHub Actions) or --format text.`;

// What node:util's parseArgs refused, as sentences about the command line.
export const optionNeedsValue = (flag: string, what: string) => `${flag} needs a value after it: ${what}.`;
export const optionTakesNoValue = (flag: string) => `${flag} takes no value; write ${flag} alone.`;
export const notAnOptionWord = (word: string, line: CommandLine) =>
  `"${word}" is not an option of ${line.name}; options start with --. It accepts ${line.accepts}.`;
export const notAnOption = (flag: string, line: CommandLine) => `${flag} is not an option of ${line.name}. It accepts ${line.accepts}.`;

// Build and check.
export const unknownCommand = (name: string) => `Unknown command "${name}". The commands are check and build.`;
export const checkWritesNothing = () =>
  'check writes nothing, so it takes no --out, --site-url, --base or --dry-run. It accepts --config FILE, --fix-tabs and --format github.';
export const fixTabsIsForCheck = () => '--fix-tabs belongs to check: run npm run check -- --fix-tabs first, then the build.';
export const optionEmpty = (option: string) => `--${option} is empty; give it ${BUILD_VALUES[option]}.`;
export const siteUrlUnusable = (url: string) =>
  `--site-url ${url} is not a usable address: give one starting with https://, or http://127.0.0.1:PORT for a local test.`;
export const baseNotAFolder = (base: string) => `--base ${base} is not a folder path: write it with a slash at each end, such as / or /shop/.`;
export const shopIsValid = (config: string, pages: number) => `${config} is valid: ${pages} pages would be built.`;
export const builtSite = (pages: number, files: number, bytes: number, ms: number, where: string, unchanged = 0) =>
  `Built ${pages} pages (${files} files, ${size(bytes)}) in ${ms} ms into ${where}${
    unchanged > 0 ? ` (${unchanged.toLocaleString('en-IN')} files unchanged since the last build, ${(files - unchanged).toLocaleString('en-IN')} written)` : ''
  }`;
export const builtNowhere = () => 'nowhere (dry run)';
export const nothingWritten = (out: string) => `Nothing was written: ${out}/ was left as it was.`;
export const generatorBug = () =>
  'The generator failed unexpectedly. This is a bug in the generator, not in your shop file; please report it with the text below.';

const size = (bytes: number) => (bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(2)} MB`);
