// Warnings, which never stop a build: what the sample shop.yaml left behind (generator/shop/leftovers.ts),
// which a visitor would see, and an editor's help pointed nowhere (generator/shop/modeline.ts).

const KEEP = 'if it is right, add  # keep  at the end of the line';
export const sampleMarked = () => 'is still marked SAMPLE CONTENT by the comment here: make it your own, then delete the words SAMPLE CONTENT from the comment';
export const samplePhone = () => "is the sample's phone number, 98765 43210; write your shop's own 10-digit mobile number";
export const sampleDomain = (domain: string) =>
  `uses ${domain}, a made-up address like the sample's, which does not exist (names ending in .example are reserved for examples); write your shop's own`;
export const sampleName = () => "is the sample shop's name, ReviveLab; write your shop's name, or {shopName} in a text";
export const samplePlaces = (places: readonly string[]) =>
  `names ${places.length === 1 ? places[0] : `${places.slice(0, -1).join(', ')} and ${places.at(-1)}`}, a place of the sample shop that is not your locality, city, street or one of your service areas; write your own place, or {locality} or {city}; ${KEEP}`;
export const sampleTestimonial = () =>
  `is a testimonial of the sample shop, not a review of yours; replace it with a real review you have permission to show, or delete it; ${KEEP}`;
const SAMPLE_KINDS = { price: 'catalogue prices', figure: 'figures of the facts', article: 'articles', text: 'texts' };
/** The values of one kind still the sample's, counted, a few shown with their lines. */
export const sampleLeft = (kind: keyof typeof SAMPLE_KINDS, count: number, shown: readonly string[]) =>
  `${count === 1 ? `is one of the sample's ${SAMPLE_KINDS[kind]}` : `begins ${count} ${SAMPLE_KINDS[kind]} that are still the sample's`}: ${shown.join(', ')}${count > shown.length ? `, …and ${count - shown.length} more` : ''}; write your shop's own, or delete what your shop does not have; where one is right, add  # keep  at the end of its line`;
export const sampleAreas = (areas: readonly string[]) =>
  `lists ${areas.length === 1 ? 'an area' : `${areas.length} areas`} of the sample shop (${areas.slice(0, 3).join(', ')}${areas.length > 3 ? ', …' : ''}), far from your address; list the areas you serve (npm run init asks for them); ${KEEP}`;

/** The first line of shop.yaml names a schema file that is not there (a shop copied to another folder). */
export const modelineNowhere = (target: string, modeline: string) =>
  `points the editor at ${target}, which does not exist, so the editor cannot explain the fields or underline mistakes; write this line instead:  ${modeline}`;
