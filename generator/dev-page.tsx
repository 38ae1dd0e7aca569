// What the dev server renders for one request, loaded through Vite's module graph so that edits to
// templates take effect on the next request. Reads shop.yaml afresh every time, through the build's
// own load stage, so a missing or unreadable file shows the CLI's message.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { locatedError, prepare } from './build.ts';
import { ShopError } from './errors.ts';
import { shopFile } from './shop-files.ts';
import { favicon, manifest } from '../templates/files.ts';
import { renderPage } from '../templates/Page.tsx';
import type { Assets } from '../templates/site.tsx';

export interface DevAnswer {
  status: number;
  type: string;
  body: string | Buffer;
}

/** The client of Vite's dev server: it reloads the page when the server says so. */
const LIVE_RELOAD = '<script type="module" src="/@vite/client"></script>';

/** URLs under Vite's root, templates/ (see dev.ts). */
const DEV_ASSETS = {
  css: '/styles.css',
  js: '/client/main.ts',
  favicon: '/__shop/favicon.svg',
  manifest: '/__shop/manifest.webmanifest',
};

export async function answer(config: string, url: string, origin: string): Promise<DevAnswer | undefined> {
  let prepared;
  try {
    prepared = await prepare({ config, siteUrl: origin, base: '/' });
  } catch (error) {
    if (error instanceof ShopError) return { status: 500, type: 'text/html; charset=utf-8', body: errorPage(error) };
    throw error;
  }
  const { shop, routes } = prepared;
  const { src, width, height, alt } = shop.business.heroImage;
  const external = src.startsWith('https://');
  // The same check as the build: only a file inside the shop's folder, links followed.
  const hero = external ? undefined : await shopFile(path.dirname(path.resolve(config)), src);
  if (hero?.problem !== undefined) {
    const error = locatedError(prepared.loaded, ['business', 'heroImage', 'src'], hero.problem);
    return { status: 500, type: 'text/html; charset=utf-8', body: errorPage(error) };
  }
  const assets: Assets = { ...DEV_ASSETS, hero: { src: external ? src : '/__shop/hero', width, height, alt, origin: external ? new URL(src).origin : undefined } };

  const pathname = new URL(url, origin).pathname;
  if (pathname === '/__shop/favicon.svg') return { status: 200, type: 'image/svg+xml', body: favicon(shop) };
  if (pathname === '/__shop/manifest.webmanifest') return { status: 200, type: 'application/manifest+json', body: manifest(shop, DEV_ASSETS.favicon) };
  if (pathname === '/__shop/hero' && hero?.file !== undefined) {
    const type = `image/${path.extname(src).slice(1).toLowerCase().replace('jpg', 'jpeg').replace('svg', 'svg+xml')}`;
    return { status: 200, type, body: await readFile(hero.file) };
  }
  const route = routes.find((r) => r.url === pathname) ?? (pathname.includes('.') && !pathname.endsWith('.html') ? undefined : routes.find((r) => r.kind === 'notFound'));
  if (!route) return undefined;
  const html = renderPage({ shop, assets, route, routes, dev: true }).replace('</head>', `${LIVE_RELOAD}</head>`);
  return { status: route.kind === 'notFound' && pathname !== route.url ? 404 : 200, type: 'text/html; charset=utf-8', body: html };
}

function errorPage(error: ShopError): string {
  return `<!doctype html>${renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>shop.yaml needs a fix</title>
      </head>
      <body style={{ font: '16px/1.5 system-ui, sans-serif', margin: 0, padding: '32px 20px', background: '#fff8f6', color: '#1d1d1f' }}>
        <main style={{ maxWidth: 960, margin: '0 auto' }}>
          <h1 style={{ fontSize: 24, color: '#b3261e' }}>The shop file needs a fix before this page can show</h1>
          <p>Fix what is listed below and save the file: this page reloads by itself.</p>
          <pre id="shop-error" style={{ whiteSpace: 'pre-wrap', background: '#fff', border: '1px solid #f0c4bf', borderRadius: 12, padding: 20, overflowX: 'auto' }}>
            {error.report()}
          </pre>
        </main>
      </body>
    </html>,
  ).replace('</head>', `${LIVE_RELOAD}</head>`)}`;
}
