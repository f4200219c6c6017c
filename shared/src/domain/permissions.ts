import type { TMemberRole } from './organizations.ts';

/**
 * What a member of an organization may do there, by membership role. The api enforces it on every staff
 * route (organizations/staff-access.ts); front ends use it only to hide what would be refused. Platform
 * admins hold every permission in every organization (through the Organization View). The back office
 * adds its permissions here, and docs/permissions.md lists them.
 */
export const STAFF_PERMISSIONS = {
  /** Read the identity checks of the firm's traders, their documents included, and decide them. */
  'kyc.review': ['owner', 'admin', 'manager'],
  /** Read the firm's payout requests and approve, reject or mark them paid. */
  'payouts.review': ['owner', 'admin', 'manager'],
  /**
   * Withdraw a certificate the firm issued (with the reason the trader reads): its public page says
   * revoked from then on. Not managers: it takes back what the firm attested publicly.
   */
  'certificates.revoke': ['owner', 'admin'],
} as const satisfies Record<string, readonly TMemberRole[]>;

export type TStaffPermission = keyof typeof STAFF_PERMISSIONS;

export function memberRoleHas(role: TMemberRole, permission: TStaffPermission): boolean {
  return (STAFF_PERMISSIONS[permission] as readonly TMemberRole[]).includes(role);
}
