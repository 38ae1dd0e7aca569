import type { ReactNode } from 'react';

/** Text only screen readers and crawlers read, to give a repeated link its own name. */
export function Hidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}
