// Serves a built site as a static host (Netlify, Cloudflare Pages, GitHub Pages) would, with sirv (Vite's static server): content types, folder URLs
// (/about → 301 /about/ → about/index.html), 404.html with status 404, compression, and _headers applied as Netlify and Cloudflare Pages apply them. Like a
// host, it answers only GET and HEAD, and serves only regular files inside the folder: no link, no FIFO.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { hostBadAddress, hostMethodRefused, hostNotFound, hostOutsideBase, previewMayBeRunning } from '../../generator/messages/index.ts';
import { listen } from '../../generator/dev/ports.ts';
import { isPlainFile } from '../../generator/plain-file.ts';

export interface Served {
  url: string;
  close(): Promise<void>;
}

interface ServeOptions {
  port?: number;
  /** Serve the site under this folder, as a host serves a project site ("/shop/"). */
  base?: string;
  /** Ports tried from `port` up when it is busy; 1 (the default) means this port or an error. */
  tries?: number;
  /** Where the sentence about a busy port goes. */
  log?: (line: string) => void;
}

/** Netlify's _headers format: a path pattern (with * for anything), then indented "Name: value" lines. */
function parseHeaders(text: string): { pattern: RegExp; headers: [string, string][] }[] {
  const rules: { pattern: RegExp; headers: [string, string][] }[] = [];
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    if (/^\s/.test(line)) {
      const colon = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    } else {
      const pattern = trimmed.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${pattern}$`), headers: [] });
    }
  }
  return rules;
}

function staticHost(dir: string, base: string) {
  const root = path.resolve(dir);
  const rules = isPlainFile(root, '_headers') ? parseHeaders(readFileSync(path.join(root, '_headers'), 'utf8')) : [];
  const files = sirv(root, { dev: true, etag: true, dotfiles: false });
  const compress = compression();
  const notFound = (res: ServerResponse) => {
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(isPlainFile(root, '404.html') ? readFileSync(path.join(root, '404.html')) : hostNotFound());
  };

  function answer(req: IncomingMessage, res: ServerResponse): void {
    // sirv answers every method as GET; a host refuses what would change a file.
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end(hostMethodRefused(req.method));
      return;
    }
    const url = new URL(req.url ?? '/', 'http://host');
    const headers = rules.filter((rule) => rule.pattern.test(url.pathname)).flatMap((rule) => rule.headers);
    for (const [name, value] of headers) res.setHeader(name, value);
    if (!url.pathname.startsWith(base)) return outsideBase(url.pathname, base, res);
    req.url = `/${url.pathname.slice(base.length)}${url.search}`;
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url, 'http://host').pathname);
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain' }).end(hostBadAddress());
      return;
    }
    const inside = insideSite(root, pathname);
    if (inside === undefined) return notFound(res);
    const index = path.join(inside, 'index.html');
    if (!pathname.endsWith('/') && !path.extname(inside) && isPlainFile(root, index)) {
      res.writeHead(301, { location: `${base}${inside.split(path.sep).join('/')}/` }).end();
      return;
    }
    // The file a host would answer with ("/about/" → about/index.html, "/offer" → offer.html as hosts
    // allow), checked here and named to sirv exactly, so that sirv looks for no other.
    const file = (pathname.endsWith('/') ? [index] : [inside, `${inside}.html`]).find((name) => isPlainFile(root, name));
    if (file === undefined) return notFound(res);
    req.url = `/${file.split(path.sep).map(encodeURIComponent).join('/')}`;
    files(req, res, () => notFound(res));
  }

  return (req: IncomingMessage, res: ServerResponse) => compress(req as never, res as never, () => answer(req, res));
}

/** The path inside the site a request names; undefined when it leaves the site or names a hidden file or _headers (read, not published). */
function insideSite(root: string, pathname: string): string | undefined {
  const inside = path.relative(root, path.resolve(root, `.${pathname}`));
  const hidden = inside.split(path.sep).some((part) => part.startsWith('.')) || inside === '_headers';
  return inside.startsWith('..') || path.isAbsolute(inside) || hidden ? undefined : inside;
}

/** The root (or the base without its slash) leads to the site; anything else is not part of it. */
function outsideBase(pathname: string, base: string, res: ServerResponse): void {
  if (pathname === '/' || `${pathname}/` === base) res.writeHead(302, { location: base }).end();
  else res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(hostOutsideBase(base));
}

export async function serve(dir: string, options: ServeOptions = {}): Promise<Served> {
  const server = createServer(staticHost(dir, options.base ?? '/'));
  const port = await listen(server, {
    port: options.port ?? 0,
    tries: options.tries ?? 1,
    busy: previewMayBeRunning(),
    example: 4173,
    log: options.log ?? console.log,
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
