// A text plain (the site's first language) or one per language (`heading: { en: …, hi: … }`), as parsed.
import type { Lang } from '../../../templates/lib/ui/index.ts';

/** A parsed value with every text in one language: each Localized becomes the string to show. */
export type Resolved<T> = T extends Localized
  ? string
  : T extends readonly (infer U)[]
    ? Resolved<U>[]
    : T extends object
      ? { [K in keyof T]: Resolved<T[K]> }
      : T;

export class Localized {
  constructor(
    /** The text written plainly, standing for the site's first language; undefined for the per-language form. */
    readonly plain: string | undefined,
    readonly texts: Readonly<Partial<Record<Lang, string>>>,
  ) {}

  /** The text of `lang`, where the file gives it; a plain text counts as the first language's. */
  in(lang: Lang, first: Lang): string | undefined {
    return this.texts[lang] ?? (lang === first ? this.plain : undefined);
  }
}
