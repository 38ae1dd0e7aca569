// The versions of sharp and libvips in the picture and card caches' keys, read from the installed packages without loading sharp (its native
// library, libc detection), a large part of a build whose pictures all come from the cache: like sharp, from the versions.json of its prebuilt
// binary's package, else of the prebuilt libvips'. Built from source, it may use the system's libvips: then, or when unsure, sharp is asked.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../root.ts';

type LibraryVersions = Pick<typeof import('sharp').versions, 'sharp' | 'vips'>;

let known: LibraryVersions | undefined;

/** sharp's and libvips' versions, as `sharp.versions` has them. */
export function libraryVersions(): LibraryVersions {
  return (known ??= fromPackages(path.join(ROOT, 'package.json')) ?? fromSharp());
}

function fromSharp(): LibraryVersions {
  const { versions } = createRequire(path.join(ROOT, 'package.json'))('sharp') as typeof import('sharp');
  return { sharp: versions.sharp, vips: versions.vips };
}

/** The versions read from the installed packages, or undefined when only loading sharp can tell (`from`: the requiring package's package.json). */
export function fromPackages(from: string): LibraryVersions | undefined {
  try {
    const root = path.dirname(path.dirname(createRequire(from).resolve('sharp')));
    const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version?: unknown };
    // A binary built here (sharp tries it first), or the WebAssembly build: ask sharp.
    if (typeof version !== 'string' || existsSync(path.join(root, 'src', 'build')) || existsSync(path.join(root, '..', '@img', 'sharp-wasm32')))
      return undefined;
    const fromSharpsFolder = createRequire(path.join(root, 'package.json'));
    const resolves = (request: string) => {
      try {
        return fromSharpsFolder.resolve(request);
      } catch {
        return undefined;
      }
    };
    // Linux has a binary for glibc and one for musl; which one runs takes detecting the libc (what this avoids): exactly one must be installed.
    const platforms = process.platform === 'linux' ? [`linux-${process.arch}`, `linuxmusl-${process.arch}`] : [`${process.platform}-${process.arch}`];
    const installed = platforms.filter((platform) => resolves(`@img/sharp-${platform}/sharp.node`) !== undefined);
    if (installed.length !== 1) return undefined;
    const file = resolves(`@img/sharp-${installed[0]}/versions`) ?? resolves(`@img/sharp-libvips-${installed[0]}/versions`);
    if (file === undefined) return undefined;
    const { vips } = JSON.parse(readFileSync(file, 'utf8')) as { vips?: unknown };
    return typeof vips === 'string' ? { sharp: version, vips } : undefined;
  } catch {
    return undefined;
  }
}
