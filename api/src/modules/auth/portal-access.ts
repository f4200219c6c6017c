import {
  AUTH_ERROR_CODES,
  type TPortalType,
  type TProfileRole,
  type TSignInPortal,
} from '@propdesk/shared/contracts';
import { HttpError } from '../../http/http-error.ts';

/** Seed section 8, word for word: the front end may show these as they are. */
export const PORTAL_REFUSAL_MESSAGES = {
  staffOnClientPortal:
    'Admin and manager accounts cannot access the client portal. Please use /admin/auth to login.',
  notAdmin: 'Access denied. This is the ADMIN portal. Your account is not authorized for admin access',
  wrongPortalType: 'Access denied. This account is registered for a different portal type',
} as const;

const STAFF_ROLES: readonly TProfileRole[] = ['admin', 'manager'];

export type TPortalProfile = { role: TProfileRole; portalType: TPortalType | null };

/**
 * Seed sections 5 and 8: which profiles may sign in through which portal. Do not loosen: these run on
 * the server after the password matched, whatever the browser's guards did.
 * The organization and support-agent portals admit any verified user for now; their membership checks
 * arrive with OrganizationMember.
 */
export function findPortalRefusal(portal: TSignInPortal, profile: TPortalProfile): HttpError | null {
  const isStaff = STAFF_ROLES.includes(profile.role);
  if (portal === 'client' && isStaff) {
    return new HttpError(
      403,
      AUTH_ERROR_CODES.staffOnClientPortal,
      PORTAL_REFUSAL_MESSAGES.staffOnClientPortal,
    );
  }
  if (portal === 'admin' && !isStaff) {
    return new HttpError(403, AUTH_ERROR_CODES.notAdmin, PORTAL_REFUSAL_MESSAGES.notAdmin);
  }
  if (portal === 'admin' && profile.portalType !== null) {
    return new HttpError(403, AUTH_ERROR_CODES.wrongPortalType, PORTAL_REFUSAL_MESSAGES.wrongPortalType);
  }
  return null;
}
