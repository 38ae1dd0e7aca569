// How to reach the shop and when: phone, WhatsApp, e-mail, address and opening hours.
import { useWhatsApp } from './buttons.tsx';
import { Icon } from './icons.tsx';
import { clock, dayRange, displayPhone, telHref } from './lib/format.ts';
import { usePage } from './context.tsx';
import { Say } from './say.tsx';

/** Phone, WhatsApp (starting the chat with `message`, else the site-wide one), e-mail, address (a maps link) and hours. */
export function ContactList({ message }: { message?: string }) {
  const { shop } = usePage();
  const { business } = shop;
  const wa = useWhatsApp();
  return (
    <ul className="contact-list" role="list">
      <li>
        <Icon name="phone" />
        <a href={telHref(business.phone)}>{displayPhone(business.phone)}</a>
      </li>
      <li>
        <Icon name="whatsapp" />
        <a href={wa(message ?? shop.messages.chat)} target="_blank" rel="noopener">
          WhatsApp {displayPhone(business.whatsapp)}
        </a>
      </li>
      <li>
        <Icon name="mail" />
        <a href={`mailto:${business.email}`}>{business.email}</a>
      </li>
      <li>
        <Icon name="pin" />
        <a href={business.mapUrl} target="_blank" rel="noopener">
          {business.address.street}, {business.address.locality}, {business.address.city} {business.address.postalCode}
        </a>
      </li>
      <li>
        <Icon name="clock" />
        <HoursText />
      </li>
    </ul>
  );
}

export function HoursText() {
  const { ui, site, business } = usePage().shop;
  const { hours } = business;
  const at = (time: string) => <time dateTime={time}>{clock(time, ui)}</time>;
  return (
    <span>
      {dayRange(hours.days, ui, site.lang)}, <Say text={ui.hoursRange} values={{ opens: at(hours.opens), closes: at(hours.closes) }} />
    </span>
  );
}

/** "Open now · closes 9 PM", written by the script from the hours it carries; it keeps its place until then. */
export function OpenBadge({ className = 'open-badge' }: { className?: string }) {
  const { hours } = usePage().shop.business;
  return <p className={className} data-open-badge hidden data-opens={hours.opens} data-closes={hours.closes} data-days={hours.days.join(',')}></p>;
}
