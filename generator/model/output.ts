// What the build hands between its stages and to the pages: the files it writes and the assets a
// page links to.

export interface OutputFile {
  /** Path inside the output folder, with forward slashes, such as "about/index.html". */
  path: string;
  contents: string | Uint8Array;
}

export interface HeroImage {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** Origin of an external image host, for preconnect and the CSP; undefined when self-hosted. */
  origin?: string;
}

/** Addresses from the site's root of what every page links to. */
export interface Assets {
  css: string;
  /** The one script that enhances the page (menu, booking dialog, WhatsApp hand-off). */
  js: string;
  /** The price finder's script: the pricing page loads it, the booking dialog imports it when it opens. */
  prices: string;
  /** The catalogue as JSON, for the price finder and the booking estimate. */
  catalogue: string;
  hero: HeroImage;
  favicon: string;
  manifest: string;
}
