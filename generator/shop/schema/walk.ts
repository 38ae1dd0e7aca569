// Finds the object schema at a field path, to list the fields allowed there (for "did you mean").
import type { z } from 'zod';

type AnySchema = z.core.$ZodType;

export function knownKeysAt(schema: AnySchema, path: readonly PropertyKey[]): string[] {
  let node: AnySchema | undefined = unwrap(schema);
  for (const segment of path) {
    if (!node) return [];
    const def = node._zod.def as any;
    if (def.type === 'object') node = def.shape[segment as string];
    else if (def.type === 'array') node = def.element;
    else return [];
    node = node && unwrap(node);
  }
  const def = node?._zod.def as any;
  return def?.type === 'object' ? Object.keys(def.shape) : [];
}

/** Looks through optional, default, pipe and refinement wrappers to the schema inside. */
function unwrap(schema: AnySchema): AnySchema {
  let node = schema;
  for (;;) {
    const def = node._zod.def as any;
    // A text per language (text.ts localized()) is a union with an object: its languages are the keys.
    const keyed = def.type === 'union' && def.options.find((option: AnySchema) => ['object', 'pipe'].includes((option._zod.def as any).type));
    if (def.innerType) node = def.innerType;
    else if (def.type === 'pipe') node = def.in;
    else if (keyed) node = keyed;
    else return node;
  }
}
