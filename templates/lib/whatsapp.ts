// The one place WhatsApp links and messages are made. Templates call it at build time to print the
// fixed links; the browser script calls it to hand over a booking or a message. Pure: no DOM, no Node.
import { partsOf } from './clock.ts';


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

/** The booking form's answers to "Walk-in or pickup?", as the message writes them. */
export const WALK_IN = 'Walk-in at the shop';
export const PICKUP = 'Pickup & delivery';

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
  /** "Morning (9 AM – 12 PM)", or empty. */
  time: string;
  /** WALK_IN or PICKUP, or empty. */
  visit: string;
  /** The service area to collect from, for a pickup. */
  area: string;
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
  const day = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const part = partsOf(day, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
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
    ['Preferred time', f.time],
    ['Visit', f.visit],
    ['Pickup from', f.visit === PICKUP ? f.area : ''],
    ['Notes', f.notes],
  ], 'Please confirm my appointment.');
}

export function contactMessage(f: ContactFields): string {
  // The opening line names the sender; the fields do not repeat it.
  return message(`Hi, this is ${f.name.trim()}.`, [
    ['Email', f.email],
    ['Phone', f.phone],
    ['Subject', f.subject],
  ], f.message.trim(), 'Please get back to me.');
}
