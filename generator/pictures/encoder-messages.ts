// What the build (encoder.ts) and the encoder's process say to each other: numbered jobs and answers, sent with Node's advanced serialization.
import type { Encoded, Measured, UnusablePicture } from './plan.ts';
import type { Place } from './places.ts';

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

/** Bytes as they come through the channel (a Uint8Array), as the Buffer sharp and the writer take, without a copy. */
export const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
