// The process that encodes pictures (encode.ts starts it at the first picture not in the cache). It
// runs apart from the build so that libvips' memory is not the build's: encoding leaves glibc's
// per-thread pools holding a few hundred MB that a process never gives back, and this one is started
// with MALLOC_ARENA_MAX=2 and ends with the build. It takes requests from the build and answers each.
import sharp from 'sharp';
import { encodeAll, UnusablePicture, type EncodeRequest, type EncodeAnswer } from './encode.ts';

// One libvips thread per operation, as sharp chooses with glibc's allocator unless MALLOC_ARENA_MAX is
// set, as it is here: the encoders' output depends on their threads, and a picture is encoded as it
// always was, to the byte.
sharp.concurrency(1);

process.on('message', (request: EncodeRequest) => {
  const contents = Buffer.from(request.contents.buffer, request.contents.byteOffset, request.contents.byteLength);
  encodeAll(contents, request.place, request.key).then(
    (encoded): EncodeAnswer => ({ id: request.id, encoded }),
    (error: unknown): EncodeAnswer => ({
      id: request.id,
      failed: error instanceof UnusablePicture ? { kind: error.kind, message: error.message } : { message: error instanceof Error ? error.stack ?? error.message : String(error) },
    }),
  ).then((answer) => process.send?.({ ...answer, maxRss: process.resourceUsage().maxRSS * 1024 }));
});

// The build has ended or stopped: nothing more will come.
process.on('disconnect', () => process.exit(0));
