// npm run compile (and npm ci's `prepare`): Vite bundles the command-line generator and the plain-JavaScript packages it imports into cli.cjs, so Node starts a
// build from one file instead of compiling every module through tsx; sharp (native), satori and Vite (loaded on a cache miss) stay imports. sources.json
// records the size and time of each source and of package-lock.json: generator/run.mjs runs the compiled copy while they all match, and the TypeScript through
// tsx when one does not.
//   npm run compile [-- --out generator/.compiled]
import { stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build, type Rolldown } from 'vite';
import { ROOT } from '../generator/root.ts';

const COMPILED = 'generator/.compiled';
const ENCODER = 'generator/pictures/encoder-process.ts';

/** The modules a compiled copy was made from, by path from the project root: [size, mtime in ms]. */
export type Sources = Record<string, [number, number]>;

export async function compile(out = COMPILED): Promise<{ files: number; sources: number }> {
  const bundle = (input: Record<string, string>, output: Rolldown.OutputOptions, emptyOutDir: boolean) =>
    build({
      configFile: false,
      logLevel: 'warn',
      mode: 'production',
      // Production React only, whatever NODE_ENV the compiled copy later runs under: its development build is
      // left out of the bundle (the TypeScript run through tsx still follows NODE_ENV).
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      // Production JSX (jsx(), not jsxDEV()) whatever NODE_ENV the caller runs under (vitest sets "test").
      oxc: { jsx: { runtime: 'automatic', development: false } },
      root: ROOT,
      publicDir: false,
      ssr: { noExternal: true, external: ['sharp', 'satori', 'vite'] },
      build: {
        ssr: true,
        outDir: path.join(ROOT, out),
        emptyOutDir,
        target: 'node20',
        // Readable, so a stack trace of the generator's own fault points at recognisable code.
        minify: false,
        rollupOptions: {
          input,
          output,
          // lucide-react marks its modules "use client", which means nothing to a build-time renderer.
          onwarn(warning, warn) {
            if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
          },
        },
      },
    });
  // The command: one CommonJS file, its dynamic imports inlined (Node >= 20.19 requires ES modules,
  // so Vite is required, not imported). It exports main(argv), which generator/run.mjs calls.
  const cli = await bundle(
    { cli: path.join(ROOT, 'generator/cli/command.ts') },
    { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false, dynamicImportInCjs: false, comments: { legal: true, annotation: true, jsdoc: false } },
    true,
  );
  // The process that encodes pictures apart from the build (generator/pictures/encoder.ts finds it beside cli.cjs).
  const encoder = await bundle({ 'picture-encoder': path.join(ROOT, ENCODER) }, { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' }, false);
  const chunks = [cli, encoder]
    .flatMap((r) => (Array.isArray(r) ? r : [r]))
    .flatMap((r) => ('output' in r ? r.output : []))
    .filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
  const modules = [...new Set(chunks.flatMap((chunk) => chunk.moduleIds))]
    .filter((id) => path.isAbsolute(id) && id.startsWith(ROOT + path.sep) && !id.includes(`${path.sep}node_modules${path.sep}`))
    .map((id) => path.relative(ROOT, id).split(path.sep).join('/'))
    .sort();
  // The stylesheet and scripts every site links to, bundled now rather than at the owner's first
  // build (generator/render/bundles.ts finds them here, under a hash of their sources).
  const { writeBundles } = await import('../generator/render/bundles.ts');
  await writeBundles(path.join(ROOT, out));
  const sources: Sources = {};
  // The packages bundled in: the same lock file, the same versions.
  for (const file of [...modules, 'package-lock.json']) {
    const { size, mtimeMs } = await stat(path.join(ROOT, file));
    sources[file] = [size, mtimeMs];
  }
  await writeFile(path.join(ROOT, out, 'sources.json'), `${JSON.stringify(sources, null, 1)}\n`);
  return { files: chunks.length, sources: modules.length };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { values } = parseArgs({ options: { out: { type: 'string', default: COMPILED } } });
  const start = performance.now();
  const { files, sources } = await compile(values.out);
  console.log(`Compiled the generator: ${sources} modules into ${files} files in ${values.out}/ (${Math.round(performance.now() - start)} ms)`);
}
