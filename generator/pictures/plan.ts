// A picture's files planned from its header alone, so the pages render before any is encoded; what an encoded picture is, and an unusable one.
import type { Metadata } from 'sharp';
import type { Place } from './places.ts';

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

/** What the encoder reads of a picture's header (sharp's metadata) to plan its files. */
export type Measured = Pick<Metadata, 'format' | 'compression' | 'width' | 'height' | 'orientation'>;

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
  const largest = place.square ? Math.min(source.width, source.height) : source.width;
  const widths = place.widths.filter((w) => w <= largest);
  if (widths.length === 0 || (widths.at(-1)! < largest && widths.at(-1)! < place.widths.at(-1)!)) widths.push(largest);
  const heightOf = (width: number) => (place.square ? width : Math.max(1, Math.round((width * source.height) / source.width)));
  const variants = widths.flatMap((width) => FORMATS.map(({ format, type }) => ({ format, type, width, height: heightOf(width) })));
  return { source, density, variants };
}
