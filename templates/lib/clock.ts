// Clock arithmetic in the shop's time zone, shared by the templates and the browser script.
// Kept apart from format.ts so the browser bundle carries only what it uses.

/** "21:00" → "9 PM"; "09:30" → "9:30 AM". */
export function clock(time: string): string {
  const [h, m] = time.split(':').map(Number);
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}${m ? `:${String(m).padStart(2, '0')}` : ''} ${h < 12 ? 'AM' : 'PM'}`;
}

export const SHOP_TIME_ZONE = 'Asia/Kolkata';

/** The parts of a moment as Intl reads them (in India's time unless `options` names a zone): part("weekday") → "Monday". */
export function partsOf(moment: Date | number, options: Intl.DateTimeFormatOptions): (type: string) => string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, ...options }).formatToParts(moment);
  return (type) => parts.find((p) => p.type === type)?.value ?? '';
}

/** The calendar date in India as YYYY-MM-DD (not toISOString(), which gives the UTC date). */
export function todayInIndia(now: Date): string {
  // Built from the parts: a locale's whole-date pattern differs between ICU versions.
  const part = partsOf(now, { year: 'numeric', month: '2-digit', day: '2-digit' });
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export interface Hours {
  opens: string;
  closes: string;
  /** English day names, such as "Monday". */
  days: string[];
}

const WEEK = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "Open now · closes 9 PM", "Closed · opens 9 AM" or "Closed · opens Monday 9 AM", in India's time. */
export function openStatus(hours: Hours, now: Date): { open: boolean; text: string } {
  const part = partsOf(now, { weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const today = WEEK.indexOf(part('weekday'));
  const time = `${part('hour')}:${part('minute')}`;
  const openToday = hours.days.includes(WEEK[today]);
  if (openToday && time >= hours.opens && time < hours.closes) return { open: true, text: `Open now · closes ${clock(hours.closes)}` };
  if (openToday && time < hours.opens) return { open: false, text: `Closed · opens ${clock(hours.opens)}` };
  for (let ahead = 1; ahead <= 7; ahead++) {
    const day = WEEK[(today + ahead) % 7];
    if (hours.days.includes(day)) {
      return { open: false, text: `Closed · opens ${ahead === 1 ? '' : `${day} `}${clock(hours.opens)}` };
    }
  }
  return { open: false, text: 'Closed' };
}

