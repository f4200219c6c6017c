import type { EntityManager } from '@mikro-orm/core';
import type { TSignInPortal } from '@propdesk/shared/contracts';
import type { DomainError } from '../../errors/domain-error.ts';
import { AUDIT_ACTIONS, recordAuditEvent } from '../audit/audit.service.ts';
import type { TClientInfo } from '../audit/client-info.ts';
import type { TMailService } from '../mail/mail.service.ts';
import type { TProfile } from '../profile/profile.entity.ts';
import { sendSignInNotice } from './account-mails.ts';
import { startSession, type TStartedSession } from './session.service.ts';
import type { TUser } from './user.entity.ts';

/**
 * How a sign-in ends, whichever steps it took (a password alone, or a password then a second factor):
 * with a session, or refused with an audit event.
 */

export type TSignedIn = TStartedSession & { user: TUser; profile: TProfile };

/** Records the failed attempt, then throws the refusal the caller chose. */
export async function refuseSignIn({
  em,
  error,
  actor,
  client,
  details,
}: {
  em: EntityManager;
  error: DomainError;
  actor: TUser | null;
  client: TClientInfo;
  details: Record<string, unknown>;
}): Promise<never> {
  recordAuditEvent(em, { action: AUDIT_ACTIONS.signIn, outcome: 'failure', actor, client, details });
  await em.flush();
  throw error;
}

/** The last step of every successful sign-in: the session, its audit event and the new-sign-in mail. */
export async function finishSignIn({
  em,
  user,
  profile,
  portal,
  client,
  mail,
  secondFactor = null,
}: {
  em: EntityManager;
  user: TUser;
  profile: TProfile;
  portal: TSignInPortal;
  client: TClientInfo;
  mail: TMailService;
  /** How the second factor was passed, when there was one. */
  secondFactor?: 'code' | 'recovery_code' | null;
}): Promise<TSignedIn> {
  const started = startSession({
    em,
    user,
    client,
    mfaVerifiedAt: secondFactor === null ? null : new Date(),
  });
  recordAuditEvent(em, {
    action: AUDIT_ACTIONS.signIn,
    outcome: 'success',
    actor: user,
    client,
    details: { portal, sessionId: started.session.id, ...(secondFactor === null ? {} : { secondFactor }) },
  });
  await em.flush();
  await sendSignInNotice({ em, mail, user, profile, client });
  return { ...started, user, profile };
}
