// The one place WhatsApp links and messages are made: by the templates for the fixed links, by the
// browser script for a booking or a message in the page's words. Pure: no DOM, no Node.
import { partsOf } from './clock.ts';
import { unmarked } from './fallback.ts';
import type { ClientText } from './ui/index.ts';

/** wa.me link for a 10-digit Indian mobile number, with the message prefilled (without the marks of a text in the default language). */
export function whatsappUrl(mobile: string, message: string): string {
  const digits = mobile.replace(/\D/g, '').slice(-10);
  return `https://wa.me/91${digits}?text=${encodeURIComponent(wellFormed(unmarked(message)))}`;
}

/** Half of an emoji (a lone surrogate a clumsy paste can leave) makes encodeURIComponent throw: it becomes U+FFFD. */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/**
 * The booking form's fields as typed, each empty when not given: `model` is the model's name, `estimate` the
 * one shown ("₹5,499 · about 2-3 hours"), `date` YYYY-MM-DD, `visit` the words' visitWalkIn or visitPickup
 * (the form's values), `area` the service area to collect from for a pickup.
 */
export type BookingFields = Record<'name' | 'phone' | 'device' | 'model' | 'service' | 'estimate' | 'date' | 'time' | 'visit' | 'area' | 'notes', string> & {
  priority: boolean;
};

export type ContactFields = Record<'name' | 'email' | 'phone' | 'subject' | 'message', string>;

/**
 * "2026-11-28" → "Sat, 28 Nov 2026", "शनिवार, 28 नवंबर 2026": the names in `locale`'s language (INTL_LOCALES),
 * spelt out where its short forms are abbreviations people do not write ("नव॰"). Anything else stays as it was.
 */
export function formatDay(isoDate: string, locale: string): string {
  // A date alone is read as midnight UTC, so the parts are read in UTC too; NaN for no such date.
  const day = /^\d{4}-\d\d-\d\d$/.test(isoDate) ? Date.parse(isoDate) : NaN;
  if (Number.isNaN(day)) return isoDate;
  const names = locale.startsWith('en') ? 'short' : 'long';
  const part = partsOf(day, { weekday: names, day: 'numeric', month: names, year: 'numeric', timeZone: 'UTC' }, locale);
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}`;
}

/**
 * A message from its template: the parts named in braces filled in with `values`, trimmed; a line
 * naming a part that is empty is left out ("Model: {model}" for a booking without a model).
 */
function fillLines(template: string, values: Record<string, string>): string {
  return template
    .split('\n')
    .flatMap((line) => {
      let empty = false;
      const text = line.replace(/\{(\w+)\}/g, (_, name: string) => values[name]?.trim() || ((empty = true), ''));
      return empty ? [] : [text];
    })
    .join('\n');
}

/** The booking as a message to the shop, in the words' bookingMessage; `locale` (INTL_LOCALES) writes the date. */
export function bookingMessage(f: BookingFields, words: Pick<ClientText, 'bookingMessage' | 'samedayPriority' | 'visitPickup'>, locale: string): string {
  return fillLines(words.bookingMessage, {
    ...f,
    priority: f.priority ? words.samedayPriority : '',
    date: f.date && formatDay(f.date, locale),
    // An area picked before switching to a walk-in is not sent.
    area: f.visit === words.visitPickup ? f.area : '',
  });
}

/** The contact form as a message to the shop, in the words' contactMessage. */
export function contactMessage(f: ContactFields, words: Pick<ClientText, 'contactMessage'>): string {
  return fillLines(words.contactMessage, { ...f });
}
