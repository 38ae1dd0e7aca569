// The pictures shop.yaml names, each with its field so a problem is placed at its line; an article's picture from another site is refused here.
import { markdownPictures } from '../../templates/lib/markdown.ts';
import { articlePictureExternal, articlePictureUnusable, articlePictureWithoutAlt } from '../messages/index.ts';
import type { PicturePlace, Shop } from '../site/index.ts';

/** A picture named somewhere in shop.yaml. */
export interface Need {
  place: PicturePlace;
  src: string;
  /** The field that names it. */
  field: PropertyKey[];
  /** For a picture inside a text (an article): its line in that text, from 0. */
  line?: number;
}

/** Something wrong with a picture, to be placed at its field (and line) in shop.yaml. */
export type PictureProblem = Pick<Need, 'field' | 'line'> & { message: string };

/** The pictures shop.yaml names, and problems that need no file (an article showing a picture from another site). */
export function picturesOf(shop: Shop): { needs: Need[]; problems: PictureProblem[] } {
  const needs: Need[] = [];
  const problems: PictureProblem[] = [];
  const hero = shop.business.heroImage;
  if (!hero.src.startsWith('https://')) needs.push({ place: 'hero', src: hero.src, field: ['business', 'heroImage', 'src'] });
  const { photos } = shop;
  for (const name of ['shopFront', 'team', 'workbench'] as const) {
    const photo = photos[name];
    if (photo) needs.push({ place: 'photo', src: photo.src, field: ['photos', name, 'src'] });
  }
  photos.beforeAfter.forEach((pair, p) => {
    for (const side of ['before', 'after'] as const) needs.push({ place: 'pair', src: pair[side].src, field: ['photos', 'beforeAfter', p, side, 'src'] });
  });
  shop.home.testimonials.forEach((review, r) => {
    if (review.photo) needs.push({ place: 'avatar', src: review.photo, field: ['home', 'testimonials', r, 'photo'] });
  });
  shop.blog?.posts.forEach((post, p) => {
    for (const { src, alt, line } of markdownPictures(post.body)) {
      const field = ['blog', 'posts', p, 'body'];
      if (/^[a-z][a-z0-9+.-]*:/i.test(src)) {
        problems.push({ field, line, message: /^https?:/i.test(src) ? articlePictureExternal(src) : articlePictureUnusable(src) });
        continue;
      }
      if (alt.trim() === '') problems.push({ field, line, message: articlePictureWithoutAlt(src) });
      needs.push({ place: 'article', src, field, line });
    }
  });
  return { needs, problems };
}
