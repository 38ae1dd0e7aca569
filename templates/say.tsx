// The site's words on the page: a word with its parts filled in, and words for screen readers only.
import { Fragment, type ReactNode } from 'react';

/**
 * The one way a page shows a word of lib/ui/: its {parts} filled in, by text or by elements, its **bold**
 * parts in <strong>: <Say text={ui.heroRating} values={{ rating: 4.9, source: 'Google' }} />.
 */
export function Say({ text, values = {} }: { text: string; values?: Record<string, ReactNode> }) {
  return (
    <>
      {text.split(/(\*\*[^*]+\*\*|\{\w+\})/).map((part, i) => {
        if (part.startsWith('**') && part.endsWith('**') && part.length > 4)
          return (
            <strong key={i}>
              <Say text={part.slice(2, -2)} values={values} />
            </strong>
          );
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        return <Fragment key={i}>{name !== undefined && Object.hasOwn(values, name) ? values[name] : part}</Fragment>;
      })}
    </>
  );
}

/** Text only screen readers and crawlers read, to give a repeated link its own name. */
export function Hidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}
