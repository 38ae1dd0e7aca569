// shop.schema.json, generated from the zod schema (never edited by hand). Editors read it to
// autocomplete shop.yaml, explain each field on hover and underline mistakes; the test suite checks
// that the committed copy is current. The help comes from the schema itself: each field's
// description (.describe / .meta in generator/shop/schema/), and each pattern's message, the very sentence
// the command line prints, so the editor and `npm run check` say the same thing.
import { z } from 'zod';
import { unknownField } from '../../messages/index.ts';
import { ShopSchema } from './shop.ts';

/**
 * Keywords the YAML language server (Red Hat's YAML extension) reads beyond JSON Schema: the message
 * for a value that does not match its pattern (or its type), and a description per value of a list
 * of choices. Validators ignore them as annotations.
 */
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
 * Each pattern of a text field gets the message its zod check gives, as `patternErrorMessage`. A
 * field with one pattern also gets it as `errorMessage`, which the editor shows for a value of the
 * wrong kind too (`opens: 900` "is not a time; …").
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

/**
 * zod leaves out the examples of a value it transforms (a phone number, a PIN code), as they could be
 * of its output; ours are always what the owner writes, so they stay.
 */
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
 * Every field's title is its place in the file ("business › phone"), unless the schema names it:
 * the editor shows it over the description. A group with fixed fields answers a key it does not
 * have with the command line's sentence and the fields it allows (the editor also keeps its own
 * "Property … is not allowed").
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
 * A field written in one of several forms (a phone number as text or as a plain number) repeats its
 * title and description on each form. The editor shows the form that matches; when it cannot tell the
 * forms apart it joins them all ("business › phone || business › phone || …"), so a form that is a
 * plain number says so.
 */
function describeForms(field: Json): void {
  for (const form of field.anyOf ?? []) {
    form.title ??= field.title;
    form.description ??=
      form.type === 'integer' || form.type === 'number' ? `${field.description} (written without quotes, as a plain number, is fine too)` : field.description;
  }
}
