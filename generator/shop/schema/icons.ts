// The icons a field may name: each an inline SVG in the templates, with what it draws for the editor's list of choices.
import { z } from 'zod';

const ICON_HELP = {
  smartphone: 'A phone: iPhone repairs',
  laptop: 'A laptop: MacBook repairs',
  battery: 'A battery: battery replacement',
  screen: 'A screen: display repairs',
  droplets: 'Water drops: water damage',
  plug: 'A plug: charging port repairs',
  cpu: 'A chip: logic-board and micro-soldering work',
  'hard-drive': 'A drive: storage and SSD upgrades',
  stethoscope: 'A stethoscope: diagnosis and health check-ups',
  shield: 'A shield: warranty, quality parts',
  clock: 'A clock: fast or same-day service',
  wrench: 'A wrench: repair work, technicians',
  award: 'A medal: quality, success rate',
  search: 'A magnifying glass: finding the fault',
  receipt: 'A receipt: quotes and prices',
  check: 'A tick: quality check, done',
  star: 'A star: ratings and reviews',
  'map-pin': "A map pin: the shop's location, areas",
  truck: 'A van: pickup and delivery',
  zap: 'A lightning bolt: urgent or quick',
  database: 'Stacked disks: data recovery',
  store: 'A shop front: the shop, its opening',
  users: 'People: the team, customers',
  rocket: 'A rocket: upgrades, growth',
  tablet: 'A tablet: iPad repairs',
  watch: 'A watch: Apple Watch repairs',
  sparkles: 'Sparkles: as good as new',
  heart: 'A heart: care, loyal customers',
} as const;

export const ICON_NAMES = Object.keys(ICON_HELP) as (keyof typeof ICON_HELP)[];

export const icon = z
  .enum(ICON_NAMES, {
    error: (issue) =>
      issue.input === undefined ? 'is missing; add an icon name such as "smartphone"' : `is not a known icon; use one of: ${ICON_NAMES.join(', ')}`,
  })
  .meta({
    description: 'The small picture shown with it: one of the icon names the site can draw, such as smartphone or clock',
    enumDescriptions: Object.values(ICON_HELP),
  });
