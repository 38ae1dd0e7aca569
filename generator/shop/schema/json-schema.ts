// shop.schema.json, generated from the zod schema, for editors to explain and check shop.yaml. Its help is
// the schema's: each field's description, and each pattern's message, so the editor and `npm run check` agree.
import { z } from 'zod';
import { unknownField } from '../../messages/index.ts';
import { ShopSchema } from './shop.ts';

/** Keywords the YAML language server reads beyond JSON Schema (messages, a description per choice); validators ignore them. */
export const EDITOR_KEYWORDS = ['patternErrorMessage', 'errorMessage', 'enumDescriptions'] as const;

type Json = Record<string, any>;

export function shopJsonSchema(): string {
  const generated = z.toJSONSchema(ShopSchema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'throw',
    override: (context) => {
      patternMessages(context);
      inputExamples(context);
    },
  });
  // A copy: zod may hand out one object for a schema used in several places, and titles differ by place.
  const schema = structuredClone(generated) as Json;
  withFieldHelp(schema, []);
  return `${JSON.stringify({ ...schema, title: 'shop.yaml', description: 'Everything the shop website shows. See README.md.' }, null, 2)}\n`;
}

/**
 * Each pattern of a text field gets its zod check's message as `patternErrorMessage`; a field with one
 * pattern also as `errorMessage`, which the editor shows for a value of the wrong kind too (`opens: 900`).
 */
function patternMessages({ zodSchema, jsonSchema }: { zodSchema: z.core.$ZodType; jsonSchema: Json }): void {
  const messages = messagesByPattern(zodSchema);
  if (messages.size === 0) return;
  const own = typeof jsonSchema.pattern === 'string' ? messages.get(jsonSchema.pattern) : undefined;
  if (own !== undefined) {
    jsonSchema.patternErrorMessage = own;
    jsonSchema.errorMessage ??= own;
  }
  for (const part of jsonSchema.allOf ?? []) {
    const message = typeof part.pattern === 'string' ? messages.get(part.pattern) : undefined;
    if (message !== undefined) part.patternErrorMessage = message;
  }
}

/** zod leaves out the examples of a value it transforms (a phone number), as they could be of its output; ours are input. */
function inputExamples({ zodSchema, jsonSchema }: { zodSchema: z.core.$ZodType; jsonSchema: Json }): void {
  const examples = z.globalRegistry.get(zodSchema)?.examples;
  if (examples !== undefined && jsonSchema.examples === undefined) jsonSchema.examples = examples;
}

/** The owner's message for each pattern a string schema checks (its format's, then its .regex checks'). */
function messagesByPattern(schema: z.core.$ZodType): Map<string, string> {
  const found = new Map<string, string>();
  const parts = [schema, ...((schema._zod.def as Json).checks ?? [])] as z.core.$ZodType[];
  for (const part of parts) {
    const def = part._zod.def as Json;
    if (!(def.pattern instanceof RegExp) || typeof def.error !== 'function') continue;
    const message: unknown = def.error({ code: 'invalid_format', format: def.format, pattern: def.pattern.source, input: '' });
    if (typeof message === 'string') found.set(def.pattern.source, message);
  }
  return found;
}

/**
 * Every field's title is its place in the file ("business › phone") unless the schema names it; a group
 * with fixed fields answers a key it does not have with the command line's sentence and the fields it allows.
 */
function withFieldHelp(node: unknown, path: string[]): void {
  if (Array.isArray(node)) return node.forEach((item) => withFieldHelp(item, path));
  if (node === null || typeof node !== 'object') return;
  const schema = node as Json;
  if (schema.properties && schema.additionalProperties === false) {
    const keys = Object.keys(schema.properties);
    schema.propertyNames = { type: 'string', enum: keys, errorMessage: unknownField(undefined, keys) };
  }
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword === 'properties') {
      for (const [key, field] of Object.entries(value as Json)) {
        (field as Json).title ??= [...path, key].join(' › ');
        describeForms(field as Json);
        withFieldHelp(field, [...path, key]);
      }
    } else if (keyword !== 'propertyNames') {
      withFieldHelp(value, path);
    }
  }
}

/**
 * A field of several forms (a phone number as text or a plain number) repeats its title and description
 * on each: the editor shows the one that matches, or else joins them all, so a plain number says it is one.
 */
function describeForms(field: Json): void {
  for (const form of field.anyOf ?? []) {
    form.title ??= field.title;
    form.description ??=
      form.type === 'integer' || form.type === 'number' ? `${field.description} (written without quotes, as a plain number, is fine too)` : field.description;
  }
}
