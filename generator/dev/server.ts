// npm run dev [-- --config FILE] [--port N]: a live preview on 127.0.0.1. Each request renders from the current shop.yaml and templates; a save reloads the
// open page; a mistake shows as the CLI prints it. It serves only the pages and /__shop/* (answered here) and, through Vite, the browser's files of templates/
// and Vite's live-reload client (vite-files.ts); anything else, such as /@fs/…, gets the 404 page.
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import type { answer as Answer } from './page.tsx';
import { parseArguments } from '../cli/arguments.ts';
import { runIfStarted } from '../cli/command.ts';
import { devCommandLine, devMayBeRunning, devNotServed, devReloaded, devServing } from '../messages/index.ts';
import { listen, parsePort } from './ports.ts';
import { forVite, TEMPLATES } from './vite-files.ts';
import { ROOT } from '../root.ts';

// Production React and Vite's production JSX, as the build renders: the same markup, sooner, without
// development warnings. Vite and React read it later than these imports, so it still takes effect.
process.env.NODE_ENV ??= 'production';

const DEV_PAGE = path.join(ROOT, 'generator', 'dev', 'page.tsx');

export interface DevOptions {
  /** The shop file as the owner named it; messages show it this way. */
  config: string;
  port: number;
  /** Ports tried from `port` up when it is busy. */
  tries?: number;
  log?: (line: string) => void;
}

export async function startDev(options: DevOptions) {
  const log = options.log ?? console.log;
  // Our own HTTP server, so that the busy-port rule is the same as the preview's; Vite runs as middleware on it and attaches its live-reload socket to it.
  const http = createHttpServer();
  const site = { origin: '' };
  const vite = await createServer({
    configFile: false,
    root: TEMPLATES,
    publicDir: false,
    appType: 'custom',
    logLevel: 'warn',
    clearScreen: false,
    server: { middlewareMode: true, ws: { server: http }, fs: { strict: true, allow: [TEMPLATES] } },
    plugins: [shopPages(options.config, site, log)],
  });
  http.on('request', vite.middlewares);
  const port = await listen(http, { port: options.port, tries: options.tries, busy: devMayBeRunning(), example: 5173, log }).catch(async (error) => {
    await vite.close();
    throw error;
  });
  site.origin = `http://127.0.0.1:${port}`;
  log(devServing(options.config, site.origin));
  return {
    url: site.origin,
    close: async () => {
      await vite.close();
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
    },
  };
}

function shopPages(config: string, site: { origin: string }, log: (line: string) => void): Plugin {
  const configPath = path.resolve(config);
  return {
    name: 'shop-pages',
    configureServer(server) {
      watchShopFile(server, configPath, config, log);
      // Before Vite's own middlewares, so that Vite sees only the requests it may answer.
      server.middlewares.use((req, res, next) => {
        if (forVite(req.url ?? '/')) return next();
        page(server, config, site.origin, req, res).catch(next);
      });
    },
    // A changed template, stylesheet or script reloads the page whole: pages are rendered on the
    // server, so there is nothing to swap in place. (The shop file is watched on its own, above.)
    handleHotUpdate({ file, server }) {
      const relative = path.relative(ROOT, file);
      if (file === configPath || (!relative.startsWith('templates') && !relative.startsWith('generator'))) return [];
      server.moduleGraph.invalidateAll();
      server.ws.send({ type: 'full-reload' });
      log(devReloaded(relative, 'change'));
      return [];
    },
  };
}

/**
 * Every event of the shop file reloads the page: a save, a deletion (the page then says where the file
 * is expected) and its return, as when an editor saves by renaming a temporary file over shop.yaml.
 */
function watchShopFile(server: ViteDevServer, configPath: string, name: string, log: (line: string) => void) {
  server.watcher.add(configPath);
  for (const event of ['add', 'change', 'unlink'] as const) {
    server.watcher.on(event, (file: string) => {
      if (path.resolve(file) !== configPath) return;
      // chokidar stops watching a deleted file; adding it again while it is missing makes chokidar watch its folder for its return.
      if (event === 'unlink') server.watcher.add(configPath);
      server.ws.send({ type: 'full-reload' });
      log(devReloaded(name, event));
    });
  }
}

/** A page, a /__shop/ answer, the 404 page, or a plain 404 for a file the site does not have. */
async function page(server: ViteDevServer, config: string, origin: string, req: IncomingMessage, res: ServerResponse) {
  // Loaded through Vite's module graph, so that an edited template shows on the next request.
  const { answer } = (await server.ssrLoadModule(DEV_PAGE)) as { answer: typeof Answer };
  const result = await answer(config, req.url ?? '/', origin);
  if (!result) res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(devNotServed());
  else res.writeHead(result.status, { 'content-type': result.type, 'cache-control': 'no-store' }).end(result.body);
}

async function main(argv: string[]): Promise<void> {
  const options = { config: { type: 'string', default: 'shop.yaml' }, port: { type: 'string', default: '5173' } } as const;
  const { values } = parseArguments({ args: argv, options, strict: true }, devCommandLine());
  await startDev({ config: values.config, port: parsePort(values.port, 5173) });
}

await runIfStarted(import.meta.url, main);
