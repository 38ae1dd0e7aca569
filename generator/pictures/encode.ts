// One picture, made ready for one place on the page: decoded by sharp, turned upright by its EXIF
// orientation, and encoded as AVIF and WebP at the widths that place needs. Nothing of the file's
// metadata survives (phone photos carry GPS coordinates and the phone's make and model): sharp
// writes none unless asked, and nothing here asks. The result is cached by the picture's bytes and
// the settings, so an unchanged picture is never encoded twice.
import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PicturePlace } from '../site/index.ts';
import { ROOT } from '../root.ts';
import { PICTURE_CACHE } from './cache.ts';
import { libraryVersions } from './versions.ts';

export interface Place {
  /** The widths made, narrowest first; none wider than the picture itself. */
  widths: number[];
  /** The `sizes` attribute: how wide the place is at each screen width. */
  sizes: string;
  /** The narrowest picture that looks sharp in this place; a narrower one gets a warning. */
  sharpFrom: number;
  /** Cropped to a square (round customer photos). */
  square?: boolean;
  quality: { avif: number; webp: number };
}

/** The words of a link-preview card (cards.tsx draws it, in the encoder's process). */
export interface CardText {
  title: string;
  shopName: string;
  /** "4.9 on Google" */
  rating: string;
  /** "90-day warranty · Powai, Mumbai" */
  details: string;
  /** The shop's theme colour, #RRGGBB. */
  colour: string;
}

/**
 * The places pictures are shown, and how. Widths follow the CSS: a phone 390 px wide at 3 device
 * pixels per CSS pixel takes the first width of at least 1,170 for a full-width picture.
 */
export const PLACES: Record<PicturePlace, Place> = {
  // Full width, under a dark veil that hides fine detail: a lower quality costs nothing visible.
  hero: { widths: [640, 960, 1280, 1600, 1920], sizes: '100vw', sharpFrom: 1600, quality: { avif: 45, webp: 62 } },
  // A photo in a column: the full content width on a phone, half of the 1,120 px page on a desktop.
  photo: { widths: [400, 800, 1200], sizes: '(min-width: 900px) 540px, calc(100vw - 40px)', sharpFrom: 1080, quality: { avif: 50, webp: 70 } },
  // One of a before/after pair, side by side at every width.
  pair: { widths: [320, 640, 960], sizes: '(min-width: 900px) 340px, calc(50vw - 30px)', sharpFrom: 640, quality: { avif: 50, webp: 70 } },
  // In an article's text column (720 px at most).
  article: { widths: [480, 800, 1200, 1440], sizes: '(min-width: 800px) 720px, calc(100vw - 40px)', sharpFrom: 1200, quality: { avif: 50, webp: 70 } },
  avatar: { widths: [64, 128, 192], sizes: '48px', sharpFrom: 144, square: true, quality: { avif: 55, webp: 75 } },
};

/** Changing how pictures are encoded (not just the settings above) must bump this: it is part of the cache key. */
const PIPELINE = 'pictures-3';
const FORMATS = [
  { format: 'avif', type: 'image/avif' },
  { format: 'webp', type: 'image/webp' },
] as const;
export type Format = (typeof FORMATS)[number]['format'];

export interface Variant {
  format: Format;
  type: string;
  width: number;
  height: number;
  contents: Buffer;
}

export interface Encoded {
  /** Identifies the picture and its settings; part of every output file's name. */
  key: string;
  /** The picture's own size, upright. */
  source: { width: number; height: number };
  variants: Variant[];
}

/** A file that is not a picture sharp can use; `kind` picks the owner's message, which names `size` for one too large. */
export class UnusablePicture extends Error {
  constructor(
    readonly kind: 'heic' | 'notPicture' | 'damaged' | 'tooLarge',
    detail: string,
    readonly size?: { width: number; height: number },
  ) {
    super(detail);
  }
}

/** Larger than any camera's picture; a bigger one is refused before it is decoded. */
export const MAX_PIXELS = 200_000_000;

interface Manifest {
  source: Encoded['source'];
  variants: Omit<Variant, 'contents'>[];
}

export function cacheKey(contents: Uint8Array, place: Place): string {
  const versions = libraryVersions();
  return createHash('sha256')
    .update(`${PIPELINE}\0${versions.sharp}\0${versions.vips}\0${JSON.stringify(place)}\0`)
    .update(contents)
    .digest('base64url')
    .slice(0, 24);
}

/**
 * A picture's files as planned before they are encoded: their formats and sizes, which the pages
 * need, follow from the picture's own size (planOf). `encoded` brings their bytes: at once from the
 * cache, or once the encoder's process has made them, while the build goes on rendering pages.
 */
export interface Planned {
  key: string;
  source: Encoded['source'];
  variants: Omit<Variant, 'contents'>[];
  encoded: Promise<Encoded>;
}

/** The picture for `place`, from the cache when this picture was encoded this way before. */
export async function encode(contents: Buffer, place: Place, cache = PICTURE_CACHE): Promise<Encoded> {
  return (await planned(contents, place, cache)).encoded;
}

/**
 * The picture's files for `place`: from the cache when encoded this way before; otherwise planned from
 * its size, which the encoder's process reads first (a few milliseconds), and encoded there meanwhile.
 * A file that is no picture fails here; one damaged past its header, when `encoded` does.
 */
export async function planned(contents: Buffer, place: Place, cache = PICTURE_CACHE): Promise<Planned> {
  const key = cacheKey(contents, place);
  const folder = path.join(cache, key.slice(0, 2), key);
  const cached = await fromCache(folder, key);
  if (cached) return { key, source: cached.source, variants: cached.variants.map(({ contents: _, ...variant }) => variant), encoded: Promise.resolve(cached) };
  const plan = planOf(await measureApart(contents), place);
  const encoded = encodeApart(contents, place, key).then(async (made) => {
    // The pages were rendered with the plan's sizes: a file of another size would be shown stretched.
    const got = made.variants.map(({ format, width, height }) => `${format} ${width}x${height}`).join(', ');
    const meant = plan.variants.map(({ format, width, height }) => `${format} ${width}x${height}`).join(', ');
    if (got !== meant) throw new Error(`The picture encoder made ${got} where ${meant} was planned.`);
    await toCache(folder, made);
    return made;
  });
  // Awaited when its files are written; a build stopped before then reports its own problem, not this one.
  encoded.catch(() => undefined);
  return { key, source: plan.source, variants: plan.variants, encoded };
}

/** What the encoder reads of a picture's header (sharp's metadata) to plan its files. */
export interface Measured {
  format?: string;
  compression?: string;
  width?: number;
  height?: number;
  orientation?: number;
}

/** The picture's files for `place`, planned from its header: every size is known before any is encoded. */
export function planOf(meta: Measured, place: Place): { source: Encoded['source']; density?: number; variants: Omit<Variant, 'contents'>[] } {
  if (meta.format === 'heif' && meta.compression === 'hevc') throw new UnusablePicture('heic', 'HEVC');
  if (!meta.width || !meta.height) throw new UnusablePicture('notPicture', 'no size');
  if (meta.width * meta.height > MAX_PIXELS) throw new UnusablePicture('tooLarge', 'too many pixels', { width: meta.width, height: meta.height });
  // Orientations 5 to 8 turn the picture a quarter: its upright width is the stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  let source = { width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height };
  // A drawing is drawn again at the size needed rather than stretched.
  const density = meta.format === 'svg' ? Math.min(72 * 8, Math.max(72, (72 * place.widths.at(-1)!) / source.width)) : undefined;
  if (density) source = { width: Math.round((source.width * density) / 72), height: Math.round((source.height * density) / 72) };
  const side = Math.min(source.width, source.height);
  const largest = place.square ? side : source.width;
  const widths = place.widths.filter((w) => w <= largest);
  if (widths.length === 0 || (widths.at(-1)! < largest && widths.at(-1)! < place.widths.at(-1)!)) widths.push(largest);
  const variants = widths.flatMap((width) =>
    FORMATS.map(({ format, type }) => ({
      format,
      type,
      width,
      height: place.square ? width : Math.max(1, Math.round((width * source.height) / source.width)),
    })),
  );
  return { source, density, variants };
}

/** Work for the encoder's process (encoder-process.ts): a picture to encode, or a link-preview card to draw (cards.tsx). */
export type EncodeJob =
  | { job: 'measure'; contents: Uint8Array }
  | { job: 'picture'; contents: Uint8Array; place: Place; key: string }
  | { job: 'card'; text: CardText; photo?: Uint8Array; photoId?: string };

/** A job as sent, with its number. */
export type EncodeRequest = EncodeJob & { id: number };

/** The encoder's answer: the picture or the card's JPEG, or why not (an UnusablePicture's kind, or a fault's stack). */
export type EncodeOutcome =
  | { measured: Measured }
  | { encoded: Encoded }
  | { card: Uint8Array }
  | { failed: { kind?: UnusablePicture['kind']; message: string; size?: UnusablePicture['size'] } };
export type EncodeAnswer = { id: number; maxRss?: number; cpuMs?: number } & EncodeOutcome;

// The encoder's own file: beside this module in the sources (run through tsx), at the compiled copy's
// top level when compiled (scripts/compile.ts), where every chunk is.
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
let encoderPeak = 0;
let encoderCpu = 0;

/**
 * Ends the encoder's process, if one runs, and waits until it has: the build's process then reaps it,
 * so its time and memory count as the build's (GNU time and the benchmark's figures), as they did
 * when pictures were encoded in the build's own process. It would end with the build anyway.
 */
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
 * Starts the encoder's process before any job, when a build will surely need it (nothing is in the
 * picture cache yet): Node's start and loading sharp, about 0.1 s, then overlap reading and checking
 * shop.yaml. It does not keep the build alive on its own.
 */
export function startEncoderEarly(): void {
  encoder ??= startEncoder();
  if (encoder.waiting.size === 0) held(encoder.child, false);
}

/** The most memory the encoder's process held (bytes), for the build's statistics; 0 when nothing was encoded. */
export function encoderMaxRss(): number {
  return encoderPeak;
}

/** The CPU time (user and system, ms) the encoder's process had used by its last answer; 0 when nothing was encoded. */
export function encoderCpuMs(): number {
  return encoderCpu;
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function measureApart(contents: Buffer): Promise<Measured> {
  return apart({ job: 'measure', contents }).then((answer) => {
    if (!('measured' in answer)) throw new Error('The picture encoder answered a measure with something else.');
    return answer.measured;
  });
}

function encodeApart(contents: Buffer, place: Place, key: string): Promise<Encoded> {
  return apart({ job: 'picture', contents, place, key }).then((answer) => {
    if (!('encoded' in answer)) throw new Error('The picture encoder answered a picture with something else.');
    const { encoded } = answer;
    return { ...encoded, variants: encoded.variants.map((v) => ({ ...v, contents: asBuffer(v.contents) })) };
  });
}

/** The card drawn in the encoder's process (cards.tsx's draw()), as a JPEG. */
export async function drawApart(text: CardText, photo: Uint8Array | undefined, photoId?: string): Promise<Buffer> {
  // A photo known by its id goes to the process with the first card over it (a hero may be a 20 MB
  // file, and a shop has a card for each of its pages); the process keeps it for the others.
  const running = (encoder ??= startEncoder());
  const known = photoId !== undefined && running.photos.has(photoId);
  if (photoId !== undefined && photo) running.photos.add(photoId);
  const answer = await apart({ job: 'card', text, photo: known ? undefined : photo, photoId });
  if (!('card' in answer)) throw new Error('The picture encoder answered a card with something else.');
  return asBuffer(answer.card);
}

/**
 * Runs a job in the encoder's process, started at the first picture or card not in the cache (or
 * earlier, by startEncoderEarly, on a first build). The
 * process keeps the build alive only while a job is on its way, and ends when the build does
 * (command.ts stops it, after a build that failed too).
 */
function apart(job: EncodeJob): Promise<Answered> {
  const running = (encoder ??= startEncoder());
  const id = running.next++;
  if (running.waiting.size === 0) held(running.child, true);
  return new Promise((resolve, reject) => {
    running.waiting.set(id, { resolve, reject });
    running.child.send({ ...job, id } satisfies EncodeRequest);
  });
}

/** Whether the process (and its channel) keeps the build running: only while a job is on its way. */
function held(child: ChildProcess, yes: boolean): void {
  if (yes) {
    child.ref();
    child.channel?.ref();
  } else {
    child.unref();
    child.channel?.unref();
  }
}

/** How much lower than the build's the encoder's priority is (nice(1)'s 0 to 19). */
const ENCODER_NICENESS = 10;

function startEncoder(): Encoder {
  // Loaded only now: a build whose pictures all come from the cache starts no process (5 ms of its start-up).
  const { fork } = process.getBuiltinModule('node:child_process');
  const child = fork(fileURLToPath(ENCODER), [], {
    cwd: ROOT,
    execArgv: ENCODER.pathname.endsWith('.ts') ? ['--import', 'tsx'] : [],
    env: { ...process.env, MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' },
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // Below the build's priority: the build renders and writes pages while pictures are encoded, and its
  // one thread should not wait for a core the encoder's threads hold; the encoder takes what is left.
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
    encoderPeak = Math.max(encoderPeak, answer.maxRss ?? 0);
    encoderCpu = Math.max(encoderCpu, answer.cpuMs ?? 0);
    if (running.waiting.size === 0) held(running.child, false);
    if (!asked) return;
    if ('failed' in answer) {
      const { kind, message, size } = answer.failed;
      asked.reject(kind ? new UnusablePicture(kind, message, size) : new Error(message));
      return;
    }
    asked.resolve(answer);
  });
  child.on('error', (error) => stopped(error.message));
  child.on('exit', (code, signal) => stopped(signal ?? `exit code ${code}`));
  return running;
}

async function fromCache(folder: string, key: string): Promise<Encoded | undefined> {
  const manifestFile = path.join(folder, 'manifest.json');
  if (!existsSync(manifestFile)) return undefined;
  try {
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
    const variants = await Promise.all(manifest.variants.map(async (v) => ({ ...v, contents: await readFile(path.join(folder, `${v.width}.${v.format}`)) })));
    return { key, source: manifest.source, variants };
  } catch {
    return undefined; // a damaged cache entry is encoded again
  }
}

/** The cache only saves time: a read-only or full disk must not fail the build. */
async function toCache(folder: string, encoded: Encoded): Promise<void> {
  const temporary = `${folder}.${process.pid}.tmp`;
  try {
    await mkdir(temporary, { recursive: true });
    await Promise.all(encoded.variants.map((v) => writeFile(path.join(temporary, `${v.width}.${v.format}`), v.contents)));
    const manifest: Manifest = { source: encoded.source, variants: encoded.variants.map(({ contents: _, ...v }) => v) };
    await writeFile(path.join(temporary, 'manifest.json'), JSON.stringify(manifest));
    await rm(folder, { recursive: true, force: true });
    await rename(temporary, folder);
  } catch {
    await rm(temporary, { recursive: true, force: true }).catch(() => undefined);
  }
}

/** Reads the picture's header in this process: the encoder's (encoder-process.ts). */
export async function measure(contents: Buffer): Promise<Measured> {
  // Loaded here and in encodeAll, in the encoder's process: the build's own never needs it (versions.ts).
  const { default: sharp } = await import('sharp');
  // The header of a picture of any size: planOf refuses one too large, saying how large it is.
  const { format, compression, width, height, orientation } = await sharp(contents, { limitInputPixels: false })
    .metadata()
    .catch((error: Error) => {
      throw new UnusablePicture('notPicture', error.message);
    });
  return { format, compression, width, height, orientation };
}

/** Encodes the picture in this process: the encoder's (encoder-process.ts). */
export async function encodeAll(contents: Buffer, place: Place, key: string): Promise<Encoded> {
  const { default: sharp } = await import('sharp');
  const meta = await sharp(contents, { limitInputPixels: false })
    .metadata()
    .catch((error: Error) => {
      throw new UnusablePicture('notPicture', error.message);
    });
  const { source, density, variants } = planOf(meta, place);
  const damaged = (error: Error) => {
    throw new UnusablePicture('damaged', error.message);
  };
  const sized = (width: number, height: number) =>
    sharp(contents, { limitInputPixels: MAX_PIXELS, failOn: 'truncated', density }).autoOrient().resize(width, height, { fit: 'cover', position: 'attention' });
  // Each width is decoded and resized once and both formats encoded from its pixels: a quarter of
  // the encoding's time went to decoding the picture again for each file. The files' bytes are the
  // same either way (tests/unit/picture-encoder.test.ts), except for a picture with transparency,
  // whose pixels come out of the pipeline another way: that is encoded from the picture each time.
  const pixels = new Map<number, Promise<{ data: Buffer; info: import('sharp').OutputInfo }>>();
  const input = (width: number, height: number) => {
    if (meta.hasAlpha) return sized(width, height);
    let made = pixels.get(width);
    if (!made) pixels.set(width, (made = sized(width, height).raw().toBuffer({ resolveWithObject: true })));
    return made.then(({ data, info }) => sharp(data, { raw: info }), damaged);
  };
  const jobs = variants.map(async ({ format, type, width, height }): Promise<Variant> => {
    const image = await input(width, height);
    const encoded = format === 'avif' ? image.avif({ quality: place.quality.avif, effort: 1 }) : image.webp({ quality: place.quality.webp, effort: 4 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true }).catch(damaged);
    return { format, type, width: info.width, height: info.height, contents: data };
  });
  return { key, source, variants: await Promise.all(jobs) };
}
