// Where processed pictures and link-preview cards are kept between builds: `.cache/pictures/` in the
// project folder. It is ignored by git and safe to delete; the next build encodes again.
import path from 'node:path';
import { ROOT } from '../root.ts';

export const PICTURE_CACHE = process.env.SHOP_PICTURE_CACHE ?? path.join(ROOT, '.cache', 'pictures');
