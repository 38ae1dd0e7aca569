// The places a picture is shown and how it is made for each: part of the picture cache's key (disk-cache.ts), so a change encodes again.
import type { PicturePlace } from '../site/index.ts';

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

/** Widths follow the CSS: a phone 390 px wide at 3 device pixels per CSS pixel takes the first width of at least 1,170 for a full-width picture. */
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
