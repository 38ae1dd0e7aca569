// The servers: opening a port for `npm run preview` and `npm run dev`, what each says when it is up or reloads, and the plain-text answers they give a browser.

export const portNotANumber = (value: string, example: number) =>
  `--port ${value} is not a port number: give a whole number from 1 to 65535, such as --port ${example}.`;
/** Who may hold a busy port. */
export const previewMayBeRunning = () => 'another preview may be running';
export const devMayBeRunning = () => 'another live preview may be running';
export const portsBusyMovedOn = (first: number, last: number, who: string, got: number) => `${portsBusy(first, last)} (${who}); using ${got} instead.`;
export const portsAllBusy = (first: number, last: number, who: string, another: number) =>
  `${portsBusy(first, last)} (${who}). Stop what runs there (Ctrl+C in its terminal), or choose another port, such as --port ${another}.`;
export const portForbidden = (port: number, host: string, example: number) =>
  `Port ${port} on ${host} may not be opened by this user${port < 1024 ? ': ports below 1024 need administrator rights' : ''}. Choose another port, such as --port ${example}.`;
export const portFailed = (port: number, host: string, reason: string, example: number) =>
  `Could not open port ${port} on ${host} (${reason}). Choose another port, such as --port ${example}, or check that ${host} is available on this machine.`;

const portsBusy = (first: number, last: number) => (first === last ? `Port ${first} is in use` : `Ports ${first} to ${last} are all in use`);

// npm run preview.
export const previewOneFolder = (count: number) => `Give one folder to serve, not ${count}.`;
export const previewNotBuilt = (dir: string) =>
  `${dir}/ was not found. Build the site first with npm run build, or name the folder to serve: npm run preview -- DIR.`;
export const previewServing = (dir: string, address: string) => `Serving ${dir}/ at ${address} (Ctrl+C to stop)`;

// npm run dev.
export const devServing = (config: string, origin: string) => `Live preview of ${config}: ${origin}/  (save the file to see changes; Ctrl+C to stop)`;

const SAID = { add: 'was created', change: 'changed', unlink: 'was deleted' } as const;
export const devReloaded = (file: string, event: keyof typeof SAID) => `reload: ${file} ${SAID[event]}`;
/** The live preview's page for a shop file with problems; the report follows the advice. */
export const devErrorTitle = () => 'shop.yaml needs a fix';
export const devErrorHeading = () => 'The shop file needs a fix before this page can show';
export const devErrorAdvice = () => 'Fix what is listed below and save the file: this page reloads by itself.';

// Plain-text answers to a browser.
export const devNotServed = () => 'Not found: the live preview serves the pages of the shop, its stylesheet and its script.';
export const hostMethodRefused = (method: string | undefined) => `${method} is not allowed: a static site answers only GET and HEAD.`;
export const hostBadAddress = () => 'Bad request: the address is not encoded correctly';
export const hostOutsideBase = (base: string) => `Not found: this server serves the site under ${base}, the folder it was built for.`;
export const hostNotFound = () => 'Not found';
