// The process that encodes pictures and draws cards (encoder.ts starts it), apart so that libvips' and satori's memory is not the build's:
// glibc's per-thread pools keep memory a process never gives back, so this one runs with MALLOC_ARENA_MAX=2 and ends with the build.
import sharp from 'sharp';
import { draw } from './cards.tsx';
import { encodeAll, measure } from './encode-with-sharp.ts';
import { asBuffer, type EncodeAnswer, type EncodeOutcome, type EncodeRequest } from './encoder-messages.ts';
import { UnusablePicture } from './plan.ts';

// One libvips thread per operation, as sharp picks with glibc unless MALLOC_ARENA_MAX is set (as here): the encoders' bytes depend on it.
sharp.concurrency(1);

/** The cards' photos, by id: the build sends each with the first card over it (encoder.ts's drawApart). */
const photos = new Map<string, Buffer>();

/** Does one job; a failure is an answer too (an UnusablePicture's kind, or a fault's stack). */
async function outcomeOf(request: EncodeRequest): Promise<EncodeOutcome> {
  try {
    if (request.job === 'measure') return { measured: await measure(asBuffer(request.contents)) };
    if (request.job === 'picture') return { encoded: await encodeAll(asBuffer(request.contents), request.place, request.key) };
    const photo = request.photoId !== undefined ? photos.get(request.photoId) : request.photo && asBuffer(request.photo);
    return { card: await draw(request.text, photo, request.photoId) };
  } catch (error) {
    if (error instanceof UnusablePicture) return { failed: { kind: error.kind, message: error.message, size: error.size } };
    return { failed: { message: error instanceof Error ? (error.stack ?? error.message) : String(error) } };
  }
}

process.on('message', (request: EncodeRequest) => {
  // Kept before any work starts: the next card over the same photo comes without it.
  if (request.job === 'card' && request.photoId !== undefined && request.photo) photos.set(request.photoId, asBuffer(request.photo));
  outcomeOf(request).then((outcome) => {
    const { maxRSS, userCPUTime, systemCPUTime } = process.resourceUsage();
    process.send?.({ ...outcome, id: request.id, maxRss: maxRSS * 1024, cpuMs: (userCPUTime + systemCPUTime) / 1000 } satisfies EncodeAnswer);
  });
});

// The build has ended or stopped: nothing more will come.
process.on('disconnect', () => process.exit(0));
