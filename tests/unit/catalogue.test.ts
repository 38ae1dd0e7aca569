// The repair catalogue: one price per repair per model or group, and every figure the site shows
// computed from it. Rules on small catalogues written here; pages on the full fixture, built in memory.
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { catalogueOf, figureOf, membersOf, offerOf, PRICING_PAGE_IDS, priceTables, rangeOf, type Catalogue } from '../../generator/site/index.ts';
import { fillPlaceholders } from '../../generator/shop/schema/placeholders.ts';
import { runRules } from '../../generator/shop/schema/rules.ts';
import { UI } from '../../templates/lib/ui/index.ts';
import { typedPrices } from '../../generator/shop/schema/typed-prices.ts';
import { FULL, MINIMAL, besideLeftovers, runCli, tempDir } from '../helpers.ts';
import { buildSite, jsonLd, textOf, type BuiltSite } from '../site.ts';

const phone = (id: string, name: string, series?: string) => ({ id, name, ...(series ? { series } : {}) });

/** Four iPhones, newest first, and one watch; groups and repairs as each test needs. */
function catalogue(repairs: Record<string, Record<string, number | 'on inspection'>>, groups: Catalogue['groups'] = []): { catalogue: Catalogue } {
  return {
    catalogue: {
      devices: [
        {
          id: 'iphone',
          name: 'iPhone',
          icon: 'smartphone',
          deviceType: 'iPhone',
          models: [
            phone('iphone-15', 'iPhone 15', '15'),
            phone('iphone-14', 'iPhone 14', '14'),
            phone('iphone-13', 'iPhone 13', '13'),
            phone('iphone-12', 'iPhone 12', '12'),
          ],
        },
        { id: 'watch', name: 'Apple Watch', icon: 'watch', deviceType: 'Other', models: [phone('watch-9', 'Apple Watch Series 9', 'Series 9')] },
      ],
      groups,
      repairs: Object.entries(repairs).map(([id, prices]) => ({
        id,
        name: id,
        description: `${id} done`,
        time: '1 hour',
        warranty: '90-day warranty',
        book: 'Screen',
        prices,
      })),
    },
  };
}

describe('catalogue rules', () => {
  it('an "onwards" figure is the lowest number a row covers; equal prices are not "onwards"', () => {
    expect(figureOf([5499, 3499, 7999])).toEqual({ amount: 3499, onwards: true });
    expect(figureOf([799, 799])).toEqual({ amount: 799, onwards: false });
    expect(figureOf([799, 'on inspection'])).toEqual({ amount: 799, onwards: true });
    expect(figureOf(['on inspection'])).toEqual({ amount: undefined, onwards: false });
  });

  it('a group stands for its models, a device for all of its models, in catalogue order', () => {
    const shop = catalogue({}, [
      { id: 'old', name: 'iPhone 12 / 13', models: ['iphone-13', 'iphone-12'] },
      { id: 'all', name: 'All', models: ['watch', 'iphone-15'] },
    ]);
    const members = membersOf(shop.catalogue);
    expect(members.get('old')).toEqual(['iphone-13', 'iphone-12']);
    expect(members.get('iphone')).toEqual(['iphone-15', 'iphone-14', 'iphone-13', 'iphone-12']);
    expect(members.get('all')).toEqual(['watch-9', 'iphone-15']);
  });

  it("a repair priced through a group gives each of its models the group's price", () => {
    const shop = catalogue({ screen: { 'iphone-15': 9999, pair: 5499 } }, [{ id: 'pair', name: 'iPhone 13 / 14', models: ['iphone-14', 'iphone-13'] }]);
    const index = catalogueOf(shop);
    const screen = index.repair('screen');
    expect(index.covers(screen).map((c) => [c.model.id, c.price])).toEqual([
      ['iphone-15', 9999],
      ['iphone-14', 5499],
      ['iphone-13', 5499],
    ]);
    expect(index.priceOf(screen, 'iphone-12')).toBeUndefined();
  });

  it('a range runs from the oldest to the newest model with a number, and says "onwards" when it reaches the newest', () => {
    const shop = catalogue({
      screen: { 'iphone-15': 'on inspection', 'iphone-14': 8999, 'iphone-13': 6999, 'iphone-12': 5999 },
      port: { iphone: 1499 },
      one: { 'iphone-13': 999 },
      both: { 'iphone-13': 999, 'watch-9': 999 },
    });
    const index = catalogueOf(shop);
    const english = { ...shop, ui: UI.en };
    expect(rangeOf(english, index.repair('screen'))).toBe('iPhone 12 to 14');
    expect(rangeOf(english, index.repair('port'))).toBe('iPhone 12 onwards');
    expect(rangeOf(english, index.repair('one'))).toBe('iPhone 13');
    expect(rangeOf(english, index.repair('both'))).toBeUndefined(); // two devices: no one range
    // In Marathi, in its words, with the names and series as written.
    expect(rangeOf({ ...shop, ui: UI.mr }, index.repair('screen'))).toBe('iPhone 12 ते 14');
  });

  it('a Book Now preselects a device type only when every model it prices has the same one', () => {
    const shop = catalogue({ screen: { iphone: 3000 }, check: { iphone: 299, watch: 299 } });
    expect(offerOf(shop, ['screen'])).toEqual({ figure: { amount: 3000, onwards: false }, book: 'Screen', deviceType: 'iPhone' });
    expect(offerOf(shop, ['check']).deviceType).toBeUndefined();
  });

  it('the pricing table gives a column to a repair whose price varies, a line to one that is the same for every model', () => {
    const shop = catalogue({ screen: { 'iphone-15': 9999, 'iphone-14': 7999 }, check: { iphone: 299, watch: 299 } });
    const [iphone, watch] = priceTables(shop);
    expect(iphone.columns.map((r) => r.id)).toEqual(['screen']);
    expect(iphone.rows.map((r) => [r.model.id, ...r.prices])).toEqual([
      ['iphone-15', 9999],
      ['iphone-14', 7999],
      ['iphone-13', undefined],
      ['iphone-12', undefined],
    ]);
    expect(iphone.flat.map((f) => [f.repair.id, f.price])).toEqual([['check', 299]]);
    expect(watch.columns).toEqual([]);
  });

  it("{price:…} shows a repair's lowest price, also inside a fact", () => {
    const shop = {
      ...catalogue({ screen: { 'iphone-15': 9999, 'iphone-14': 7999 } }),
      facts: { fee: 'a fee of {price:screen}' },
      text: 'Screens from {price:screen}, {fee}.',
    };
    const filled = fillPlaceholders(shop);
    expect(filled.text).toBe('Screens from ₹7,999, a fee of ₹7,999.');
  });

  it("{models:…} names the range of a device's models from the catalogue, in the page's language, and follows a model removed", () => {
    const shop = { ...catalogue({ screen: { iphone: 3000 } }), facts: {}, text: 'Every {models:iphone}; {models:watch}.' };
    expect(fillPlaceholders(shop).text).toBe('Every iPhone 12 to 15; Apple Watch Series 9.');
    expect(fillPlaceholders(shop, 'hi', UI.hi).text).toBe('Every iPhone 12 से 15; Apple Watch Series 9.');
    shop.catalogue.devices[0].models.shift();
    expect(fillPlaceholders(shop).text).toBe('Every iPhone 12 to 14; Apple Watch Series 9.');
  });

  it('refuses a {models:…} of a device the catalogue does not have, naming the one it likely meant', async () => {
    const source = readFileSync(FULL, 'utf8').replace(
      'cameras and board faults on every {models:iphone}.',
      'cameras and board faults on every {models:iphones}.',
    );
    expect(source).toContain('{models:iphones}');
    const dir = await tempDir();
    await writeFile(path.join(dir, 'shop.yaml'), source);
    const { code, err } = await runCli(['check', '--config', path.join(dir, 'shop.yaml')]);
    expect(code).toBe(1);
    expect(err).toContain(
      'uses the placeholder {models:iphones}, but that device is not in the catalogue (or no longer); did you mean {models:iphone}? If not, take it out of this text',
    );
  });

  it("refuses a model priced twice through its device and a group, a repeated id and a group holding a group; a model's own price is no conflict", () => {
    const shop = {
      ...catalogue({ screen: { 'iphone-15': 9999, iphone: 5000, pair: 4000 } }, [
        { id: 'pair', name: 'Pair', models: ['iphone-14', 'iphone-13'] },
        { id: 'iphone-12', name: 'Clash', models: ['pair'] },
      ]),
    };
    const messages = runRules(shop, ['catalogue']).map((p) => `${p.path.join('.')}: ${p.message.split(';')[0]}`);
    expect(messages).toEqual([
      'catalogue.groups.1.id: repeats the id "iphone-12" of the model "iPhone 12"',
      'catalogue.groups.1.models.0: names "pair", which is not a model or device of the catalogue',
      'catalogue.repairs.0.prices.pair: prices iPhone 14 a second time (it already has a price through "iphone")',
    ]);
  });
});

describe('the pages read the catalogue', () => {
  let site: BuiltSite;
  beforeAll(async () => {
    site = await buildSite(FULL);
  });

  it('the pricing page has a table per device, a row per model with its address, and headers a screen reader announces', () => {
    const page = site.page('/pricing/');
    expect(page.querySelectorAll('.device-prices > div').map((d) => d.id)).toEqual(['iphone', 'mac', 'ipad', 'watch']);
    const table = page.querySelector('#iphone table')!;
    expect(table.querySelectorAll('thead th').map((th) => [textOf(th), th.getAttribute('scope')])).toEqual([
      ['Model', 'col'],
      ['Screen replacement', 'col'],
      ['Battery replacement', 'col'],
      ['Charging port repair', 'col'],
      ['Water-damage repair', 'col'],
      ['Logic-board micro-soldering', 'col'],
    ]);
    const row = page.querySelector('tr#iphone-13')!;
    expect(row.querySelector('th')?.getAttribute('scope')).toBe('row');
    expect([textOf(row.querySelector('th')), ...row.querySelectorAll('td').map(textOf)]).toEqual([
      'iPhone 13',
      '₹7,999',
      '₹3,499',
      '₹2,499',
      '₹5,999',
      '₹9,999',
    ]);
    expect(page.querySelector('tr#iphone-16-pro')!.querySelectorAll('td').map(textOf)).toEqual([
      'On inspection',
      'On inspection',
      '₹3,499',
      'On inspection',
      'On inspection',
    ]);
    expect(page.querySelectorAll('#iphone tbody tr')).toHaveLength(38);
    expect(textOf(page.querySelector('#iphone .price-flat'))).toBe(
      'Every iPhone: Water-damage diagnosis ₹799 · Health check-up ₹349 · Emergency service ₹1,999',
    );
  });

  it('no catalogue id can take an id the pricing page uses for its own parts', () => {
    const page = site.page('/pricing/');
    const catalogueIds = new Set(membersOf(parse(readFileSync(FULL, 'utf8')).catalogue).keys());
    const own = page
      .querySelectorAll('[id]')
      .map((e) => e.id)
      .filter((id) => !catalogueIds.has(id) && !id.endsWith('-prices-title'));
    expect(own.sort()).toEqual([...PRICING_PAGE_IDS].sort());
    const shop = catalogue({}, [{ id: 'faq', name: 'Clash', models: ['iphone-15'] }]);
    expect(runRules(shop, ['catalogue']).map((p) => p.message)).toEqual([
      'is "faq", a name the pricing page uses for one of its own parts, so /pricing/#faq could not lead here; choose another id, such as "faq-model"',
    ]);
  });

  it('a model without a repair shows a dash that a screen reader reads as "Not offered"', () => {
    const cell = site.page('/pricing/').querySelector('tr#mac-studio')!.querySelectorAll('td')[1];
    expect(textOf(cell)).toBe('–Not offered');
    expect(cell.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('every model chip on the home page leads to a row of the pricing page', () => {
    const pricing = site.page('/pricing/');
    const links = site
      .page('/')
      .querySelectorAll('#models a')
      .map((a) => a.getAttribute('href')!);
    expect(links).toHaveLength(24);
    for (const href of links) expect(pricing.querySelector(`tr${new URL(href, 'https://x').hash}`), href).not.toBeNull();
  });

  it('the home hero and every service page link to the price finder, the first thing the pricing page shows after its title', () => {
    for (const route of ['/', ...site.routes.filter((r) => r.startsWith('/services/'))]) {
      expect(site.page(route).querySelector('a[href="/pricing/#finder"]'), route).not.toBeNull();
    }
    expect(site.page('/pricing/').querySelector('main > .page-hero + section')?.id).toBe('finder');
  });

  it("a service page's hero Book Now picks that page's service", () => {
    expect(site.page('/services/battery-replacement/').querySelector('.page-hero a[data-book]')?.getAttribute('data-book')).toBe('Battery Replacement');
    expect(site.page('/services/macbook-repair/').querySelector('.page-hero a[data-book]')?.getAttribute('data-book')).toBe('MacBook Repair');
  });

  it("a price card of one repair says which models its price covers, as the service page's row of that repair does", () => {
    const card = site
      .page('/pricing/')
      .querySelectorAll('#prices .price-card')
      .find((c) => textOf(c.querySelector('h3')).includes('Screen'))!;
    const row = site
      .page('/services/iphone-repair/')
      .querySelectorAll('.price-row')
      .find((r) => textOf(r.querySelector('h3')) === 'Screen Replacement')!;
    expect(textOf(card.querySelector('.price-row-range'))).toBe('iPhone 6 to 15 · newer models on inspection');
    expect(textOf(row.querySelector('.price-row-range'))).toBe(textOf(card.querySelector('.price-row-range')));
    // The service's own claim about its models, on its home card, comes from the catalogue too.
    expect(textOf(site.page('/').querySelector('#services'))).toContain('on every iPhone 6 to 16.');
  });

  it('the rows name the models their price covers, derived from the catalogue', () => {
    const ranges = (slug: string) =>
      site
        .page(`/services/${slug}/`)
        .querySelectorAll('.price-row')
        .map((r) => textOf(r.querySelector('.price-row-range')));
    const newer = 'iPhone 6 to 15 · newer models on inspection';
    expect(ranges('iphone-repair')).toEqual([newer, newer, 'iPhone 6 onwards', newer, newer]);
    expect(ranges('screen-replacement')).toEqual([
      newer,
      'Some models on inspection',
      'Some models on inspection',
      'Apple Watch Series 3 onwards · some models on inspection',
    ]);
    expect(ranges('battery-replacement').at(-1)).toBe('Apple Watch Series 3 onwards');
  });

  it('each service page describes its repairs as Offers: a price, or a minPrice for "onwards", in INR', () => {
    const service = jsonLd(site.page('/services/water-damage/')).find((d) => d['@type'] === 'Service')!;
    expect(service.offers).toEqual([
      { '@type': 'Offer', name: 'Water-Damage Diagnosis', description: expect.any(String), priceCurrency: 'INR', price: 799 },
      {
        '@type': 'Offer',
        name: 'iPhone Water-Damage Repair',
        description: expect.any(String),
        priceCurrency: 'INR',
        priceSpecification: { '@type': 'PriceSpecification', minPrice: 3999, priceCurrency: 'INR' },
      },
      {
        '@type': 'Offer',
        name: 'MacBook Water-Damage Repair',
        description: expect.any(String),
        priceCurrency: 'INR',
        priceSpecification: { '@type': 'PriceSpecification', minPrice: 8999, priceCurrency: 'INR' },
      },
      {
        '@type': 'Offer',
        name: 'Emergency Service',
        description: expect.any(String),
        priceCurrency: 'INR',
        priceSpecification: { '@type': 'PriceSpecification', minPrice: 1999, priceCurrency: 'INR' },
      },
    ]);
  });
});

describe('one price, written once', () => {
  it('changing the lowest iPhone screen price changes every page that shows it, and nothing else', async () => {
    const source = readFileSync(FULL, 'utf8');
    const before = await buildSite(FULL, source);
    // The iPhone 6 is the cheapest screen: its price is the "onwards" figure wherever iPhone screens are priced.
    const edited = source.replace(/( {4}- id: iphone-screen\n[\s\S]*?\n {8}iphone-6: )3799\n/, '$13599\n');
    expect(edited).not.toBe(source);
    const after = await buildSite(FULL, edited);
    const changed = before.routes.filter((route) => before.html(route) !== after.html(route));
    expect(changed.sort()).toEqual(['/', '/pricing/', '/services/iphone-repair/', '/services/screen-replacement/']);
    // Where the pages differ, they differ by the price alone: as text, and as the structured data's minPrice.
    const strip = (html: string) => html.replace(/₹3,[57]99|"minPrice":3[57]99/g, '');
    for (const route of changed) {
      const [was, is] = [strip(before.html(route)), strip(after.html(route))];
      let at = 0;
      while (at < is.length && is[at] === was[at]) at += 1;
      expect(is === was ? '' : is.slice(Math.max(0, at - 80), at + 80), `${route} changed more than the price`).toBe('');
      expect(after.html(route), route).toContain('₹3,599');
    }
    expect(textOf(after.page('/').querySelector('#prices .price-card .price'))).toBe('₹3,599 onwards');
    expect(textOf(after.page('/pricing/').querySelector('tr#iphone-6 td'))).toBe('₹3,599');
  });
});

describe('a price typed into a text', () => {
  it('is a warning when the catalogue does not have it, naming the placeholder of the repair the text is about', () => {
    const shop = {
      ...catalogue({ 'iphone-screen': { 'iphone-15': 9999, 'iphone-14': 7999 }, 'iphone-battery': { iphone: 2999 } }),
      page: { intro: 'Screens from ₹6,999 and batteries from Rs. 2999.', other: 'A battery for Rs 2,499, a screen for INR 7999, and ₹100 off.' },
    };
    expect(typedPrices(shop).map((p) => `${p.path.join('.')}: ${p.message.split(';')[0]} → ${/\{price:[^}]+\}/.exec(p.message)?.[0]}`)).toEqual([
      'page.intro: types the price ₹6,999, which the catalogue does not have (its lowest price for iphone-screen is ₹7,999) → {price:iphone-screen}',
      'page.other: types the price Rs 2,499, which the catalogue does not have (its lowest price for iphone-battery is ₹2,999) → {price:iphone-battery}',
      // The words before it name both repairs: not guessed (it is no repair's price at all).
      'page.other: types the price ₹100, which the catalogue does not have, and the words before it do not say which of its repairs it is for → {price:ID}',
    ]);
  });

  it('on a page about a repair the catalogue lacks, is matched to no other repair: the owner is told what to do', async () => {
    const text = readFileSync(MINIMAL, 'utf8').replace('intro: We fix screens.', 'intro: "Data recovery from a dead phone, from ₹2,750."');
    const file = path.join(await tempDir('typed-price-'), 'shop.yaml');
    await writeFile(file, text);
    const line = text.split('\n').findIndex((l) => l.includes('₹2,750')) + 1;
    const column = text.split('\n')[line - 1].indexOf('"Data recovery') + 1;
    const result = await runCli(['check', '--config', file]);
    expect(result.code).toBe(0);
    expect(result.err).toContain(
      `${file}:${line}:${column}  services.0.hero.intro  types the price ₹2,750, which the catalogue does not have, and the words before it do not say which of its repairs it is for; if it is the price of a repair, give that repair this price in catalogue.repairs (add the repair if it is missing) and write {price:ID} here instead, with the repair's id for ID, so the text follows every change to the price`,
    );
    expect(result.err).not.toContain('{price:screen}');
  });

  it('check prints it at its line, and still passes', async () => {
    const text = readFileSync(MINIMAL, 'utf8').replace('intro: Prices.', 'intro: Screens from ₹999.');
    const file = path.join(await tempDir('typed-price-'), 'shop.yaml');
    await writeFile(file, text);
    const line = text.split('\n').findIndex((l) => l.includes('₹999')) + 1;
    const result = await runCli(['check', '--config', file]);
    expect(result.code).toBe(0);
    expect(result.err).toContain(
      `${file}:${line}:10  pricing.intro  types the price ₹999, which the catalogue does not have (its lowest price for Screen is ₹1,000); write {price:screen} instead`,
    );
    expect(besideLeftovers(result.err)).toBe(result.err.split('\n\n').find((block) => block.includes('₹999')));
    expect(result.out).toBe(`${file} is valid: 6 pages would be built.`);
  });
});
