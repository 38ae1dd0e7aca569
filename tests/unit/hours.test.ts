// Opening hours as an owner writes them: a day closed and a day with other hours, said in words in each
// language, the open-now status at the edges of each day's hours, and the pages, booking times and
// structured data of a shop built with them.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { openStatus, weekOf } from '../../templates/lib/clock.ts';
import { daysInWords } from '../../templates/lib/format.ts';
import { INTL_LOCALES, LANGUAGES, UI } from '../../templates/lib/ui/index.ts';
import { MINIMAL } from '../helpers.ts';
import { buildSite, jsonLd, textOf, type BuiltSite } from '../site.ts';

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const except = (...closed: string[]) => WEEK.filter((day) => !closed.includes(day));
/** Closed on Tuesdays, 10 AM to 8 PM, and 11 AM to 6 PM on Sundays. */
const HOURS = { opens: '10:00', closes: '20:00', days: except('Tuesday'), Sunday: { opens: '11:00', closes: '18:00' } };
const ist = (iso: string) => new Date(`${iso}+05:30`);

describe('the open days in words', () => {
  it.each([
    [except('Tuesday'), 'every day except Tuesday', 'मंगलवार को छोड़कर हर दिन', 'मंगळवार सोडून दररोज'],
    [except('Tuesday', 'Thursday'), 'every day except Tuesday and Thursday', 'मंगलवार और गुरुवार को छोड़कर हर दिन', 'मंगळवार आणि गुरुवार सोडून दररोज'],
    [except('Sunday'), 'Monday to Saturday', 'सोमवार से शनिवार', 'सोमवार ते शनिवार'],
    [except('Monday'), 'Tuesday to Sunday', 'मंगलवार से रविवार', 'मंगळवार ते रविवार'],
    [WEEK, 'every day', 'हर दिन', 'दररोज'],
    [['Monday', 'Wednesday', 'Friday'], 'Monday, Wednesday and Friday', 'सोमवार, बुधवार और शुक्रवार', 'सोमवार, बुधवार आणि शुक्रवार'],
  ])('%j: "%s"', (days, en, hi, mr) => {
    expect(LANGUAGES.map((lang) => daysInWords(days, UI[lang], lang))).toEqual([en, hi, mr]);
  });
});

describe('the open-now status of a shop closed on Tuesdays and open 11 to 6 on Sundays', () => {
  // 22 November 2026 is a Sunday.
  it.each([
    ['2026-11-22T10:59', 'Closed · opens 11 AM', 'We reply from 11 AM'],
    ['2026-11-22T11:00', 'Open now · closes 6 PM', undefined],
    ['2026-11-22T17:59', 'Open now · closes 6 PM', undefined],
    ['2026-11-22T18:00', 'Closed · opens 10 AM', 'We reply from 10 AM'],
    ['2026-11-23T19:59', 'Open now · closes 8 PM', undefined],
    ['2026-11-23T20:00', 'Closed · opens Wednesday 10 AM', 'We reply from Wednesday 10 AM'],
    ['2026-11-24T12:00', 'Closed · opens 10 AM', 'We reply from 10 AM'],
    ['2026-11-28T20:00', 'Closed · opens 11 AM', 'We reply from 11 AM'],
  ])('at %s in India: %s', (at, text, reply) => {
    expect(openStatus(weekOf(HOURS), ist(at), UI.en, INTL_LOCALES.en)).toEqual({ open: !reply, text, ...(reply ? { reply } : {}) });
  });

  it('says it in Hindi and Marathi', () => {
    const say = (at: string) => (['hi', 'mr'] as const).map((lang) => openStatus(weekOf(HOURS), ist(at), UI[lang], INTL_LOCALES[lang]).text);
    expect(say('2026-11-22T11:00')).toEqual(['अभी खुला है · शाम 6 बजे बंद होगा', 'आता उघडे आहे · संध्याकाळी 6 वाजता बंद होईल']);
    expect(say('2026-11-23T20:00')).toEqual(['अभी बंद है · बुधवार सुबह 10 बजे खुलेगा', 'आता बंद आहे · बुधवारी सकाळी 10 वाजता उघडेल']);
  });
});

describe('a shop built with those hours', () => {
  let site: BuiltSite;
  beforeAll(async () => {
    const hours = [
      '  hours:',
      '    opens: "10:00"',
      '    closes: "20:00"',
      '    days: [Monday, Wednesday, Thursday, Friday, Saturday, Sunday]',
      '    Sunday: { opens: "11:00", closes: "18:00" }',
    ];
    site = await buildSite(MINIMAL, readFileSync(MINIMAL, 'utf8').replace(/ {2}hours: .*\n/, `${hours.join('\n')}\n`));
  });

  it('shows the hours in words wherever they show', () => {
    const hours = site
      .page('/')
      .querySelectorAll('.contact-list li')
      .map(textOf)
      .filter((text) => text.includes(' to '));
    expect(hours.length).toBeGreaterThan(0);
    for (const text of hours) expect(text).toBe('Every day except Tuesday, 10 AM to 8 PM; Sunday, 11 AM to 6 PM');
    expect(textOf(site.page('/').querySelector('.menu-hours'))).toBe('Every day except Tuesday, 10 AM to 8 PM; Sunday, 11 AM to 6 PM');
  });

  it("gives the open-now badge each day's hours, Sunday first", () => {
    expect(site.page('/').querySelector('[data-open-badge]')?.getAttribute('data-week')).toBe(
      '11:00-18:00,10:00-20:00,,10:00-20:00,10:00-20:00,10:00-20:00,10:00-20:00',
    );
  });

  it('offers each preferred time on the days it fits', () => {
    const select = site.page('/').querySelector('select[name="time"]')!;
    expect(select.querySelectorAll('option').map((option) => [option.textContent, option.getAttribute('data-days')])).toEqual([
      ['Any time', undefined],
      ['Morning (11 AM – 12 PM)', '0'],
      ['Morning (10 AM – 12 PM)', '13456'],
      ['Afternoon (12 – 4 PM)', '013456'],
      ['Evening (4 – 6 PM)', '0'],
      ['Evening (4 – 8 PM)', '13456'],
    ]);
    // Before a date is chosen, a usual day's (Monday).
    expect(select.getAttribute('data-day')).toBe('1');
  });

  it('tells search engines one entry per distinct hours', () => {
    expect(jsonLd(site.page('/'))[0].openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '10:00', closes: '20:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '11:00', closes: '18:00' },
    ]);
  });
});
