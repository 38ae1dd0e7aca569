// Size and odd shapes: a 10,000-article shop, a 1 MB text, every list as long as the schema allows,
// and empty optional lists. Each gives a correct site or a clear located message, in bounded memory.
import { spawnSync } from 'node:child_process';
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ShopSchema } from '../../generator/schema/shop.ts';
import { EMBEDDED, ROOT, fixture, runCli, tempDir } from '../helpers.ts';
import { buildSite, textOf } from '../site.ts';

describe('sizes', () => {
  it('a 10,000-article shop builds every page in well under 1 GB of memory', async () => {
    const dir = await tempDir();
    const source = await readFile(EMBEDDED, 'utf8');
    const posts = Array.from({ length: 10_000 }, (_, i) =>
      `    - { title: Note ${i}, slug: note-${i}, excerpt: Note ${i}., date: 2026-01-01, author: A, readTime: 2, category: C, body: "Body **${i}**." }\n`).join('');
    await mkdir(path.join(dir, 'images'));
    await cp(path.join(ROOT, 'images/hero.webp'), path.join(dir, 'images/hero.webp'));
    await writeFile(path.join(dir, 'shop.yaml'), source.replace(/^ {2}posts:\n/m, `  posts:\n${posts}`));
    const stats = path.join(dir, 'stats.json');
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'generator/cli.ts', 'build', '--config', path.join(dir, 'shop.yaml'), '--out', path.join(dir, 'dist')], {
      cwd: ROOT, encoding: 'utf8', env: { ...process.env, SHOP_BUILD_STATS: stats },
    });
    expect(result.status, result.stderr).toBe(0);
    const report = JSON.parse(await readFile(stats, 'utf8')) as { pages: number; maxRssBytes: number };
    // 10,000 articles, 834 blog pages of 12, and the 14 other pages.
    expect(report.pages).toBe(10_000 + 834 + 14);
    expect(report.maxRssBytes).toBeLessThan(1024 ** 3);
    const last = await readFile(path.join(dir, 'dist/blog/note-9999/index.html'), 'utf8');
    expect(last).toContain('<strong>9999</strong>');
  }, 120_000);

  it('a 1 MB description is refused at its line with the limit', async () => {
    const minimal = await readFile(fixture('minimal.yaml'), 'utf8');
    const huge = 'A'.repeat(1024 * 1024);
    const dir = await tempDir();
    const file = path.join(dir, 'shop.yaml');
    await writeFile(file, minimal.replace('    description: Screen repair.\n', `    description: ${huge}\n`));
    const refused = await runCli(['check', '--config', file]);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/shop\.yaml:57:18 {2}services\.0\.description {2}is longer than 2,000 characters/);
    expect(refused.err.length).toBeLessThan(5000);
  });

  it('every list as long as the schema allows still builds a correct site', async () => {
    const shop = parse(await readFile(fixture('minimal.yaml'), 'utf8'));
    const limits = JSON.parse(await readFile(path.join(ROOT, 'shop.schema.json'), 'utf8'));
    const fill = (list: unknown[], max: number, make: (i: number) => unknown) => list.splice(0, list.length, ...Array.from({ length: max }, (_, i) => make(i)));
    const max = (...keys: string[]) => keys.reduce((node, key) => node.properties[key], limits).maxItems as number;
    fill(shop.serviceAreas, max('serviceAreas'), (i) => `Area ${i}`);
    fill(shop.prices, max('prices'), (i) => ({ ...shop.prices[0], name: `Repair ${i}` }));
    fill(shop.home.faqs, limits.properties.home.properties.faqs.maxItems, (i) => ({ question: `Question ${i}?`, answer: `Answer ${i}.` }));
    fill(shop.home.testimonials, limits.properties.home.properties.testimonials.maxItems, (i) => ({ ...shop.home.testimonials[0], name: `Person ${i}` }));
    fill(shop.services, max('services'), (i) => ({ ...shop.services[0], slug: `service-${i}`, title: `Service ${i}` }));
    expect(ShopSchema.safeParse(shop).success).toBe(true);
    const site = await buildSite(fixture('minimal.yaml'), stringify(shop, { lineWidth: 0 }));
    expect(site.routes).toContain('/services/service-29/');
    expect(site.page('/contact/').querySelectorAll('#areas li')).toHaveLength(100);
    expect(textOf(site.page('/').querySelector('.footer-areas'))).toMatch(/and 90 more areas$/);
    expect(site.page('/pricing/').querySelectorAll('.price-card')).toHaveLength(100);
    // One past the limit is a located message, not a slower site.
    shop.serviceAreas.push('One too many');
    const result = ShopSchema.safeParse(shop);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual(['serviceAreas']);
  });

  it('a shop with no articles has a blog page that says more are coming, and no pager', async () => {
    const site = await buildSite(fixture('minimal.yaml'));
    const blog = site.page('/blog/');
    expect(blog.querySelectorAll('.post-card')).toHaveLength(0);
    expect(textOf(blog.querySelector('#coming-soon'))).toContain('More soon.');
    expect(blog.querySelector('.pagination')).toBeNull();
  });
});
