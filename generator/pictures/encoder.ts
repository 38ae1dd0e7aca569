// The encoder's process (encoder-process.ts) seen from the build: started when first needed, keeping the build alive only while a job is out.
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ROOT } from '../root.ts';
import { asBuffer, type CardText, type EncodeAnswer, type EncodeJob, type EncodeRequest } from './encoder-messages.ts';
import { UnusablePicture, type Encoded, type Measured } from './plan.ts';
import type { Place } from './places.ts';

// Beside this module in the sources (run through tsx); at the compiled copy's top level, with every chunk (scripts/compile.ts).
const ENCODER = import.meta.url.endsWith('.ts') ? new URL('./encoder-process.ts', import.meta.url) : new URL('./picture-encoder.mjs', import.meta.url);

type Answered = Exclude<EncodeAnswer, { failed: unknown }>;

interface Encoder {
  child: ChildProcess;
  waiting: Map<number, { resolve: (answer: Answered) => void; reject: (error: Error) => void }>;
  next: number;
  /** The cards' photos this process has been sent, by id: each goes once, however many cards it is under. */
  photos: Set<string>;
}

let encoder: Encoder | undefined;

/** Ends the encoder's process, if one runs, and waits: reaped by the build, its time and memory count as the build's (GNU time, the benchmark). */
export async function stopEncoder(): Promise<void> {
  const child = encoder?.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // Waited for: the process keeps the build alive until it has ended.
  child.ref();
  child.disconnect();
  await exited;
}

/**
 * Starts the encoder's process before any job when a build surely needs it (nothing is in the picture cache): Node's
 * start and loading sharp then overlap reading shop.yaml. It keeps the build alive only once a job is sent.
 */
export function startEncoderEarly(): void {
  encoder ??= startEncoder();
  if (encoder.waiting.size === 0) held(encoder.child, false);
}

/** For the build's statistics: the most memory the encoder's process held (bytes), and the CPU time (user and system, ms) it had used by its last answer; 0 when nothing was encoded. */
export const encoderUsage = { maxRss: 0, cpuMs: 0 };

/** The picture's header, read in the encoder's process (encode-with-sharp.ts's measure()). */
export function measureApart(contents: Buffer): Promise<Measured> {
  return answerOf({ job: 'measure', contents }, 'measured');
}

/** The picture encoded in the encoder's process (encode-with-sharp.ts's encodeAll()). */
export async function encodeApart(contents: Buffer, place: Place, key: string): Promise<Encoded> {
  const encoded = await answerOf({ job: 'picture', contents, place, key }, 'encoded');
  return { ...encoded, variants: encoded.variants.map((v) => ({ ...v, contents: asBuffer(v.contents) })) };
}

/** The card drawn in the encoder's process (cards.tsx's draw()), as a JPEG. */
export async function drawApart(text: CardText, photo: Uint8Array | undefined, photoId?: string): Promise<Buffer> {
  // A photo known by its id is sent once, with its first card (a hero may be large, and each page has a card); the process keeps it.
  const running = (encoder ??= startEncoder());
  const known = photoId !== undefined && running.photos.has(photoId);
  if (photoId !== undefined && photo) running.photos.add(photoId);
  return asBuffer(await answerOf({ job: 'card', text, photo: known ? undefined : photo, photoId }, 'card'));
}

/**
 * Runs a job in the encoder's process, started now if it is not running (command.ts stops it after any build), and
 * returns the `part` of its answer; an answer of another kind is the encoder's fault.
 */
async function answerOf<K extends 'measured' | 'encoded' | 'card'>(job: EncodeJob, part: K): Promise<Extract<Answered, Record<K, unknown>>[K]> {
  const running = (encoder ??= startEncoder());
  const id = running.next++;
  if (running.waiting.size === 0) held(running.child, true);
  const answer = await new Promise<Answered>((resolve, reject) => {
    running.waiting.set(id, { resolve, reject });
    running.child.send({ ...job, id } satisfies EncodeRequest);
  });
  if (!(part in answer)) throw new Error(`The picture encoder answered a ${job.job} with something else.`);
  return (answer as Extract<Answered, Record<K, unknown>>)[part];
}

/** Whether the process (and its channel) keeps the build running: only while a job is on its way. */
function held(child: ChildProcess, yes: boolean): void {
  const how = yes ? 'ref' : 'unref';
  child[how]();
  child.channel?.[how]();
}

/** The encoder's niceness, nice(1)'s 0 to 19; the build runs at 0. */
const ENCODER_NICENESS = 10;

function startEncoder(): Encoder {
  // Loaded only now: a build whose pictures all come from the cache starts no process.
  const { fork } = process.getBuiltinModule('node:child_process');
  const child = fork(fileURLToPath(ENCODER), [], {
    cwd: ROOT,
    execArgv: ENCODER.pathname.endsWith('.ts') ? ['--import', 'tsx'] : [],
    env: { ...process.env, MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' },
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // Below the build's priority: the build's one thread, rendering pages meanwhile, should not wait for a core.
  try {
    if (child.pid !== undefined) process.getBuiltinModule('node:os').setPriority(child.pid, ENCODER_NICENESS);
  } catch {
    // Not allowed here (a container without the right): it runs at the build's priority.
  }
  const running: Encoder = { child, waiting: new Map(), next: 0, photos: new Set() };
  const stopped = (why: string) => {
    if (encoder === running) encoder = undefined;
    for (const { reject } of running.waiting.values()) reject(new Error(`The picture encoder's process stopped (${why}) before it answered.`));
    running.waiting.clear();
  };
  child.on('message', (answer: EncodeAnswer) => {
    const asked = running.waiting.get(answer.id);
    running.waiting.delete(answer.id);
    encoderUsage.maxRss = Math.max(encoderUsage.maxRss, answer.maxRss ?? 0);
    encoderUsage.cpuMs = Math.max(encoderUsage.cpuMs, answer.cpuMs ?? 0);
    if (running.waiting.size === 0) held(running.child, false);
    if (!asked) return;
    if (!('failed' in answer)) return asked.resolve(answer);
    const { kind, message, size } = answer.failed;
    asked.reject(kind ? new UnusablePicture(kind, message, size) : new Error(message));
  });
  child.on('error', (error) => stopped(error.message));
  child.on('exit', (code, signal) => stopped(signal ?? `exit code ${code}`));
  return running;
}
