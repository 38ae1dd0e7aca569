// The site's one script. It only enhances server HTML: every enhancement starts on its own, does
// nothing when its markup is absent, and a fault in one never stops the others.
import { initBadge } from './badge.ts';
import { initBooking } from './booking.ts';
import { initContact } from './contact.ts';
import { initMenu, initServicesMenu } from './menu.ts';

// The error names its enhancement through its stack; the page works without it.
for (const init of [initMenu, initServicesMenu, initBooking, initContact, initBadge]) {
  try {
    init();
  } catch (error) {
    console.warn(error);
  }
}
