// The picture and card caches are keyed by sharp's and libvips' versions, told without loading sharp
// (generator/pictures/versions.ts): they must be what sharp itself reports, and when the installed
// packages cannot tell (a binary built from source on the system's libvips, two prebuilt binaries to
// choose from, a file missing), sharp is asked instead.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPackages, libraryVersions } from '../../generator/pictures/versions.ts';
import { ROOT, tempDir } from '../helpers.ts';

const json = (value: unknown) => JSON.stringify(value);

describe("sharp's and libvips' versions", () => {
  it('are the ones sharp reports, read from the installed packages where they tell', () => {
    const reported = { sharp: sharp.versions.sharp, vips: sharp.versions.vips };
    // npm ci installs one prebuilt binary: then the packages tell; elsewhere sharp is asked.
    const read = fromPackages(path.join(ROOT, 'package.json'));
    if (read !== undefined) expect(read).toEqual(reported);
    expect(libraryVersions()).toEqual(reported);
  });

  describe('in an installed tree', () => {
    const platform = process.platform === 'linux' ? `linux-${process.arch}` : `${process.platform}-${process.arch}`;
    const musl = `linuxmusl-${process.arch}`;
    let root: string;
    beforeAll(async () => {
      root = await tempDir('sharp-versions-');
    });
    afterAll(() => rm(root, { recursive: true, force: true }));

    /**
     * A project with sharp installed as its prebuilt packages lay it out, changed by `options`; the
     * package.json of the project it makes. Each tree is new: Node keeps what it read of a package.json.
     */
    let trees = 0;
    async function installed(
      options: { binaries?: string[]; ownVersions?: string; libvipsVersions?: boolean; builtHere?: boolean; wasm?: boolean } = {},
    ): Promise<string> {
      const dir = path.join(root, `tree-${(trees += 1)}`);
      const put = async (relative: string, text: string) => {
        await mkdir(path.dirname(path.join(dir, relative)), { recursive: true });
        await writeFile(path.join(dir, relative), text);
      };
      await put('package.json', json({ name: 'shop', private: true }));
      await put('node_modules/sharp/package.json', json({ name: 'sharp', version: '9.1.0', exports: { '.': { require: { default: './dist/index.cjs' } } } }));
      await put('node_modules/sharp/dist/index.cjs', 'throw new Error("sharp was loaded")');
      if (options.builtHere) await put('node_modules/sharp/src/build/Release/placeholder', '');
      if (options.wasm) await put('node_modules/@img/sharp-wasm32/package.json', json({ name: '@img/sharp-wasm32' }));
      for (const name of options.binaries ?? [platform]) {
        // Exports as the real ones have them: sharp.node, and versions only where the package has its own.
        const exports = { './sharp.node': './index.cjs', './package': './package.json', ...(options.ownVersions ? { './versions': './versions.json' } : {}) };
        await put(`node_modules/@img/sharp-${name}/package.json`, json({ name: `@img/sharp-${name}`, version: '9.1.0', exports }));
        await put(`node_modules/@img/sharp-${name}/index.cjs`, '');
        if (options.ownVersions) await put(`node_modules/@img/sharp-${name}/versions.json`, json({ vips: options.ownVersions }));
        await put(
          `node_modules/@img/sharp-libvips-${name}/package.json`,
          json({ name: `@img/sharp-libvips-${name}`, version: '2.0.0', exports: { './versions': './versions.json', './package': './package.json' } }),
        );
        if (options.libvipsVersions !== false) await put(`node_modules/@img/sharp-libvips-${name}/versions.json`, json({ aom: '1.0.0', vips: '9.9.9' }));
      }
      return path.join(dir, 'package.json');
    }

    it("are sharp's package version and the prebuilt libvips' version", async () => {
      expect(fromPackages(await installed())).toEqual({ sharp: '9.1.0', vips: '9.9.9' });
    });

    it("are the binary package's own versions when it has them, as sharp reads those first", async () => {
      expect(fromPackages(await installed({ ownVersions: '9.9.8' }))).toEqual({ sharp: '9.1.0', vips: '9.9.8' });
    });

    it('are left to sharp when it was built here (it may use the system libvips), the WebAssembly build is there, or it is not clear which binary runs', async () => {
      expect(fromPackages(await installed({ builtHere: true }))).toBeUndefined();
      expect(fromPackages(await installed({ wasm: true }))).toBeUndefined();
      expect(fromPackages(await installed({ libvipsVersions: false }))).toBeUndefined();
      expect(fromPackages(await installed({ binaries: [] }))).toBeUndefined();
      if (process.platform === 'linux') expect(fromPackages(await installed({ binaries: [platform, musl] }))).toBeUndefined();
    });
  });
});
