// The atomic swap (two renames: a visitor or the next build sees the whole old site or the whole new one) and what a killed one leaves.
import { existsSync } from 'node:fs';
import { readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

// Temporary folders and the lock are named after the output: ".dist.tmp-1234", ".dist.lock".
export function siblingName(out: string, kind: 'tmp' | 'old' | 'lock'): string {
  const name = `.${path.basename(out)}.${kind}`;
  return path.join(path.dirname(out), kind === 'lock' ? name : `${name}-${process.pid}`);
}

/**
 * Cleans what a killed build left, holding the lock: any temporary folder there is a gone build's, whatever became
 * of its process id. If a build died between the swap's two renames, puts the old site back.
 */
export async function recoverLeftovers(out: string): Promise<void> {
  const prefix = `.${path.basename(out)}.`;
  for (const entry of await readdir(path.dirname(out))) {
    const kind = entry.startsWith(prefix) ? /^(tmp|old)-\d+$|^lock\.(?:stale|new)-/.exec(entry.slice(prefix.length)) : null;
    if (!kind) continue;
    const leftover = path.join(path.dirname(out), entry);
    if (kind[1] === 'old' && !existsSync(out)) await rename(leftover, out);
    else await rm(leftover, { recursive: true, force: true });
  }
}

export async function swapIn(temp: string, out: string): Promise<void> {
  if (!existsSync(out)) return rename(temp, out);
  const old = siblingName(out, 'old');
  await rename(out, old);
  try {
    await rename(temp, out);
  } catch (error) {
    await rename(old, out); // put the old site back before reporting
    throw error;
  }
  await rm(old, { recursive: true, force: true });
}
