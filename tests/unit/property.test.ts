// Property tests (fast-check): the WhatsApp hand-off keeps any text exactly, and no mutation of a
// valid shop makes the CLI crash, print a stack trace, or touch dist/ when it refuses the file.
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { parse, stringify } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { unmarked } from '../../templates/lib/fallback.ts';
import { INTL_LOCALES, UI } from '../../templates/lib/ui/index.ts';
import { bookingMessage, contactMessage, whatsappUrl } from '../../templates/lib/whatsapp.ts';
import { fixture, hashTree, runCli, tempDir } from '../helpers.ts';

const decoded = (url: string) => new URL(url).searchParams.get('text');
const wellFormed = (text: string) => text.toWellFormed();

// Text an owner or a visitor might type: any Unicode, with the characters URLs treat specially.
const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({
    unit: fc.constantFrom('अ', 'म', 'ि', 'त', '्', 'e', '\u0301', '📱', '👩🏽‍🔧', '&', '?', '#', '%', '+', '=', '\n', '\r\n', ' ', '/', '"'),
    maxLength: 60,
  }),
  fc.string({ unit: 'binary', maxLength: 50 }),
);
// A mobile number as an owner might write it, and the ten digits it stands for.
const mobile = fc
  .tuple(
    fc.constantFrom('', '+91', '+91 ', '0', '91'),
    fc.integer({ min: 6, max: 9 }),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }),
    fc.constantFrom('', ' ', '-'),
  )
  .map(([prefix, first, rest, sep]) => ({
    written: `${prefix}${first}${rest.slice(0, 4).join('')}${sep}${rest.slice(4).join('')}`,
    digits: `${first}${rest.join('')}`,
  }));

describe('the WhatsApp link', () => {
  it('gives back exactly the message, whatever it holds', () => {
    fc.assert(
      fc.property(mobile, anyText, ({ written }, message) => {
        expect(decoded(whatsappUrl(written, message))).toBe(wellFormed(unmarked(message)));
      }),
      { numRuns: 2000 },
    );
  });

  it('opens a chat with the number the owner wrote, however it was written', () => {
    fc.assert(
      fc.property(mobile, anyText, ({ written, digits }, message) => {
        const url = new URL(whatsappUrl(written, message));
        expect([url.origin, url.pathname]).toEqual(['https://wa.me', `/91${digits}`]);
      }),
      { numRuns: 500 },
    );
  });

  it('a booking and a contact message carry every field a visitor filled in, as typed', () => {
    const field = anyText.filter((t) => t.trim() !== '' && !t.includes('\n'));
    fc.assert(
      fc.property(field, field, field, field, (name, phone, device, notes) => {
        const booking = decoded(
          whatsappUrl(
            '9876543210',
            bookingMessage(
              { name, phone, device, model: '', service: 'Other', estimate: '', priority: false, date: '2026-11-28', time: '', visit: '', area: '', notes },
              UI.en,
              INTL_LOCALES.en,
            ),
          ),
        )!;
        for (const value of [name, phone, device, notes]) expect(booking).toContain(wellFormed(unmarked(value.trim())));
        expect(booking).toContain('Preferred date: Sat, 28 Nov 2026');
        const contact = decoded(whatsappUrl('9876543210', contactMessage({ name, email: '', phone, subject: device, message: notes }, UI.en)))!;
        for (const value of [name, phone, device, notes]) expect(contact).toContain(wellFormed(unmarked(value.trim())));
        expect(contact).not.toContain('Email:');
      }),
      { numRuns: 300 },
    );
  });
});

// Every path in an object, as arrays of keys, for choosing where to mutate.
function paths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return [at, ...value.flatMap((v, i) => paths(v, [...at, i]))];
  if (value && typeof value === 'object') return [at, ...Object.entries(value).flatMap(([k, v]) => paths(v, [...at, k]))];
  return [at];
}

function mutate(shop: any, where: (string | number)[], how: string, value: unknown): any {
  const copy = structuredClone(shop);
  if (where.length === 0) return how === 'replace' ? value : copy;
  const parent = where.slice(0, -1).reduce((node, key) => node[key], copy);
  const key = where.at(-1)!;
  if (how === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else if (how === 'add-key') {
    const name = typeof value === 'string' && value.length < 40 ? value || 'empty' : 'extraField';
    const target = parent[key];
    if (target && typeof target === 'object' && !Array.isArray(target)) target[name] = 'surprise';
    else if (!Array.isArray(parent)) parent[`${String(key)}Extra`] = 'surprise';
  } else if (how === 'empty-list') {
    parent[key] = Array.isArray(parent[key]) ? [] : parent[key];
  } else {
    parent[key] = value;
  }
  return copy;
}

describe('mutated shops', () => {
  const valid = parse(readFileSync(fixture('minimal.yaml'), 'utf8'));
  const where = paths(valid);
  const replacement = fc.oneof(
    fc.integer(),
    fc.double({ noNaN: false }),
    fc.boolean(),
    fc.constant(null),
    fc.string({ maxLength: 20 }),
    fc.constant('x'.repeat(300_000)),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
    fc.constant('javascript:alert(1)'),
    fc.constant('<script>alert(1)</script>'),
  );
  let dir: string;
  let out: string;
  let before: string;

  beforeAll(async () => {
    dir = await tempDir();
    out = path.join(dir, 'dist');
    expect((await runCli(['build', '--config', fixture('minimal.yaml'), '--out', out])).code).toBe(0);
    before = await hashTree(out);
  });

  it('never crash the CLI: each is built, or refused with located messages (the next test writes over a real dist/)', async () => {
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...where), fc.constantFrom('replace', 'delete', 'add-key', 'empty-list'), replacement, async (at, how, value) => {
        const config = path.join(dir, 'shop.yaml');
        await writeFile(config, stringify(mutate(valid, at, how, value)));
        const result = await runCli(['build', '--config', config, '--out', path.join(dir, 'check-dist'), '--dry-run']);
        expect([0, 1]).toContain(result.code);
        expect(result.err).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
        if (result.code === 1) {
          refused += 1;
          expect(result.err).toMatch(/^\S+:\d+:\d+ {2}\S.* {2}\S/m);
          expect(result.err).toMatch(/has \d+ problems?\. Fix/);
        }
      }),
      { numRuns: Number(process.env.MUTATION_RUNS ?? 150) },
    );
    expect(refused).toBeGreaterThan(50);
  });

  it('a refused mutation written over a real dist/ leaves it byte for byte as it was', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...where.filter((p) => p.length > 1)), replacement, async (at, value) => {
        const config = path.join(dir, 'shop.yaml');
        await writeFile(config, stringify(mutate(valid, at, 'replace', value)));
        const result = await runCli(['build', '--config', config, '--out', out]);
        expect([0, 1]).toContain(result.code);
        if (result.code === 1) expect(await hashTree(out)).toBe(before);
        else {
          // A mutation the schema accepts builds a new site; put the reference site back.
          expect((await runCli(['build', '--config', fixture('minimal.yaml'), '--out', out])).code).toBe(0);
        }
      }),
      // Always tried: a 300,000-character id, a value a pattern once read back and forth for two minutes (a six-word test).
      { numRuns: 40, examples: [[['catalogue', 'repairs', 0, 'id'], 'x'.repeat(300_000)]] },
    );
  });
});
