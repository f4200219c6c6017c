/**
 * Where each figure of the dashboard leads: the list behind it, filtered by the list's URL parameters.
 * Each area passes the base paths of its own lists; a list the area does not have is null, and its figures
 * are then plain text.
 */
export type TDashboardLinks = {
  /** The clients list: `q, country, kyc, funded, blocked, joinedFrom, joinedTo`. */
  clients: string | null;
  /** The trading accounts list: `program, phase, status, breachedToday, platform, q`. */
  accounts: string | null;
  /** The trader payouts list: `status, from, to`. */
  payouts: string | null;
};

export const ORGANIZATION_DASHBOARD_LINKS: TDashboardLinks = {
  clients: '/organization/clients',
  accounts: '/organization/accounts',
  payouts: '/organization/payouts',
};

/** The admin's organization view: its aliases of the organization's lists (there is none for accounts). */
export const ADMIN_DASHBOARD_LINKS: TDashboardLinks = {
  clients: '/admin/org-clients',
  accounts: null,
  payouts: '/admin/org-payouts',
};

/** `base?params`, or null when the area has no such list. */
export function linkTo(base: string | null, params: Record<string, string> = {}): string | null {
  if (base === null) return null;
  const query = new URLSearchParams(params).toString();
  return query === '' ? base : `${base}?${query}`;
}
