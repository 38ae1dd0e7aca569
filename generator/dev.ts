// npm run dev: a live preview on 127.0.0.1. Every request renders its page from the current
// shop.yaml and templates; saving shop.yaml, a template or the stylesheet reloads the open page by
// itself. A mistake in shop.yaml shows in the browser as the same located message the CLI prints,
// and the server keeps running until it is fixed.
//   npm run dev [-- --config FILE] [--port N]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import type { answer as Answer } from './dev-page.tsx';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function startDev(options: { config: string; port: number; log?: (line: string) => void }): Promise<ViteDevServer> {
  const log = options.log ?? console.log;
  const config = path.resolve(options.config);
  let origin = '';

  const shopPages: Plugin = {
    name: 'shop-pages',
    configureServer(server) {
      server.watcher.add(config);
      // After Vite's own middlewares (modules, the stylesheet), pages come from the templates.
      return () => {
        server.middlewares.use(async (req, res, next) => {
          try {
            const { answer } = (await server.ssrLoadModule('/generator/dev-page.tsx')) as { answer: typeof Answer };
            const result = await answer(config, req.url ?? '/', origin);
            if (!result) return next();
            res.writeHead(result.status, { 'content-type': result.type, 'cache-control': 'no-store' }).end(result.body);
          } catch (error) {
            next(error);
          }
        });
      };
    },
    // Every change, of shop.yaml, a template, the stylesheet or the script, reloads the page whole:
    // the pages are rendered on the server, so there is nothing to swap in place.
    handleHotUpdate({ file, server }) {
      const relative = path.relative(ROOT, file);
      if (file !== config && !relative.startsWith('templates') && !relative.startsWith('generator')) return [];
      server.moduleGraph.invalidateAll();
      server.ws.send({ type: 'full-reload' });
      log(`reload: ${file === config ? options.config : relative} changed`);
      return [];
    },
  };

  const server = await createServer({
    configFile: false,
    root: ROOT,
    appType: 'custom',
    logLevel: 'warn',
    clearScreen: false,
    server: { host: '127.0.0.1', port: options.port, strictPort: false, fs: { allow: [ROOT, path.dirname(config)] } },
    plugins: [shopPages],
  });
  await server.listen();
  const address = server.httpServer?.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : options.port}`;
  log(`Live preview of ${options.config}: ${origin}/  (save the file to see changes; Ctrl+C to stop)`);
  return server;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { config: { type: 'string', default: 'shop.yaml' }, port: { type: 'string', default: '5173' } } });
  await startDev({ config: values.config, port: Number(values.port) });
}
