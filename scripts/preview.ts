// npm run preview: serves a built site on 127.0.0.1 exactly as a static host would, under the
// folder it was built for (the build records it in DIR/.shop-site), so a site built with
// --base /shop/ is seen where its links point.
//   npm run preview [-- DIR] [--port N] [--base PATH]
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArguments, withUsage } from '../generator/cli/arguments.ts';
import { runIfStarted } from '../generator/cli/command.ts';
import { UsageError } from '../generator/errors.ts';
import { baseNotAFolder, previewCommandLine, previewNotBuilt, previewOneFolder, previewServing, previewUsage } from '../generator/messages/index.ts';
import { parsePort, PORT_TRIES } from '../generator/dev/ports.ts';
import { FOLDER_PATH } from '../generator/shop/schema/patterns.ts';
import { MARKER } from '../generator/output/folder.ts';
import { serve, type Served } from './lib/serve.ts';

function parseOptions(argv: readonly string[]): { dir: string; port: number; base?: string } {
  const { values, positionals } = parseArguments(
    { args: [...argv], options: { port: { type: 'string', default: '4173' }, base: { type: 'string' } }, allowPositionals: true, strict: true },
    previewCommandLine(),
  );
  if (positionals.length > 1) throw new UsageError(withUsage(previewOneFolder(positionals.length), previewUsage()));
  if (values.base !== undefined && !FOLDER_PATH.test(values.base)) throw new UsageError(baseNotAFolder(values.base));
  // Trailing slashes are dropped so that "dist/" prints as dist/, not dist//.
  const dir = (positionals[0] ?? 'dist').replace(/(.)\/+$/, '$1');
  return { dir, port: parsePort(values.port, 4173), base: values.base };
}

/** The base recorded by the build; "/" when there is no marker or it cannot be read. */
function builtBase(dir: string): string {
  try {
    const marker = JSON.parse(readFileSync(path.join(dir, MARKER), 'utf8')) as { base?: unknown };
    return typeof marker.base === 'string' && FOLDER_PATH.test(marker.base) ? marker.base : '/';
  } catch {
    return '/';
  }
}

export async function preview(argv: readonly string[], log: (line: string) => void = console.log): Promise<Served> {
  const { dir, port, base: given } = parseOptions(argv);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new UsageError(previewNotBuilt(dir));
  const base = given ?? builtBase(dir);
  const server = await serve(dir, { port, base, tries: PORT_TRIES, log });
  log(previewServing(dir, `${server.url}${base}`));
  return server;
}

await runIfStarted(import.meta.url, preview);
