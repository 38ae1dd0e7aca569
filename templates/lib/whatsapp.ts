// The one place WhatsApp links and messages are made. Templates call it at build time to print the
// fixed links; the browser script calls it to hand over a booking or a message. Pure: no DOM, no Node.

/** wa.me link for a 10-digit Indian mobile number, with the message prefilled. */
export function whatsappUrl(mobile: string, message: string): string {
  const digits = mobile.replace(/\D/g, '').slice(-10);
  return `https://wa.me/91${digits}?text=${encodeURIComponent(wellFormed(message))}`;
}

/**
 * Half of an emoji (a lone surrogate, as a clumsy paste can leave in a form field) makes
 * encodeURIComponent throw; it becomes U+FFFD instead, so the hand-off never fails.
 */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

export interface BookingFields {
  name: string;
  phone: string;
  device: string;
  /** The model's name, or empty. */
  model: string;
  service: string;
  /** "₹5,499 · about 2-3 hours", or empty. */
  estimate: string;
  priority: boolean;
  /** YYYY-MM-DD, or empty. */
  date: string;
  notes: string;
}

export interface ContactFields {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/** Lines "Label: value", leaving out empty optional fields. */
function lines(pairs: [string, string][]): string {
  return pairs.filter(([, value]) => value.trim() !== '').map(([label, value]) => `${label}: ${value.trim()}`).join('\n');
}

/** "2026-11-28" → "Sat, 28 Nov 2026"; anything else is returned as it was. */
export function formatDay(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  const parts = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
    .formatToParts(day);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}`;
}

/** A chat message: an opening line, the filled-in fields (empty ones left out), and the closing parts. */
function message(opening: string, fields: [string, string][], ...closing: string[]): string {
  return [opening, '', lines(fields), ...closing.flatMap((part) => ['', part])].join('\n');
}

export function bookingMessage(f: BookingFields): string {
  return message('Hi, I would like to book a repair appointment.', [
    ['Name', f.name],
    ['Phone', f.phone],
    ['Device', f.device],
    ['Model', f.model],
    ['Service needed', f.service],
    ['Estimate', f.estimate],
    ['Priority', f.priority ? 'same-day priority' : ''],
    ['Preferred date', f.date ? formatDay(f.date) : ''],
    ['Notes', f.notes],
  ], 'Please confirm my appointment.');
}

export function contactMessage(f: ContactFields): string {
  return message(`Hi, this is ${f.name.trim()}.`, [
    ['Name', f.name],
    ['Email', f.email],
    ['Phone', f.phone],
    ['Subject', f.subject],
  ], f.message.trim(), 'Please get back to me.');
}
