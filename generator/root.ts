// The project's folder, the one with package.json, found by walking up from this module: the same from
// the sources or from the compiled CLI (generator/.compiled/), where every module shares the bundle's address.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function projectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const ROOT = projectRoot(path.dirname(fileURLToPath(import.meta.url)));
