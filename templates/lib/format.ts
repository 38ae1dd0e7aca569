// Formatting helpers of the templates, in the page's words (`ui`) and Intl's names in its language (`lang`).
import { clock, clockParts } from './clock.ts';
import { say, INTL_LOCALES, type Lang, type UiText } from './ui/index.ts';

export { clock };

const RUPEES = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** 25000 → "₹25,000"; 150000 → "₹1,50,000" (Indian digit grouping). */
export function formatRupees(amount: number): string {
  return `₹${RUPEES.format(amount)}`;
}

export { formatRupees as rupees };

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const dayNames = new Map<string, string[]>();

/** The week's day names in `lang`, Monday first: "Mon" or "Monday", "सोम" or "सोमवार". */
function namesOfDays(lang: Lang, weekday: 'short' | 'long'): string[] {
  const key = `${lang} ${weekday}`;
  let names = dayNames.get(key);
  if (!names) {
    const format = new Intl.DateTimeFormat(INTL_LOCALES[lang], { weekday, timeZone: 'UTC' });
    // 1 January 2024 was a Monday.
    dayNames.set(key, (names = WEEK.map((_, i) => format.format(Date.UTC(2024, 0, 1 + i)))));
  }
  return names;
}

/** The days' places in the week (English names, as shop.yaml writes them), Monday first. */
const placesOf = (days: readonly string[]) => WEEK.flatMap((day, i) => (days.includes(day) ? [i] : []));
const consecutive = (places: number[]) => places.every((place, i) => place === places[0] + i);

/** ["Monday", …, "Sunday"] → "Every day"; a run of days → "Mon–Sat"; otherwise a list ("Mon, Wed"). */
export function dayRange(days: readonly string[], ui: Pick<UiText, 'daysAll'>, lang: Lang): string {
  if (days.length === 7) return ui.daysAll;
  const places = placesOf(days);
  const names = namesOfDays(lang, 'short');
  if (consecutive(places) && places.length > 2) return `${names[places[0]]}\u2013${names[places.at(-1)!]}`;
  return places.map((i) => names[i]).join(', ');
}

/** The open days as a sentence says them: "every day", "Monday to Saturday", "Monday, Wednesday and Friday". */
export function daysInWords(days: readonly string[], ui: Pick<UiText, 'daysAllInWords' | 'daysFromTo' | 'daysAnd'>, lang: Lang): string {
  if (days.length === 7) return ui.daysAllInWords;
  const places = placesOf(days);
  const names = places.map((i) => namesOfDays(lang, 'long')[i]);
  if (consecutive(places) && places.length > 2) return say(ui.daysFromTo, { from: names[0], to: names.at(-1)! });
  return names.length > 1 ? say(ui.daysAnd, { list: names.slice(0, -1).join(', '), last: names.at(-1)! }) : names.join('');
}

/** The booking form's "Preferred time": 09:00–21:00 cut at noon and 4 PM → "Morning (9 AM – 12 PM)", "Afternoon (12 – 4 PM)", "Evening (4 – 9 PM)". */
export function dayParts(opens: string, closes: string, ui: UiText): string[] {
  const parts = [
    ['dayPartMorning', '00:00', '12:00'],
    ['dayPartAfternoon', '12:00', '16:00'],
    ['dayPartEvening', '16:00', '24:00'],
  ] as const;
  return parts.flatMap(([key, from, to]) => {
    const [start, end] = [opens > from ? opens : from, closes < to ? closes : to];
    return start < end ? [say(ui[key], { hours: clockRange(start, end, ui) })] : [];
  });
}

/** "09:00", "12:00" → "9 AM – 12 PM"; "12:00", "16:00" → "12 – 4 PM": a part of the day both share is said once ("दोपहर 1 से 3 बजे तक"). */
export function clockRange(from: string, to: string, ui: UiText): string {
  const [[early, a], [late, b]] = [clockParts(from, ui), clockParts(to, ui)];
  if (early === late) return say(early, { time: say(ui.clockRange, { from: a, to: b }) });
  return say(ui.clockRange, { from: say(early, { time: a }), to: say(late, { time: b }) });
}

/** "9000012345" → "+91 90000 12345"; a landline as shop.yaml gives it ("020 2545 1234"); with non-breaking spaces so the number never wraps. */
export function displayPhone(phone: string): string {
  return (phone.startsWith('0') ? phone : `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`).replaceAll(' ', '\u00a0');
}

/** "9000012345" → "+919000012345", "020 2545 1234" → "+912025451234": the number as the world dials it. */
export function dialNumber(phone: string): string {
  return `+91${phone.replace(/\D/g, '').slice(-10)}`;
}

export function telHref(phone: string): string {
  return `tel:${dialNumber(phone)}`;
}

const longDates = new Map<string, string>();
const longDateFormats = new Map<Lang, Intl.DateTimeFormat>();

/** "2026-10-02" → "2 October 2026", "2 अक्तूबर 2026", "2 ऑक्टोबर 2026": the month in `lang`, Latin digits. */
export function longDate(isoDate: string, lang: Lang): string {
  const key = `${lang} ${isoDate}`;
  let text = longDates.get(key);
  if (text === undefined) {
    let format = longDateFormats.get(lang);
    if (!format)
      longDateFormats.set(lang, (format = new Intl.DateTimeFormat(INTL_LOCALES[lang], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })));
    const [y, m, d] = isoDate.split('-').map(Number);
    // Built from the parts: Intl's Marathi pattern puts a comma before the year, which Marathi dates do not have.
    const parts = format.formatToParts(Date.UTC(y, m - 1, d));
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    longDates.set(key, (text = `${part('day')} ${part('month')} ${part('year')}`));
  }
  return text;
}
