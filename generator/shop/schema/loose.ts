// The shop as the rules read it. Loose on purpose: the rules run on zod's output, on raw JSON and on a
// shop that failed other checks (so one run lists every problem), so every value may be of any type.
export type Loose = Record<string, any>;

/** A field's place in the shop: its keys and list indexes from the top. */
export type Path = (string | number)[];

/** A problem a rule found: where in the file, and the sentence that completes the field's name. */
export type Problem = { path: Path; message: string };

export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const fields = (value: unknown): Loose => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : {});
/** A list's items, each as its fields. */
export const items = (value: unknown): Loose[] => list(value).map(fields);
