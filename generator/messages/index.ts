// Every sentence the generator, the live preview and the preview server show the owner, one module per area, each a function of what it names under a permanent
// name: what happened, why, what to do; no "Error:" prefix. Located problems complete a sentence that starts with the field's name
// ("business.phone  is not …"). Single fields' messages stay beside their check in generator/shop/schema/, so they cannot drift from it.
export * from './commands.ts';
export * from './config.ts';
export * from './init.ts';
export * from './language.ts';
export * from './leftovers.ts';
export * from './machine.ts';
export * from './output.ts';
export * from './pictures.ts';
export * from './servers.ts';
export * from './shop.ts';
export * from './yaml.ts';
