// Runs a Node script as a user without special rights, for tests of what the machine refuses (a
// folder one may not write, a port below 1024). Root ignores file modes, and the tests run as root
// here and in CI: there, setpriv (util-linux, on every Debian) drops every capability. The process
// keeps uid 0, so it still reads the project wherever it was cloned, but file modes and ports bind
// it as they bind any user.
import { spawn } from 'node:child_process';
import { ROOT } from './helpers.ts';

const AS_ROOT = process.getuid?.() === 0;

export interface Ran {
  code: number;
  out: string;
  err: string;
}

/** `node --import tsx SCRIPT ...args` without root's powers, from the project folder. */
export function runUnprivileged(script: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<Ran> {
  const node = [process.execPath, '--import', 'tsx', script, ...args];
  const [command, ...rest] = AS_ROOT ? ['setpriv', '--inh-caps=-all', '--ambient-caps=-all', '--bounding-set=-all', '--', ...node] : node;
  const child = spawn(command, rest, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolve({ code: status ?? -1, out: out.trimEnd(), err: err.trimEnd() }));
  });
}
