// How to reach the shop and when: phone, WhatsApp, e-mail, address and opening hours.
import { useWhatsApp } from './buttons.tsx';
import { Icon } from './icons.tsx';
import { clock, dayRange, displayPhone, telHref } from './lib/format.ts';
import { usePage } from './context.tsx';

/** Phone, WhatsApp, e-mail, address and hours. */
export function ContactList() {
  const { shop } = usePage();
  const { business } = shop;
  const wa = useWhatsApp();
  return (
    <ul className="contact-list" role="list">
      <li><Icon name="phone" /><a href={telHref(business.phone)}>{displayPhone(business.phone)}</a></li>
      <li><Icon name="whatsapp" /><a href={wa(shop.messages.chat)} target="_blank" rel="noopener">WhatsApp {displayPhone(business.whatsapp)}</a></li>
      <li><Icon name="mail" /><a href={`mailto:${business.email}`}>{business.email}</a></li>
      <li><Icon name="pin" /><span>{business.address.street}, {business.address.locality}, {business.address.city} {business.address.postalCode}</span></li>
      <li><Icon name="clock" /><HoursText /></li>
    </ul>
  );
}

export function HoursText() {
  const { shop } = usePage();
  const { hours } = shop.business;
  return <span><DayRange days={hours.days} />, <Clock time={hours.opens} /> to <Clock time={hours.closes} /></span>;
}

function DayRange({ days }: { days: readonly string[] }) {
  return <>{dayRange(days)}</>;
}
function Clock({ time }: { time: string }) {
  return <time dateTime={time}>{clock(time)}</time>;
}
