// Serves a built site as a static host would: folder URLs, 404.html with status 404, real content
// types. Vite's preview server with appType "mpa" does exactly that (without it, unknown paths get
// the home page with status 200).
import { preview, type PreviewServer } from 'vite';

export interface Served {
  url: string;
  close(): Promise<void>;
}

export async function serve(dir: string, port = 0): Promise<Served> {
  const server: PreviewServer = await preview({
    configFile: false,
    root: process.cwd(),
    appType: 'mpa',
    logLevel: 'silent',
    build: { outDir: dir },
    preview: { host: '127.0.0.1', port, strictPort: port !== 0, open: false },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('The preview server did not start');
  return { url: `http://127.0.0.1:${address.port}`, close: () => server.close() };
}
