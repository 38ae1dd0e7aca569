// How values are described to the owner in messages: "the text "abc"", "a list", "nothing".
import type { z } from 'zod';

export function describe(input: unknown): string {
  if (input === null) return 'empty';
  if (Array.isArray(input)) return 'a list';
  if (typeof input === 'object') return 'a group of fields';
  if (typeof input === 'string') return `the text "${input.length > 40 ? `${input.slice(0, 40)}…` : input}"`;
  if (typeof input === 'number') return `the number ${input}`;
  return String(input);
}

/**
 * An error for a type check that reads well both when the field is missing and when it holds the
 * wrong kind of value: "is missing; add X" or "is the text "abc"; expected X".
 */
export function expected(what: string) {
  return (issue: z.core.$ZodRawIssue): string =>
    issue.input === undefined ? `is missing; add ${what}` : `is ${describe(issue.input)}; expected ${what}`;
}
