// Entry point of `npm run init` (generator/init/init.ts). Production React, as for the build it ends with.
process.env.NODE_ENV ??= 'production';
const { main } = await import('./init.ts');
process.exitCode = await main(process.argv.slice(2));
