// The small pure modules the templates and the browser script share.
import { describe, expect, it } from 'vitest';
import { clock, openStatus, todayInIndia, weekOf } from '../../templates/lib/clock.ts';
import { initial } from '../../generator/site/index.ts';
import { closedOn } from '../../templates/lib/closed-days.ts';
import { displayPhone, formatRupees, longDate, timeChoices } from '../../templates/lib/format.ts';
import { bookingMessage, contactMessage, formatDay, whatsappUrl } from '../../templates/lib/whatsapp.ts';
import { INTL_LOCALES, UI } from '../../templates/lib/ui/index.ts';
import { iconForEmoji } from '../../templates/icons.tsx';
import { typeset, typesetText } from '../../templates/lib/typeset.ts';

const everyDay = { opens: '09:00', closes: '21:00', days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] };
const weekdays = { opens: '10:00', closes: '18:30', days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] };
/** Closed on Tuesdays, other hours on Sundays. */
const sundays = {
  opens: '10:00',
  closes: '20:00',
  days: ['Monday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  Sunday: { opens: '11:00', closes: '18:00' },
};
const ist = (iso: string) => new Date(`${iso}+05:30`);

describe('clock', () => {
  it.each([
    ['09:00', '9 AM'],
    ['21:00', '9 PM'],
    ['00:00', '12 AM'],
    ['12:00', '12 PM'],
    ['18:30', '6:30 PM'],
    ['09:05', '9:05 AM'],
  ])('%s reads %s', (time, text) => {
    expect(clock(time, UI.en)).toBe(text);
  });

  it('today in India is the Indian calendar date, not the UTC one', () => {
    expect(todayInIndia(new Date('2026-11-21T18:29:00Z'))).toBe('2026-11-21');
    expect(todayInIndia(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
  });

  it.each([
    ['2026-11-21T08:59', 'Closed · opens 9 AM', false],
    ['2026-11-21T09:00', 'Open now · closes 9 PM', true],
    ['2026-11-21T20:59', 'Open now · closes 9 PM', true],
    ['2026-11-21T21:00', 'Closed · opens 9 AM', false],
  ])('every day, at %s in India: %s', (at, text, open) => {
    // While closed, when a message is answered: when it opens.
    expect(openStatus(weekOf(everyDay), ist(at), UI.en, INTL_LOCALES.en)).toEqual({ open, text, ...(open ? {} : { reply: 'We reply from 9 AM' }) });
  });

  it('names the day it opens when that is not tomorrow', () => {
    expect(openStatus(weekOf(weekdays), ist('2026-11-21T12:00'), UI.en, INTL_LOCALES.en).text).toBe('Closed · opens Monday 10 AM'); // a Saturday
    expect(openStatus(weekOf(weekdays), ist('2026-11-20T19:00'), UI.en, INTL_LOCALES.en).text).toBe('Closed · opens Monday 10 AM'); // Friday evening
    expect(openStatus(weekOf(weekdays), ist('2026-11-19T19:00'), UI.en, INTL_LOCALES.en).text).toBe('Closed · opens 10 AM'); // Thursday evening
    expect(openStatus(weekOf(weekdays), ist('2026-11-19T18:29'), UI.en, INTL_LOCALES.en).text).toBe('Open now · closes 6:30 PM');
  });
});

describe('format', () => {
  it('groups rupees the Indian way', () => {
    expect(formatRupees(299)).toBe('₹299');
    expect(formatRupees(18999)).toBe('₹18,999');
    expect(formatRupees(150000)).toBe('₹1,50,000');
  });

  it('writes days and dates for people', () => {
    expect(longDate('2026-10-02', 'en')).toBe('2 October 2026');
    expect(displayPhone('9876543210')).toBe('+91\u00a098765\u00a043210');
  });

  it("takes a name's first character whole, even an emoji or an accented letter", () => {
    expect(initial('reviveLab')).toBe('R');
    expect(initial('📱 Phone Doctor')).toBe('📱');
    expect(initial('👩🏽‍🔧 Fixers')).toBe('👩🏽‍🔧');
    expect(initial('e\u0301clair')).toBe('E\u0301');
  });
});

describe('whatsapp', () => {
  it('builds wa.me links with 91 and ten digits, whatever the number looked like', () => {
    expect(whatsappUrl('98765 43210', 'Hi')).toBe('https://wa.me/919876543210?text=Hi');
    expect(whatsappUrl('+91 98765-43210', 'a & b? #c')).toBe('https://wa.me/919876543210?text=a%20%26%20b%3F%20%23c');
  });

  it('writes the preferred date like "Sat, 28 Nov 2026"', () => {
    expect(formatDay('2026-11-28', INTL_LOCALES.en)).toBe('Sat, 28 Nov 2026');
    expect(formatDay('2027-01-01', INTL_LOCALES.en)).toBe('Fri, 1 Jan 2027');
  });

  it('lists the booking, leaves out empty fields and asks to confirm', () => {
    const text = bookingMessage(
      {
        name: ' Asha ',
        phone: '99999',
        device: 'iPad',
        model: '',
        service: 'Screen Replacement',
        estimate: '',
        priority: false,
        date: '',
        time: '',
        visit: '',
        area: '',
        notes: '  ',
      },
      UI.en,
      INTL_LOCALES.en,
    );
    expect(text).toBe(
      'Hi, I would like to book a repair appointment.\n\nName: Asha\nPhone: 99999\nDevice: iPad\nService needed: Screen Replacement\n\nPlease confirm my appointment.',
    );
  });

  it('names the model, the estimate and same-day priority when the booking has them', () => {
    const text = bookingMessage(
      {
        name: 'Asha',
        phone: '99999',
        device: 'iPhone',
        model: 'iPhone 13',
        service: 'Screen Replacement',
        estimate: '₹7,999 · about 2-3 hours',
        priority: true,
        date: '',
        time: '',
        visit: '',
        area: '',
        notes: '',
      },
      UI.en,
      INTL_LOCALES.en,
    );
    expect(text).toBe(
      'Hi, I would like to book a repair appointment.\n\nName: Asha\nPhone: 99999\nDevice: iPhone\nModel: iPhone 13\nService needed: Screen Replacement\nEstimate: ₹7,999 · about 2-3 hours\nPriority: same-day priority\n\nPlease confirm my appointment.',
    );
  });

  it('names the time of day and a pickup with its area, and a walk-in without one', () => {
    const booking = (visit: string, area: string) =>
      bookingMessage(
        {
          name: 'Asha',
          phone: '99999',
          device: 'iPhone',
          model: '',
          service: 'Screen Replacement',
          estimate: '',
          priority: false,
          date: '2026-11-28',
          time: 'Evening (4 – 9 PM)',
          visit,
          area,
          notes: '',
        },
        UI.en,
        INTL_LOCALES.en,
      );
    expect(booking(UI.en.visitPickup, 'Chandivali')).toBe(
      'Hi, I would like to book a repair appointment.\n\nName: Asha\nPhone: 99999\nDevice: iPhone\n' +
        'Service needed: Screen Replacement\nPreferred date: Sat, 28 Nov 2026\nPreferred time: Evening (4 – 9 PM)\nVisit: Pickup & delivery\n' +
        'Pickup from: Chandivali\n\nPlease confirm my appointment.',
    );
    // An area picked before switching to a walk-in is not sent.
    expect(booking(UI.en.visitWalkIn, 'Chandivali')).toContain('Visit: Walk-in at the shop\n\nPlease confirm');
  });

  it('lists the contact fields, then the message, then asks to get back, naming the sender once', () => {
    const text = contactMessage({ name: 'Ravi', email: '', phone: '99999', subject: 'General Inquiry', message: 'Hello?' }, UI.en);
    expect(text).toBe('Hi, this is Ravi.\n\nPhone: 99999\nSubject: General Inquiry\n\nHello?\n\nPlease get back to me.');
  });
});

describe('opening hours in the booking form', () => {
  it('cuts each day at noon and 4 PM into the parts the shop is open, each choice with the days it fits', () => {
    const choices = (hours: string) => timeChoices(Array(7).fill(hours), UI.en).map(([choice]) => choice);
    expect(choices('09:00-21:00')).toEqual(['Morning (9 AM – 12 PM)', 'Afternoon (12 – 4 PM)', 'Evening (4 – 9 PM)']);
    expect(choices('10:30-14:00')).toEqual(['Morning (10:30 AM – 12 PM)', 'Afternoon (12 – 2 PM)']);
    expect(choices('13:00-16:00')).toEqual(['Afternoon (1 – 4 PM)']);
    expect(choices('07:00-11:30')).toEqual(['Morning (7 – 11:30 AM)']);
    // Closed on Tuesdays, 10 AM to 8 PM, and 11 AM to 6 PM on Sundays (0 is Sunday, as Date.getDay() counts).
    expect(timeChoices(weekOf(sundays), UI.en)).toEqual([
      ['Morning (11 AM – 12 PM)', '0'],
      ['Morning (10 AM – 12 PM)', '13456'],
      ['Afternoon (12 – 4 PM)', '013456'],
      ['Evening (4 – 6 PM)', '0'],
      ['Evening (4 – 8 PM)', '13456'],
    ]);
  });

  it('says when a chosen date falls on a closed day', () => {
    const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    expect(closedOn('2026-11-29', weekdays, UI.en, INTL_LOCALES.en)).toBe('We are closed on Sundays. Choose another day.');
    expect(closedOn('2026-11-28', weekdays, UI.en, INTL_LOCALES.en)).toBe('');
    expect(closedOn('', weekdays, UI.en, INTL_LOCALES.en)).toBe('');
  });
});

describe('price card icons', () => {
  it('draws each emoji as the line icon that means the same, and keeps an unknown one as it is', () => {
    expect(['📱', '🔋', '💾', '💧', '🔌', '🔬', '🩺', '💻', '⌚'].map(iconForEmoji)).toEqual([
      'smartphone',
      'battery',
      'hard-drive',
      'droplets',
      'plug',
      'microscope',
      'stethoscope',
      'laptop',
      'watch',
    ]);
    expect(iconForEmoji('🦄')).toBeUndefined();
  });
});

describe('typesetting', () => {
  it('gives ranges an en dash and keeps "90-day" whole, but leaves dates, phone numbers and words alone', () => {
    expect(
      [
        '2-4 hours',
        '2019-2024',
        '₹3,499 - ₹12,999',
        'iPhone 6-15',
        '1.5-2 hours',
        '90-day warranty',
        '2026-11-28',
        '98765-43210',
        'A-1',
        'Wi-Fi',
        'as we started - a free diagnosis',
      ].map(typesetText),
    ).toEqual([
      '2–4 hours',
      '2019–2024',
      '₹3,499 – ₹12,999',
      'iPhone 6–15',
      '1.5–2 hours',
      '90\u2011day warranty',
      '2026-11-28',
      '98765-43210',
      'A-1',
      'Wi-Fi',
      'as we started – a free diagnosis',
    ]);
  });

  it("touches only the text of a page: not attributes, code, scripts or links' addresses", () => {
    expect(typeset('<p title="2-4">2-4 <code>1-2</code> 5-6 <a href="/x-1-2">3-4</a></p><script>1-2</script><pre>7-8</pre>9-10')).toBe(
      '<p title="2-4">2–4 <code>1-2</code> 5–6 <a href="/x-1-2">3–4</a></p><script>1-2</script><pre>7-8</pre>9–10',
    );
  });
});
