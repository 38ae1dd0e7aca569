// What the build hands between its stages and to the pages: the files it writes and the assets a page links to.

export interface OutputFile {
  /** Path inside the output folder, with forward slashes, such as "about/index.html". */
  path: string;
  contents: string | Uint8Array;
  /** A small page that sends an old address on (redirects:); not counted as a page of the site. */
  redirect?: true;
}

/** A file whose bytes are still being made as the pages render (a picture, a card): `later()` brings them, or fails with why the build stops. */
export interface PendingFile {
  path: string;
  later: () => Promise<Uint8Array>;
}

/** What a build hands its writer. */
export type OutputItem = OutputFile | PendingFile;

/** The file once its bytes are there. */
export async function settled(item: OutputItem): Promise<OutputFile> {
  return 'later' in item ? { path: item.path, contents: await item.later() } : item;
}

/** A picture as the pages show it, for one place: <picture> sources (AVIF, then WebP) and an <img> fallback, sized to reserve its space. */
export interface Picture {
  /** The fallback <img src>: a WebP of a middle width, or the https address of an external picture. */
  src: string;
  width: number;
  height: number;
  /** One per format, best first; empty for an external picture (shown as it is). */
  sources: { type: string; srcset: string }[];
  /** How wide the place shows it, for the browser's choice among the widths. */
  sizes: string;
  /** Origin of an external image host, for preconnect and the CSP; undefined when self-hosted. */
  origin?: string;
}

/** The 1200×630 link-preview card of a page, as WhatsApp, Facebook and X show it. */
export type Card = Pick<Picture, 'src' | 'width' | 'height'> & { alt: string };

/** Addresses from the site's root of what every page links to. */
export interface Assets {
  css: string;
  /** The script that enhances the page (menu, booking dialog, WhatsApp hand-off). */
  js: string;
  /** The price finder's script: the pricing page loads it, the booking dialog imports it when it opens. */
  prices: string;
  /** The catalogue as JSON, for the price finder and the booking estimate. */
  catalogue: string;
  hero: Picture;
  /** Every other picture the shop names, by pictureKey(place, src). */
  pictures: ReadonlyMap<string, Picture>;
  /** Link-preview cards by page file ("hi/about/index.html"), each in its page's language. */
  cards: ReadonlyMap<string, Card>;
  favicon: string;
  manifest: string;
}

/** Where on the page a picture is shown; each place has its own widths. */
export type PicturePlace = 'hero' | 'photo' | 'pair' | 'article' | 'avatar';

/** The key of a picture in Assets.pictures. */
export const pictureKey = (place: PicturePlace, src: string): string => `${place}:${src}`;
