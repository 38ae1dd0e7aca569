// Clock arithmetic in the shop's time zone and the open-now badge's text, in the page's words, for the
// templates and the browser script: apart from format.ts so the browser bundle carries only what it uses.
import type { ClientText } from './ui/index.ts';

/** ui/index.ts's say() again: the browser's bundles take nothing from that module (it holds every language) and share none. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

type ClockWords = Pick<ClientText, 'clockMorning' | 'clockAfternoon' | 'clockEvening' | 'clockNight'>;

/** "21:00" → the words of its part of the day ("{time} PM", "रात {time}") and the time on a 12-hour clock ("9"; "09:30" → "9:30"). */
export function clockParts(time: string, words: ClockWords): [string, string] {
  const [h, m] = time.split(':').map(Number);
  return [
    words[h < 12 ? 'clockMorning' : h < 16 ? 'clockAfternoon' : h < 20 ? 'clockEvening' : 'clockNight'],
    `${h % 12 || 12}${m ? `:${String(m).padStart(2, '0')}` : ''}`,
  ];
}

/** "21:00" → "9 PM", "रात 9", "रात्री 9"; "09:30" → "9:30 AM". */
export function clock(time: string, words: ClockWords): string {
  const [template, hours] = clockParts(time, words);
  return fill(template, { time: hours });
}

export const SHOP_TIME_ZONE = 'Asia/Kolkata';

/** The parts of a moment as Intl reads them (in India's time unless `options` names a zone; in English unless `locale` says): part("weekday") → "Monday". */
export function partsOf(moment: Date | number, options: Intl.DateTimeFormatOptions, locale = 'en-GB'): (type: string) => string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone: SHOP_TIME_ZONE, ...options }).formatToParts(moment);
  return (type) => parts.find((p) => p.type === type)?.value ?? '';
}

/** The calendar date in India as YYYY-MM-DD (not toISOString(), which gives the UTC date). */
export function todayInIndia(now: Date): string {
  // Built from the parts: a locale's whole-date pattern differs between ICU versions.
  const part = partsOf(now, { year: 'numeric', month: '2-digit', day: '2-digit' });
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const WEEK = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

type Day = (typeof WEEK)[number];
type Times = { opens: string; closes: string };
/** shop.yaml's hours: `opens` to `closes` on each of `days`, and a day's own hours (Sunday: { opens, closes }). */
export type Hours = Times & { days: readonly string[] } & { [day in Day]?: Times };

/** Each day's hours, Sunday first as Date.getDay() counts: "09:00-21:00", or "" on a day the shop is closed. */
export function weekOf(hours: Hours): string[] {
  return WEEK.map((day) => {
    const times = hours[day] ?? (hours.days.includes(day) ? hours : undefined);
    return times ? `${times.opens}-${times.closes}` : '';
  });
}

/** The days the shop opens, in English as shop.yaml writes them: those of `days` and those with their own hours. */
export const openDays = (hours: Hours): Day[] => WEEK.filter((_, i) => weekOf(hours)[i]);

/** The days of each distinct hours, Monday first, the usual hours first: [[["Monday", …], "10:00-20:00"], [["Sunday"], "11:00-18:00"]]. */
export function daysByHours(hours: Hours): [Day[], string][] {
  const week = weekOf(hours);
  const groups = new Map<string, Day[]>([[`${hours.opens}-${hours.closes}`, []]]);
  for (const i of [1, 2, 3, 4, 5, 6, 0]) if (week[i]) groups.set(week[i], [...(groups.get(week[i]) ?? []), WEEK[i]]);
  return [...groups].filter(([, days]) => days.length).map(([times, days]) => [days, times]);
}

type BadgeWords = ClockWords & Pick<ClientText, 'openNow' | 'opensAt' | 'opensOn' | 'closedNow' | 'repliesAt' | 'repliesOn'>;

/**
 * "Open now · closes 9 PM", "Closed · opens 9 AM" or "Closed · opens Monday 9 AM", in India's time, in the words
 * given, for a `week` as weekOf() gives it; `locale` (an Intl locale, INTL_LOCALES) names the day.
 * When closed, `reply` says when a message will be answered: "We reply from 9 AM".
 */
export function openStatus(week: readonly string[], now: Date, words: BadgeWords, locale: string): { open: boolean; text: string; reply?: string } {
  const part = partsOf(now, { weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const today = WEEK.indexOf(part('weekday') as Day);
  const time = `${part('hour')}:${part('minute')}`;
  const [opens, closes = ''] = week[today].split('-');
  if (time >= opens && time < closes) return { open: true, text: fill(words.openNow, { time: clock(closes, words) }) };
  // The next opening: later today, else on the next day the shop opens.
  for (let ahead = 0; ahead <= 7; ahead++) {
    const [next] = week[(today + ahead) % 7].split('-');
    if (next && (ahead || time < next)) {
      // India keeps no summer time: a day ahead is 24 hours ahead.
      const values = { day: partsOf(+now + ahead * 864e5, { weekday: 'long' }, locale)('weekday'), time: clock(next, words) };
      const later = ahead > 1 ? 1 : 0;
      return { open: false, text: fill([words.opensAt, words.opensOn][later], values), reply: fill([words.repliesAt, words.repliesOn][later], values) };
    }
  }
  return { open: false, text: words.closedNow };
}
