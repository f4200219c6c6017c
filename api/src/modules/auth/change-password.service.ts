import type { EntityManager } from '@mikro-orm/core';
import { AUTH_ERROR_CODES } from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import type { TActor } from '../../http/actor.ts';
import { AUDIT_ACTIONS, recordAuditEvent, type TClientInfo } from '../audit/index.ts';
import { hashPassword, verifyPassword } from './password-hasher.ts';
import { assertStrongPassword } from './password-policy.ts';
import { findProfileOfUser } from './session-user.ts';
import { revokeAllSessionsOfUser, type TSessionForgetter } from './session.service.ts';

/**
 * A signed-in person changes their password. Do not loosen: the current password is required (a stolen
 * access token alone cannot take the account over), and every other session is revoked; the caller's
 * own session stays. A wrong current password is audited but does not count toward the sign-in lockout.
 */
export async function changePassword({
  em,
  actor,
  currentPassword,
  newPassword,
  client,
  sessionAccess,
}: {
  em: EntityManager;
  actor: TActor;
  currentPassword: string;
  newPassword: string;
  client: TClientInfo;
  sessionAccess: TSessionForgetter;
}): Promise<void> {
  const profile = await findProfileOfUser({ em, userId: actor.userId });
  const user = profile.user;
  if (!(await verifyPassword(user.passwordHash ?? null, currentPassword))) {
    recordAuditEvent(em, {
      action: AUDIT_ACTIONS.passwordChanged,
      outcome: 'failure',
      actor: user,
      client,
      details: { reason: 'wrong_current_password' },
    });
    await em.flush();
    throw new DomainError(AUTH_ERROR_CODES.wrongCurrentPassword, 'The current password is wrong');
  }
  assertStrongPassword(newPassword, {
    email: user.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
  });
  user.passwordHash = await hashPassword(newPassword);
  const revoked = await revokeAllSessionsOfUser({
    em,
    userId: user.id,
    exceptSessionId: actor.sessionId,
    sessionAccess,
  });
  recordAuditEvent(em, {
    action: AUDIT_ACTIONS.passwordChanged,
    outcome: 'success',
    actor: user,
    client,
    details: { revokedSessions: revoked },
  });
  await em.flush();
}
