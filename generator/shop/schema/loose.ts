// The shop as the rules read it: loose data, so that each rule finds what it needs without trusting a type.

// Loose on purpose: the rules run on zod's output, on raw JSON and on a shop that failed other
// checks (so one run lists every problem), so every value may be of any type.
export type Loose = Record<string, any>;

export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const fields = (value: unknown): Loose => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : {});
