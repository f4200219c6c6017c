import type { EntityManager } from '@mikro-orm/core';
import {
  ORGANIZATION_STATUSES,
  PROFILE_ROLES,
  type TOrganizationStatus,
  type TProfileRole,
} from '@propdesk/shared/contracts';
import { selectRows } from '../../db/sql-rows.ts';
import { Session } from './session.entity.ts';

/** What a live session lets its holder do, as every authenticated request needs it. */
export type TSessionAccess = {
  userId: string;
  /** The profile's role, read from the database (never from the token); null without a profile. */
  role: TProfileRole | null;
  /** Whether the session's sign-in passed a second factor. */
  hasSecondFactor: boolean;
  /**
   * The status of the organization on the profile, null without one. Read with the session so the
   * organization status gate costs no statement of its own (organization-status-guard.ts).
   */
  organizationStatus: TOrganizationStatus | null;
  /** When the session expires unless refreshed (ms since the epoch). */
  expiresAt: number;
};

// The session, its user's standing, the profile's role and its organization's status in one statement:
// the access check of every authenticated request costs one round trip. Liveness is decided below, in
// one place, from the columns.
const SESSION_ACCESS_SQL =
  'select s.user_id, s.mfa_verified_at, s.expires_at, s.revoked_at, u.disabled_at, p.role, ' +
  'o.status as organization_status ' +
  'from sessions s join users u on u.id = s.user_id left join profiles p on p.user_id = s.user_id ' +
  'left join organizations o on o.id = p.organization_id ' +
  'where s.id = ? and s.user_id = ?';

function roleOf(value: unknown): TProfileRole | null {
  return PROFILE_ROLES.find((role) => role === value) ?? null;
}

function organizationStatusOf(value: unknown): TOrganizationStatus | null {
  return ORGANIZATION_STATUSES.find((status) => status === value) ?? null;
}

/**
 * The access of the session behind an access token, or null when it may not be used: revoked, expired,
 * its user disabled, or not the token's user. One statement.
 */
export async function readSessionAccess({
  em,
  sessionId,
  userId,
  now,
}: {
  em: EntityManager;
  sessionId: string;
  userId: string;
  now: Date;
}): Promise<TSessionAccess | null> {
  const [row] = await selectRows(em, Session, {
    sql: SESSION_ACCESS_SQL,
    params: [sessionId, userId],
    properties: ['expiresAt', 'revokedAt', 'mfaVerifiedAt'],
  });
  if (row === undefined) return null;
  const expiresAt = row.expiresAt.getTime();
  const isLive =
    (row.revokedAt ?? null) === null && (row['disabled_at'] ?? null) === null && expiresAt > now.getTime();
  if (!isLive) return null;
  return {
    userId,
    role: roleOf(row['role']),
    hasSecondFactor: (row.mfaVerifiedAt ?? null) !== null,
    organizationStatus: organizationStatusOf(row['organization_status']),
    expiresAt,
  };
}
