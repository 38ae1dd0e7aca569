// Size and odd shapes: a 10,000-article shop, a 1 MB text, every list as long as the schema allows,
// and empty optional lists. Each gives a correct site or a clear located message, in bounded memory.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ShopSchema } from '../../generator/shop/schema/shop.ts';
import { shopWithArticles } from '../articles.ts';
import { ROOT, fixture, runCli, tempDir } from '../helpers.ts';
import { buildSite, textOf } from '../site.ts';

describe('sizes', () => {
  it('a 10,000-article shop builds every article and lists each on the blog, in well under 1 GB of memory', async () => {
    const dir = await tempDir();
    const config = await shopWithArticles(dir, 10_000);
    const dist = path.join(dir, 'dist');
    const stats = path.join(dir, 'stats.json');
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'generator/cli.ts', 'build', '--config', config, '--out', dist], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, SHOP_BUILD_STATS: stats },
    });
    expect(result.status, result.stderr).toBe(0);
    const report = JSON.parse(await readFile(stats, 'utf8')) as { maxRssBytes: number };
    expect(report.maxRssBytes).toBeLessThan(1024 ** 3);
    const missing = Array.from({ length: 10_000 }, (_, i) => `blog/note-${i}/index.html`).filter((page) => !existsSync(path.join(dist, page)));
    expect(missing).toEqual([]);
    expect(await readFile(path.join(dist, 'blog/note-9999/index.html'), 'utf8')).toContain('<strong>note 9999</strong>');
    // A reader who follows "Older articles" from the blog's first page meets every article.
    const listed = new Set<string>();
    for (let page: string | undefined = '/blog/'; page; ) {
      const html: string = await readFile(path.join(dist, page, 'index.html'), 'utf8');
      for (const [, slug] of html.matchAll(/href="\/blog\/(note-\d+)\/"/g)) listed.add(slug);
      page = /<a [^>]*rel="next"[^>]*>/.exec(html)?.[0].match(/href="([^"]+)"/)?.[1];
    }
    expect(listed.size).toBe(10_000);
  }, 120_000);

  it('a 1 MB description is refused at its line with the limit', async () => {
    const minimal = await readFile(fixture('minimal.yaml'), 'utf8');
    const huge = 'A'.repeat(1024 * 1024);
    const dir = await tempDir();
    const file = path.join(dir, 'shop.yaml');
    const text = minimal.replace('    description: Screen repair.\n', `    description: ${huge}\n`);
    await writeFile(file, text);
    const before = text.slice(0, text.indexOf(huge)).split('\n');
    const [line, column] = [before.length, before.at(-1)!.length + 1];
    const refused = await runCli(['check', '--config', file]);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(`shop.yaml:${line}:${column}  services.0.description  is longer than 2,000 characters`);
    expect(refused.err.length).toBeLessThan(5000);
  });

  it('every list as long as the schema allows still builds a correct site', async () => {
    const shop = parse(await readFile(fixture('minimal.yaml'), 'utf8'));
    const limits = JSON.parse(await readFile(path.join(ROOT, 'shop.schema.json'), 'utf8'));
    const fill = (list: unknown[], max: number, make: (i: number) => unknown) => list.splice(0, list.length, ...Array.from({ length: max }, (_, i) => make(i)));
    const max = (...keys: string[]) => keys.reduce((node, key) => node.properties[key], limits).maxItems as number;
    const areas = max('serviceAreas');
    fill(shop.serviceAreas, areas, (i) => `Area ${i}`);
    fill(shop.prices, max('prices'), (i) => ({ ...shop.prices[0], name: `Repair ${i}` }));
    fill(shop.home.faqs, limits.properties.home.properties.faqs.maxItems, (i) => ({ question: `Question ${i}?`, answer: `Answer ${i}.` }));
    fill(shop.home.testimonials, limits.properties.home.properties.testimonials.maxItems, (i) => ({ ...shop.home.testimonials[0], name: `Person ${i}` }));
    fill(shop.services, max('services'), (i) => ({ ...shop.services[0], slug: `service-${i}`, title: `Service ${i}` }));
    shop.redirects['/services/screen/'] = '/services/service-0/';
    expect(ShopSchema.safeParse(shop).success).toBe(true);
    const site = await buildSite(fixture('minimal.yaml'), stringify(shop, { lineWidth: 0 }));
    expect(site.routes).toContain(`/services/service-${max('services') - 1}/`);
    expect(site.page('/contact/').querySelectorAll('#areas li')).toHaveLength(areas);
    // The footer names a few areas and counts the rest: together, every one.
    const [, named, more] = /^(.*) and (\d+) more areas$/.exec(textOf(site.page('/pricing/').querySelector('.footer-areas'))) ?? [];
    expect(named.split(' · ').length + Number(more)).toBe(areas);
    expect(site.page('/pricing/').querySelectorAll('.price-card')).toHaveLength(max('prices'));
    // One past the limit is a located message, not a slower site.
    shop.serviceAreas.push('One too many');
    const result = ShopSchema.safeParse(shop);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual(['serviceAreas']);
  });
});
