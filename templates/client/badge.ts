// "Open now · closes 9 PM" from the hours the page carries, in India's time. Hidden without a script.
import { openStatus } from '../lib/clock.ts';
import type { ClientText } from '../lib/ui/index.ts';

export function initBadge(words: ClientText, locale: string): void {
  for (const badge of document.querySelectorAll<HTMLElement>('[data-open-badge]')) {
    const { opens = '', closes = '', days = '' } = badge.dataset;
    const status = openStatus({ opens, closes, days: days.split(',') }, new Date(), words, locale);
    badge.textContent = status.text;
    badge.dataset.state = status.open ? 'open' : 'closed';
    badge.hidden = false;
  }
}
