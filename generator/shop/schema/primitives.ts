// The schema's building blocks that are not texts, each a pattern JSON Schema can state, so shop.schema.json agrees.
import { z } from 'zod';
import { fieldMissing, fieldWrongValue } from '../../messages/index.ts';
import { SITE_PATH, TIME } from './patterns.ts';

/** A type check's message, for a missing field ("is missing; add X") and for the wrong kind of value ("is the text "abc"; expected X"). */
export function expected(what: string) {
  return (issue: z.core.$ZodRawIssue): string => (issue.input === undefined ? fieldMissing(what) : fieldWrongValue(issue.input, what));
}

export const slug = z
  .string({ error: expected('a slug such as "battery-replacement"') })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'is not a valid slug; use lowercase letters, digits and hyphens, such as "battery-replacement"');

const HTTPS_URL = /^https:\/\/(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}(?::\d{1,5})?(?:[/?#][^\s"'<>\\^`{|}]*)?$/;

/** A link that leaves the site. Only https: is allowed (no http:, javascript: or data:). */
export const httpsUrl = z
  .string({ error: expected('a web address starting with https://') })
  .regex(HTTPS_URL, 'is not a safe web address; use a full address starting with https://, such as "https://maps.google.com/…"');

/** A path inside the shop's folder: relative, no ".." step, no drive letter; any file name (whether it is a picture is said later). */
const LOCAL_IMAGE = '(?![/\\\\])(?![A-Za-z]:)(?!.*\\.\\.)[^\\\\:*?"<>|\\u0000-\\u001f]*[^\\\\/:*?"<>|\\u0000-\\u001f\\s]';
const LOCAL_MESSAGE =
  'is not a picture file in the folder of shop.yaml; give a path such as "images/shop front.jpg" (no ".." step, not from the top of the disk)';

/** A picture beside shop.yaml, for the places that show only the shop's own photos. */
export const localImage = z.string({ error: expected('a picture file such as "images/shop-front.jpg"') }).regex(new RegExp(`^${LOCAL_IMAGE}$`), LOCAL_MESSAGE);

/** A picture beside shop.yaml or an https address, the whole value one or the other (files.ts refuses a link out). */
export const imageSource = z
  .string({ error: expected('an image file such as "images/hero.jpg" or an https:// address') })
  .regex(
    new RegExp(`^(?:${HTTPS_URL.source.slice(1, -1)}|(?!https?:)${LOCAL_IMAGE})$`),
    'is not a usable picture; give a file next to shop.yaml such as "images/hero.jpg" or an address starting with https://',
  );

const MOBILE = /^(?:\+91|0)?[\s-]*[6-9](?:[\s-]*\d){9}$/;
const MOBILE_MESSAGE = 'is not a 10-digit Indian mobile number; write it like "98765 43210" (a leading +91 or 0 is fine)';

/** A 10-digit Indian mobile number; spaces, dashes and a leading +91 or 0 are normalised away. */
export const mobile = z
  .union(
    [
      z.string().regex(MOBILE, MOBILE_MESSAGE),
      z.int(MOBILE_MESSAGE).min(6_000_000_000, MOBILE_MESSAGE).max(9_999_999_999, MOBILE_MESSAGE),
      // phone: +919876543210 without quotes is a number to YAML (the + is dropped): still the phone it clearly is.
      z.int(MOBILE_MESSAGE).min(916_000_000_000, MOBILE_MESSAGE).max(919_999_999_999, MOBILE_MESSAGE),
    ],
    { error: (issue) => (issue.input === undefined ? 'is missing; add a 10-digit mobile number such as "98765 43210"' : MOBILE_MESSAGE) },
  )
  .transform((value) => String(value).replace(/\D/g, '').slice(-10));

export const email = z.email({
  error: (issue) =>
    issue.code === 'invalid_type'
      ? expected('an e-mail address such as "hello@yourshop.in"')(issue)
      : 'is not an e-mail address; write it like "hello@yourshop.in"',
});

/** A date written YYYY-MM-DD that exists, from the year 1000 on: browsers read years below 100 as 19xx. */
export const date = z.iso
  .date({
    error: (issue) =>
      issue.code === 'invalid_type' ? expected('a date such as 2026-03-14')(issue) : 'is not a real date; write it as YYYY-MM-DD, such as 2026-03-14',
  })
  .regex(/^[1-9]/, 'is too early to be a real date; write the year in full, such as 2026-03-14');

export const time = z
  .string({ error: expected('a time such as "09:00"') })
  .regex(TIME, 'is not a time; write it as HH:MM on the 24-hour clock, such as "09:00" or "21:00"');

/** An amount in rupees, whole and above zero. Written without the ₹ sign or commas. */
export const rupees = z.int({ error: expected('an amount in whole rupees, written as a plain number such as 3499') }).positive('must be more than 0 rupees');

export const year = z
  .int({ error: expected('a year such as 2019') })
  .min(1990, 'is too early; use a year from 1990 on')
  .max(2100, 'is too late; check the year');

/** An address on the site, as a redirect names it. */
export const sitePath = z
  .string({ error: expected('an address on the site, starting with a slash, such as "/services/iphone/"') })
  .regex(SITE_PATH, 'is not an address on the site; write it from its first slash, with letters, digits, ".", "-" and "_" only, such as "/services/iphone/"');
