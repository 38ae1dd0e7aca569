// Every sentence the generator, the live preview and the preview server show the owner, one module
// per area. Each is a function of what it names, under a permanent name (tests and people find it by
// it): what happened, why, what to do; no "Error:" prefix. Located problems complete a sentence that
// starts with the field's name ("business.phone  is not …").
// Not here: the messages of single fields stay beside their check in generator/shop/schema/, which
// shop.schema.json is generated from, so they cannot drift from it; their shared frames are here.
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
