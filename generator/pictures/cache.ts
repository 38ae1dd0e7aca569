// The picture cache, `.cache/pictures/` in the project: encoded pictures and cards kept between builds; ignored by git, safe to delete.
import path from 'node:path';
import { ROOT } from '../root.ts';

export const PICTURE_CACHE = process.env.SHOP_PICTURE_CACHE ?? path.join(ROOT, '.cache', 'pictures');
