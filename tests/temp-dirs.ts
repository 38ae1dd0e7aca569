// Temporary folders for tests, removed when the test file that made them ends (tests/unit/setup.ts).
// A run of the suite made about 300, built sites among them, and left them all: 7 GB in /tmp after
// a few days of runs. Apart from helpers.ts, which loads the generator: the setup file imports this
// before a test file has set its environment or its mocks.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Kept on globalThis: a test file that resets its modules still hands its folders to the same list.
const made: string[] = ((globalThis as { shopTempDirs?: string[] }).shopTempDirs ??= []);

export async function tempDir(prefix = 'shop-test-'): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Removes the folders tempDir made; one that cannot be removed is left. */
export async function removeTempDirs(): Promise<void> {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined)));
}
