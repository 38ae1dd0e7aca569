// Renders the hand-drawn SVG illustrations in images/source/ (all except hero.svg) to images/<name>.jpg.
// These pictures are SAMPLE CONTENT only: a shop owner replaces them with real photos of their own shop.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { ROOT as root } from '../generator/root.ts';

const sourceDir = path.join(root, 'images', 'source');
const names = (await readdir(sourceDir)).filter((name) => name.endsWith('.svg') && name !== 'hero.svg').sort();
for (const name of names) {
  const target = path.join(root, 'images', `${path.basename(name, '.svg')}.jpg`);
  const svg = await readFile(path.join(sourceDir, name));
  const info = await sharp(svg, { density: 72 }).resize(1800, 1200).jpeg({ quality: 84, mozjpeg: true }).toFile(target);
  const { size } = await stat(target);
  console.log(`${path.relative(root, target)}  ${info.width}x${info.height}  ${size} bytes`);
}
