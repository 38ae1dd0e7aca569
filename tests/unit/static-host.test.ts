// The server used by preview, the audit and the browser tests behaves like a static host.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type Served } from '../../scripts/lib/serve.ts';
import { FULL, runCli, tempDir } from '../helpers.ts';

let server: Served;
beforeAll(async () => {
  const out = path.join(await tempDir(), 'dist');
  expect((await runCli(['build', '--config', FULL, '--out', out])).code).toBe(0);
  server = await serve(out);
});
afterAll(() => server.close());

describe('the static host', () => {
  it('stays inside the site: no files beside it, no hidden files, no _headers, no open redirect, no crash on bad encoding', async () => {
    for (const probe of [
      '/..%2Fsecret',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/_headers',
      '/_headers/',
      '/.dist.tmp-1/',
      '/.git/config',
      '/.shop-site',
      '/%2Eshop-site',
    ]) {
      expect((await fetch(`${server.url}${probe}`, { redirect: 'manual' })).status, probe).toBe(404);
    }
    const slashes = await fetch(`${server.url}/%2Fevil.example%2F..%2Fabout`, { redirect: 'manual' });
    expect(slashes.headers.get('location') ?? '').not.toMatch(/^\/\//);
    expect((await fetch(`${server.url}/%E0%A4%A`)).status).toBe(400);
    expect((await fetch(`${server.url}/about/`)).status).toBe(200);
  });

  it('answers methods other than GET and HEAD with 405 and Allow: GET, HEAD, as hosts do', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      for (const probe of ['/about/', '/robots.txt', '/no-such-page/']) {
        const response = await fetch(`${server.url}${probe}`, { method, body: method === 'OPTIONS' ? undefined : 'x' });
        expect(response.status, `${method} ${probe}`).toBe(405);
        expect(response.headers.get('allow')).toBe('GET, HEAD');
        expect(await response.text()).not.toContain('<html');
      }
    }
    expect((await fetch(`${server.url}/about/`, { method: 'HEAD' })).status).toBe(200);
  });

  it('answers an unknown path with 404.html and status 404', async () => {
    const response = await fetch(`${server.url}/no-such-page/`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('This page is not here');
  });

  it('serves folder URLs, redirecting the slash-less form', async () => {
    expect((await fetch(`${server.url}/about/`)).status).toBe(200);
    const bare = await fetch(`${server.url}/about`, { redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/about/');
  });

  it('serves robots.txt, the sitemap and the manifest as files with their types', async () => {
    expect((await fetch(`${server.url}/robots.txt`)).headers.get('content-type')).toMatch(/^text\/plain/);
    expect((await fetch(`${server.url}/sitemap.xml`)).headers.get('content-type')).toMatch(/xml/);
    expect((await fetch(`${server.url}/manifest.webmanifest`)).headers.get('content-type')).toBe('application/manifest+json');
  });
});
