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
// A landline: 0 or +91, the STD code (2 to 4 digits, the first 1 to 8), then the subscriber's number, 10 digits
// in all without the 0. A space, dash or bracket ends the code; in one run, only a first digit no mobile has.
const LANDLINE = /^(?:\+91[\s-]*\(?|\(?0)(?=(?:\D*\d){10}$)[1-8]\d{1,3}(?:\)[\s-]*|[\s-]+)\d(?:[\s-]?\d)+$|^(?:\+91|0)[1-5]\d{9}$/;
const PHONE_MESSAGE = 'is not a phone number; write a mobile like "98765 43210" or "+91 98765 43210", or a landline with its STD code like "020 2545 1234"';

/** Digits written without quotes: a number to YAML, which drops a leading 0 or + (+919876543210 is 919876543210). */
const digits = (min: number, max: number, message: string) => z.int(message).min(min, message).max(max, message);
const tenDigits = (value: string | number) => String(value).replace(/\D/g, '').slice(-10);

/** A 10-digit Indian mobile number; spaces, dashes and a leading +91 or 0 are normalised away. */
export const mobile = z
  .union(
    [z.string().regex(MOBILE, MOBILE_MESSAGE), digits(6_000_000_000, 9_999_999_999, MOBILE_MESSAGE), digits(916_000_000_000, 919_999_999_999, MOBILE_MESSAGE)],
    { error: (issue) => (issue.input === undefined ? 'is missing; add a 10-digit mobile number such as "98765 43210"' : MOBILE_MESSAGE) },
  )
  .transform(tenDigits);

/** The number customers call: a mobile as `mobile` gives it, or a landline as it is shown ("020 2545 1234"; dialNumber dials either). */
export const phone = z
  .union(
    [
      z.string().regex(new RegExp(`${MOBILE.source}|${LANDLINE.source}`), PHONE_MESSAGE),
      digits(1_000_000_000, 9_999_999_999, PHONE_MESSAGE),
      digits(911_000_000_000, 919_999_999_999, PHONE_MESSAGE),
    ],
    { error: (issue) => (issue.input === undefined ? 'is missing; add a phone number such as "98765 43210"' : PHONE_MESSAGE) },
  )
  .transform((value) => ((typeof value === 'string' ? LANDLINE.test(value) : /^[1-5]/.test(tenDigits(value))) ? landline(value) : tenDigits(value)));

/**
 * "+91 20 2545-1234" → "020 2545 1234": the STD code where the owner ended it, then the number ("234 5678", "234567"). In one
 * run, only a metro's two-digit code is known (no longer code starts with one): "02025451234" too, "07122345678" stays.
 */
function landline(written: string | number): string {
  const digits = String(written).replace(/\D/g, '').slice(-10);
  const code = /\d[\s)-]/.test(String(written))
    ? String(written)
        .replace(/^\+91/, '')
        .match(/[1-9]\d*/)![0]
    : (/^(?:11|20|22|33|40|44|79|80)/.exec(digits)?.[0] ?? '');
  return code ? `0${code} ${digits.slice(code.length).replace(/(?<=\d{3})(?=\d{4}$)/, ' ')}` : `0${digits}`;
}

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
