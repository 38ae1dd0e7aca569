// Facts shown in texts: a fact may show another fact (filled in dependency order), a cycle is a
// located mistake, and {{ / }} write a literal brace, also inside Markdown code.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { factCycles, fillText, placeholdersIn, resolveFacts } from '../../generator/schema/placeholders.ts';
import { fixture } from '../helpers.ts';
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
      .replace('  posts: []', `  posts:
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
        \`\`\``);
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
    expect([...factCycles({ a: '{b}', b: '{c}', c: 'x {a}', d: '{a}' })].map(([name, cycle]) => `${name}: ${cycle.join(' ')}`))
      .toEqual(['a: a b c a', 'b: b c a b', 'c: c a b c']);
    expect([...factCycles({ self: 'I am {self}' }).keys()]).toEqual(['self']);
  });

  it('reads {{ and }} as braces and only {name} as a placeholder', () => {
    expect(placeholdersIn('{{a}} {b} {{{c}}} { d } {}')).toEqual(['b', 'c', '']);
    expect(fillText('{{a}} {b} {{{c}}} }}', (name) => name.toUpperCase())).toBe('{a} B {C} }');
  });
});
