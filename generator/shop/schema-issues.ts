// zod's issues as the owner's problems, each placed at its field.
import { closest, distance } from 'fastest-levenshtein';
import type { z } from 'zod';
import { LANGUAGES } from '../../templates/lib/ui/index.ts';
import * as messages from '../messages/index.ts';
import type { Loaded } from './load.ts';
import { placeAt, type Placed } from './locate.ts';
import { ShopSchema } from './schema/shop.ts';
import { notLanguages } from './schema/text.ts';
import { knownKeysAt } from './schema/walk.ts';

/** A group of fields where a text goes (`- Open daily: 10 to 9`) is the wrong kind of value, not unknown languages. */
export function groupsForText(issues: z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  const key = (path: readonly PropertyKey[]) => path.map(String).join('\0');
  const groups = new Map<string, unknown>();
  for (const issue of issues) {
    if (issue.code !== 'unrecognized_keys' || knownKeysAt(ShopSchema, issue.path).join() !== LANGUAGES.join()) continue;
    const input = (issue as { input?: unknown }).input;
    if (input && typeof input === 'object' && Object.keys(input).every((name) => issue.keys.includes(name))) groups.set(key(issue.path), input);
  }
  if (groups.size === 0) return issues;
  return issues.flatMap((issue): z.core.$ZodIssue[] => {
    const input = groups.get(key(issue.path));
    if (input === undefined) return [issue];
    return issue.code === 'unrecognized_keys' ? [{ code: 'custom', path: issue.path, input, message: messages.fieldWrongValue(input, 'some text') }] : [];
  });
}

export function placeIssue(loaded: Loaded, issue: z.core.$ZodIssue): Placed[] {
  if (issue.code === 'unrecognized_keys') {
    const known = knownKeysAt(ShopSchema, issue.path);
    const group = issue.path.map((part) => (typeof part === 'number' ? '*' : String(part))).join('.');
    return issue.keys.map((key) => placeAt(loaded, issue.path, RENAMED[group]?.[key] ?? unknownKeyMessage(key, known), key));
  }
  if (issue.code === 'invalid_key') {
    // A key of a map with free keys (redirects:): its own check's message, at the key. zod puts the key last in the path.
    const key = String(issue.path.at(-1));
    return [placeAt(loaded, issue.path.slice(0, -1), issue.issues[0]?.message ?? issue.message, key)];
  }
  return [placeAt(loaded, issue.path, issue.message)];
}

/** Fields renamed since an earlier version, by the path of the group that holds them: a file written then says what to change. */
const RENAMED: Record<string, Record<string, string>> = {
  '': { shop: messages.fieldRenamed('business') },
  site: { language: messages.languageRenamed() },
  messages: { help: messages.fieldRenamed('chat'), info: messages.fieldRenamed('footer'), website: messages.fieldRenamed('hero') },
  // Version 0.3 holds every price once, in the catalogue; cards and rows name its repairs.
  'prices.*': Object.fromEntries(['price', 'onwards', 'book'].map((key) => [key, messages.movedToCatalogue('repairs: [iphone-screen]')])),
  'services.*.prices.*': Object.fromEntries(
    ['price', 'onwards', 'time', 'models', 'description', 'book', 'device'].map((key) => [key, messages.movedToCatalogue('repair: iphone-screen')]),
  ),
  home: { iphoneModels: messages.chipsMoved(), macModels: messages.chipsMoved() },
};

function unknownKeyMessage(key: string, known: string[]): string {
  if (known.join() === LANGUAGES.join()) return notLanguages([key]);
  const guess = known.length > 0 ? closest(key, known) : undefined;
  const near = guess !== undefined && distance(key.toLowerCase(), guess.toLowerCase()) <= Math.max(2, Math.floor(key.length / 3));
  return messages.unknownField(near ? guess : undefined, known);
}

/** Messages for zod's generic checks; the schema's own messages take precedence over these. */
export function ownerMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? messages.fieldMissingKind(messages.kindOf(issue.expected))
        : messages.fieldWrongValue(issue.input, messages.kindOf(issue.expected));
    case 'too_small':
      return issue.origin === 'array' ? messages.tooFewItems(issue.minimum) : messages.tooSmall(issue.minimum);
    case 'too_big':
      return issue.origin === 'array' ? messages.tooManyItems(issue.maximum) : messages.tooLarge(issue.maximum);
    case 'invalid_value':
      return messages.notOneOf(issue.input, issue.values);
    case 'invalid_union':
      return messages.noAllowedForm(issue.input);
    default:
      return undefined;
  }
}
