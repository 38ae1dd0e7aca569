import type { Path } from './loose.ts';
import { Localized } from './localized.ts';

/** Calls `visit` with every text in `value` and its path, one array changed as the walk goes on (faster): a visitor that keeps it copies it. */
export function walkStrings(value: unknown, path: Path, visit: (value: string, path: Readonly<Path>) => void): void {
  const at = [...path];
  const step = (key: string | number, child: unknown) => {
    at.push(key);
    walk(child);
    at.pop();
  };
  const walk = (item: unknown): void => {
    if (typeof item === 'string') visit(item, at);
    else if (item instanceof Localized) {
      if (item.plain !== undefined) visit(item.plain, at);
      for (const [lang, text] of Object.entries(item.texts)) step(lang, text);
    } else if (Array.isArray(item)) {
      for (let i = 0; i < item.length; i += 1) step(i, item[i]);
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) step(key, child);
    }
  };
  walk(value);
}
