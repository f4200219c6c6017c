import type { ComponentType } from 'react';
import {
  IconActivity,
  IconAffiliate,
  IconBell,
  IconBook,
  IconBuilding,
  IconCertificate,
  IconChartBar,
  IconCash,
  IconChecklist,
  IconDashboard,
  IconHeadset,
  IconIdBadge2,
  IconLock,
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
  IconGauge,
  IconLifebuoy,
} from '@tabler/icons-react';
import type { TStaffPermission } from '@propdesk/shared/domain';

export type NavigationArea = 'trader' | 'organization' | 'admin' | 'support-agent';

export interface NavigationItem {
  /** Translation key under `navigation.items`. */
  key: string;
  path: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  /** In the organization area: the permission the page needs, so roles without it do not see the link. */
  permission?: TStaffPermission;
}

export interface NavigationGroup {
  /** Translation key under `navigation.groups`; null for an untitled group. */
  key: string | null;
  items: NavigationItem[];
}

/** The area a path belongs to decides the sidebar (and the header's partner button, title and bell). */
export function navigationAreaForPath(pathname: string): NavigationArea {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin';
  if (pathname === '/organization' || pathname.startsWith('/organization/')) return 'organization';
  if (pathname.startsWith('/support-agent/')) return 'support-agent';
  return 'trader';
}

/** The sidebar of the trader area (the affiliate group appears for approved partners). */
const TRADER: NavigationGroup[] = [
  {
    key: null,
    items: [
      { key: 'dashboard', path: '/dashboard', icon: IconDashboard },
      { key: 'accounts', path: '/accounts', icon: IconWallet },
      { key: 'payouts', path: '/payouts', icon: IconCash },
      { key: 'certificates', path: '/certificates', icon: IconCertificate },
    ],
  },
  { key: 'supportInfo', items: [{ key: 'support', path: '/support', icon: IconLifebuoy }] },
];

/**
 * The sidebar of the organization area. Links whose page needs a permission show only to the roles that
 * hold it in the organization being run (the api refuses the rest anyway); the pages still to come show
 * to every member until they get their permission.
 */
const ORGANIZATION: NavigationGroup[] = [
  {
    key: null,
    items: [
      {
        key: 'dashboard',
        path: '/organization/dashboard',
        icon: IconDashboard,
        permission: 'dashboard.read',
      },
      { key: 'whiteLabelGuide', path: '/organization/guide', icon: IconBook },
      { key: 'clientManagement', path: '/organization/clients', icon: IconUsers, permission: 'clients.read' },
      { key: 'traderPayouts', path: '/organization/payouts', icon: IconCash, permission: 'payouts.review' },
      {
        key: 'verifications',
        path: '/organization/verifications',
        icon: IconIdBadge2,
        permission: 'kyc.review',
      },
      { key: 'affiliateManagement', path: '/organization/affiliates', icon: IconAffiliate },
      { key: 'affiliatePayouts', path: '/organization/affiliate-payouts', icon: IconReceipt },
      { key: 'supportAgents', path: '/organization/agents', icon: IconHeadset, permission: 'members.read' },
      { key: 'propTradingSettings', path: '/organization/prop-trading-settings', icon: IconSettings },
      {
        key: 'membersRoles',
        path: '/organization/members',
        icon: IconUsersGroup,
        permission: 'members.read',
      },
      { key: 'domainManagement', path: '/organization/domains', icon: IconWorld },
      {
        key: 'activityLogs',
        path: '/organization/activity-logs',
        icon: IconActivity,
        permission: 'audit.read',
      },
      {
        key: 'securityDashboard',
        path: '/organization/security',
        icon: IconShieldCheck,
        permission: 'security.read',
      },
      { key: 'organizationProfile', path: '/organization/profile', icon: IconBuilding },
    ],
  },
];

/** The support agent's sidebar: their read-only client lookup and their notifications, nothing else. */
const SUPPORT_AGENT: NavigationGroup[] = [
  {
    key: null,
    items: [
      { key: 'clientLookup', path: '/support-agent/dashboard', icon: IconSearch },
      { key: 'notifications', path: '/support-agent/notifications', icon: IconBell },
    ],
  },
];

/** The sidebar of the admin area: General and Admin Organization View. */
const ADMIN: NavigationGroup[] = [
  {
    key: 'general',
    items: [
      { key: 'dashboard', path: '/admin/dashboard', icon: IconDashboard },
      { key: 'organizations', path: '/admin/organizations', icon: IconBuilding },
      { key: 'users', path: '/admin/users', icon: IconUsers },
      { key: 'accounts', path: '/admin/accounts', icon: IconWallet },
      { key: 'approvals', path: '/admin/approvals', icon: IconChecklist },
      { key: 'billing', path: '/admin/billing', icon: IconReceipt },
      { key: 'analytics', path: '/admin/analytics', icon: IconChartBar },
      { key: 'security', path: '/admin/security', icon: IconLock },
      { key: 'diagnostic', path: '/admin/diagnostic', icon: IconStethoscope },
      { key: 'loadTest', path: '/admin/load-test', icon: IconGauge },
    ],
  },
  {
    key: 'adminOrganizationView',
    items: [
      { key: 'dashboard', path: '/admin/org-dashboard', icon: IconDashboard },
      { key: 'clients', path: '/admin/org-clients', icon: IconUsers },
      { key: 'payouts', path: '/admin/org-payouts', icon: IconCash },
      { key: 'verifications', path: '/admin/verifications', icon: IconIdBadge2 },
      { key: 'affiliates', path: '/admin/org-affiliates', icon: IconAffiliate },
      { key: 'affiliatePayouts', path: '/admin/affiliate-payouts', icon: IconReceipt },
      { key: 'agents', path: '/admin/org-agents', icon: IconHeadset },
      { key: 'propTradingSettings', path: '/admin/org-settings', icon: IconSettings },
      { key: 'members', path: '/admin/org-members', icon: IconUsersGroup },
      { key: 'domains', path: '/admin/org-domains', icon: IconWorld },
      { key: 'activityLogs', path: '/admin/org-activity-logs', icon: IconActivity },
      { key: 'organizationSecurity', path: '/admin/org-security', icon: IconShieldCheck },
    ],
  },
];

export const NAVIGATION: Record<NavigationArea, NavigationGroup[]> = {
  trader: TRADER,
  organization: ORGANIZATION,
  admin: ADMIN,
  'support-agent': SUPPORT_AGENT,
};

/** The affiliate group of the trader sidebar, for approved partners only. */
export const AFFILIATE_GROUP: NavigationGroup = {
  key: 'affiliate',
  items: [{ key: 'affiliateProgram', path: '/affiliate-program', icon: IconTopologyStar }],
};
