// Serves a built site as a static host (Netlify, Cloudflare Pages, GitHub Pages) would: files with
// their content types, folder URLs (/about → 301 /about/ → about/index.html), 404.html with
// status 404 for anything else, compressed as hosts compress, with the headers of the site's
// _headers file applied as Netlify and Cloudflare Pages apply them. Files come from sirv, the static file
// server Vite uses; compression from the compression middleware. Like a host, it answers only GET
// and HEAD, and serves only regular files inside the folder: never through a link, never a FIFO.
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

export interface ServeOptions {
  port?: number;
  /** Extra response headers for every answer, such as a Content-Security-Policy. */
  headers?: Record<string, string>;
  /** Serve the site under this folder, as a host serves a project site ("/shop/"). */
  base?: string;
  /** Ports tried from `port` up when it is busy; 1 (the default) means this port or an error. */
  tries?: number;
  /** Where the sentence about a busy port goes. */
  log?: (line: string) => void;
}

/** Netlify's _headers format: a path pattern (with * for anything), then indented "Name: value" lines. */
export function parseHeaders(text: string): { pattern: RegExp; headers: [string, string][] }[] {
  const rules: { pattern: RegExp; headers: [string, string][] }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] });
    } else {
      const colon = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

interface Host {
  root: string;
  base: string;
  rules: ReturnType<typeof parseHeaders>;
  extra: Record<string, string>;
  files: ReturnType<typeof sirv>;
}

export function staticHost(dir: string, options: ServeOptions = {}) {
  const root = path.resolve(dir);
  const site: Host = {
    root,
    base: options.base ?? '/',
    rules: isPlainFile(root, '_headers') ? parseHeaders(readFileSync(path.join(root, '_headers'), 'utf8')) : [],
    extra: options.headers ?? {},
    files: sirv(root, { dev: true, etag: true, dotfiles: false }),
  };
  const compress = compression();
  return (req: IncomingMessage, res: ServerResponse) => compress(req as never, res as never, () => answer(site, req, res));
}

function answer(site: Host, req: IncomingMessage, res: ServerResponse): void {
  // sirv answers every method as GET; a host refuses what would change a file.
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end(hostMethodRefused(req.method));
    return;
  }
  const url = new URL(req.url ?? '/', 'http://host');
  setHeaders(site, url.pathname, res);
  if (!url.pathname.startsWith(site.base)) return outsideBase(url.pathname, site.base, res);
  req.url = `/${url.pathname.slice(site.base.length)}${url.search}`;
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(req.url, 'http://host').pathname);
  } catch {
    res.writeHead(400, { 'content-type': 'text/plain' }).end(hostBadAddress());
    return;
  }
  const inside = insideSite(site.root, pathname);
  if (inside === undefined) return notFound(site.root, res);
  const index = path.join(inside, 'index.html');
  if (!pathname.endsWith('/') && !path.extname(inside) && isPlainFile(site.root, index)) {
    res.writeHead(301, { location: `${site.base}${inside.split(path.sep).join('/')}/` }).end();
    return;
  }
  // The file a host would answer with ("/about/" → about/index.html, "/offer" → offer.html as hosts
  // allow), checked here and named to sirv exactly, so that sirv looks for no other.
  const file = (pathname.endsWith('/') ? [index] : [inside, `${inside}.html`]).find((name) => isPlainFile(site.root, name));
  if (file === undefined) return notFound(site.root, res);
  req.url = `/${file.split(path.sep).map(encodeURIComponent).join('/')}`;
  site.files(req, res, () => notFound(site.root, res));
}

/** The headers a host adds: the server's own, then those of _headers whose pattern matches. */
function setHeaders(site: Host, pathname: string, res: ServerResponse): void {
  for (const [name, value] of Object.entries(site.extra)) res.setHeader(name, value);
  for (const rule of site.rules) {
    if (rule.pattern.test(pathname)) for (const [name, value] of rule.headers) res.setHeader(name, value);
  }
}

/**
 * The path inside the site a request names, or undefined when it would leave the site or names a
 * hidden file or _headers (which hosts read but do not publish).
 */
function insideSite(root: string, pathname: string): string | undefined {
  const inside = path.relative(root, path.resolve(root, `.${pathname}`));
  const hidden = inside.split(path.sep).some((part) => part.startsWith('.')) || inside === '_headers';
  return inside.startsWith('..') || path.isAbsolute(inside) || hidden ? undefined : inside;
}

/** The root (or the base without its slash) leads to the site; anything else is not part of it. */
function outsideBase(pathname: string, base: string, res: ServerResponse): void {
  if (pathname === '/' || `${pathname}/` === base) {
    res.writeHead(302, { location: base }).end();
    return;
  }
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(hostOutsideBase(base));
}

function notFound(root: string, res: ServerResponse): void {
  res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
  res.end(isPlainFile(root, '404.html') ? readFileSync(path.join(root, '404.html')) : hostNotFound());
}

export async function serve(dir: string, portOrOptions: number | ServeOptions = {}): Promise<Served> {
  const options = typeof portOrOptions === 'number' ? { port: portOrOptions } : portOrOptions;
  const server = createServer(staticHost(dir, options));
  const port = await listen(server, {
    port: options.port ?? 0,
    tries: options.tries ?? 1,
    busy: previewMayBeRunning(),
    example: 4173,
    log: options.log ?? console.log,
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
