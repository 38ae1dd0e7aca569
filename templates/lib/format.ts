// Formatting helpers of the templates, in the page's words (`ui`) and Intl's names in its language (`lang`).
import { clockParts } from './clock.ts';
import { say, INTL_LOCALES, type Lang, type UiText } from './ui/index.ts';

const RUPEES = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** 25000 → "₹25,000"; 150000 → "₹1,50,000" (Indian digit grouping). */
export function formatRupees(amount: number): string {
  return `₹${RUPEES.format(amount)}`;
}

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The week's day names in `lang`, Monday first: "Monday", "सोमवार". */
function namesOfDays(lang: Lang): string[] {
  const format = new Intl.DateTimeFormat(INTL_LOCALES[lang], { weekday: 'long', timeZone: 'UTC' });
  // 1 January 2024 was a Monday.
  return WEEK.map((_, i) => format.format(Date.UTC(2024, 0, 1 + i)));
}

type DayWords = Pick<UiText, 'daysAllInWords' | 'daysFromTo' | 'daysAnd' | 'daysExcept'>;

/** The open days as a sentence says them: "every day", "Monday to Saturday", "every day except Tuesday", "Monday, Wednesday and Friday". */
export function daysInWords(days: readonly string[], ui: DayWords, lang: Lang): string {
  const names = namesOfDays(lang);
  const [open, closed] = [names.filter((_, i) => days.includes(WEEK[i])), names.filter((_, i) => !days.includes(WEEK[i]))];
  const list = (some: string[]) => (some.length > 1 ? say(ui.daysAnd, { list: some.slice(0, -1).join(', '), last: some.at(-1)! }) : some.join(''));
  if (!closed.length) return ui.daysAllInWords;
  // A run from Monday: "Monday to Saturday"; else one or two days closed: "every day except Tuesday".
  if (open.length > 2 && open.every((name, i) => name === names[names.indexOf(open[0]) + i])) return say(ui.daysFromTo, { from: open[0], to: open.at(-1)! });
  return closed.length < 3 ? say(ui.daysExcept, { days: list(closed) }) : list(open);
}

/**
 * The booking form's "Preferred time" over a week (clock.ts's weekOf), each choice with the days it fits (Sunday 0, as
 * Date.getDay()): 09:00–21:00 cut at noon and 4 PM → ["Morning (9 AM – 12 PM)", "0123456"], ["Afternoon (12 – 4 PM)", …], ….
 */
export function timeChoices(week: readonly string[], ui: UiText): [string, string][] {
  const parts = [
    ['dayPartMorning', '00:00', '12:00'],
    ['dayPartAfternoon', '12:00', '16:00'],
    ['dayPartEvening', '16:00', '24:00'],
  ] as const;
  const choices = new Map<string, string>();
  for (const [key, from, to] of parts)
    week.forEach((hours, day) => {
      const [opens, closes]: string[] = hours.split('-');
      const [start, end] = [opens > from ? opens : from, closes < to ? closes : to];
      if (!hours || start >= end) return;
      const choice = say(ui[key], { hours: clockRange(start, end, ui) });
      choices.set(choice, (choices.get(choice) ?? '') + day);
    });
  return [...choices];
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

const longDateFormats = new Map<Lang, Intl.DateTimeFormat>();

/** "2026-10-02" → "2 October 2026", "2 अक्तूबर 2026", "2 ऑक्टोबर 2026": the month in `lang`, Latin digits. */
export function longDate(isoDate: string, lang: Lang): string {
  let format = longDateFormats.get(lang);
  if (!format)
    longDateFormats.set(lang, (format = new Intl.DateTimeFormat(INTL_LOCALES[lang], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })));
  const [y, m, d] = isoDate.split('-').map(Number);
  // Built from the parts: Intl's Marathi pattern puts a comma before the year, which Marathi dates do not have.
  const parts = format.formatToParts(Date.UTC(y, m - 1, d));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
}
