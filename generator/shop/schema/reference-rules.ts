// Rules on the names that point elsewhere in the file (slugs, booking choices, service pages), and two checks read beside them.
import { externalPictureSize, notInList, slugRepeated, whatsappWithoutMessage } from '../../messages/index.ts';
import { fields, items, list, type Loose, type Path, type Problem } from './loose.ts';

export function uniqueSlugs(shop: Loose): Problem[] {
  const problems: Problem[] = [];
  for (const [listed, path] of [
    [shop.services, ['services']],
    [fields(shop.blog).posts, ['blog', 'posts']],
  ] as const) {
    const seen = new Map<string, number>();
    items(listed).forEach(({ slug }, index) => {
      if (typeof slug !== 'string') return;
      const first = seen.get(slug);
      if (first === undefined) seen.set(slug, index);
      else problems.push({ path: [...path, index, 'slug'], message: slugRepeated(slug, first + 1) });
    });
  }
  return problems;
}

/** Every Book Now names an option of the booking form's "Service needed" list. */
export function bookingReferences(shop: Loose): Problem[] {
  const booking = fields(shop.booking);
  // A list that is itself wrong is reported where it is; references to it are not judged.
  const options = Array.isArray(booking.services) ? new Set(booking.services) : undefined;
  const devices = Array.isArray(booking.deviceTypes) ? new Set(booking.deviceTypes) : undefined;
  const problems: Problem[] = [];
  const check = (known: Set<unknown> | undefined, listName: string) => (value: unknown, path: Path) => {
    if (known && typeof value === 'string' && !known.has(value)) problems.push({ path, message: notInList(value, listName, [...known]) });
  };
  const [service, deviceType] = [check(options, 'booking.services'), check(devices, 'booking.deviceTypes')];
  const catalogue = fields(shop.catalogue);
  items(catalogue.repairs).forEach((repair, r) => service(repair.book, ['catalogue', 'repairs', r, 'book']));
  items(catalogue.devices).forEach((device, d) => {
    deviceType(device.deviceType, ['catalogue', 'devices', d, 'deviceType']);
    items(device.models).forEach((model, m) => deviceType(model.deviceType, ['catalogue', 'devices', d, 'models', m, 'deviceType']));
  });
  items(shop.services).forEach((item, s) => service(item.book, ['services', s, 'book']));
  items(fields(shop.home).emergencies).forEach((item, i) => {
    service(item.book, ['home', 'emergencies', i, 'book']);
    if (item.action === 'whatsapp' && item.whatsappMessage === undefined)
      problems.push({ path: ['home', 'emergencies', i], message: whatsappWithoutMessage() });
  });
  return problems;
}

/** Service pages named elsewhere exist (a before/after pair's, the footer's); an external hero gives its size (it cannot be read). */
export function serviceReferences(shop: Loose): Problem[] {
  const problems: Problem[] = [];
  const services = items(shop.services);
  const slugs = services.every((service) => typeof service.slug === 'string') ? new Set(services.map((service) => service.slug)) : undefined;
  const named = (slug: unknown, path: Path) => {
    if (slugs && typeof slug === 'string' && !slugs.has(slug)) problems.push({ path, message: notInList(slug, 'the slugs of services', [...slugs]) });
  };
  items(fields(shop.photos).beforeAfter).forEach((pair, p) => named(pair.service, ['photos', 'beforeAfter', p, 'service']));
  list(shop.footerServices).forEach((slug, i) => named(slug, ['footerServices', i]));
  const hero = fields(fields(shop.business).heroImage);
  if (typeof hero.src === 'string' && hero.src.startsWith('https://')) {
    for (const side of ['width', 'height'] as const) {
      if (hero[side] === undefined) problems.push({ path: ['business', 'heroImage'], message: externalPictureSize(side) });
    }
  }
  return problems;
}
