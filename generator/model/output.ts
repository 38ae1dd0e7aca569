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
  /** The enhancement script, or undefined while there is none. */
  js?: string;
  hero: HeroImage;
  favicon: string;
  manifest: string;
}
