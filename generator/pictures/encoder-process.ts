// The process that encodes pictures and draws cards for the build (encoder.ts starts it). Apart, so that
// libvips' and satori's memory is not the build's: encoding leaves glibc's per-thread pools holding memory
// a process never gives back, so this one is started with MALLOC_ARENA_MAX=2 and ends with the build.
import sharp from 'sharp';
import { draw } from './cards.tsx';
import { encodeAll, measure } from './encode-with-sharp.ts';
import type { EncodeAnswer, EncodeOutcome, EncodeRequest } from './encoder-messages.ts';
import { UnusablePicture } from './plan.ts';

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

// One libvips thread per operation, as sharp chooses with glibc's allocator unless MALLOC_ARENA_MAX is
// set (as here): the encoders' output depends on their threads, so a picture is encoded as it always was.
sharp.concurrency(1);

/** The cards' photos, by id: the build sends each with the first card over it (encoder.ts's drawApart). */
const photos = new Map<string, Buffer>();

process.on('message', (request: EncodeRequest) => {
  // Kept before any work starts: the next card over the same photo comes without it.
  if (request.job === 'card' && request.photoId !== undefined && request.photo) photos.set(request.photoId, asBuffer(request.photo));
  const work: Promise<EncodeOutcome> =
    request.job === 'measure'
      ? measure(asBuffer(request.contents)).then((measured) => ({ measured }))
      : request.job === 'picture'
        ? encodeAll(asBuffer(request.contents), request.place, request.key).then((encoded) => ({ encoded }))
        : draw(request.text, request.photoId !== undefined ? photos.get(request.photoId) : request.photo && asBuffer(request.photo), request.photoId).then(
            (card) => ({ card }),
          );
  work
    .catch(
      (error: unknown): EncodeOutcome => ({
        failed:
          error instanceof UnusablePicture
            ? { kind: error.kind, message: error.message, size: error.size }
            : { message: error instanceof Error ? (error.stack ?? error.message) : String(error) },
      }),
    )
    .then((outcome) => {
      const { maxRSS, userCPUTime, systemCPUTime } = process.resourceUsage();
      process.send?.({ ...outcome, id: request.id, maxRss: maxRSS * 1024, cpuMs: (userCPUTime + systemCPUTime) / 1000 } satisfies EncodeAnswer);
    });
});

// The build has ended or stopped: nothing more will come.
process.on('disconnect', () => process.exit(0));
