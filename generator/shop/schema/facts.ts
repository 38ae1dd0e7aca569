// The facts texts show by name, each written once: {warrantyDays}, {rating}, ….
import { z } from 'zod';
import { year } from './primitives.ts';
import { label, text } from './text.ts';

// Each fact is written once; texts show it by name in braces, so the help says how ({warrantyDays}).
const fact = <T extends z.ZodType>(schema: T, name: string, description: string, example: unknown) =>
  schema.meta({ description: `${description}. Texts show it with {${name}}`, examples: [example] });

export const facts = z
  .strictObject({
    rating: fact(
      z.number().min(1, 'is not a rating; use a number from 1 to 5').max(5, 'is not a rating; use a number from 1 to 5'),
      'rating',
      'Your average review rating, from 1 to 5',
      4.8,
    ),
    ratingSource: fact(label, 'ratingSource', 'Where the rating comes from', 'Google'),
    warrantyDays: fact(z.int().positive('must be more than 0 days'), 'warrantyDays', 'How many days a repair is under warranty', 90),
    warrantyCovers: fact(
      text,
      'warrantyCovers',
      'What the warranty covers, as the end of "covered against …"',
      'manufacturing defects in the parts we fit and in our workmanship',
    ).optional(),
    warrantyExcludes: fact(
      text,
      'warrantyExcludes',
      'What the warranty does not cover',
      'accidental damage, such as new drops or liquid damage after the repair',
    ).optional(),
    turnaround: fact(label, 'turnaround', 'How long most repairs take; type a range with a plain hyphen', '2-4 hours'),
    parts: fact(label, 'parts', 'The kind of parts you fit, said honestly', 'OEM-quality parts (not genuine Apple parts)'),
    technicianYears: fact(label, 'technicianYears', 'How much experience your technicians have', '5+ years').optional(),
    diagnosis: fact(label, 'diagnosis', 'What a diagnosis costs, in a word', 'Free').optional(),
    devicesRepaired: fact(label, 'devicesRepaired', 'How many devices you have repaired', '5000+').optional(),
    successRate: fact(label, 'successRate', 'How many repairs succeed', '95%').optional(),
    areasServed: fact(
      label,
      'areasServed',
      'How many areas you serve: "{areaCount}" counts serviceAreas; write a figure such as 20+ to round it',
      '{areaCount}',
    ).optional(),
    established: fact(year, 'established', 'The year the shop opened', 2019),
    yearsInBusiness: fact(label, 'yearsInBusiness', 'How long the shop has been open', '5+'),
    maxSsd: fact(label, 'maxSsd', 'The largest SSD you fit in an upgrade', '2TB').optional(),
    payments: fact(z.array(label).min(1, 'needs at least one way to pay').max(10), 'payments', 'The ways customers can pay', ['Cash', 'UPI', 'Cards']),
    pickupDelivery: fact(text, 'pickupDelivery', 'Whether and where you pick up and deliver devices', 'Pickup and delivery across our service areas'),
    uneconomicalRepair: fact(
      text,
      'uneconomicalRepair',
      'What a customer pays when a device is not worth repairing',
      'You pay only the diagnostic fee of {price:health-check}.',
    ).optional(),
  })
  .describe(
    'Facts shown across the site, each written once here. A text elsewhere shows one with its name in braces: "{warrantyDays}-day warranty" shows "90-day warranty". Your own name, address, hours and areas need no entry here: {shopName}, {street}, {locality}, {city}, {state}, {areaCount} and {openDays} come from them. A fact only your texts show is optional: leave out one you have no figure for, and check points at each text still showing it',
  );
