// The site's one script. It only enhances server HTML: every enhancement starts on its own, does
// nothing when its markup is absent, and a fault in one never stops the others.
import { initBadge } from './badge.ts';
import { initBooking } from './booking.ts';
import { initContact } from './contact.ts';
import { initMenu, initServicesMenu } from './menu.ts';

const enhancements: [string, () => void][] = [
  ['menu', initMenu],
  ['services menu', initServicesMenu],
  ['booking', initBooking],
  ['contact form', initContact],
  ['open-now badge', initBadge],
];

for (const [name, init] of enhancements) {
  try {
    init();
  } catch (error) {
    console.warn(`The ${name} enhancement did not start; the page still works without it.`, error);
  }
}
