// Text from shop.yaml (values, keys, lines of the file) is echoed to the owner's terminal. Escape sequences in it could clear the screen, move the cursor or
// print a fake "Built 15 pages", and a carriage return could overwrite the line before it; direction overrides could reorder what is read. Every such character
// is shown as its code instead (\u001b); tabs and line breaks stay.
const UNSAFE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

export function forTerminal(text: string): string {
  return text.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
