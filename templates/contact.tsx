// How to reach the shop: buttons and links that act (WhatsApp, booking, calling, the map), each working
// without JavaScript, and the contact details with the opening hours.
import { Fragment, type ReactNode } from 'react';
import { catalogueOf, FINDER_URL } from '../generator/site/index.ts';
import { Icon, type IconName } from './icons.tsx';
import { clock, daysByHours, openDays, weekOf } from './lib/clock.ts';
import { daysInWords, displayPhone, telHref } from './lib/format.ts';
import { whatsappUrl } from './lib/whatsapp.ts';
import { useHref, usePage } from './context.tsx';
import { Say } from './say.tsx';

type Variant = 'primary' | 'secondary' | 'whatsapp' | 'light';

interface ButtonProps {
  href: string;
  variant?: Variant;
  icon?: IconName;
  children: ReactNode;
  external?: boolean;
  small?: boolean;
  /** Attributes for the script; one left undefined is not written. */
  data?: Record<`data-${string}`, string | undefined>;
}

export function ButtonLink({ href, variant = 'primary', icon, children, external, small, data }: ButtonProps) {
  const to = useHref();
  return (
    <a className={`btn btn-${variant}${small ? ' btn-sm' : ''}`} href={to(href)} {...(external ? { target: '_blank', rel: 'noopener' } : {})} {...data}>
      {icon && <Icon name={icon} />}
      <span>{children}</span>
    </a>
  );
}

export function useWhatsApp(): (message: string) => string {
  const { shop } = usePage();
  return (message) => whatsappUrl(shop.business.whatsapp, message);
}

export function WhatsAppButton({ message, ...button }: { message: string; children: ReactNode; small?: boolean }) {
  return <ButtonLink href={useWhatsApp()(message)} variant="whatsapp" icon="whatsapp" external {...button} />;
}

interface BookProps extends Pick<ButtonProps, 'variant' | 'children' | 'small'> {
  service?: string;
  device?: string;
  /** The model's id in the catalogue. */
  model?: string;
  priority?: boolean;
}

/**
 * Opens the booking dialog (data-book) with the service, device type, model and same-day priority it
 * names already chosen; without JavaScript, a WhatsApp chat asking for an appointment that names the same.
 */
export function BookButton({ service, device, model, priority, ...button }: BookProps) {
  const { shop } = usePage();
  const wa = useWhatsApp();
  const modelName = model === undefined ? undefined : catalogueOf(shop).model(model).model.name;
  const details = [service, modelName, priority ? shop.ui.samedayPriority : undefined].filter(Boolean);
  const message = details.length > 0 ? `${shop.messages.book} (${details.join(', ')})` : shop.messages.book;
  const data = { 'data-book': service ?? '', 'data-device': device || undefined, 'data-model': model || undefined, 'data-priority': priority ? '' : undefined };
  return <ButtonLink href={wa(message)} icon="calendar" external data={data} {...button} />;
}

export function CallButton({ variant = 'secondary', small }: { variant?: Variant; small?: boolean }) {
  const { shop } = usePage();
  return (
    <ButtonLink href={telHref(shop.business.phone)} variant={variant} icon="phone" small={small}>
      {shop.ui.callNow}
    </ButtonLink>
  );
}

/** "Open in Maps", in a button row of its own. */
export function MapLink() {
  const { shop } = usePage();
  return (
    <div className="button-row">
      <ButtonLink href={shop.business.mapUrl} variant="secondary" icon="map-pin" external>
        {shop.ui.openInMaps}
      </ButtonLink>
    </div>
  );
}

/** A link in running text, an arrow after its words. */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className="text-link" href={useHref()(href)}>
      {children} <Icon name="arrow" size={16} />
    </a>
  );
}

/** "Find the price for your model", a paragraph of class `className` leading to the price finder on the pricing page. */
export function FinderLink({ className }: { className: string }) {
  return (
    <p className={className}>
      <TextLink href={FINDER_URL}>{usePage().shop.ui.findPrice}</TextLink>
    </p>
  );
}

/**
 * Phone, WhatsApp (starting the chat with `message`, else the site-wide one), e-mail, address (a maps link) and hours.
 * The contact page gives the whole postal address (`full`: state and country too), its only mention there.
 */
export function ContactList({ message, full = false }: { message?: string; full?: boolean }) {
  const { shop } = usePage();
  const { business } = shop;
  const { address } = business;
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
        <Icon name="map-pin" />
        <a href={business.mapUrl} target="_blank" rel="noopener">
          {/* One box for the whole address: a part in another language is a span of its own, which the link's flex would set as a column. */}
          <span>
            {full
              ? `${address.street}, ${address.locality}, ${address.city}, ${address.state} ${address.postalCode}, ${address.country}`
              : `${address.street}, ${address.locality}, ${address.city} ${address.postalCode}`}
          </span>
        </a>
      </li>
      <li>
        <Icon name="clock" />
        <HoursText />
      </li>
    </ul>
  );
}

/** "Every day except Tuesday, 10 AM to 8 PM; Sunday, 11 AM to 6 PM": the usual hours on all open days, then each other hours. */
export function HoursText() {
  const { ui, site, business } = usePage().shop;
  const { hours } = business;
  const at = (time: string) => <time dateTime={time}>{clock(time, ui)}</time>;
  return (
    <span>
      {daysByHours(hours).map(([days, times], i) => {
        const [opens, closes] = times.split('-');
        const words = daysInWords(times === `${hours.opens}-${hours.closes}` ? openDays(hours) : days, ui, site.lang);
        return (
          <Fragment key={times}>
            {i ? `; ${words}` : words.charAt(0).toUpperCase() + words.slice(1)}, <Say text={ui.hoursRange} values={{ opens: at(opens), closes: at(closes) }} />
          </Fragment>
        );
      })}
    </span>
  );
}

/** "Open now · closes 9 PM", written by the script from each day's hours it carries; it keeps its place until then. */
export function OpenBadge() {
  return <p className="open-badge" data-open-badge hidden data-week={weekOf(usePage().shop.business.hours).join(',')}></p>;
}
