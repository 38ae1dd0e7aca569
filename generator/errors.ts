// The generator's kinds of error. Every error a shop owner can cause is a ShopError: plain sentences (from generator/messages/), no stack trace, exit 1.
// Anything else is a bug: its stack, exit 2. Names are permanent: tests and people search for them.
import * as messages from './messages/index.ts';

export interface Located {
  file: string;
  line: number;
  column: number;
  /** Dotted path of the field, such as services.2.slug, or "(YAML syntax)". */
  field: string;
  /** What is wrong; what is expected. */
  message: string;
  /** A few numbered lines of the file around the spot, with a caret under the column. */
  frame: string;
}

export class ShopError extends Error {
  override name = 'ShopError';
  /** The text shown to the owner. */
  report(): string {
    return this.message;
  }
}

/** shop.yaml was read but is not a valid shop: every problem, each located in the file. */
export class InvalidShopError extends ShopError {
  override name = 'InvalidShopError';
  /** `problems` are shown in full, in the order of the file; `more` further ones are only counted. */
  constructor(
    readonly file: string,
    readonly problems: Located[],
    readonly more = 0,
  ) {
    super(messages.problemCount(file, problems.length + more));
  }
  override report(): string {
    const rest = this.more === 0 ? '' : `\n\n${messages.moreNotShown(this.more, this.problems.length)}`;
    return `${locatedBlocks(this.problems)}${rest}\n\n${messages.fixAndRunAgain(this.message, this.problems.length + this.more)}`;
  }
}

/** Located problems or warnings as the terminal shows them: "file:line:column  field  message" over an indented code frame. */
function locatedBlocks(located: readonly Located[]): string {
  return located.map((p) => `${p.file}:${p.line}:${p.column}  ${p.field}  ${p.message}\n  ${p.frame.replaceAll('\n', '\n  ')}`).join('\n\n');
}

/** As many warnings as problems are shown in full; the rest are counted (validate.ts's SHOWN_PROBLEMS). */
const SHOWN_WARNINGS = 50;

/** Warnings as check and build print them: the first in full, the rest counted, so they do not bury the last line. */
export function warningsReport(file: string, warnings: readonly Located[]): string {
  const shown = warnings.slice(0, SHOWN_WARNINGS);
  const rest = warnings.length > shown.length ? `\n\n${messages.moreWarningsNotShown(warnings.length - shown.length, shown.length)}` : '';
  return `${locatedBlocks(shown)}${rest}\n\n${messages.warningCount(file, warnings.length)}`;
}

export class ConfigNotFoundError extends ShopError {
  override name = 'ConfigNotFoundError';
  constructor(file: string, cause?: unknown) {
    super(messages.configNotFound(file), { cause });
  }
}

/** The shop file is there but cannot be used as one: a folder, a device, far too large, unreadable, or not UTF-8. */
export class ConfigUnreadableError extends ShopError {
  override name = 'ConfigUnreadableError';
  constructor(file: string, why: string, cause?: unknown) {
    super(messages.configUnreadable(file, why), { cause });
  }
}

/** The machine refused (no permission, disk full, port taken): neither the owner's mistake nor a bug. */
export class MachineError extends ShopError {
  override name = 'MachineError';
}

export class UsageError extends ShopError {
  override name = 'UsageError';
}

export class UnsafeOutputError extends ShopError {
  override name = 'UnsafeOutputError';
  constructor(out: string, why: string, advice?: string) {
    super(messages.unsafeOutput(out, why, advice));
  }
}

/** Pictures shop.yaml names cannot be used; each message completes a sentence about its field, placed in the file by the build. */
export class PictureError extends Error {
  override name = 'PictureError';
  constructor(readonly problems: { field: PropertyKey[]; line?: number; message: string }[]) {
    super(problems.map((p) => `${p.field.join('.')} ${p.message}`).join('\n'));
  }
}

/** Two pages would be written to the same file: two services or articles share a slug. */
export class RouteClashError extends ShopError {
  override name = 'RouteClashError';
  constructor(file: string) {
    super(messages.routeClash(file));
  }
}

/** A port for `npm run preview` or `npm run dev` cannot be opened: busy, forbidden or not a port number. */
export class PortError extends ShopError {
  override name = 'PortError';
}

/** A page failed to render: names the route so the owner knows where to look. */
export class RenderError extends Error {
  override name = 'RenderError';
  constructor(
    readonly route: string,
    cause: unknown,
  ) {
    super(messages.renderFailed(route, cause instanceof Error ? cause.message : String(cause)), { cause });
  }
}
