// Inline SVG icons from Lucide, drawn at build time: no icon font, no request.
import {
  Award, Battery, Check, ChevronDown, Clock, Cpu, Database, Droplets, HardDrive, Heart, Laptop, Mail, MapPin, Menu,
  MessageCircle, MonitorSmartphone, Phone, Plug, Receipt, Rocket, Search, Shield, Smartphone, Sparkles, Star,
  Stethoscope, Store, Tablet, Truck, Users, Watch, Wrench, X, Zap, Calendar, ArrowRight, type LucideIcon,
} from 'lucide-react';
import type { ICON_NAMES } from '../generator/schema/primitives.ts';

const SHOP_ICONS: Record<(typeof ICON_NAMES)[number], LucideIcon> = {
  smartphone: Smartphone, laptop: Laptop, battery: Battery, screen: MonitorSmartphone, droplets: Droplets, plug: Plug,
  cpu: Cpu, 'hard-drive': HardDrive, stethoscope: Stethoscope, shield: Shield, clock: Clock, wrench: Wrench,
  award: Award, search: Search, receipt: Receipt, check: Check, star: Star, 'map-pin': MapPin, truck: Truck, zap: Zap,
  database: Database, store: Store, users: Users, rocket: Rocket, tablet: Tablet, watch: Watch, sparkles: Sparkles, heart: Heart,
};

const UI_ICONS = {
  phone: Phone, whatsapp: MessageCircle, mail: Mail, menu: Menu, close: X, chevron: ChevronDown, pin: MapPin,
  clock: Clock, calendar: Calendar, arrow: ArrowRight, check: Check, star: Star,
} satisfies Record<string, LucideIcon>;

export type IconName = (typeof ICON_NAMES)[number] | keyof typeof UI_ICONS;

/** Decorative by default (hidden from screen readers); the text beside it carries the meaning. */
export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  const Component = (SHOP_ICONS as Record<string, LucideIcon>)[name] ?? (UI_ICONS as Record<string, LucideIcon>)[name];
  return <Component aria-hidden="true" width={size} height={size} strokeWidth={1.75} className={className ? `icon ${className}` : 'icon'} />;
}
