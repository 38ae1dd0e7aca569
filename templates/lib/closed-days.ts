// The booking form's check of a preferred date against the days the shop opens. Its own module (the
// price script's, loaded with the dialog): sharing one with the site's script would split that in two.
import { fill } from './estimate.ts';
import type { ClientText } from './ui/index.ts';

/**
 * The message for a date the shop is closed on ("2026-11-29" for a shop closed on Sundays), or "" for
 * an open day; `locale` (an Intl locale, INTL_LOCALES) names the day in the message.
 */
export function closedOn(isoDate: string, days: readonly string[], words: Pick<ClientText, 'closedOnDay'>, locale: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  if (!isoDate || !d) return '';
  const day = (lang: string) => new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
  // `days` holds English names, as shop.yaml writes them.
  return days.includes(day('en-GB')) ? '' : fill(words.closedOnDay, { day: day(locale) });
}
