// shop.schema.json (never edited by hand) for editors, with the schema's own help and messages, so the editor and `npm run check` agree.
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

/** Each pattern's zod message as `patternErrorMessage`; a lone one also as `errorMessage`, shown for a wrong kind of value too. */
function patternMessages({ zodSchema, jsonSchema }: { zodSchema: z.core.$ZodType; jsonSchema: Json }): void {
  const messages = messagesByPattern(zodSchema);
  if (messages.size === 0) return;
  for (const part of [jsonSchema, ...(jsonSchema.allOf ?? [])]) {
    const message = typeof part.pattern === 'string' ? messages.get(part.pattern) : undefined;
    if (message !== undefined) part.patternErrorMessage = message;
  }
  if (jsonSchema.patternErrorMessage !== undefined) jsonSchema.errorMessage ??= jsonSchema.patternErrorMessage;
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

/** Every field's title is its place ("business › phone"); a group answers an unknown key with the command line's sentence. */
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

/** Each form of a field (a phone as text or a plain number) repeats its help; the editor may join them all, so a number says so. */
function describeForms(field: Json): void {
  for (const form of field.anyOf ?? []) {
    form.title ??= field.title;
    form.description ??=
      form.type === 'integer' || form.type === 'number' ? `${field.description} (written without quotes, as a plain number, is fine too)` : field.description;
  }
}
