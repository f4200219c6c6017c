import type { TMemberRole } from './organizations.ts';

/**
 * What a member of an organization may do there, by membership role. The api enforces it on every staff
 * route (organizations/staff-access.ts); front ends use it only to hide what would be refused. Platform
 * admins hold every permission in every organization (through the Organization View). docs/permissions.md
 * explains each one; a new staff area adds its permissions here first.
 */
export const STAFF_PERMISSIONS = {
  /** The dashboard's figures: clients, accounts, pass rates, revenue, payouts, breaches. */
  'dashboard.read': ['owner', 'admin', 'manager'],
  /** Find a client by name or email and read their profile, accounts, orders, payouts and KYC state. */
  'clients.read': ['owner', 'admin', 'manager', 'agent'],
  /** Block or unblock a client's sign-in, end their sessions, resend verification, write staff notes. */
  'clients.manage': ['owner', 'admin', 'manager'],
  /** Export the filtered client list as CSV. */
  'clients.export': ['owner', 'admin', 'manager'],
  /** Every trading account of the firm, read-only, with its charts, objectives and breach report. */
  'accounts.read': ['owner', 'admin', 'manager'],
  /** Uphold a breach a trader disputes, or overturn it (the account is reinstated). */
  'disputes.decide': ['owner', 'admin', 'manager'],
  /** Read the identity checks of the firm's traders, their documents included, and decide them. */
  'kyc.review': ['owner', 'admin', 'manager'],
  /** Read the firm's payout requests and approve, reject or mark them paid. */
  'payouts.review': ['owner', 'admin', 'manager'],
  /** Read the members, their roles, second-factor state and invitations. */
  'members.read': ['owner', 'admin'],
  /** Invite members, change roles below owner, deactivate, resend or revoke invitations. */
  'members.manage': ['owner', 'admin'],
  /** Make or remove owners (the last owner can never be removed or demoted). */
  'members.manageOwners': ['owner'],
  /** Read the audit trail of the organization and export it. */
  'audit.read': ['owner', 'admin', 'manager'],
  /** Read the security dashboard: second-factor coverage, staff sessions, failed sign-ins, keys. */
  'security.read': ['owner', 'admin'],
  /** End another staff member's session from the security dashboard. */
  'security.manage': ['owner', 'admin'],
  /** Change the organization's profile: names, address, support contacts and hours. */
  'organization.update': ['owner', 'admin'],
  /** Read the firm's configuration: brand, plans and rules, domains, integrations. */
  'settings.read': ['owner', 'admin', 'manager'],
  /** Change the firm's configuration: brand and logo, plans and rules, domains. */
  'settings.manage': ['owner', 'admin'],
  /**
   * Withdraw a certificate the firm issued (with the reason the trader reads): its public page says
   * revoked from then on. Not managers: it takes back what the firm attested publicly.
   */
  'certificates.revoke': ['owner', 'admin'],
  /**
   * Give money back on a trader's order, fully or partly, through the payment provider (the account it
   * bought is closed unless a partial refund keeps it). Not managers: money leaves the firm.
   */
  'billing.refund': ['owner', 'admin'],
  /**
   * Connect, replace or disconnect the firm's own Stripe account (its secret key and webhook secret):
   * where every trader's payment lands. Owners only.
   */
  'billing.connect': ['owner'],
} as const satisfies Record<string, readonly TMemberRole[]>;

export type TStaffPermission = keyof typeof STAFF_PERMISSIONS;

export function memberRoleHas(role: TMemberRole, permission: TStaffPermission): boolean {
  return (STAFF_PERMISSIONS[permission] as readonly TMemberRole[]).includes(role);
}

/** The permissions a role holds, for front ends that hide what the api would refuse. */
export function permissionsOf(role: TMemberRole): TStaffPermission[] {
  return (Object.keys(STAFF_PERMISSIONS) as TStaffPermission[]).filter((permission) =>
    memberRoleHas(role, permission),
  );
}
