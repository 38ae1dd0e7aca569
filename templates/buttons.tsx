// Buttons and links that act: WhatsApp, booking, calling, the map. Each works without JavaScript.
import type { ReactNode } from 'react';
import { catalogueOf, FINDER_URL } from '../generator/site/index.ts';
import { Icon, type IconName } from './icons.tsx';
import { telHref } from './lib/format.ts';
import { whatsappUrl } from './lib/whatsapp.ts';
import { useHref, usePage } from './context.tsx';

export type Variant = 'primary' | 'secondary' | 'whatsapp' | 'ghost' | 'light';

export function ButtonLink({
  href,
  variant = 'primary',
  icon,
  children,
  external,
  small,
  data,
}: {
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

export function WhatsAppButton({
  message,
  children,
  variant = 'whatsapp',
  small,
}: {
  message: string;
  children: ReactNode;
  variant?: Variant;
  small?: boolean;
}) {
  const wa = useWhatsApp();
  return (
    <ButtonLink href={wa(message)} variant={variant} icon="whatsapp" external small={small}>
      {children}
    </ButtonLink>
  );
}

/**
 * Opens the booking dialog once the script runs (data-book), with the service, device type, model
 * and same-day priority it names already chosen. Without JavaScript it is still useful: a WhatsApp
 * chat that asks for an appointment and names the same.
 */
export function BookButton({
  service,
  device,
  model,
  priority,
  children,
  variant = 'primary',
  small,
  icon = 'calendar',
}: {
  service?: string;
  device?: string;
  /** The model's id in the catalogue. */
  model?: string;
  priority?: boolean;
  children: ReactNode;
  variant?: Variant;
  small?: boolean;
  icon?: IconName;
}) {
  const { shop } = usePage();
  const wa = useWhatsApp();
  const modelName = model === undefined ? undefined : catalogueOf(shop).model(model).model.name;
  const details = [service, modelName, priority ? shop.ui.samedayPriority : undefined].filter(Boolean);
  const message = details.length > 0 ? `${shop.messages.book} (${details.join(', ')})` : shop.messages.book;
  const data: Record<`data-${string}`, string> = { 'data-book': service ?? '' };
  if (device) data['data-device'] = device;
  if (model) data['data-model'] = model;
  if (priority) data['data-priority'] = '';
  return (
    <ButtonLink href={wa(message)} variant={variant} icon={icon} external small={small} data={data}>
      {children}
    </ButtonLink>
  );
}

export function CallButton({ variant = 'secondary', children, small }: { variant?: Variant; children?: ReactNode; small?: boolean }) {
  const { shop } = usePage();
  return (
    <ButtonLink href={telHref(shop.business.phone)} variant={variant} icon="phone" small={small}>
      {children ?? shop.ui.callNow}
    </ButtonLink>
  );
}

export function MapLink({ variant = 'secondary' }: { variant?: Variant }) {
  const { shop } = usePage();
  return (
    <ButtonLink href={shop.business.mapUrl} variant={variant} icon="pin" external>
      {shop.ui.openInMaps}
    </ButtonLink>
  );
}

/** "Find the price for your model": the price finder on the pricing page. */
export function FinderLink() {
  const to = useHref();
  return (
    <a className="text-link" href={to(FINDER_URL)}>
      {usePage().shop.ui.findPrice} <Icon name="arrow" size={16} />
    </a>
  );
}
