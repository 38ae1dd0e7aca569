// Facts shown in texts: a fact may show another fact (filled in dependency order), a cycle is a
// located mistake, and {{ / }} write a literal brace, also inside Markdown code.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { allFacts, factCycles, fillText, placeholdersIn, resolveFacts } from '../../generator/shop/schema/placeholders.ts';
import { daysInWords } from '../../templates/lib/format.ts';
import { UI } from '../../templates/lib/ui/index.ts';
import { FULL, fixture } from '../helpers.ts';
import { buildSite, textOf } from '../site.ts';

describe('placeholders', () => {
  it('a fact that uses another fact renders fully on the page', async () => {
    const shop = (await readFile(fixture('minimal.yaml'), 'utf8'))
      .replace('turnaround: 1 hour', 'turnaround: "{diagnosis} diagnosis, then 1 hour ({warrantyCovers})"')
      .replace('warrantyCovers: parts', 'warrantyCovers: "parts for {warrantyDays} days"');
    const site = await buildSite(fixture('minimal.yaml'), shop);
    expect(textOf(site.page('/services/screens/').querySelector('main'))).toContain('Free diagnosis, then 1 hour (parts for 30 days).');
    for (const route of site.routes) expect(site.html(route), route).not.toMatch(/\{(?:diagnosis|warrantyCovers|warrantyDays)\}/);
  });

  it('{{ and }} show a literal brace in a text and inside Markdown code, and are not taken for facts', async () => {
    const shop = (await readFile(fixture('minimal.yaml'), 'utf8'))
      .replace('mission: Fix phones.', 'mission: "Send {{model}} and {{{turnaround}}} on WhatsApp."')
      .replace(
        '  posts: []',
        `  posts:
    - title: Templates
      slug: templates
      excerpt: Braces.
      date: 2026-01-10
      author: A
      readTime: 2
      category: Tips
      body: |
        Write \`{{warrantyDays}}\` to show the number of days.

        \`\`\`
        { "days": {{warrantyDays}} }
        \`\`\``,
      );
    const site = await buildSite(fixture('minimal.yaml'), shop);
    expect(textOf(site.page('/about/').querySelector('main'))).toContain('Send {model} and {1 hour} on WhatsApp.');
    const article = site.page('/blog/templates/');
    expect(textOf(article.querySelector('.prose p code'))).toBe('{warrantyDays}');
    // The parser keeps a <pre>'s content as raw text.
    expect(textOf(article.querySelector('.prose pre'))).toBe('<code>{ "days": {warrantyDays} } </code>');
  });

  it('fills in facts in dependency order and finds cycles', () => {
    const facts = { a: 'A shows {b}', b: 'B shows {c}', c: 3, list: ['{c} ways', 'cash'] };
    expect(resolveFacts(facts)).toEqual({ a: 'A shows B shows 3', b: 'B shows 3', c: 3, list: ['3 ways', 'cash'] });
    expect(factCycles(facts).size).toBe(0);
    expect([...factCycles({ a: '{b}', b: '{c}', c: 'x {a}', d: '{a}' })].map(([name, cycle]) => `${name}: ${cycle.join(' ')}`)).toEqual([
      'a: a b c a',
      'b: b c a b',
      'c: c a b c',
    ]);
    expect([...factCycles({ self: 'I am {self}' }).keys()]).toEqual(['self']);
  });

  it('reads {{ and }} as braces and only {name} as a placeholder', () => {
    expect(placeholdersIn('{{a}} {b} {{{c}}} { d } {}')).toEqual(['b', 'c', '']);
    expect(fillText('{{a}} {b} {{{c}}} }}', (name) => name.toUpperCase())).toBe('{a} B {C} }');
  });
});

describe("the shop's own details as placeholders", () => {
  it('says the open days as a sentence does', () => {
    const week = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
    expect(daysInWords(week, UI.en, 'en')).toBe('every day');
    expect(daysInWords(week.slice(0, 6), UI.en, 'en')).toBe('Monday to Saturday');
    expect(daysInWords(['Friday', 'Monday', 'Wednesday'], UI.en, 'en')).toBe('Monday, Wednesday and Friday');
    expect(daysInWords(['Saturday', 'Sunday'], UI.en, 'en')).toBe('Saturday and Sunday');
    expect(daysInWords(['Tuesday'], UI.en, 'en')).toBe('Tuesday');
  });

  it('counts the service areas, and a fact of the same name under facts: rounds on purpose', () => {
    const shop = {
      business: { name: 'Fixit', address: { locality: 'Koramangala', city: 'Bengaluru' }, hours: { days: ['Monday'] } },
      serviceAreas: ['A', 'B', 'C'],
      facts: { rating: 4.8 },
    };
    expect(allFacts(shop)).toMatchObject({ rating: 4.8, shopName: 'Fixit', locality: 'Koramangala', city: 'Bengaluru', areaCount: 3, openDays: 'Monday' });
    expect(allFacts({ ...shop, facts: { areaCount: '20+' } }).areaCount).toBe('20+');
  });

  it('a shop in Powai moved to Koramangala, Bengaluru says so in its texts and never names Powai or Mumbai', async () => {
    // What an owner changes first: the address, the areas and the hours. Directions to the old shop
    // (contact.findUs) and its testimonials name its places; the owner replaces those. The full
    // fixture is a shop in Powai written like the sample (shop.yaml is the owner's, and may name Powai).
    const doc = parseDocument(await readFile(FULL, 'utf8'));
    doc.setIn(['business', 'address', 'street'], 'No. 12, 80 Feet Road, 4th Block');
    doc.setIn(['business', 'address', 'locality'], 'Koramangala');
    doc.setIn(['business', 'address', 'city'], 'Bengaluru');
    doc.setIn(['business', 'address', 'state'], 'Karnataka');
    doc.setIn(['business', 'address', 'postalCode'], '560034');
    doc.setIn(['business', 'hours', 'days'], doc.createNode(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']));
    doc.set('serviceAreas', doc.createNode(['Koramangala', 'HSR Layout', 'BTM Layout', 'Indiranagar', 'Ejipura', 'Madiwala', 'Jayanagar', 'Bellandur']));
    doc.deleteIn(['contact', 'findUs']);
    doc.setIn(
      ['home', 'testimonials'],
      doc.createNode([{ name: 'Kiran R.', location: 'HSR Layout', rating: 5, service: 'Battery Replacement', text: 'Quick and fair.' }]),
    );
    const site = await buildSite(FULL, doc.toString());
    for (const route of site.routes) expect(site.html(route), route).not.toMatch(/Powai|Mumbai|Maharashtra/i);
    const iphone = site.page('/services/iphone-repair/');
    expect(iphone.querySelector('title')!.textContent).toContain('iPhone Repair in Koramangala');
    expect(iphone.querySelector('meta[name="description"]')!.getAttribute('content')).toContain('Same-day iPhone repair in Koramangala, Bengaluru.');
  });
});
