// Small formatting helpers shared by the templates.
import { clock } from './clock.ts';

export { clock };

export { formatRupees as rupees } from '../../generator/model/catalogue.ts';

const DAY_SHORT: Record<string, string> = {
  Monday: 'Mon', Tuesday: 'Tue', Wednesday: 'Wed', Thursday: 'Thu', Friday: 'Fri', Saturday: 'Sat', Sunday: 'Sun',
};
const WEEK = Object.keys(DAY_SHORT);

/** ["Monday", …, "Sunday"] → "Every day"; a run of days → "Mon–Sat"; otherwise a list. */
export function dayRange(days: readonly string[]): string {
  if (days.length === 7) return 'Every day';
  const idx = days.map((d) => WEEK.indexOf(d)).sort((a, b) => a - b);
  const consecutive = idx.every((v, i) => i === 0 || v === idx[i - 1] + 1);
  if (consecutive && idx.length > 2) return `${DAY_SHORT[WEEK[idx[0]]]}\u2013${DAY_SHORT[WEEK[idx.at(-1)!]]}`;
  return idx.map((i) => DAY_SHORT[WEEK[i]]).join(', ');
}

/** The open days as a sentence says them: "every day", "Monday to Saturday", "Monday, Wednesday and Friday". */
export function daysInWords(days: readonly string[]): string {
  if (days.length === 7) return 'every day';
  const named = WEEK.filter((day) => days.includes(day));
  const first = WEEK.indexOf(named[0]);
  const consecutive = named.every((day, i) => WEEK.indexOf(day) === first + i);
  if (consecutive && named.length > 2) return `${named[0]} to ${named.at(-1)}`;
  return named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : named.join('');
}

/**
 * The parts of the day the shop is open, for the booking form's "Preferred time": the opening hours
 * cut at noon and at 4 PM. 09:00–21:00 → "Morning (9 AM – 12 PM)", "Afternoon (12 – 4 PM)", "Evening (4 – 9 PM)".
 */
export function dayParts(opens: string, closes: string): string[] {
  const parts: [string, string, string][] = [['Morning', '00:00', '12:00'], ['Afternoon', '12:00', '16:00'], ['Evening', '16:00', '24:00']];
  return parts.flatMap(([name, from, to]) => {
    const [start, end] = [opens > from ? opens : from, closes < to ? closes : to];
    return start < end ? [`${name} (${clockRange(start, end)})`] : [];
  });
}

/** "09:00", "12:00" → "9 AM – 12 PM"; "12:00", "16:00" → "12 – 4 PM" (one AM/PM where both share it). */
export function clockRange(from: string, to: string): string {
  const [a, b] = [clock(from), clock(to)];
  const shared = a.slice(-2) === b.slice(-2);
  return `${shared ? a.slice(0, -3) : a} \u2013 ${b}`;
}

/** "9000012345" → "+91 90000 12345", with non-breaking spaces so the number never wraps. */
export function displayPhone(mobile: string): string {
  return `+91\u00a0${mobile.slice(0, 5)}\u00a0${mobile.slice(5)}`;
}

export function telHref(mobile: string): string {
  return `tel:+91${mobile}`;
}

/** "2026-10-02" → "2 October 2026". */
const LONG_DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

const longDates = new Map<string, string>();

export function longDate(isoDate: string): string {
  let text = longDates.get(isoDate);
  if (text === undefined) {
    const [y, m, d] = isoDate.split('-').map(Number);
    longDates.set(isoDate, (text = LONG_DATE.format(new Date(Date.UTC(y, m - 1, d)))));
  }
  return text;
}
