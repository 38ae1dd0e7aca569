// "Open now · closes 9 PM" from the hours the page carries, in India's time, and while closed "We reply from
// 9 AM" beside the urgent cards' WhatsApp buttons. Hidden without a script.
import { openStatus } from '../lib/clock.ts';
import type { ClientText } from '../lib/ui/index.ts';

export function initBadge(words: ClientText, locale: string): void {
  let reply: string | undefined;
  for (const badge of document.querySelectorAll<HTMLElement>('[data-open-badge]')) {
    const status = openStatus(badge.dataset.week!.split(','), new Date(), words, locale);
    badge.textContent = status.text;
    badge.dataset.state = status.open ? 'open' : 'closed';
    badge.hidden = false;
    reply = status.reply;
  }
  // While closed, "We reply from 9 AM" beside each "message us now".
  for (const note of document.querySelectorAll<HTMLElement>('[data-reply-note]')) {
    note.textContent = reply ?? '';
    note.hidden = !reply;
  }
}
