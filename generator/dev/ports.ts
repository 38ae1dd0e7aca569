// Opening a port for `npm run preview` and `npm run dev`. A busy port is the common case (a preview left running in another terminal): both servers say so and
// move on to the next port, as Vite does. Every other failure is a PortError (exit 1, no stack trace).
import type { Server } from 'node:net';
import { PortError } from '../errors.ts';
import { portFailed, portForbidden, portNotANumber, portsAllBusy, portsBusyMovedOn } from '../messages/index.ts';

/** How many ports are tried, from the requested one up, before giving up. */
export const PORT_TRIES = 10;

/** What listen() needs of a server: node:http's and node:net's servers both fit. */
export type Listenable = Pick<Server, 'listen' | 'once' | 'off' | 'address'>;

export interface ListenOptions {
  port: number;
  /** Ports tried from `port` up; 1 means this port or nothing. */
  tries?: number;
  /** Who may hold a busy port, for the sentence: "another preview may be running". */
  busy: string;
  /** The port to suggest in messages, such as the server's default. */
  example: number;
  log: (line: string) => void;
}

/** The value of --port as a number, or a sentence saying what to write instead. */
export function parsePort(value: string, example: number): number {
  const port = /^\d{1,5}$/.test(value) ? Number(value) : NaN;
  if (!(port >= 1 && port <= 65535)) throw new PortError(portNotANumber(value, example));
  return port;
}

/** Listens on the first free port from options.port up and returns the port it got. */
export async function listen(server: Listenable, options: ListenOptions): Promise<number> {
  const host = '127.0.0.1';
  const last = Math.min(options.port + Math.max(1, options.tries ?? PORT_TRIES) - 1, 65535);
  for (let port = options.port; port <= last; port++) {
    const error = await bind(server, port, host);
    if (!error) {
      const address = server.address();
      const got = typeof address === 'object' && address ? address.port : port;
      if (port > options.port) options.log(portsBusyMovedOn(options.port, port - 1, options.busy, got));
      return got;
    }
    if (error.code === 'EACCES') throw new PortError(portForbidden(port, host, options.example));
    if (error.code !== 'EADDRINUSE') throw new PortError(portFailed(port, host, error.code ?? error.message, options.example));
  }
  throw new PortError(portsAllBusy(options.port, last, options.busy, last < 65535 ? last + 1 : options.example));
}

/** One attempt: resolves with the error instead of throwing, so the caller can try the next port. */
function bind(server: Listenable, port: number, host: string): Promise<NodeJS.ErrnoException | undefined> {
  return new Promise((resolve) => {
    // 'listening' comes without an argument, 'error' with the error; whichever comes first, the other is no longer awaited.
    const done = (error?: NodeJS.ErrnoException) => {
      server.off('error', done);
      server.off('listening', done);
      resolve(error);
    };
    server.once('error', done);
    server.once('listening', done);
    server.listen(port, host);
  });
}
