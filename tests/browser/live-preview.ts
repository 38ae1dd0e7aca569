// Starts `npm run dev` on a temporary copy of the minimal fixture shop, for the browser tests of the
// live preview. The port may be taken by another run: the server then says which one it uses.
import { spawn } from 'node:child_process';
import { copyFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

export interface LivePreview {
  /** The temporary shop file the server watches. */
  config: string;
  origin: string;
  /** Everything the server printed so far. */
  output(): string;
  stop(): void;
}

export async function startLivePreview(port: number): Promise<LivePreview> {
  const dir = await mkdtemp(path.join(tmpdir(), 'shop-dev-'));
  const config = path.join(dir, 'shop.yaml');
  await copyFile('tests/fixtures/minimal.yaml', config);
  const server = spawn(process.execPath, ['--import', 'tsx', 'generator/dev/server.ts', '--config', config, '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  server.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  const address = () => /Live preview of .*: (http:\/\/127\.0\.0\.1:\d+)\//.exec(output)?.[1];
  await expect.poll(address, { timeout: 20_000 }).toBeTruthy();
  return { config, origin: address()!, output: () => output, stop: () => server.kill() };
}
