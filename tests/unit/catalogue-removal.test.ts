// Removing a device or a repair is one edit (deleting its block in catalogue:): the site builds without it, every
// line left naming it is one located warning saying which line to delete, and nothing built from the catalogue names it.
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Located } from '../../generator/errors.ts';
import { followed, withoutBlock } from '../edits.ts';
import { FULL, runCli, tempDir } from '../helpers.ts';
import { buildSite, textOf, type BuiltSite } from '../site.ts';

/** The full fixture in three languages, so that every page and the footer are built in each. */
const SOURCE = readFileSync(FULL, 'utf8').replace('languages: [en]', 'languages: [en, hi, mr]');

const lineOf = (text: string, line: string) => text.split('\n').indexOf(line) + 1;
const removals = (site: BuiltSite) => site.built.warnings.filter((w) => /no longer in the catalogue/.test(w.message));
const shown = (w: Located) => `${w.line}:${w.column} ${w.field} ${w.message}`;

describe('removing a device', () => {
  const edited = withoutBlock(SOURCE, lineOf(SOURCE, '    - id: watch'));

  it('is one edit: the site builds, and each line left naming it is one located warning that says what to delete', async () => {
    const site = await buildSite(FULL, edited);
    const at = (line: string) => lineOf(edited, line);
    const left = 'which is no longer in the catalogue';
    expect(removals(site).map(shown)).toEqual([
      `${at('      models: [iphone, mac, ipad, watch]')}:35 catalogue.groups.0.models.3 names "watch", ${left}; take "watch" out of this list. Until then the site leaves it out.`,
      `${at('      models: [iphone, ipad, watch]')}:30 catalogue.groups.1.models.2 names "watch", ${left}; take "watch" out of this list. Until then the site leaves it out.`,
      `${at('    - id: watch-screen')}:7 catalogue.repairs.15 prices only models that are no longer in the catalogue; delete this repair, from this line to its last price. Until then the site leaves it out, with the lines that name it.`,
      `${at('    - id: watch-battery')}:7 catalogue.repairs.16 prices only models that are no longer in the catalogue; delete this repair, from this line to its last price. Until then the site leaves it out, with the lines that name it.`,
      `${at('      - { repair: watch-battery, name: Apple Watch Battery }')}:9 services.2.prices.3 names "watch-battery", ${left}; delete this row. Until then the site leaves it out.`,
      `${at('      - { repair: watch-screen, name: Apple Watch Screen }')}:9 services.3.prices.3 names "watch-screen", ${left}; delete this row. Until then the site leaves it out.`,
    ]);
    // Her own sentences naming it are hers to rewrite: each is a warning, in file order.
    expect(site.built.warnings.filter((w) => w.message.includes('Apple Watch, which the catalogue no longer has')).map((w) => w.field)).toEqual([
      'catalogue.groups.1.name',
      'services.2.description',
      'services.2.seo.description',
      'services.2.seo.keywords.3',
      'services.2.faqs.2.answer',
      'services.3.description',
      'services.3.seo.description',
      'services.3.seo.keywords.3',
      'home.hero.intro',
    ]);
    // Everything made from the catalogue follows it, in every language: tables, finder, rows, the footer's trademarks.
    for (const prefix of ['/', '/hi/', '/mr/']) {
      const pricing = site.page(`${prefix}pricing/`);
      expect(pricing.querySelectorAll('.device-prices > div').map((d) => d.id)).toEqual(['iphone', 'mac', 'ipad']);
      expect(textOf(pricing.querySelector('.footer-base'))).toMatch(/Apple, iPhone, Mac (and|और|आणि) iPad/);
      expect(textOf(pricing.querySelector('.footer-base'))).not.toContain('Watch');
      expect(textOf(site.page(`${prefix}services/battery-replacement/`).querySelector('main'))).not.toContain('Apple Watch Battery');
    }
    const data = [...site.files.files.keys()].filter((f) => f.endsWith('.json')).map((f) => site.files.text(f));
    expect(data.join()).toContain('iphone-16-pro');
    // (A group's id the owner chose, iphone-ipad-watch, is hers to rename.)
    expect(data.join()).not.toMatch(/watch-|"watch"|Apple Watch/);
  });

  it('once its warnings are followed and her own texts no longer name it, no built file in any language has a trace of it', async () => {
    const first = await buildSite(FULL, edited);
    // The texts the warnings name: she takes the watch out of them (the site cannot know what a sentence means).
    const cleaned = followed(edited, removals(first)).replace(/,? (?:and )?Apple Watch(?: Series 3| battery| screen)?/g, '');
    const site = await buildSite(FULL, cleaned);
    expect(site.built.warnings.filter((w) => /no longer (in the catalogue|has)/.test(w.message))).toEqual([]);
    const traces = [...site.files.files.keys()].filter(
      (f) => !/\.(avif|webp|jpe?g|png)$/.test(f) && /Apple Watch|watch-|#watch|"watch"/i.test(site.files.text(f)),
    );
    expect(traces).toEqual([]);
    expect(site.routes).toContain('/mr/pricing/');
  });

  it('a group, repair or price card left with only removed ids is one warning for its block, and a service page keeps no empty price table', async () => {
    const site = await buildSite(FULL, withoutBlock(SOURCE, lineOf(SOURCE, '    - id: mac')));
    const fields = removals(site).map((w) => w.field);
    expect(fields.filter((f) => /^catalogue\.groups\.\d+$/.test(f))).toHaveLength(9);
    expect(fields.filter((f) => /^catalogue\.groups\.\d+\.models/.test(f))).toEqual(['catalogue.groups.0.models.1']);
    expect(fields.filter((f) => /^catalogue\.repairs\.\d+$/.test(f))).toHaveLength(7);
    expect(fields).toContain('prices.2');
    const page = site.page('/services/macbook-repair/');
    expect(page.querySelector('#prices')).toBeNull();
    expect(textOf(page.querySelector('main'))).toContain("What's included");
  });
});

describe('removing a repair', () => {
  const edited = withoutBlock(SOURCE, lineOf(SOURCE, '    - id: iphone-battery'));

  it('a {price:…} of it in a text is refused where it is, with no list of ids: a sentence cannot simply lose it', async () => {
    const file = path.join(await tempDir(), 'shop.yaml');
    await writeFile(file, edited);
    const { code, err } = await runCli(['check', '--config', file]);
    expect(code).toBe(1);
    const line = lineOf(edited, edited.split('\n').find((l) => l.includes('batteries from {price:iphone-battery}'))!);
    expect(err).toContain(
      `${file}:${line}:18  pricing.seo.description  uses the placeholder {price:iphone-battery}, but that repair is not in the catalogue (or no longer); take it out of this text`,
    );
    expect(err).toContain('1 problem');
  });

  it('the price card and the rows naming it are located warnings, and the pages leave them out', async () => {
    const text = edited.replace('batteries from {price:iphone-battery}, ', '');
    const site = await buildSite(FULL, text);
    const at = (line: string) => lineOf(text, line);
    expect(removals(site).map((w) => `${w.line} ${w.field} ${w.message.split('.')[0]}`)).toEqual([
      `${at('    repairs: [iphone-battery]') - 2} prices.1 stands only for repairs that are no longer in the catalogue; delete this price card`,
      `${at('      - { repair: iphone-battery, name: Battery Replacement }')} services.0.prices.1 names "iphone-battery", which is no longer in the catalogue; delete this row`,
      `${at('      - { repair: iphone-battery, name: iPhone Battery }')} services.2.prices.0 names "iphone-battery", which is no longer in the catalogue; delete this row`,
    ]);
    const rows = site.page('/services/iphone-repair/').querySelectorAll('.price-row h3').map(textOf);
    expect(rows).not.toContain('Battery Replacement');
    expect(rows).toContain('Screen Replacement');
    const cleaned = followed(text, removals(site));
    expect(removals(await buildSite(FULL, cleaned))).toEqual([]);
  });
});
