import type { TNotificationArea, TNotificationLinkPage } from './notifications.ts';

type TAreaPages = {
  home: string;
  affiliates: string;
  payouts: string;
  /** A trader's certificates; staff have no such page and land on their home. */
  certificates: string;
  /** A trader's receipts, on their profile; staff have no such page and land on their home. */
  receipts: string;
  /** The accounts page a notification about one account leads to. */
  account: (accountId: string) => string;
  notifications: string;
};

/**
 * Where each area shows what a notification is about. The remotes declare their pages at run time, so
 * a test (scripts/remote-navigation.test.ts) checks that a remote declares each of these paths: a page
 * that moves fails there rather than on a click.
 */
export const NOTIFICATION_AREA_PAGES: Record<'trader' | 'organization' | 'admin', TAreaPages> = {
  trader: {
    home: '/dashboard',
    affiliates: '/affiliate-program',
    payouts: '/payouts',
    certificates: '/certificates',
    receipts: '/profile',
    account: (accountId) => `/accounts/${encodeURIComponent(accountId)}`,
    notifications: '/notifications',
  },
  organization: {
    home: '/organization/dashboard',
    affiliates: '/organization/affiliates',
    payouts: '/organization/payouts',
    certificates: '/organization/dashboard',
    receipts: '/organization/dashboard',
    account: (accountId) => `/organization/accounts/${encodeURIComponent(accountId)}`,
    notifications: '/organization/notifications',
  },
  admin: {
    home: '/admin/dashboard',
    affiliates: '/admin/affiliates',
    payouts: '/admin/payouts',
    certificates: '/admin/dashboard',
    receipts: '/admin/dashboard',
    account: () => '/admin/accounts',
    notifications: '/admin/notifications',
  },
};

/**
 * The path a click on a notification (or the link in its mail) leads to in the area it is shown in. It follows `link.page`, which
 * the api sets from the type, so a new type needs no change here; an account link without an account
 * (and any page this front end does not know yet) leads to the area's home.
 */
export function notificationTarget(
  notification: {
    readonly link: { readonly page: TNotificationLinkPage; readonly accountId: string | null };
  },
  area: TNotificationArea,
): string {
  const pages = NOTIFICATION_AREA_PAGES[area];
  const { page, accountId } = notification.link;
  switch (page) {
    case 'affiliates':
      return pages.affiliates;
    case 'payouts':
      return pages.payouts;
    case 'certificates':
      return pages.certificates;
    case 'receipts':
      return pages.receipts;
    case 'account':
      return accountId ? pages.account(accountId) : pages.home;
    default:
      return pages.home;
  }
}

/**
 * The support agent's area reads the organization area's notifications, but its only pages are the
 * client lookup and its notifications page: every notification leads to the lookup there.
 */
export const SUPPORT_AGENT_PAGES = {
  home: '/support-agent/dashboard',
  notifications: '/support-agent/notifications',
} as const;

/** The area's notifications page, where the bell's "View all notifications" leads. */
export function notificationsPagePath(area: TNotificationArea): string {
  return NOTIFICATION_AREA_PAGES[area].notifications;
}
