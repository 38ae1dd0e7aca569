// Buttons and links that act: WhatsApp, booking, calling, the map. Each works without JavaScript.
import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons.tsx';
import { telHref } from './lib/format.ts';
import { whatsappUrl } from './lib/whatsapp.ts';
import { useHref, usePage } from './context.tsx';

export type Variant = 'primary' | 'secondary' | 'whatsapp' | 'ghost' | 'light';

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

export function MapLink({ variant = 'secondary' }: { variant?: Variant }) {
  const { shop } = usePage();
  return <ButtonLink href={shop.business.mapUrl} variant={variant} icon="pin" external>Open in Maps</ButtonLink>;
}
