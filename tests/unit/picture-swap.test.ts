// A picture swapped for a link to a file outside the shop while the build reads it (issue 35): the
// check of the path and the read of the file were two steps, and what was read could be another
// file than what was checked. Another process swaps the picture for a link and back, again and
// again, while the pipeline reads it many times; the outside picture must never come back.
//
// The picture cache is a temporary folder of this file's own, set before the pipeline is imported.
import { spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../temp-dirs.ts';

process.env.SHOP_PICTURE_CACHE = path.join(await tempDir('picture-swap-cache-'), 'pictures');

const { makePictures } = await import('../../generator/pictures/index.ts');
const { stopEncoder } = await import('../../generator/pictures/encoder.ts');
const { load } = await import('../../generator/shop/load.ts');
const { validate } = await import('../../generator/shop/validate.ts');
const { fixture } = await import('../helpers.ts');
const { pictureChanged, pictureLinkOutside } = await import('../../generator/messages/index.ts');

afterAll(stopEncoder);

/** Swaps `target` for a copy of `inside`, then for a link to `outside`, each by one rename, until killed (or 20 s). */
const SWAPPER = `
const { copyFileSync, renameSync, symlinkSync } = require('node:fs');
const [inside, outside, target] = process.argv.slice(-3);
const end = Date.now() + 20000;
while (Date.now() < end) {
  copyFileSync(inside, target + '.file');
  renameSync(target + '.file', target);
  symlinkSync(outside, target + '.link');
  renameSync(target + '.link', target);
}`;

const square = (colour: string) =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe('a picture swapped for a link while the build reads it', () => {
  it('is never read through the link: the outside picture never comes back', async () => {
    const root = await tempDir('picture-swap-');
    const dir = path.join(root, 'shop');
    await mkdir(path.join(dir, 'images'), { recursive: true });
    const [inside, outside] = await Promise.all([square('#00f'), square('#f00')]);
    await writeFile(path.join(root, 'inside.png'), inside);
    await writeFile(path.join(root, 'outside.png'), outside);
    await writeFile(path.join(dir, 'images', 'swap.png'), inside);
    const config = path.join(dir, 'shop.yaml');
    const minimal = await readFile(fixture('minimal.yaml'), 'utf8');
    await writeFile(config, minimal.replace(/^ {2}heroImage: .*$/m, '  heroImage: { src: images/swap.png, alt: A blue square }'));
    const { shop } = validate(await load(config));

    const swapper = spawn(
      process.execPath,
      ['-e', SWAPPER, path.join(root, 'inside.png'), path.join(root, 'outside.png'), path.join(dir, 'images', 'swap.png')],
      { stdio: 'ignore' },
    );
    const read = { inside: 0, outside: 0, refused: 0 };
    const refusals = new Set<string>();
    try {
      // At least 3 s of reads, and on until both kinds of read were seen: on a busy machine the
      // swapper may start late. Never past the swapper's own 20 s.
      const start = Date.now();
      const raced = () => Date.now() - start > 3_000 && read.inside > 0 && read.refused > 0;
      while (Date.now() - start < 18_000 && read.outside === 0 && !raced()) {
        await Promise.all(
          Array.from({ length: 20 }, async () => {
            const made = await makePictures(shop, dir, 'assets/');
            if (made.hero?.contents.equals(outside)) read.outside += 1;
            else if (made.hero?.contents.equals(inside)) read.inside += 1;
            else {
              read.refused += 1;
              for (const problem of made.problems) refusals.add(problem.message);
            }
          }),
        );
      }
    } finally {
      const ended = new Promise((resolve) => swapper.once('exit', resolve));
      swapper.kill();
      await ended;
    }
    console.log(`swapped picture: ${JSON.stringify(read)}`);
    expect(read.outside, 'reads of the outside picture').toBe(0);
    // The race was run: the picture was read, and refused while it was a link.
    expect(read.inside).toBeGreaterThan(0);
    expect(read.refused).toBeGreaterThan(0);
    // Refused as a link, or as replaced while it was read; never for a reason that is not so.
    expect([...refusals].filter((message) => message !== pictureLinkOutside('images/swap.png') && message !== pictureChanged('images/swap.png'))).toEqual([]);
  }, 30_000);
});
