import type { Shop } from '../site/shop.ts';
import { LANGUAGE_NAMES_IN_ENGLISH, UI, type Lang, type UiText } from '../../templates/lib/ui/index.ts';
import { fillPlaceholders } from './schema/placeholders.ts';
import { inLanguage } from './schema/resolve.ts';
import type { Shop as ParsedShop } from './schema/shop.ts';

/** The parsed shop as `lang`'s pages show it: its texts, its words (shipped, then the owner's), its placeholders filled. */
export function inOneLanguage(parsed: ParsedShop, lang: Lang, defaults: Omit<Shop, 'ui'>, marked: Map<string, string>): Shop {
  const { languages } = parsed.site;
  const ui: UiText = { ...UI[lang], ...parsed.ui?.[lang] };
  // The first language with no other language's marked texts to read inside (a site in one language): the defaults themselves.
  const texts = (lang === languages[0] && marked.size === 0 ? defaults : inLanguage(parsed, lang, languages[0], marked)) as Omit<Shop, 'ui'>;
  // A booking choice named elsewhere (book:, deviceType:) is the first language's option: the same option in this language.
  const option = (list: 'services' | 'deviceTypes') => (value: string) => texts.booking[list][defaults.booking[list].indexOf(value)] ?? value;
  const service = option('services');
  const device = option('deviceTypes');
  const catalogue = {
    ...texts.catalogue,
    devices: texts.catalogue.devices.map((d) => ({
      ...d,
      deviceType: device(d.deviceType),
      models: d.models.map((m) => (m.deviceType === undefined ? m : { ...m, deviceType: device(m.deviceType) })),
    })),
    repairs: texts.catalogue.repairs.map((r) => ({ ...r, book: service(r.book), warranty: r.warranty ?? ui.repairWarranty })),
  };
  const home = { ...texts.home, emergencies: texts.home.emergencies.map((e) => (e.book === undefined ? e : { ...e, book: service(e.book) })) };
  const services = texts.services.map((s) => ({ ...s, book: service(s.book) }));
  const filled = fillPlaceholders({ ...texts, catalogue, home, services }, lang, ui);
  const prefix = lang === languages[0] ? '' : `${lang}/`;
  return { ...filled, site: { ...filled.site, lang, prefix }, ui };
}

export const languageName = (lang: Lang): string => `${LANGUAGE_NAMES_IN_ENGLISH[lang]} (${lang})`;
