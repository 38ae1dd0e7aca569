// Building blocks shared by the pages. Layout and UI labels live here; every shop fact comes from usePage().
import type { ReactNode } from 'react';
import type { PriceItem, PriceRow, Shop } from '../generator/model/index.ts';
import { Icon, type IconName } from './icons.tsx';
import { clock, dayRange, displayPhone, rupees, telHref } from './lib/format.ts';
import { whatsappUrl } from './lib/whatsapp.ts';
import { useHref, usePage } from './site.tsx';

type Variant = 'primary' | 'secondary' | 'whatsapp' | 'ghost' | 'light';

export function Section({ id, tone = 'plain', heading, intro, children, eyebrow }: {
  id: string;
  tone?: 'plain' | 'soft' | 'dark';
  heading: ReactNode;
  intro?: ReactNode;
  eyebrow?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className={`section section-${tone}`} aria-labelledby={`${id}-title`}>
      <div className="wrap">
        <header className="section-head">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2 id={`${id}-title`}>{heading}</h2>
          {intro && <p className="lead">{intro}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}

/** Text only screen readers and crawlers read, to give a repeated link its own name. */
export function Hidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}

export function ButtonLink({ href, variant = 'primary', icon, children, external, small, data }: {
  href: string;
  variant?: Variant;
  icon?: IconName;
  children: ReactNode;
  external?: boolean;
  small?: boolean;
  data?: Record<`data-${string}`, string>;
}) {
  const to = useHref();
  return (
    <a
      className={`btn btn-${variant}${small ? ' btn-sm' : ''}`}
      href={to(href)}
      {...(external ? { target: '_blank', rel: 'noopener' } : {})}
      {...data}
    >
      {icon && <Icon name={icon} />}
      <span>{children}</span>
    </a>
  );
}

export function useWhatsApp(): (message: string) => string {
  const { shop } = usePage();
  return (message) => whatsappUrl(shop.business.whatsapp, message);
}

export function WhatsAppButton({ message, children, variant = 'whatsapp', small }: {
  message: string;
  children: ReactNode;
  variant?: Variant;
  small?: boolean;
}) {
  const wa = useWhatsApp();
  return <ButtonLink href={wa(message)} variant={variant} icon="whatsapp" external small={small}>{children}</ButtonLink>;
}

/**
 * Opens the booking dialog once the script runs (data-book). Without JavaScript it is still useful:
 * a WhatsApp chat that asks for an appointment.
 */
export function BookButton({ service, device, children, variant = 'primary', small, icon = 'calendar' }: {
  service?: string;
  device?: string;
  children: ReactNode;
  variant?: Variant;
  small?: boolean;
  icon?: IconName;
}) {
  const { shop } = usePage();
  const wa = useWhatsApp();
  const message = service ? `${shop.messages.book} (${service})` : shop.messages.book;
  const data: Record<`data-${string}`, string> = { 'data-book': service ?? '' };
  if (device) data['data-device'] = device;
  return <ButtonLink href={wa(message)} variant={variant} icon={icon} external small={small} data={data}>{children}</ButtonLink>;
}

export function CallButton({ variant = 'secondary', children = 'Call\u00a0now', small }: { variant?: Variant; children?: ReactNode; small?: boolean }) {
  const { shop } = usePage();
  return <ButtonLink href={telHref(shop.business.phone)} variant={variant} icon="phone" small={small}>{children}</ButtonLink>;
}

/** Questions and answers that open one at a time, with no script: <details name="…">. */
export function Faqs({ faqs, group }: { faqs: Shop['home']['faqs']; group: string }) {
  return (
    <div className="faqs">
      {faqs.map((faq) => (
        <details className="faq" name={group} key={faq.question}>
          <summary>
            <span>{faq.question}</span>
            <Icon name="chevron" className="faq-chevron" />
          </summary>
          <p>{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}

export function PriceCard({ item }: { item: PriceItem }) {
  return (
    <article className="card price-card">
      <p className="price-emoji" aria-hidden="true">{item.emoji}</p>
      <h3>{item.name}</h3>
      <Price item={item} />
      {item.note && <p className="price-note">{item.note}</p>}
      <p className="muted">{item.description}</p>
      <BookButton service={item.book} variant="secondary" small>
        Book now<Hidden>: {item.name}</Hidden>
      </BookButton>
    </article>
  );
}

/** "₹7,999 onwards", with the amount large and "onwards" small. */
export function Price({ item }: { item: { price: number; onwards: boolean } }) {
  return (
    <p className="price">
      {rupees(item.price)}{item.onwards && <> <span className="onwards">onwards</span></>}
    </p>
  );
}

export function PriceRows({ rows }: { rows: readonly PriceRow[] }) {
  return (
    <ul className="price-rows" role="list">
      {rows.map((row) => (
        <li className="price-row" key={row.name}>
          <div className="price-row-main">
            <h3>{row.name}</h3>
            {(row.models ?? row.description) && <p className="muted">{row.models ?? row.description}</p>}
            {row.models && row.description && <p className="muted">{row.description}</p>}
            <p className="price-row-time"><Icon name="clock" size={16} /> {row.time}</p>
          </div>
          <div className="price-row-side">
            <Price item={row} />
            <BookButton service={row.book} device={row.device} variant="secondary" small>
              Book now<Hidden>: {row.name}</Hidden>
            </BookButton>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function Chips({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <ul className="chips" aria-label={label} role="list">
      {items.map((item) => <li key={item}>{item}</li>)}
    </ul>
  );
}

export function Stars({ rating }: { rating: number }) {
  return (
    <p className="stars" role="img" aria-label={`${rating} out of 5 stars`}>
      {Array.from({ length: 5 }, (_, i) => (
        <Icon key={i} name="star" size={18} className={i < rating ? 'star-on' : 'star-off'} />
      ))}
    </p>
  );
}

export function IconTile({ icon, title, children }: { icon: IconName; title: ReactNode; children: ReactNode }) {
  return (
    <article className="card tile">
      <span className="tile-icon"><Icon name={icon} size={24} /></span>
      <h3>{title}</h3>
      <p className="muted">{children}</p>
    </article>
  );
}

export function StatGrid() {
  const { shop } = usePage();
  return (
    <dl className="stats">
      {shop.stats.map((stat) => (
        <div className="stat" key={stat.label}>
          <dt><Icon name={stat.icon} size={18} /> {stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Phone, WhatsApp, e-mail, address and hours. */
export function ContactList() {
  const { shop } = usePage();
  const s = shop.business;
  const wa = useWhatsApp();
  return (
    <ul className="contact-list" role="list">
      <li><Icon name="phone" /><a href={telHref(s.phone)}>{displayPhone(s.phone)}</a></li>
      <li><Icon name="whatsapp" /><a href={wa(shop.messages.chat)} target="_blank" rel="noopener">WhatsApp {displayPhone(s.whatsapp)}</a></li>
      <li><Icon name="mail" /><a href={`mailto:${s.email}`}>{s.email}</a></li>
      <li><Icon name="pin" /><span>{s.address.street}, {s.address.locality}, {s.address.city} {s.address.postalCode}</span></li>
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

export function MapLink({ variant = 'secondary' }: { variant?: Variant }) {
  const { shop } = usePage();
  return <ButtonLink href={shop.business.mapUrl} variant={variant} icon="pin" external>Open in Maps</ButtonLink>;
}

/** A labelled drop-down whose first entry asks for a choice, so "required" means a real choice. */
export function SelectField({ label, name, prompt, options }: { label: string; name: string; prompt: string; options: readonly string[] }) {
  return (
    <label className="field">
      <span>{label}</span>
      <select name={name} required defaultValue="">
        <option value="" disabled>{prompt}</option>
        {options.map((option) => <option key={option} value={option}>{option}</option>)}
      </select>
    </label>
  );
}
