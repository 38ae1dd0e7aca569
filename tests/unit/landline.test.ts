// The shop's phone may be a landline with its STD code: read in any form an owner writes it, shown the
// way people in India write it, and dialled with +91 wherever the site links or names it.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { phone } from '../../generator/shop/schema/primitives.ts';
import { dialNumber, displayPhone } from '../../templates/lib/format.ts';
import { MINIMAL } from '../helpers.ts';
import { buildSite, jsonLd, textOf, type BuiltSite } from '../site.ts';

const shown = (written: unknown) => displayPhone(phone.parse(written)).replace(/\u00a0/g, ' ');
const dialled = (written: unknown) => dialNumber(phone.parse(written));

describe("the shop's phone", () => {
  it.each([
    ['020 2545 1234', '020 2545 1234'],
    ['+91 20 2545 1234', '020 2545 1234'],
    ['(020) 25451234', '020 2545 1234'],
    ['02025451234', '020 2545 1234'],
    ['+91-20-25451234', '020 2545 1234'],
    ['0712 2345678', '0712 234 5678'],
    ['02712 234567', '02712 234567'],
    // Written in one run, only a metro's two-digit code is known.
    ['+912717234567', '02717234567'],
  ])('reads the landline %s, shows it as %s and dials it with +91', (written, text) => {
    expect(shown(written)).toBe(text);
    expect(dialled(written)).toBe(`+91${written.replace(/\D/g, '').slice(-10)}`);
  });

  it('reads a landline YAML took for a number (no quotes): its 0, or its +, dropped', () => {
    expect([shown(2025451234), dialled(2025451234)]).toEqual(['020 2545 1234', '+912025451234']);
    expect([shown(912025451234), dialled(912025451234)]).toEqual(['020 2545 1234', '+912025451234']);
  });

  it('keeps a mobile a mobile, written any way', () => {
    for (const written of ['98765 43210', '+91 98765 43210', '098765 43210', '077777 77777', 9876543210, 919876543210])
      expect([shown(written), dialled(written)]).toEqual([expect.stringMatching(/^\+91 \d{5} \d{5}$/), expect.stringMatching(/^\+91[6-9]\d{9}$/)]);
  });

  it('refuses what is neither, saying which forms it takes', () => {
    for (const written of ['2545 1234', '020 254 512', '020 2545 12345', '0020 2545 1234', '12345', 1234])
      expect(phone.safeParse(written).error?.issues[0].message).toBe(
        'is not a phone number; write a mobile like "98765 43210" or "+91 98765 43210", or a landline with its STD code like "020 2545 1234"',
      );
  });

  it('dials any landline as +91, its STD code and number, written with any prefix and separators', () => {
    const landline = fc
      .tuple(
        fc.integer({ min: 2, max: 4 }),
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }),
        fc.integer({ min: 1, max: 8 }),
        fc.constantFrom('0', '+91 ', '+91-', '(0'),
        fc.constantFrom(' ', '-', '  '),
      )
      .map(([length, rest, first, prefix, separator]) => {
        const [code, number] = [`${first}${rest.slice(0, length - 1).join('')}`, rest.slice(length - 1).join('')];
        return { written: `${prefix}${code}${prefix === '(0' ? ')' : ''}${separator}${number}`, code, number };
      });
    fc.assert(
      fc.property(landline, ({ written, code, number }) => {
        expect(dialled(written)).toBe(`+91${code}${number}`);
        expect(shown(written).replace(/ /g, '')).toBe(`0${code}${number}`);
        expect(shown(written).startsWith(`0${code} `)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('a shop whose phone is a landline', () => {
  let site: BuiltSite;
  beforeAll(async () => {
    site = await buildSite(MINIMAL, readFileSync(MINIMAL, 'utf8').replace('phone: "9000000001"', 'phone: "+91 20 2545 1234"'));
  });

  it('shows it and calls it from every call link, and names it to search engines', () => {
    for (const route of site.routes) {
      const calls = site.page(route).querySelectorAll('a[href^="tel:"]');
      expect(calls.length).toBeGreaterThan(0);
      for (const call of calls) expect(call.getAttribute('href')).toBe('tel:+912025451234');
    }
    expect(site.page('/').querySelectorAll('a[href^="tel:"]').map(textOf)).toContain('020 2545 1234');
    expect(jsonLd(site.page('/'))[0].telephone).toBe('+912025451234');
  });

  it('keeps WhatsApp on the mobile', () => {
    expect(site.page('/').querySelector('a[href^="https://wa.me/"]')?.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919000000002\?/);
  });
});
