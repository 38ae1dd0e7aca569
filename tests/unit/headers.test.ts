// The headers a host sends with the site (_headers, read by Netlify and Cloudflare Pages).
import { describe, expect, it } from 'vitest';
import { serve } from '../../scripts/lib/serve.ts';
import { fixture, runCli, tempDir } from '../helpers.ts';
import path from 'node:path';

describe('_headers', () => {
  it('asks browsers to use https only, for a year, without preload (the one header the HTTP Observatory missed)', async () => {
    const out = path.join(await tempDir(), 'dist');
    expect((await runCli(['build', '--config', fixture('minimal.yaml'), '--out', out])).code).toBe(0);
    const server = await serve(out);
    try {
      for (const route of ['/', '/about/', '/assets/', '/no-such-page/']) {
        const response = await fetch(`${server.url}${route}`);
        expect(response.headers.get('strict-transport-security'), route).toBe('max-age=31536000');
      }
    } finally {
      await server.close();
    }
  });
});
