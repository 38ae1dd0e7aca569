// Entry point of `npm run check` and `npm run build`. React picks its development or production build when first loaded, so the environment is set before
// anything imports it: production React renders several times faster and prints no development warnings.
process.env.NODE_ENV ??= 'production';
const { main } = await import('./cli/command.ts');
process.exitCode = await main(process.argv.slice(2));
