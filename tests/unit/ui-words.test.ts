// The words the browser script and the shared formatting helpers write, in every language: the
// dictionaries agree, each helper speaks the language it is given (with Latin digits and Indian
// grouping), the page hands the words to the script safely, and the script's bundles hold no words.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatRupees } from '../../generator/site/catalogue.ts';
import { CLIENT_TEXT_ID, ClientText } from '../../templates/client-text.tsx';
import { PageProvider, type PageContext } from '../../templates/context.tsx';
import { clock, openStatus, weekOf } from '../../templates/lib/clock.ts';
import { closedOn } from '../../templates/lib/closed-days.ts';
import { estimate, priceText, type CatalogueData } from '../../templates/lib/estimate.ts';
import { FALLBACK_END, FALLBACK_START } from '../../templates/lib/fallback.ts';
import { clockRange, daysInWords, longDate, timeChoices } from '../../templates/lib/format.ts';
import { CLIENT_EN, CLIENT_HI, CLIENT_MR } from '../../templates/lib/ui/client.ts';
import { clientText, INTL_LOCALES, LANGUAGES, UI, type Lang } from '../../templates/lib/ui/index.ts';
import { bookingMessage, contactMessage, formatDay, whatsappUrl, type BookingFields } from '../../templates/lib/whatsapp.ts';
import { FULL } from '../helpers.ts';
import { buildSite, type BuiltSite } from '../site.ts';

const CLIENT = { en: CLIENT_EN, hi: CLIENT_HI, mr: CLIENT_MR };
const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const everyDay = { opens: '09:00', closes: '21:00', days: WEEK };
const weekdays = { opens: '10:00', closes: '18:30', days: WEEK.slice(0, 5) };
const ist = (iso: string) => new Date(`${iso}+05:30`);
const decoded = (url: string) => new URL(url).searchParams.get('text')!;
const DEVANAGARI_DIGIT = /[०-९]/;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const booking: BookingFields = {
  name: ' Asha ',
  phone: '98200 00000',
  device: 'iPhone',
  model: 'iPhone 13',
  service: 'Screen Replacement',
  estimate: '',
  priority: true,
  date: '2026-11-28',
  time: '',
  visit: '',
  area: 'Powai',
  notes: '  ',
};

describe('the dictionaries', () => {
  it.each(['hi', 'mr'] as const)('%s has every English key, each naming the same parts, with Latin digits', (lang) => {
    expect(Object.keys(CLIENT[lang]).sort()).toEqual(Object.keys(CLIENT_EN).sort());
    for (const [key, english] of Object.entries(CLIENT_EN)) {
      const text = CLIENT[lang][key as keyof typeof CLIENT_EN];
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english));
      expect(text, key).not.toMatch(DEVANAGARI_DIGIT);
    }
  });

  it('hands the script the client words of the merged ones', () => {
    for (const lang of LANGUAGES) expect(clientText(UI[lang])).toEqual(CLIENT[lang]);
  });
});

describe('clock times', () => {
  it.each([
    ['09:00', '9 AM', 'सुबह 9', 'सकाळी 9'],
    ['12:00', '12 PM', 'दोपहर 12', 'दुपारी 12'],
    ['18:30', '6:30 PM', 'शाम 6:30', 'संध्याकाळी 6:30'],
    ['21:00', '9 PM', 'रात 9', 'रात्री 9'],
  ])('%s reads %s, %s, %s', (time, en, hi, mr) => {
    expect([clock(time, UI.en), clock(time, UI.hi), clock(time, UI.mr)]).toEqual([en, hi, mr]);
  });

  it('writes a range with the part of the day once where both share it', () => {
    expect(clockRange('12:00', '16:00', UI.en)).toBe('12 – 4 PM');
    expect(clockRange('09:00', '21:00', UI.hi)).toBe('सुबह 9 से रात 9 बजे तक');
    expect(clockRange('13:00', '15:30', UI.hi)).toBe('दोपहर 1 से 3:30 बजे तक');
    expect(clockRange('09:00', '21:00', UI.mr)).toBe('सकाळी 9 ते रात्री 9');
  });

  it("cuts the day into the booking form's parts in each language", () => {
    const choices = (hours: string, lang: Lang) => timeChoices(Array(7).fill(hours), UI[lang]).map(([choice]) => choice);
    expect(choices('09:00-21:00', 'en')).toEqual(['Morning (9 AM – 12 PM)', 'Afternoon (12 – 4 PM)', 'Evening (4 – 9 PM)']);
    expect(choices('09:00-21:00', 'hi')).toEqual(['सुबह 9 से दोपहर 12 बजे तक', 'दोपहर 12 से शाम 4 बजे तक', 'शाम 4 से रात 9 बजे तक']);
    expect(choices('10:30-14:00', 'mr')).toEqual(['सकाळी 10:30 ते दुपारी 12', 'दुपारी 12 ते 2']);
  });
});

describe('the open-now badge', () => {
  it.each([
    ['2026-11-21T08:59', 'Closed · opens 9 AM', 'अभी बंद है · सुबह 9 बजे खुलेगा', 'आता बंद आहे · सकाळी 9 वाजता उघडेल'],
    ['2026-11-21T09:00', 'Open now · closes 9 PM', 'अभी खुला है · रात 9 बजे बंद होगा', 'आता उघडे आहे · रात्री 9 वाजता बंद होईल'],
    ['2026-11-21T21:00', 'Closed · opens 9 AM', 'अभी बंद है · सुबह 9 बजे खुलेगा', 'आता बंद आहे · सकाळी 9 वाजता उघडेल'],
  ])('every day, at %s in India', (at, en, hi, mr) => {
    expect((['en', 'hi', 'mr'] as const).map((lang) => openStatus(weekOf(everyDay), ist(at), UI[lang], INTL_LOCALES[lang]).text)).toEqual([en, hi, mr]);
  });

  it("names the day it opens in the page's language when that is not tomorrow", () => {
    const saturday = ist('2026-11-21T12:00');
    expect(openStatus(weekOf(weekdays), saturday, UI.en, INTL_LOCALES.en)).toEqual({
      open: false,
      text: 'Closed · opens Monday 10 AM',
      reply: 'We reply from Monday 10 AM',
    });
    expect(openStatus(weekOf(weekdays), saturday, UI.hi, INTL_LOCALES.hi).text).toBe('अभी बंद है · सोमवार सुबह 10 बजे खुलेगा');
    expect(openStatus(weekOf(weekdays), saturday, UI.hi, INTL_LOCALES.hi).reply).toBe('हम सोमवार सुबह 10 बजे से जवाब देंगे');
    expect(openStatus(weekOf(weekdays), saturday, UI.mr, INTL_LOCALES.mr).text).toBe('आता बंद आहे · सोमवारी सकाळी 10 वाजता उघडेल');
    expect(openStatus(weekOf(weekdays), saturday, UI.mr, INTL_LOCALES.mr).reply).toBe('आम्ही सोमवारी सकाळी 10 वाजल्यापासून उत्तर देऊ');
    expect(openStatus(weekOf(weekdays), ist('2026-11-19T18:29'), UI.mr, INTL_LOCALES.mr)).toEqual({
      open: true,
      text: 'आता उघडे आहे · संध्याकाळी 6:30 वाजता बंद होईल',
    });
  });
});

describe('days and dates', () => {
  it('says the opening days in a sentence ({openDays}) in each language', () => {
    expect(daysInWords(WEEK, UI.en, 'en')).toBe('every day');
    expect(daysInWords(WEEK.slice(0, 6), UI.en, 'en')).toBe('Monday to Saturday');
    expect(daysInWords(['Friday', 'Monday', 'Wednesday'], UI.en, 'en')).toBe('Monday, Wednesday and Friday');
    expect(daysInWords(['Tuesday'], UI.en, 'en')).toBe('Tuesday');
    expect(daysInWords(WEEK, UI.mr, 'mr')).toBe('दररोज');
    expect(daysInWords(WEEK.slice(0, 6), UI.hi, 'hi')).toBe('सोमवार से शनिवार');
    expect(daysInWords(['Friday', 'Monday', 'Wednesday'], UI.hi, 'hi')).toBe('सोमवार, बुधवार और शुक्रवार');
    expect(daysInWords(['Saturday', 'Sunday'], UI.mr, 'mr')).toBe('शनिवार आणि रविवार');
  });

  it("writes an article's date in each language, with Latin digits and no comma before the year", () => {
    expect(LANGUAGES.map((lang) => longDate('2026-10-02', lang))).toEqual(['2 October 2026', '2 अक्टूबर 2026', '2 ऑक्टोबर 2026']);
  });

  it('writes the preferred date of a booking in each language, with Latin digits', () => {
    expect(formatDay('2026-11-28', INTL_LOCALES.en)).toBe('Sat, 28 Nov 2026');
    expect(formatDay('2026-11-28', INTL_LOCALES.hi)).toBe('शनिवार, 28 नवंबर 2026');
    expect(formatDay('2026-11-28', INTL_LOCALES.mr)).toBe('शनिवार, 28 नोव्हेंबर 2026');
    // As the script makes its locale: <html lang> with Latin digits.
    expect(formatDay('2027-01-01', 'mr-IN-u-nu-latn')).toBe('शुक्रवार, 1 जानेवारी 2027');
    expect(formatDay('someday', INTL_LOCALES.hi)).toBe('someday');
    expect(formatDay('2026-13-45', INTL_LOCALES.hi)).toBe('2026-13-45');
  });

  it("says a closed day in the page's language", () => {
    expect(closedOn('2026-11-29', WEEK.slice(0, 6), UI.en, INTL_LOCALES.en)).toBe('We are closed on Sundays. Choose another day.');
    expect(closedOn('2026-11-29', WEEK.slice(0, 6), UI.hi, INTL_LOCALES.hi)).toBe('रविवार को दुकान बंद रहती है। कोई और दिन चुनें।');
    expect(closedOn('2026-11-29', WEEK.slice(0, 6), UI.mr, INTL_LOCALES.mr)).toBe('रविवारी दुकान बंद असते. दुसरा दिवस निवडा.');
    expect(closedOn('2026-11-28', WEEK.slice(0, 6), UI.mr, INTL_LOCALES.mr)).toBe('');
  });
});

describe('prices', () => {
  it.each(LANGUAGES)('groups rupees the Indian way with Latin digits in %s', (lang) => {
    expect(formatRupees(1234567)).toBe('₹12,34,567');
    expect(priceText(1234567, UI[lang])).toBe('₹12,34,567');
    expect(new Intl.NumberFormat(INTL_LOCALES[lang]).format(1234567)).toBe('12,34,567');
  });

  const data: CatalogueData = {
    groups: {},
    devices: [
      {
        id: 'iphone',
        name: 'iPhone',
        models: [['iphone-13', 'iPhone 13', 'iPhone']],
        repairs: [
          { id: 'screen', name: 'स्क्रीन', time: '2-3 घंटे', warranty: '180 दिन', book: 'screen', prices: [7999] },
          { id: 'cable', name: 'केबल', time: '1 घंटा', warranty: '30 दिन', book: 'port', prices: [799] },
          { id: 'port', name: 'पोर्ट', time: '1-2 दिन', warranty: '90 दिन', book: 'port', prices: [1499] },
          { id: 'board', name: 'बोर्ड', time: '3-5 दिन', warranty: '90 दिन', book: 'board', prices: [0] },
        ],
      },
    ],
  };

  it("writes the booking estimate in the page's language", () => {
    expect(estimate(data, 'iphone-13', 'screen', undefined, UI.en)).toBe('₹7,999 · about 2-3 घंटे');
    expect(estimate(data, 'iphone-13', 'screen', undefined, UI.hi)).toBe('₹7,999 · लगभग 2-3 घंटे');
    expect(estimate(data, 'iphone-13', 'port', undefined, UI.hi)).toBe('₹799 से शुरू · लगभग 1 घंटा');
    expect(estimate(data, 'iphone-13', 'port', 'port', UI.mr)).toBe('₹1,499 · सुमारे 1-2 दिन');
    expect(estimate(data, 'iphone-13', 'board', undefined, UI.mr)).toBe('तपासणीनंतर · सुमारे 3-5 दिन');
    expect(estimate(data, 'iphone-13', 'board', '', UI.en)).toBe('On inspection · about 3-5 दिन');
  });
});

describe('the WhatsApp messages', () => {
  it('sends a Hindi booking in Hindi, the date in Hindi words with Latin digits', () => {
    const text = decoded(whatsappUrl('98200 00000', bookingMessage(booking, UI.hi, INTL_LOCALES.hi)));
    expect(text).toBe(
      [
        'नमस्ते, मुझे रिपेयर के लिए अपॉइंटमेंट बुक करना है।',
        '',
        'नाम: Asha',
        'फ़ोन: 98200 00000',
        'डिवाइस: iPhone',
        'मॉडल: iPhone 13',
        'सर्विस: Screen Replacement',
        'प्रायोरिटी: उसी दिन रिपेयर चाहिए',
        'पसंद की तारीख: शनिवार, 28 नवंबर 2026',
        '',
        'कृपया मेरा अपॉइंटमेंट कन्फ़र्म करें।',
      ].join('\n'),
    );
  });

  it("sends the Marathi form's own answers: its parts of the day, a pickup with its area", () => {
    const [, , [evening]] = timeChoices(weekOf({ opens: '09:00', closes: '21:00', days: ['Saturday'] }), UI.mr);
    const text = decoded(
      whatsappUrl(
        '9820000000',
        bookingMessage({ ...booking, priority: false, time: evening, visit: UI.mr.visitPickup, notes: 'स्क्रीन तुटली' }, UI.mr, INTL_LOCALES.mr),
      ),
    );
    expect(text).toContain(
      '\nसोयीची तारीख: शनिवार, 28 नोव्हेंबर 2026\nसोयीची वेळ: संध्याकाळी 4 ते रात्री 9\nदुकान की पिकअप: पिकअप आणि डिलिव्हरी\nपिकअप कुठून: Powai\nइतर माहिती: स्क्रीन तुटली\n\nकृपया माझी अपॉइंटमेंट कन्फर्म करा.',
    );
    expect(text).not.toContain('प्रायोरिटी');
    expect(text).not.toMatch(DEVANAGARI_DIGIT);
    // An area picked before switching to a walk-in is not sent.
    expect(bookingMessage({ ...booking, visit: UI.mr.visitWalkIn }, UI.mr, INTL_LOCALES.mr)).toContain('दुकान की पिकअप: स्वतः दुकानात येऊ\n\n');
  });

  it('keeps the English booking as it was', () => {
    expect(
      bookingMessage({ ...booking, estimate: '₹7,999 · about 2-3 hours', visit: UI.en.visitPickup, time: 'Evening (4 – 9 PM)' }, UI.en, INTL_LOCALES.en),
    ).toBe(
      'Hi, I would like to book a repair appointment.\n\nName: Asha\nPhone: 98200 00000\nDevice: iPhone\nModel: iPhone 13\nService needed: Screen Replacement\n' +
        'Estimate: ₹7,999 · about 2-3 hours\nPriority: same-day priority\nPreferred date: Sat, 28 Nov 2026\nPreferred time: Evening (4 – 9 PM)\n' +
        'Visit: Pickup & delivery\nPickup from: Powai\n\nPlease confirm my appointment.',
    );
  });

  it('writes the contact message in each language, naming the sender once', () => {
    const fields = { name: 'Ravi', email: '', phone: '99999', subject: 'सामान्य सवाल', message: 'Hello?\nकब खुला है?' };
    expect(contactMessage(fields, UI.en)).toBe('Hi, this is Ravi.\n\nPhone: 99999\nSubject: सामान्य सवाल\n\nHello?\nकब खुला है?\n\nPlease get back to me.');
    expect(contactMessage(fields, UI.hi)).toBe('नमस्ते, मेरा नाम Ravi है।\n\nफ़ोन: 99999\nविषय: सामान्य सवाल\n\nHello?\nकब खुला है?\n\nकृपया मुझसे संपर्क करें।');
    expect(contactMessage({ ...fields, email: 'ravi@example.com' }, UI.mr)).toContain('नमस्कार, माझे नाव Ravi आहे.\n\nईमेल: ravi@example.com\nफोन: 99999\n');
  });

  it('drops the marks of a text shown in the default language before encoding', () => {
    const marked = `${FALLBACK_START}Hi, I have a question.${FALLBACK_END}`;
    expect(decoded(whatsappUrl('9820000000', marked))).toBe('Hi, I have a question.');
    expect(whatsappUrl('9820000000', marked)).not.toContain('%EE%80');
  });
});

describe('the words in the page', () => {
  const render = (lang: Lang, ui = UI[lang]) =>
    renderToStaticMarkup(
      createElement(PageProvider, { value: { shop: { ui, site: { lang } }, routes: [] } as unknown as PageContext }, createElement(ClientText)),
    );

  it("are the page's language's client words, as JSON the script reads by id", () => {
    for (const lang of LANGUAGES) {
      const html = render(lang);
      const match = new RegExp(`^<script type="application/json" id="${CLIENT_TEXT_ID}">(.*)</script>$`, 's').exec(html);
      expect(match, lang).not.toBeNull();
      expect(JSON.parse(match![1])).toEqual(CLIENT[lang]);
    }
  });

  it('cannot end the script element or open a comment, whatever an owner wrote', () => {
    const html = render('hi', { ...UI.hi, contactMessage: '</script><script>alert(1)</script><!-- & ' });
    const inner = html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>'));
    expect(inner).not.toMatch(/[<>&]/);
    expect(JSON.parse(inner).contactMessage).toBe('</script><script>alert(1)</script><!-- & ');
  });
});

describe("the browser's bundles", () => {
  let site: BuiltSite;
  beforeAll(async () => {
    site = await buildSite(FULL);
  });

  it('hold no words of any language: the page brings them', () => {
    const scripts = [...site.files.files.keys()].filter((name) => name.endsWith('.js')).map((name) => site.files.text(name));
    expect(scripts).toHaveLength(2);
    // Each text's parts between its {names} and line ends, as whole words ("Open now · closes", "Name:"); not "and", which CSS media queries say.
    const words = Object.values(CLIENT)
      .flatMap((dictionary) => Object.values(dictionary))
      .flatMap((text) => text.split(/\{\w+\}|\n/))
      .map((part) => part.trim())
      .filter((part) => /\p{L}{4}/u.test(part));
    const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const script of scripts) {
      expect(script).not.toMatch(/[\u0900-\u097F]/);
      for (const word of words) expect(script, word).not.toMatch(new RegExp(`(?<!\\p{L})${escaped(word)}(?!\\p{L})`, 'u'));
    }
  });
});
