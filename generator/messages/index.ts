// The catalogue of what the owner reads: every sentence the generator, the live preview and the
// preview server print or show, one module per area, in the spirit of Astro's errors-data.ts. Each
// entry is a function of what the sentence names, and its name is permanent: tests, the error classes
// (generator/errors.ts) and people find a message by it. Sentences say what happened, why and what to
// do; no "Error:" prefix. Located problems complete a sentence that starts with the field's name
// ("business.phone  is not …"); generator/shop/locate.ts places them in the file and frames them (code-frame.ts).
//
// Not here: the messages of single fields, such as .regex(PHONE, 'is not a 10-digit Indian mobile
// number; …'), stay beside the check they explain in generator/shop/schema/ (primitives.ts, text.ts,
// business.ts, pages/ and the rest). The schema is the only definition of shop.yaml, from which
// shop.schema.json (what editors read) is generated, and a message kept next to its pattern cannot
// drift from it. Their shared frames (fieldMissing, fieldWrongValue) are here.
export * from './commands.ts';
export * from './config.ts';
export * from './editor.ts';
export * from './init.ts';
export * from './languages.ts';
export * from './leftovers.ts';
export * from './machine.ts';
export * from './output.ts';
export * from './pictures.ts';
export * from './servers.ts';
export * from './shop.ts';
export * from './yaml.ts';
