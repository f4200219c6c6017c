import type { EntityManager } from '@mikro-orm/core';
import type { TNotificationArea, TSignInPortal } from '@propdesk/shared/contracts';
import type { DomainError } from '../../errors/domain-error.ts';
import { AUDIT_ACTIONS, recordAuditEvent, type TClientInfo } from '../audit/index.ts';
import type { TProfile, TUser } from '../tenancy/index.ts';
import { Session } from './session.entity.ts';
import { startSession, type TStartedSession } from './session.service.ts';
import { publishNewDeviceSignIn } from './sign-in-events.ts';

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

/**
 * Queues the audit event of a sign-in lock that just started, for the refusal's flush to write: the
 * organization's security dashboard counts lock-outs of its people from these.
 */
export function recordLockout(
  em: EntityManager,
  {
    user,
    client,
    via,
    portal,
  }: { user: TUser; client: TClientInfo; via: 'password' | 'second_factor'; portal: TSignInPortal },
): void {
  recordAuditEvent(em, {
    action: AUDIT_ACTIONS.accountLocked,
    outcome: 'failure',
    actor: user,
    client,
    details: { via, portal },
  });
}

/** Where a person signed in to a portal looks first: its bell shows the new-device notice. */
const AREA_OF_PORTAL: Readonly<Record<TSignInPortal, TNotificationArea>> = {
  client: 'trader',
  admin: 'admin',
  organization: 'organization',
  'support-agent': 'organization',
};

/**
 * A browser this person has not signed in from before: they have sessions (kept until IDENTITY_RETENTION
 * after they end), none from this user agent. The very first sign-in after signing up is not a surprise
 * to anyone and tells nothing.
 */
async function isNewDevice(em: EntityManager, user: TUser, client: TClientInfo): Promise<boolean> {
  if ((await em.count(Session, { user: user.id })) === 0) return false;
  return (await em.count(Session, { user: user.id, userAgent: client.userAgent })) === 0;
}

/**
 * The last step of every successful sign-in: the session, its audit event and, from a new browser, the
 * security notice (a notification and a mail that cannot be switched off), all in one flush.
 */
export async function finishSignIn({
  em,
  user,
  profile,
  portal,
  client,
  secondFactor = null,
}: {
  em: EntityManager;
  user: TUser;
  profile: TProfile;
  portal: TSignInPortal;
  client: TClientInfo;
  /** How the second factor was passed, when there was one. */
  secondFactor?: 'code' | 'recovery_code' | null;
}): Promise<TSignedIn> {
  if (await isNewDevice(em, user, client)) {
    publishNewDeviceSignIn(em, {
      userId: user.id,
      area: AREA_OF_PORTAL[portal],
      at: new Date().toISOString(),
      ip: client.ip,
      userAgent: client.userAgent,
    });
  }
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
  return { ...started, user, profile };
}
