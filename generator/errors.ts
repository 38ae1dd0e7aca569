// The generator's error catalogue. Every error a shop owner can cause is a ShopError: it prints as
// plain sentences (what happened, why, what to do) without a stack trace and exits 1. Anything else
// is a bug in the generator: it prints with its stack and exits 2. Names are permanent: tests and
// people search for them.

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
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
  /** The text shown to the owner. */
  report(): string {
    return this.message;
  }
}

/** shop.yaml was read but is not a valid shop: every problem, each located in the file. */
export class InvalidShopError extends ShopError {
  override name = 'InvalidShopError';
  /**
   * @param problems the problems shown in full, in the order of the file
   * @param more how many further problems there are, counted but not shown
   */
  constructor(readonly file: string, readonly problems: Located[], readonly more = 0) {
    const total = problems.length + more;
    super(`${file} has ${total === 1 ? '1 problem' : `${total.toLocaleString('en-IN')} problems`}`);
  }
  override report(): string {
    const blocks = this.problems.map((p) => `${p.file}:${p.line}:${p.column}  ${p.field}  ${p.message}\n${indent(p.frame)}`);
    const rest = this.more === 0 ? '' : `\n\n…and ${this.more.toLocaleString('en-IN')} more, not shown: fix the first ${this.problems.length} (often one mistake repeated) and run the command again to see the rest.`;
    return `${blocks.join('\n\n')}${rest}\n\n${this.message}. Fix ${this.problems.length + this.more === 1 ? 'it' : 'them'} and run the command again.`;
  }
}

export class ConfigNotFoundError extends ShopError {
  override name = 'ConfigNotFoundError';
  constructor(file: string, cause?: unknown) {
    super(`${file} was not found. Run the command from the folder that holds it, or name the file with --config path/to/shop.yaml.`, { cause });
  }
}

/** The shop file is there but cannot be used as one: a folder, a device, far too large, unreadable, or not UTF-8. */
export class ConfigUnreadableError extends ShopError {
  override name = 'ConfigUnreadableError';
  constructor(file: string, why: string, cause?: unknown) {
    super(`${file} cannot be read as a shop file: ${why}.`, { cause });
  }
}

/**
 * The machine refused (no permission, disk full, port taken): not the owner's mistake in shop.yaml
 * and not a bug in the generator. Says what failed, where, and what to do.
 */
export class MachineError extends ShopError {
  override name = 'MachineError';
}

export class UsageError extends ShopError {
  override name = 'UsageError';
}

export class UnsafeOutputError extends ShopError {
  override name = 'UnsafeOutputError';
  constructor(out: string, why: string, advice = 'The build replaces that whole folder, so choose a separate one, such as --out dist.') {
    super(`Refusing to write the site into ${out}: ${why}. ${advice}`.trim());
  }
}

/**
 * A picture shop.yaml names cannot be used (outside the shop's folder, missing, not a file). The
 * message completes a sentence about the field; the build places it in the file as a located problem.
 */
export class PictureError extends Error {
  override name = 'PictureError';
  constructor(readonly field: string[], message: string) {
    super(message);
  }
}

/** Two pages would be written to the same file: two services or articles share a slug. */
export class RouteClashError extends ShopError {
  override name = 'RouteClashError';
  constructor(file: string) {
    super(`Two pages would both be written to ${file}. Give each service and article its own slug.`);
  }
}

/** A port for `npm run preview` or `npm run dev` cannot be opened: busy, forbidden or not a port number. */
export class PortError extends ShopError {
  override name = 'PortError';
}

/** A page failed to render: names the route so the owner knows where to look. */
export class RenderError extends Error {
  override name = 'RenderError';
  constructor(readonly route: string, cause: unknown) {
    super(`Rendering ${route} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

function indent(text: string): string {
  return text.split('\n').map((line) => `  ${line}`).join('\n');
}
