// Pictures are encoded in a process of their own (generator/pictures/encoder-process.ts), so libvips'
// memory is never the build's: the same bytes as encoding in the build's process, and no process
// left behind when the build ends or is killed.
import { execFile, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { getPriority } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { draw } from '../../generator/pictures/cards.tsx';
import { cacheKey } from '../../generator/pictures/disk-cache.ts';
import { planned } from '../../generator/pictures/encode.ts';
import { encodeAll } from '../../generator/pictures/encode-with-sharp.ts';
import { drawApart, encoderUsage } from '../../generator/pictures/encoder.ts';
import { PLACES } from '../../generator/pictures/places.ts';
import { planOf } from '../../generator/pictures/plan.ts';
import { FIXTURES, FULL, ROOT, tempDir } from '../helpers.ts';

const encode = async (...args: Parameters<typeof planned>) => (await planned(...args)).encoded;

const run = promisify(execFile);

/** The processes (pid, command line) whose environment holds `mark`. */
function processesMarked(mark: string): { pid: number; command: string }[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        if (!readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(mark)) return [];
        return [{ pid: Number(pid), command: readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ') }];
      } catch {
        return []; // gone, or not ours to read
      }
    });
}

async function until<T>(what: () => T | undefined, ms: number): Promise<T | undefined> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 50))) {
    const found = what();
    if (found !== undefined) return found;
  }
  return undefined;
}

describe('the picture encoder', () => {
  it("encodes in its own process, to the same bytes as the build's own process does", async () => {
    const contents = await readFile(path.join(FIXTURES, 'images', 'shop front.jpg'));
    const place = PLACES.photo;
    const apart = await encode(contents, place, await tempDir('encoder-test-'));
    expect(encoderUsage.maxRss).toBeGreaterThan(0);
    // As the build encoded before: one libvips thread per operation, sharp's choice with glibc.
    sharp.concurrency(1);
    const here = await encodeAll(contents, place, cacheKey(contents, place));
    expect(apart.source).toEqual(here.source);
    expect(
      apart.variants.map(({ contents: bytes, ...v }) => ({
        ...v,
        bytes: Buffer.compare(bytes, here.variants.find((h) => h.format === v.format && h.width === v.width)!.contents),
      })),
    ).toEqual(here.variants.map(({ contents: _, ...v }) => ({ ...v, bytes: 0 })));
    expect(apart.variants.every((v) => Buffer.isBuffer(v.contents))).toBe(true);
  });

  it('decodes each width once for both formats, to the same bytes as decoding the picture for each file', async () => {
    sharp.concurrency(1);
    const noise = { type: 'gaussian', mean: 128, sigma: 40 } as const;
    const photo = (channels: 3 | 4) => sharp({ create: { width: 1000, height: 700, channels, background: { r: 40, g: 90, b: 160, alpha: 0.6 }, noise } });
    const pictures: [string, Buffer][] = [
      ['a JPEG', await readFile(path.join(FIXTURES, 'images', 'shop front.jpg'))],
      ['a WebP', await readFile(path.join(FIXTURES, 'images', 'bench.webp'))],
      ['a JPEG stored turned', await photo(3).jpeg().withMetadata({ orientation: 6 }).toBuffer()],
      ['a grey JPEG', await photo(3).greyscale().jpeg().toBuffer()],
      ['a CMYK JPEG', await photo(3).toColourspace('cmyk').jpeg().toBuffer()],
      ['a 16-bit PNG', await photo(3).toColourspace('rgb16').png().toBuffer()],
      ['a PNG with transparency', await photo(4).png().toBuffer()],
      [
        'a drawing',
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="#0af"/><circle cx="150" cy="100" r="80" fill="#f30"/></svg>',
        ),
      ],
    ];
    // Each kind of picture in one place, the places taken in turn: every place meets several kinds.
    const places = [PLACES.hero, PLACES.photo, PLACES.avatar];
    for (const [index, [name, contents]] of pictures.entries()) {
      const place = places[index % places.length];
      const made = await encodeAll(contents, place, 'key');
      const meta = await sharp(contents).metadata();
      const { density } = planOf(meta, place);
      for (const v of made.variants) {
        const image = sharp(contents, { failOn: 'truncated', density }).autoOrient().resize(v.width, v.height, { fit: 'cover', position: 'attention' });
        const direct = await (v.format === 'avif'
          ? image.avif({ quality: place.quality.avif, effort: 1 })
          : image.webp({ quality: place.quality.webp, effort: 4 })
        ).toBuffer();
        expect(Buffer.compare(v.contents, direct), `${name}, ${v.format} ${v.width}`).toBe(0);
      }
    }
  }, 120_000);

  it('draws a link-preview card in its own process, to the same bytes', async () => {
    const photo = await readFile(path.join(FIXTURES, 'images', 'shop front.jpg'));
    const text = {
      title: 'Screen replacement in an hour',
      shopName: 'Fixture Repairs',
      rating: '4.8 on Google',
      details: '90-day warranty · Powai, Mumbai',
      colour: '#0b57d0',
    };
    sharp.concurrency(1);
    for (const under of [photo, undefined]) expect(Buffer.compare(await drawApart(text, under), await draw(text, under))).toBe(0);
    // Several cards over one photo known by its id, asked for at once: the photo goes with the first
    // request only, and each card is still drawn over it.
    const titles = ['Battery in an hour', 'Water damage', 'MacBook screens'];
    const id = `photo-${Date.now()}`;
    const apart = await Promise.all(titles.map((title) => drawApart({ ...text, title }, photo, id)));
    for (const [i, title] of titles.entries()) expect(Buffer.compare(apart[i], await draw({ ...text, title }, photo))).toBe(0);
  });

  it.runIf(process.platform === 'linux')(
    "is waited for when the build ends: its time counts as the build's (GNU time, the benchmark)",
    async () => {
      const scratch = await tempDir('encoder-reaped-');
      const stats = path.join(scratch, 'stats.json');
      const { NODE_ENV: _, ...env } = process.env;
      await run(process.execPath, ['generator/run.mjs', 'build', '--config', FULL, '--out', path.join(scratch, 'dist')], {
        cwd: ROOT,
        env: { ...env, SHOP_PICTURE_CACHE: path.join(scratch, 'pictures'), SHOP_BUILD_STATS: stats },
      });
      const { encoderCpuMs, childrenCpuMs } = JSON.parse(await readFile(stats, 'utf8')) as { encoderCpuMs: number; childrenCpuMs: number };
      // Encoding the shop's pictures takes seconds of CPU; the build has reaped the process that did it.
      expect(encoderCpuMs).toBeGreaterThan(500);
      // The kernel counts a reaped child's user and system time in whole clock ticks (10 ms each on
      // Linux), the encoder its own to the microsecond: up to two ticks fewer, never a build's worth.
      expect(childrenCpuMs).toBeGreaterThanOrEqual(encoderCpuMs - 20);
    },
    120_000,
  );

  it.runIf(process.platform === 'linux')(
    'is started early by a first build, and ends with a first build refused for a mistake in shop.yaml',
    async () => {
      const mark = `SHOP_ENCODER_TEST=${process.pid}-${Date.now()}-early`;
      const [name, value] = mark.split('=');
      const scratch = await tempDir('encoder-early-');
      const config = path.join(scratch, 'shop.yaml');
      await writeFile(config, (await readFile(path.join(FIXTURES, 'minimal.yaml'), 'utf8')).replace(/^ {2}phone: .*$/m, '  phone: "12"'));
      const { NODE_ENV: _, ...env } = process.env;
      const started = await new Promise<{ code: number | null; encoderSeen: boolean }>((resolve) => {
        const build = spawn(process.execPath, ['generator/run.mjs', 'build', '--config', config, '--out', path.join(scratch, 'dist')], {
          cwd: ROOT,
          stdio: 'ignore',
          env: { ...env, [name]: value, SHOP_PICTURE_CACHE: path.join(scratch, 'no cache yet') },
        });
        let encoderSeen = false;
        const look = setInterval(() => {
          encoderSeen ||= processesMarked(mark).some((p) => p.pid !== build.pid && /encoder/.test(p.command));
        }, 5);
        build.on('exit', (code) => {
          clearInterval(look);
          resolve({ code, encoderSeen });
        });
      });
      expect(started.code).toBe(1);
      expect(started.encoderSeen, 'the encoder started before shop.yaml was refused').toBe(true);
      const left = await until(() => (processesMarked(mark).length === 0 ? true : undefined), 10_000);
      expect(
        left,
        processesMarked(mark)
          .map((p) => p.command)
          .join('\n'),
      ).toBe(true);
    },
    90_000,
  );

  it.runIf(process.platform === 'linux')(
    "runs below the build's priority, and ends when the build is killed while it encodes",
    async () => {
      const mark = `SHOP_ENCODER_TEST=${process.pid}-${Date.now()}`;
      const [name, value] = mark.split('=');
      const scratch = await tempDir('encoder-kill-');
      const build = spawn(process.execPath, ['--import', 'tsx', 'generator/cli.ts', 'build', '--config', FULL, '--out', path.join(scratch, 'dist')], {
        cwd: ROOT,
        stdio: 'ignore',
        env: { ...process.env, [name]: value, SHOP_PICTURE_CACHE: path.join(scratch, 'pictures') },
      });
      const encoder = await until(() => processesMarked(mark).find((p) => p.pid !== build.pid && p.command.includes('encoder-process')), 60_000);
      expect(encoder, 'the encoder started').toBeDefined();
      // The build renders pages meanwhile: its one thread goes first, the encoder takes what is left.
      // The build lowers the encoder's priority just after starting it: waited for, not raced.
      const lowered = await until(() => (getPriority(encoder!.pid) - getPriority(build.pid!) === 10 ? true : undefined), 5_000);
      expect(lowered, 'the encoder runs ten below the build').toBe(true);
      build.kill('SIGKILL');
      const left = await until(() => (processesMarked(mark).length === 0 ? true : undefined), 10_000);
      expect(
        left,
        processesMarked(mark)
          .map((p) => p.command)
          .join('\n'),
      ).toBe(true);
    },
    90_000,
  );
});
