// The site's one script. It only enhances server HTML: each enhancement does nothing when its markup is
// absent, and a fault in one never stops the others. Its words are the page's JSON (client-text.tsx).
import type { ClientText } from '../lib/ui/index.ts';
import { initBadge } from './badge.ts';
import { initBooking } from './booking.ts';
import { initContact } from './contact.ts';
import { initMenu, initServicesMenu } from './menu.ts';

// Without the words, the enhancements that write text fail alone (below); the menus still work.
const words = JSON.parse(document.getElementById('ui-words')?.textContent || '{}') as ClientText;
// The Intl locale of the page's language with Latin digits (INTL_LOCALES), from <html lang>.
const locale = `${document.documentElement.lang}-u-nu-latn`;

// The error names its enhancement through its stack; the page works without it.
for (const init of [initMenu, initServicesMenu, initBooking, initContact, initBadge]) {
  try {
    init(words, locale);
  } catch (error) {
    console.warn(error);
  }
}
