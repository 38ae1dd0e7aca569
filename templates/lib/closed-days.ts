// The booking form's check of a preferred date against the days the shop opens. Its own module (the
// price script's, loaded with the dialog): sharing one with the site's script would split that in two.

/** The message for a date the shop is closed on ("2026-11-29" for a shop closed on Sundays), or "" for an open day. */
export function closedOn(isoDate: string, days: readonly string[]): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  if (!isoDate || !d) return '';
  const day = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
  return days.includes(day) ? '' : `We are closed on ${day}s. Choose another day.`;
}
