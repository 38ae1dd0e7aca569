// Inline SVG icons from Lucide, drawn at build time: no icon font, no request.
// Each icon is imported on its own: the package's index loads all 1,600 icons at start-up.
import Award from 'lucide-react/icons/award';
import Battery from 'lucide-react/icons/battery';
import Check from 'lucide-react/icons/check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import Clock from 'lucide-react/icons/clock';
import Cpu from 'lucide-react/icons/cpu';
import Database from 'lucide-react/icons/database';
import Droplets from 'lucide-react/icons/droplets';
import HardDrive from 'lucide-react/icons/hard-drive';
import Heart from 'lucide-react/icons/heart';
import Laptop from 'lucide-react/icons/laptop';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Menu from 'lucide-react/icons/menu';
import MessageCircle from 'lucide-react/icons/message-circle';
import MonitorSmartphone from 'lucide-react/icons/monitor-smartphone';
import Phone from 'lucide-react/icons/phone';
import Plug from 'lucide-react/icons/plug';
import Receipt from 'lucide-react/icons/receipt';
import Rocket from 'lucide-react/icons/rocket';
import Search from 'lucide-react/icons/search';
import Shield from 'lucide-react/icons/shield';
import Smartphone from 'lucide-react/icons/smartphone';
import Sparkles from 'lucide-react/icons/sparkles';
import Star from 'lucide-react/icons/star';
import Stethoscope from 'lucide-react/icons/stethoscope';
import Store from 'lucide-react/icons/store';
import Tablet from 'lucide-react/icons/tablet';
import Truck from 'lucide-react/icons/truck';
import Users from 'lucide-react/icons/users';
import Watch from 'lucide-react/icons/watch';
import Wrench from 'lucide-react/icons/wrench';
import X from 'lucide-react/icons/x';
import Zap from 'lucide-react/icons/zap';
import Calendar from 'lucide-react/icons/calendar';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Camera from 'lucide-react/icons/camera';
import Car from 'lucide-react/icons/car';
import TrainFront from 'lucide-react/icons/train-front';
import Landmark from 'lucide-react/icons/landmark';
import Keyboard from 'lucide-react/icons/keyboard';
import MemoryStick from 'lucide-react/icons/memory-stick';
import Microscope from 'lucide-react/icons/microscope';
import Speaker from 'lucide-react/icons/speaker';
import type { LucideIcon } from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { IconName as ShopIconName } from '../generator/site/index.ts';

/** The shop's icons (shop.yaml names them) and the site's own. */
const ICONS = {
  smartphone: Smartphone,
  laptop: Laptop,
  battery: Battery,
  screen: MonitorSmartphone,
  droplets: Droplets,
  plug: Plug,
  cpu: Cpu,
  'hard-drive': HardDrive,
  stethoscope: Stethoscope,
  shield: Shield,
  clock: Clock,
  wrench: Wrench,
  award: Award,
  search: Search,
  receipt: Receipt,
  check: Check,
  star: Star,
  'map-pin': MapPin,
  truck: Truck,
  zap: Zap,
  database: Database,
  store: Store,
  users: Users,
  rocket: Rocket,
  tablet: Tablet,
  watch: Watch,
  sparkles: Sparkles,
  heart: Heart,
  phone: Phone,
  whatsapp: MessageCircle,
  mail: Mail,
  menu: Menu,
  close: X,
  chevron: ChevronDown,
  calendar: Calendar,
  arrow: ArrowRight,
  camera: Camera,
  car: Car,
  train: TrainFront,
  landmark: Landmark,
  keyboard: Keyboard,
  memory: MemoryStick,
  microscope: Microscope,
  speaker: Speaker,
} satisfies Record<ShopIconName, LucideIcon> & Record<string, LucideIcon>;

export type IconName = keyof typeof ICONS;

const inner = new Map<string, string>();

/** The paths of an icon, drawn by Lucide once and reused: a page can show dozens of icons. */
function paths(name: IconName): string {
  let markup = inner.get(name);
  if (markup === undefined) {
    const Component = ICONS[name];
    markup = renderToStaticMarkup(<Component />).replace(/^<svg[^>]*>|<\/svg>$/g, '');
    inner.set(name, markup);
  }
  return markup;
}

/** Decorative by default (hidden from screen readers); the text beside it carries the meaning. */
export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `icon ${className}` : 'icon'}
      aria-hidden="true"
      dangerouslySetInnerHTML={{ __html: paths(name) }}
    />
  );
}

// A price card's emoji (the spec's field) drawn as the line icon that means the same, so the cards
// match the icons everywhere else and read the same on every phone, with or without colour emoji.
const EMOJI_ICONS: [RegExp, IconName][] = [
  [/📱|📲|☎|📞/u, 'smartphone'],
  [/🔋|🪫/u, 'battery'],
  [/💾|💽|💿|🗄|🗃/u, 'hard-drive'],
  [/💧|💦|🌊|☔/u, 'droplets'],
  [/🔌|⚡/u, 'plug'],
  [/🔬|🧪/u, 'microscope'],
  [/🩺|🔍|🔎/u, 'stethoscope'],
  [/💻|🖥/u, 'laptop'],
  [/⌚/u, 'watch'],
  [/📷|📸/u, 'camera'],
  [/⌨/u, 'keyboard'],
  [/🧠|🔲/u, 'cpu'],
  [/🔊|🔈|🎧|🎤/u, 'speaker'],
  [/🖼|📺/u, 'screen'],
  [/🛡/u, 'shield'],
  [/⏱|⏰|🕐/u, 'clock'],
  [/🚚|🛵/u, 'truck'],
  [/✨/u, 'sparkles'],
  [/🍎|❤/u, 'heart'],
];

/** The icon for an emoji, or undefined when none means the same (the card then shows the emoji itself in the tile). */
export function iconForEmoji(emoji: string): IconName | undefined {
  return EMOJI_ICONS.find(([pattern]) => pattern.test(emoji))?.[1];
}
