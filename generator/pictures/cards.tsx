// The link-preview card of a page, the picture WhatsApp, Facebook and X show for a shared address: satori lays out its words (in Inter, and
// Noto Sans Devanagari for Hindi and Marathi, both from npm, so every machine draws the same card), sharp puts them over the hero photo as a
// JPEG. Cached, by everything they are drawn from. Satori shapes text with HarfBuzz, so Devanagari's conjuncts and its ि before the consonant
// come out as a browser draws them.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { OutputInfo } from 'sharp';
import type { ReactNode } from 'react';
import { ROOT } from '../root.ts';
import { keepWhole } from '../whole-file.ts';
import { PICTURE_CACHE } from './disk-cache.ts';
import { drawApart } from './encoder.ts';
import type { CardText } from './encoder-messages.ts';
import { libraryVersions } from './versions.ts';

type Sharp = typeof import('sharp').default;

export const CARD = { width: 1200, height: 630 } as const;
/** WhatsApp drops larger preview pictures; the budget in PRODUCT.md. */
export const CARD_MAX_BYTES = 150 * 1024;

/**
 * The fonts' packages, by the name their files begin with; each package.json's folder holds the files, its version is part of every card's key.
 * Latin is Inter's on every card; the Devanagari subset alone is Noto's, which satori falls back to for the letters Inter lacks.
 */
const FONTS = [
  { name: 'Inter', file: 'inter', subsets: ['latin', 'latin-ext'] },
  { name: 'Noto Sans Devanagari', file: 'noto-sans-devanagari', subsets: ['devanagari'] },
] as const;
const fontPackage = (file: string) => createRequire(import.meta.url).resolve(`@fontsource/${file}/package.json`);

let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 800; style: 'normal' }[]> | undefined;
/** The fonts satori draws the cards with. */
export function cardFonts() {
  fonts ??= Promise.all(
    FONTS.flatMap(({ name, file, subsets }) =>
      ([400, 800] as const).flatMap((weight) =>
        subsets.map(async (subset) => ({
          name,
          weight,
          style: 'normal' as const,
          data: await readFile(path.join(path.dirname(fontPackage(file)), 'files', `${file}-${subset}-${weight}-normal.woff`)),
        })),
      ),
    ),
  );
  return fonts;
}

let ownSource: Promise<Buffer> | undefined;

/** The photo under a card, known by the hero's cache key (disk-cache.ts), so a card's name is known before it is drawn; `bytes` brings it. */
export interface CardPhoto {
  id: string;
  bytes: () => Promise<Uint8Array>;
}

/** Everything a card is drawn from: its text, the photo under it, this file (the design) and the fonts. */
async function cardKey(text: CardText, photo: CardPhoto | undefined): Promise<string> {
  ownSource ??= readFile(path.join(ROOT, 'generator', 'pictures', 'cards.tsx'));
  const versions = await Promise.all(FONTS.map(async ({ file }) => (JSON.parse(await readFile(fontPackage(file), 'utf8')) as { version: string }).version));
  return createHash('sha256')
    .update(`${JSON.stringify(text)}\0${versions.join('\0')}\0${libraryVersions().vips}\0${photo?.id ?? ''}\0`)
    .update(await ownSource)
    .digest('base64url')
    .slice(0, 24);
}

/** The card's name, and its JPEG: from the cache, or drawn in the encoder's process once its photo is encoded, while the build goes on. */
export async function card(text: CardText, photo: CardPhoto | undefined, cache = PICTURE_CACHE): Promise<{ key: string; contents: Promise<Buffer> }> {
  const key = await cardKey(text, photo);
  const file = path.join(cache, 'cards', `${key}.jpg`);
  if (existsSync(file)) return { key, contents: Promise.resolve(await readFile(file)) };
  const contents = (async () => {
    const drawn = await drawApart(text, photo && (await photo.bytes()), photo?.id);
    await keepWhole(file, drawn);
    return drawn;
  })();
  // Awaited when the card is written; a build stopped before then reports its own problem, not this one.
  contents.catch(() => undefined);
  return { key, contents };
}

/**
 * The card's background, decoded once per build for all its cards: the photo cut to the card's shape, or plain dark.
 * Known by the photo's id when the build gives it, else by its bytes: each card's photo comes to this process as a copy.
 */
const backgrounds = new Map<string, Promise<{ data: Buffer; info: OutputInfo }>>();
function background(sharp: Sharp, photo: Buffer | undefined, id: string | undefined) {
  const key = photo ? (id ?? createHash('sha256').update(photo).digest('base64url')) : '';
  if (!backgrounds.has(key)) backgrounds.set(key, decode(sharp, photo));
  return backgrounds.get(key)!;
}

async function decode(sharp: Sharp, photo: Buffer | undefined) {
  let image = sharp({ create: { ...CARD, channels: 3, background: '#070b14' } });
  if (photo) {
    // A drawing is drawn at the card's size, not stretched from its own.
    const meta = await sharp(photo, { failOn: 'none' }).metadata();
    const density =
      meta.format === 'svg' && meta.width && meta.height ? Math.min(72 * 8, 72 * Math.max(CARD.width / meta.width, CARD.height / meta.height, 1)) : undefined;
    image = sharp(photo, { failOn: 'none', density }).autoOrient().resize(CARD.width, CARD.height, { fit: 'cover', position: 'attention' });
  }
  return image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
}

/** Draws the card in this process: the encoder's (encoder-process.ts). */
export async function draw(text: CardText, photo: Buffer | undefined, photoId?: string): Promise<Buffer> {
  const { default: satori } = await import('satori');
  const { default: sharp } = await import('sharp');
  const [svg, under] = await Promise.all([
    satori(layout(text, photo !== undefined) as Parameters<typeof satori>[0], { ...CARD, fonts: await cardFonts() }),
    background(sharp, photo, photoId),
  ]);
  const composed = sharp(under.data, { raw: under.info }).composite([{ input: Buffer.from(svg) }]);
  // The quality that keeps the card within WhatsApp's limit; a photo full of detail needs a lower one.
  for (const quality of [82, 70, 58]) {
    const jpeg = await composed.clone().jpeg({ quality }).toBuffer();
    if (jpeg.byteLength <= CARD_MAX_BYTES) return jpeg;
  }
  return composed.jpeg({ quality: 45 }).toBuffer();
}

/** The design: the shop's colour as a band and a veil, the title large, the rating as a star. */
function layout({ title, shopName, rating, details, colour }: CardText, overPhoto: boolean): ReactNode {
  const veil = overPhoto
    ? `linear-gradient(100deg, rgba(7,11,20,0.94) 0%, rgba(7,11,20,0.86) 55%, rgba(7,11,20,0.55) 100%)`
    : `linear-gradient(135deg, #070b14 0%, ${colour} 140%)`;
  // Devanagari's vowel signs stand above and below its letters: lines of it need more room, or one line's ु meets the next one's ी.
  const tall = /[\u0900-\u097F]/.test(title);
  return (
    <div style={{ width: '100%', height: '100%', display: 'flex', backgroundImage: veil, color: '#ffffff', fontFamily: 'Inter' }}>
      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', flexGrow: 1, margin: '60px 72px' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
          <div style={{ width: 14, height: 56, borderRadius: 7, backgroundColor: colour, boxShadow: '0 0 0 3px rgba(255,255,255,0.9)' }} />
          <div style={{ fontSize: 40, fontWeight: 800, letterSpacing: -0.5 }}>{shopName}</div>
        </div>
        <div
          style={{ display: 'flex', fontSize: title.length > 48 ? 60 : 72, fontWeight: 800, lineHeight: tall ? 1.4 : 1.08, letterSpacing: -1.5, maxWidth: 980 }}
        >
          {title}
        </div>
        <div style={{ display: 'flex', alignItems: 'center', gap: 16, fontSize: 30, fontWeight: 400, color: '#dbe3f1' }}>
          <svg width="34" height="34" viewBox="0 0 24 24">
            <path fill="#fbbf24" d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6L2.5 9.4l6.6-.8z" />
          </svg>
          <div style={{ display: 'flex', fontWeight: 800, color: '#ffffff' }}>{rating}</div>
          <div style={{ display: 'flex' }}>{details}</div>
        </div>
      </div>
    </div>
  );
}
