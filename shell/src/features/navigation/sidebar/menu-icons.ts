import type { ComponentType } from 'react';
import {
  IconActivity,
  IconAffiliate,
  IconBell,
  IconBook,
  IconBuilding,
  IconCash,
  IconCertificate,
  IconChartBar,
  IconChecklist,
  IconDashboard,
  IconGauge,
  IconHeadset,
  IconIdBadge2,
  IconLifebuoy,
  IconLock,
  IconPoint,
  IconReceipt,
  IconSearch,
  IconSettings,
  IconShieldCheck,
  IconStethoscope,
  IconTopologyStar,
  IconUsers,
  IconUsersGroup,
  IconWallet,
  IconWorld,
} from '@tabler/icons-react';

export type MenuIcon = ComponentType<{ size?: number; stroke?: number }>;

/**
 * The icons a remote may name in its menu entries. Only these are in the shell's bundle: a remote naming
 * another gets a plain dot until the shell adds it, and its page works meanwhile.
 */
const MENU_ICONS: Record<string, MenuIcon> = {
  activity: IconActivity,
  affiliate: IconAffiliate,
  bell: IconBell,
  book: IconBook,
  building: IconBuilding,
  cash: IconCash,
  certificate: IconCertificate,
  'chart-bar': IconChartBar,
  checklist: IconChecklist,
  dashboard: IconDashboard,
  gauge: IconGauge,
  headset: IconHeadset,
  'id-badge': IconIdBadge2,
  lifebuoy: IconLifebuoy,
  lock: IconLock,
  receipt: IconReceipt,
  search: IconSearch,
  settings: IconSettings,
  'shield-check': IconShieldCheck,
  stethoscope: IconStethoscope,
  'topology-star': IconTopologyStar,
  users: IconUsers,
  'users-group': IconUsersGroup,
  wallet: IconWallet,
  world: IconWorld,
};

export function menuIcon(name: string): MenuIcon {
  return Object.hasOwn(MENU_ICONS, name) ? MENU_ICONS[name]! : IconPoint;
}
