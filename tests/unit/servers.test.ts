// The two servers an owner runs: `npm run preview` (a built site, as a host serves it) and
// `npm run dev` (the live preview). A busy or forbidden port gets a sentence, not a stack trace;
// preview serves a sub-path build where its links point; the dev server serves only what a page needs.
import { execFile, execFileSync } from 'node:child_process';
import { closeSync, constants, openSync } from 'node:fs';
import { copyFile, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDev } from '../../generator/dev/server.ts';
import { servable } from '../../generator/dev/vite-files.ts';
import { PortError } from '../../generator/errors.ts';
import { listen, type Listenable } from '../../generator/dev/ports.ts';
import { preview } from '../../scripts/preview.ts';
import { fixture, ROOT, runCli, tempDir } from '../helpers.ts';
import { runUnprivileged } from '../unprivileged.ts';

const run = promisify(execFile);

/** Runs a script as `npm run …` does and returns its exit code and what it printed. */
async function runScript(script: string, args: string[]): Promise<{ code: number; out: string; err: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', script, ...args], { cwd: ROOT, timeout: 30_000 });
    return { code: 0, out: stdout, err: stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout, err: e.stderr };
  }
}

function hold(port: number): Promise<Server | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** Occupies `count` consecutive ports on 127.0.0.1, with the port after them free, as another program would. */
async function occupy(count: number): Promise<{ first: number; release(): Promise<void> }> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const first = 20_000 + Math.floor(Math.random() * 40_000);
    const held = await Promise.all(Array.from({ length: count + 1 }, (_, i) => hold(first + i)));
    const release = async (servers: (Server | undefined)[]) => {
      await Promise.all(servers.map((s) => s && new Promise((resolve) => s.close(resolve))));
    };
    if (held.every(Boolean)) {
      await release(held.slice(count));
      return { first, release: () => release(held.slice(0, count)) };
    }
    await release(held);
  }
  throw new Error('could not find free ports to occupy');
}

/** A built site's shape: pages, a 404 page and the marker the build leaves, naming its base. */
async function builtSite(marker: string | undefined): Promise<string> {
  const dir = path.join(await tempDir(), 'dist');
  await mkdir(path.join(dir, 'about'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Home</title><a href="/shop/about/">About</a>');
  await writeFile(path.join(dir, 'about', 'index.html'), '<!doctype html><title>About</title>');
  await writeFile(path.join(dir, '404.html'), '<!doctype html><title>Not here</title>');
  if (marker !== undefined) await writeFile(path.join(dir, '.shop-site'), marker);
  return dir;
}

const MARKER = JSON.stringify({ generator: 'shop-site-generator', base: '/shop/' });

describe('npm run preview', () => {
  it('serves a sub-path build under the base its marker names, prints that address, and never serves the marker', async () => {
    const dir = await builtSite(MARKER);
    const lines: string[] = [];
    const server = await preview([dir, '--port', String(await freePort())], (line) => lines.push(line));
    try {
      expect(lines).toEqual([`Serving ${dir}/ at ${server.url}/shop/ (Ctrl+C to stop)`]);
      expect((await fetch(`${server.url}/shop/`)).status).toBe(200);
      expect(await (await fetch(`${server.url}/shop/about/`)).text()).toContain('<title>About</title>');
      const root = await fetch(`${server.url}/`, { redirect: 'manual' });
      expect(root.status).toBe(302);
      expect(root.headers.get('location')).toBe('/shop/');
      expect((await fetch(`${server.url}/about/`)).status).toBe(404);
      for (const probe of ['/shop/.shop-site', '/.shop-site', '/shop/%2eshop-site']) {
        const response = await fetch(`${server.url}${probe}`);
        expect(response.status, probe).toBe(404);
        expect(await response.text(), probe).not.toContain('shop-site-generator');
      }
    } finally {
      await server.close();
    }
  });

  it('serves only regular files inside its folder: nothing through a link (to a file or a folder, outside or inside), no FIFO', async () => {
    const dir = await builtSite(MARKER);
    const outside = path.join(path.dirname(dir), 'outside');
    await mkdir(outside);
    await writeFile(path.join(outside, 'note.txt'), 'TOP-SECRET note outside the site');
    await writeFile(path.join(outside, 'index.html'), 'TOP-SECRET page outside the site');
    await symlink(path.join(outside, 'note.txt'), path.join(dir, 'note.txt'));
    await symlink(outside, path.join(dir, 'out'));
    // Links that stay inside are refused too: one rule, with no target to judge.
    await symlink(path.join(dir, 'about', 'index.html'), path.join(dir, 'same.html'));
    await symlink(path.join(dir, 'about'), path.join(dir, 'also'));
    // A FIFO would hold the request (and a thread) until something writes to it.
    const fifo = path.join(dir, 'pipe.txt');
    execFileSync('mkfifo', [fifo]);
    const server = await preview([dir, '--port', String(await freePort())], () => {});
    try {
      for (const probe of [
        '/note.txt',
        '/out/note.txt',
        '/out/',
        '/out',
        '/out/index.html',
        '/same.html',
        '/also/',
        '/also',
        '/also/index.html',
        '/pipe.txt',
      ]) {
        const response = await fetch(`${server.url}/shop${probe}`, { redirect: 'manual', signal: AbortSignal.timeout(3000) });
        const body = await response.text();
        expect(response.status, probe).toBe(404);
        expect(body, probe).toContain('<title>Not here</title>');
        expect(body, probe).not.toContain('TOP-SECRET');
      }
      // Regular files, folder pages and the folder redirect still work.
      expect(await (await fetch(`${server.url}/shop/`)).text()).toContain('<title>Home</title>');
      expect(await (await fetch(`${server.url}/shop/about/`)).text()).toContain('<title>About</title>');
      expect(await (await fetch(`${server.url}/shop/about/index.html`)).text()).toContain('<title>About</title>');
      const folder = await fetch(`${server.url}/shop/about`, { redirect: 'manual' });
      expect([folder.status, folder.headers.get('location')]).toEqual([301, '/shop/about/']);
    } finally {
      await server.close();
      // Lets go of a reader that is waiting at the FIFO (the server before this fix opened it).
      try {
        closeSync(openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK));
      } catch {
        // No reader is waiting.
      }
    }
  });

  it('a 404 page or _headers that is a link is not read: the plain not-found answer, no outside headers', async () => {
    const dir = await builtSite(MARKER);
    const outside = path.join(path.dirname(dir), 'outside');
    await mkdir(outside);
    await writeFile(path.join(outside, '404.html'), 'TOP-SECRET page outside the site');
    await writeFile(path.join(outside, '_headers'), '/*\n  X-Secret: TOP-SECRET\n');
    await rm(path.join(dir, '404.html'));
    await symlink(path.join(outside, '404.html'), path.join(dir, '404.html'));
    await symlink(path.join(outside, '_headers'), path.join(dir, '_headers'));
    const server = await preview([dir, '--port', String(await freePort())], () => {});
    try {
      const response = await fetch(`${server.url}/shop/missing/`);
      expect(response.status).toBe(404);
      expect(response.headers.get('x-secret')).toBeNull();
      expect(await response.text()).not.toContain('TOP-SECRET');
      expect((await fetch(`${server.url}/shop/`)).headers.get('x-secret')).toBeNull();
    } finally {
      await server.close();
    }
  });

  it('--base PATH wins over the marker; without a readable marker the base is /', async () => {
    const cases: [string | undefined, string[], string][] = [
      [MARKER, ['--base', '/'], '/'],
      [undefined, ['--base', '/other/'], '/other/'],
      [undefined, [], '/'],
      ['{not json', [], '/'],
      [JSON.stringify({ base: '../../etc/' }), [], '/'],
    ];
    for (const [marker, args, base] of cases) {
      const dir = await builtSite(marker);
      const lines: string[] = [];
      const server = await preview([dir, '--port', String(await freePort()), ...args], (line) => lines.push(line));
      await server.close();
      expect(lines[0], `${marker} ${args.join(' ')}`).toBe(`Serving ${dir}/ at ${server.url}${base} (Ctrl+C to stop)`);
    }
    await expect(preview([await builtSite(MARKER), '--base', 'shop'])).rejects.toThrow(
      '--base shop is not a folder path: write it with a slash at each end, such as / or /shop/.',
    );
  });

  it('a busy port: says so in one sentence and serves on the next one', async () => {
    const busy = await occupy(1);
    const lines: string[] = [];
    const server = await preview([await builtSite(MARKER), '--port', String(busy.first)], (line) => lines.push(line));
    await server.close();
    await busy.release();
    expect(server.url).toBe(`http://127.0.0.1:${busy.first + 1}`);
    expect(lines[0]).toBe(`Port ${busy.first} is in use (another preview may be running); using ${busy.first + 1} instead.`);
  });

  it('every port tried is busy: a sentence that says what to do, exit 1, no stack trace', async () => {
    const busy = await occupy(10);
    const dir = await builtSite(MARKER);
    const result = await runScript('scripts/preview.ts', [dir, '--port', String(busy.first)]);
    await busy.release();
    expect(result.code).toBe(1);
    expect(result.err.trim()).toBe(
      `Ports ${busy.first} to ${busy.first + 9} are all in use (another preview may be running). Stop what runs there (Ctrl+C in its terminal), or choose another port, such as --port ${busy.first + 10}.`,
    );
  });

  it('--port that is not a port number: a sentence, exit 1, no stack trace', async () => {
    const result = await runScript('scripts/preview.ts', ['--port', 'abc']);
    expect(result).toMatchObject({ code: 1, out: '' });
    expect(result.err.trim()).toBe('--port abc is not a port number: give a whole number from 1 to 65535, such as --port 4173.');
    for (const port of ['99999', '0', '-1', '4173.5', '']) {
      await expect(preview(['--port', port]), port).rejects.toThrow(/is not a port number|needs a value/);
    }
  });

  it('a folder that is not there: says to build first', async () => {
    await expect(preview([path.join(await tempDir(), 'dist')])).rejects.toThrow(/dist\/ was not found\. Build the site first with npm run build/);
  });
});

describe('opening a port', () => {
  /** A server that refuses every port as an unprivileged user's system refuses port 80. */
  function refusing(code: string): Listenable {
    const handlers = new Map<string, (error?: NodeJS.ErrnoException) => void>();
    return {
      listen: () => queueMicrotask(() => handlers.get('error')?.(Object.assign(new Error(`listen ${code}`), { code }))),
      once: (event: string, handler: (error?: NodeJS.ErrnoException) => void) => handlers.set(event, handler),
      off: (event: string) => handlers.delete(event),
      address: () => null,
    } as unknown as Listenable;
  }

  it('a port this user may not open: a sentence naming the port and another to use, without trying others', async () => {
    const attempt = listen(refusing('EACCES'), { port: 80, busy: 'another preview may be running', example: 4173, log: () => {} });
    await expect(attempt).rejects.toThrow(PortError);
    await expect(attempt).rejects.toThrow(
      'Port 80 on 127.0.0.1 may not be opened by this user: ports below 1024 need administrator rights. Choose another port, such as --port 4173.',
    );
  });

  it('a port below 1024 for real, as a user without administrator rights: a sentence, exit 1', async () => {
    const site = await tempDir('shop-port80-');
    await writeFile(path.join(site, 'index.html'), 'hi');
    const run = await runUnprivileged(path.join(ROOT, 'scripts', 'preview.ts'), [site, '--port', '80']);
    expect(run.code, run.err).toBe(1);
    expect(run.err).toBe(
      'Port 80 on 127.0.0.1 may not be opened by this user: ports below 1024 need administrator rights. Choose another port, such as --port 4173.',
    );
  });

  it('any other failure to listen is a sentence too', async () => {
    await expect(listen(refusing('EADDRNOTAVAIL'), { port: 4173, busy: '', example: 4173, log: () => {} })).rejects.toThrow(
      'Could not open port 4173 on 127.0.0.1 (EADDRNOTAVAIL). Choose another port, such as --port 4173, or check that 127.0.0.1 is available on this machine.',
    );
  });
});

async function freePort(): Promise<number> {
  const server = await hold(0);
  const { port } = server!.address() as { port: number };
  await new Promise((resolve) => server!.close(resolve));
  return port;
}

describe('npm run dev', () => {
  let folder: string;
  let config: string;
  let dev: Awaited<ReturnType<typeof startDev>>;
  const lines: string[] = [];
  let busy: { first: number; release(): Promise<void> };

  beforeAll(async () => {
    folder = await tempDir('shop-dev-');
    config = path.join(folder, 'shop.yaml');
    await copyFile(fixture('minimal.yaml'), config);
    await writeFile(path.join(folder, 'secret.txt'), 'TOP-SECRET-TOKEN next to the shop file');
    busy = await occupy(1);
    dev = await startDev({ config, port: busy.first, log: (line) => lines.push(line) });
  });

  afterAll(async () => {
    await dev?.close();
    await busy?.release();
  });

  it('a busy port: says so in one sentence and listens on the next one', () => {
    expect(dev.url).toBe(`http://127.0.0.1:${busy.first + 1}`);
    expect(lines.slice(0, 2)).toEqual([
      `Port ${busy.first} is in use (another live preview may be running); using ${busy.first + 1} instead.`,
      `Live preview of ${config}: ${dev.url}/  (save the file to see changes; Ctrl+C to stop)`,
    ]);
  });

  it("serves what the page needs: the page, its stylesheet and script, Vite's client and what it imports", async () => {
    const page = await (await fetch(`${dev.url}/`)).text();
    const assets = [...page.matchAll(/(?:href|src)="(\/[^"]+)"/g)].map((m) => m[1]).filter((url) => !url.startsWith('/__shop/hero'));
    expect(assets).toEqual(expect.arrayContaining(['/styles.css', '/client/main.ts', '/@vite/client', '/__shop/favicon.svg']));
    const client = await (await fetch(`${dev.url}/@vite/client`)).text();
    const imported = [...client.matchAll(/^import ["']([^"']+)["']/gm)].map((m) => m[1]);
    expect(imported.length).toBeGreaterThan(0);
    for (const url of [...assets, ...imported, '/lib/clock.ts']) {
      expect((await fetch(`${dev.url}${url}`)).status, url).toBe(200);
    }
  });

  it('serves no other file: not the shop folder, the project, its sources or the system, by any path', async () => {
    // A page first: rendering it loads the generator's modules, which Vite then counts as safe to serve.
    expect((await fetch(`${dev.url}/`)).status).toBe(200);
    const secret = path.join(folder, 'secret.txt');
    const files: Record<string, string> = {
      [secret]: '/secret.txt',
      [config]: '/shop.yaml',
      [path.join(ROOT, 'package.json')]: '/package.json',
      [path.join(ROOT, 'generator', 'cli.ts')]: '/generator/cli.ts',
      [path.join(ROOT, 'generator', 'build.ts')]: '/generator/build.ts',
      [path.join(ROOT, 'templates', 'Page.tsx')]: '/Page.tsx',
      '/etc/passwd': '/etc/passwd',
    };
    for (const [file, relative] of Object.entries(files)) {
      const content = (await readFile(file, 'utf8')).slice(0, 40);
      const withoutExtension = file.replace(/\.[a-z]+$/, '');
      const probes = [
        relative,
        `/@fs${file}`,
        `/@fs${file}?import`,
        `/@fs${file}?raw`,
        `/@fs${file}?url`,
        file,
        `${file}?import`,
        withoutExtension,
        `/@id/${file}`,
        `/client/..%2F..%2F..${file}`,
        `/@fs${path.join(ROOT, 'node_modules/vite/dist/client')}/../../../../..${file}`,
      ];
      for (const probe of probes) {
        const response = await fetch(`${dev.url}${probe}`);
        const body = await response.text();
        expect(response.status, probe).toBeGreaterThanOrEqual(400);
        expect(body, probe).not.toContain(content);
      }
    }
    for (const probe of ['/.git/config', `/@fs${path.join(ROOT, '.git/config')}`, '/node_modules/vite/package.json']) {
      const response = await fetch(`${dev.url}${probe}`);
      expect(response.status, probe).toBeGreaterThanOrEqual(400);
      expect(await response.text(), probe).not.toMatch(/\[core\]|"name": "vite"/);
    }
  });

  it("hands Vite no file through a link: Vite would serve a link's target wherever it leads", async () => {
    const folder = await tempDir();
    const [place, outside] = [path.join(folder, 'client'), path.join(folder, 'outside')];
    await mkdir(path.join(place, 'lib'), { recursive: true });
    await mkdir(outside);
    await writeFile(path.join(place, 'main.ts'), 'export {};');
    await writeFile(path.join(place, 'lib', 'clock.ts'), 'export {};');
    await writeFile(path.join(outside, 'secret.ts'), 'export {};');
    await symlink(path.join(outside, 'secret.ts'), path.join(place, 'link.ts'));
    await symlink(outside, path.join(place, 'out'));
    await symlink(path.join(place, 'main.ts'), path.join(place, 'same.ts'));
    await symlink(place, path.join(folder, 'linked-client'));
    execFileSync('mkfifo', [path.join(place, 'pipe.ts')]);
    const answers = Object.fromEntries(
      ['main.ts', 'lib/clock.ts', 'link.ts', 'out/secret.ts', 'same.ts', 'pipe.ts', 'lib', 'none.ts'].map((file) => [
        file,
        servable(path.join(place, file), [place]),
      ]),
    );
    expect(answers).toEqual({
      'main.ts': true,
      'lib/clock.ts': true,
      'link.ts': false,
      'out/secret.ts': false,
      'same.ts': false,
      'pipe.ts': false,
      lib: false,
      'none.ts': false,
    });
    // A listed place that is itself a link is refused too.
    expect(servable(path.join(folder, 'linked-client', 'main.ts'), [path.join(folder, 'linked-client')])).toBe(false);
  });

  it('a missing picture gives the same located message as npm run build, word for word', async () => {
    const other = await tempDir('shop-dev-missing-');
    const shopFile = path.join(other, 'shop.yaml');
    const minimal = await readFile(fixture('minimal.yaml'), 'utf8');
    await writeFile(shopFile, minimal.replace(/^ {2}heroImage: .*$/m, '  heroImage: { src: images/not-there.webp, width: 1200, height: 800, alt: A bench }'));
    const built = await runCli(['build', '--config', shopFile, '--out', path.join(other, 'dist')]);
    expect(built.code).toBe(1);
    const problem = built.err.split('\n\nNothing was written')[0];
    expect(problem).toContain('business.heroImage.src  names the file images/not-there.webp, which was not found next to the shop file');
    const server = await startDev({ config: shopFile, port: busy.first + 30, log: () => {} });
    try {
      const page = await (await fetch(`${server.url}/`)).text();
      const shown = /<pre id="shop-error"[^>]*>([\s\S]*?)<\/pre>/.exec(page)?.[1] ?? '';
      const text = shown
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
      expect(text).toBe(problem);
    } finally {
      await server.close();
    }
  });

  it("serves the hero picture only from inside the shop's folder: a link that leads out shows the build's located message", async () => {
    const other = await tempDir('shop-dev-hero-');
    await mkdir(path.join(other, 'shop', 'images'), { recursive: true });
    await writeFile(path.join(other, 'secret.webp'), 'TOP-SECRET-PICTURE outside the shop folder');
    await symlink(path.join(other, 'secret.webp'), path.join(other, 'shop', 'images', 'hero.webp'));
    const shopFile = path.join(other, 'shop', 'shop.yaml');
    const minimal = await readFile(fixture('minimal.yaml'), 'utf8');
    await writeFile(shopFile, minimal.replace(/^ {2}heroImage: .*$/m, '  heroImage: { src: images/hero.webp, width: 1200, height: 800, alt: A bench }'));
    const server = await startDev({ config: shopFile, port: busy.first + 20, log: () => {} });
    try {
      for (const url of ['/', '/__shop/hero']) {
        const response = await fetch(`${server.url}${url}`);
        const body = await response.text();
        expect(response.status, url).toBe(500);
        expect(body, url).not.toContain('TOP-SECRET');
        expect(body, url).toContain('business.heroImage.src  names images/hero.webp, which is a link to a file outside the folder of the shop file');
      }
    } finally {
      await server.close();
    }
  });

  it('every port tried is busy: the same kind of sentence, and the server is not left half started', async () => {
    const taken = await occupy(3);
    const attempt = startDev({ config, port: taken.first, tries: 3, log: () => {} });
    await expect(attempt).rejects.toThrow(PortError);
    await expect(attempt).rejects.toThrow(
      `Ports ${taken.first} to ${taken.first + 2} are all in use (another live preview may be running). Stop what runs there (Ctrl+C in its terminal), or choose another port, such as --port ${taken.first + 3}.`,
    );
    await taken.release();
  });

  it('--port that is not a port number: a sentence, exit 1, no stack trace', async () => {
    const result = await runScript('generator/dev/server.ts', ['--port', '99999']);
    expect(result).toMatchObject({ code: 1, out: '' });
    expect(result.err.trim()).toBe('--port 99999 is not a port number: give a whole number from 1 to 65535, such as --port 5173.');
  });
});
