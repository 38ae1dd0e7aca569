// The dev server's answer to one request (loaded through Vite, so edited templates show on the next one):
// the build's own stages on the shop file as it is now, so every problem reads as the CLI prints it.
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { assets, prepare } from '../build.ts';
import { ShopError } from '../errors.ts';
import { alternatesOf, href } from '../site/index.ts';
import { devErrorAdvice, devErrorHeading, devErrorTitle } from '../messages/index.ts';
import { renderPage } from '../../templates/Page.tsx';

/** The client of Vite's dev server: it reloads the page when the server says so. */
const LIVE_RELOAD = '<script type="module" src="/@vite/client"></script>';

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.json': 'application/json',
};

export async function answer(config: string, url: string, origin: string) {
  let page;
  try {
    const prepared = await prepare({ config, siteUrl: origin, base: '/' });
    page = { ...prepared, built: await assets(prepared, config, 'dev') };
  } catch (error) {
    if (error instanceof ShopError) return { status: 500, type: 'text/html; charset=utf-8', body: errorPage(error) };
    throw error;
  }
  const { sites, built } = page;
  const pathname = new URL(url, origin).pathname;
  const file = built.files.find((f) => `/${f.path}` === pathname);
  if (file) return { status: 200, type: TYPES[path.extname(file.path)] ?? 'application/octet-stream', body: file.contents };
  // The language whose folder the address is in (the first language's is the root), then its page.
  const { shop, routes } = sites.find(({ shop }) => shop.site.prefix !== '' && pathname.startsWith(`/${shop.site.prefix}`)) ?? sites[0];
  const route =
    routes.find((r) => href(shop, r.url) === pathname) ??
    (pathname.includes('.') && !pathname.endsWith('.html') ? undefined : routes.find((r) => r.kind === 'notFound'));
  if (!route) return undefined;
  const alternates = alternatesOf(sites, route.url, shop.site.lang);
  const html = renderPage({ shop, assets: built.assetsIn(shop.site.lang), route, routes, alternates }).replace('</head>', `${LIVE_RELOAD}</head>`);
  return { status: route.kind === 'notFound' && pathname !== href(shop, route.url) ? 404 : 200, type: 'text/html; charset=utf-8', body: html };
}

const REPORT = { whiteSpace: 'pre-wrap', background: '#fff', border: '1px solid #f0c4bf', borderRadius: 12, padding: 20, overflowX: 'auto' } as const;

function errorPage(error: ShopError): string {
  return `<!doctype html>${renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{devErrorTitle()}</title>
      </head>
      <body style={{ font: '16px/1.5 system-ui, sans-serif', margin: 0, padding: '32px 20px', background: '#fff8f6', color: '#1d1d1f' }}>
        <main style={{ maxWidth: 960, margin: '0 auto' }}>
          <h1 style={{ fontSize: 24, color: '#b3261e' }}>{devErrorHeading()}</h1>
          <p>{devErrorAdvice()}</p>
          <pre id="shop-error" style={REPORT}>
            {error.report()}
          </pre>
        </main>
      </body>
    </html>,
  ).replace('</head>', `${LIVE_RELOAD}</head>`)}`;
}
