// The words of the pages, rendered at build time (see index.ts). Every language has every key: the
// type of PAGE_HI and PAGE_MR is PAGE_EN's, so a key added in English and missing in Hindi fails tsc.
// A value may name parts in braces ("Learn more about {title}"); index.ts's say() fills them.

export const PAGE_EN = {
  skipLink: 'Skip to main content',
};

export const PAGE_HI: typeof PAGE_EN = {
  skipLink: 'मुख्य सामग्री पर जाएँ',
};

export const PAGE_MR: typeof PAGE_EN = {
  skipLink: 'मुख्य मजकुराकडे जा',
};
