// A type check's message that reads well both when the field is missing and when it holds the wrong
// kind of value: "is missing; add X" or "is the text "abc"; expected X" (both in the catalogue).
import type { z } from 'zod';
import { fieldMissing, fieldWrongValue } from '../../messages/index.ts';

export function expected(what: string) {
  return (issue: z.core.$ZodRawIssue): string => (issue.input === undefined ? fieldMissing(what) : fieldWrongValue(issue.input, what));
}
