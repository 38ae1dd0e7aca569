// The work done with sharp in the encoder's process: reading a picture's header, encoding it upright as AVIF and WebP at the planned widths.
// No metadata survives (phone photos carry GPS coordinates): sharp writes none unless asked, and nothing here asks.
import { MAX_PIXELS, planOf, UnusablePicture, type Encoded, type Measured, type Variant } from './plan.ts';
import type { Place } from './places.ts';

/** The header of a picture of any size: planOf refuses one too large, saying how large it is. */
async function header(sharp: typeof import('sharp').default, contents: Buffer) {
  return sharp(contents, { limitInputPixels: false })
    .metadata()
    .catch((error: Error) => {
      throw new UnusablePicture('notPicture', error.message);
    });
}

/** Reads the picture's header in this process: the encoder's (encoder-process.ts). */
export async function measure(contents: Buffer): Promise<Measured> {
  // Loaded here and in encodeAll, in the encoder's process: the build's own never needs it (versions.ts).
  const { default: sharp } = await import('sharp');
  const { format, compression, width, height, orientation } = await header(sharp, contents);
  return { format, compression, width, height, orientation };
}

/** Encodes the picture in this process: the encoder's (encoder-process.ts). */
export async function encodeAll(contents: Buffer, place: Place, key: string): Promise<Encoded> {
  const { default: sharp } = await import('sharp');
  const meta = await header(sharp, contents);
  const { source, density, variants } = planOf(meta, place);
  const damaged = (error: Error) => {
    throw new UnusablePicture('damaged', error.message);
  };
  const sized = (width: number, height: number) =>
    sharp(contents, { limitInputPixels: MAX_PIXELS, failOn: 'truncated', density }).autoOrient().resize(width, height, { fit: 'cover', position: 'attention' });
  // Each width is decoded and resized once and both formats encoded from its pixels: the same bytes (tests/unit/picture-encoder.test.ts) except for a picture
  // with transparency, whose pixels come out of the pipeline another way, so that one is encoded from the picture each time.
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
