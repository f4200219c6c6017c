import type { EntityManager } from '@mikro-orm/core';
import { AUTH_ERROR_CODES, type TActiveSession } from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import { AUDIT_ACTIONS, recordAuditEvent, type TClientInfo } from '../audit/index.ts';
import { REFRESH_REUSE_GRACE_MS, SESSION_TTL_MS } from './auth.constants.ts';
import { generateRefreshToken, hashRefreshToken } from './refresh-token.ts';
import { RetiredRefreshToken } from './retired-refresh-token.entity.ts';
import type { TSessionAccessCache } from './session-access-cache.ts';
import { Session, type TSession, type TSessionRevocationReason } from './session.entity.ts';
import type { TUser } from '../tenancy/index.ts';

export type TStartedSession = { session: TSession; refreshToken: string };

/**
 * What every function that ends sessions is given: it calls `forgetUser` once the change has committed,
 * so no api instance keeps answering from memory for a session that has ended.
 */
export type TSessionForgetter = Pick<TSessionAccessCache, 'forgetUser'>;

/** Not a refusal of the session: the caller retries and the browser's cookie jar has the new token. */
export function refreshRace(): DomainError {
  return new DomainError(
    AUTH_ERROR_CODES.refreshRace,
    'The session was refreshed a moment ago, please retry',
  );
}

function sessionExpired(): DomainError {
  return new DomainError(AUTH_ERROR_CODES.sessionExpired, 'Your session has expired, please sign in again');
}

/** Creates a session (a new refresh-token family) for a user whose credentials were just checked. */
export function startSession({
  em,
  user,
  client,
  mfaVerifiedAt = null,
  now = new Date(),
}: {
  em: EntityManager;
  user: TUser;
  client: TClientInfo;
  mfaVerifiedAt?: Date | null;
  now?: Date;
}): TStartedSession {
  const refreshToken = generateRefreshToken();
  const session = em.create(Session, {
    user,
    refreshTokenHash: hashRefreshToken(refreshToken),
    userAgent: client.userAgent,
    ip: client.ip,
    lastUsedAt: now,
    mfaVerifiedAt,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return { session, refreshToken };
}

async function revokeFamilyAfterReuse({
  em,
  retired,
  client,
  now,
  sessionAccess,
}: {
  em: EntityManager;
  retired: { session: TSession };
  client: TClientInfo;
  now: Date;
  sessionAccess: TSessionForgetter;
}): Promise<void> {
  const session = retired.session;
  await em.nativeUpdate(
    Session,
    { id: session.id, revokedAt: null },
    { revokedAt: now, revokedReason: 'refresh_token_reuse' },
  );
  recordAuditEvent(em, {
    action: AUDIT_ACTIONS.refreshTokenReuse,
    outcome: 'failure',
    actor: session.user.id,
    client,
    details: { sessionId: session.id },
  });
  await em.flush();
  sessionAccess.forgetUser(session.user.id);
}

/**
 * Exchanges a refresh token for a new one in the same session. Do not loosen:
 * - every refresh replaces the token (the old hash is retired), so a copied token works at most once;
 * - a retired token presented again means two parties hold the family: the whole session is revoked
 *   (the legitimate holder signs in again) and an audit event is written;
 * - the swap is a conditional update, so two concurrent refreshes with one token cannot both win.
 */
export async function rotateRefreshToken({
  em,
  refreshToken,
  client,
  sessionAccess,
  now = new Date(),
}: {
  em: EntityManager;
  refreshToken: string | null;
  client: TClientInfo;
  sessionAccess: TSessionForgetter;
  now?: Date;
}): Promise<TStartedSession> {
  if (refreshToken === null) throw sessionExpired();
  const presentedHash = hashRefreshToken(refreshToken);

  const session = await em.findOne(Session, { refreshTokenHash: presentedHash }, { populate: ['user'] });
  if (session === null) {
    const retired = await em.findOne(
      RetiredRefreshToken,
      { tokenHash: presentedHash },
      { populate: ['session', 'session.user'] },
    );
    if (retired !== null && now.getTime() - retired.createdAt.getTime() < REFRESH_REUSE_GRACE_MS) {
      throw refreshRace();
    }
    if (retired !== null) await revokeFamilyAfterReuse({ em, retired, client, now, sessionAccess });
    throw sessionExpired();
  }
  const isUsable =
    session.revokedAt === null &&
    session.expiresAt.getTime() > now.getTime() &&
    (session.user.disabledAt ?? null) === null;
  if (!isUsable) throw sessionExpired();

  const nextToken = generateRefreshToken();
  const swapped = await em.transactional(async (tx) => {
    const updated = await tx.nativeUpdate(
      Session,
      { id: session.id, refreshTokenHash: presentedHash, revokedAt: null },
      {
        refreshTokenHash: hashRefreshToken(nextToken),
        lastUsedAt: now,
        expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
        ip: client.ip,
        userAgent: client.userAgent,
        updatedAt: now,
      },
    );
    if (updated !== 1) return false;
    tx.create(RetiredRefreshToken, { session: session.id, tokenHash: presentedHash });
    return true;
  });
  // Another request rotated this very token a moment ago (two tabs at once): a race, not a theft.
  if (!swapped) throw refreshRace();
  await em.refresh(session);
  return { session, refreshToken: nextToken };
}

/**
 * Refresh of a session that never passed a second factor while its user must have one (promoted to
 * admin or manager after signing in): the session ends and the user signs in again with the factor.
 */
export async function endSessionLackingSecondFactor({
  em,
  session,
  sessionAccess,
  now = new Date(),
}: {
  em: EntityManager;
  session: TSession;
  sessionAccess: TSessionForgetter;
  now?: Date;
}): Promise<never> {
  session.revokedAt = now;
  session.revokedReason = 'mfa_required';
  await em.flush();
  sessionAccess.forgetUser(session.user.id);
  throw sessionExpired();
}

async function revokeSessionWhere({
  em,
  where,
  reason,
  now,
}: {
  em: EntityManager;
  where: { id?: string; refreshTokenHash?: string; user?: string };
  reason: TSessionRevocationReason;
  now: Date;
}): Promise<TSession | null> {
  const session = await em.findOne(Session, { ...where, revokedAt: null });
  if (session === null) return null;
  session.revokedAt = now;
  session.revokedReason = reason;
  return session;
}

/**
 * Ends the caller's session, found by its refresh cookie or, without one, by the session of a valid
 * access token. Succeeds when there is nothing to end: signing out is idempotent.
 */
export async function signOut({
  em,
  refreshToken,
  accessSession,
  client,
  sessionAccess,
  now = new Date(),
}: {
  em: EntityManager;
  refreshToken: string | null;
  accessSession: { sessionId: string; userId: string } | null;
  client: TClientInfo;
  sessionAccess: TSessionForgetter;
  now?: Date;
}): Promise<void> {
  const byCookie =
    refreshToken === null
      ? null
      : await revokeSessionWhere({
          em,
          where: { refreshTokenHash: hashRefreshToken(refreshToken) },
          reason: 'sign_out',
          now,
        });
  const ended =
    byCookie ??
    (accessSession === null
      ? null
      : await revokeSessionWhere({
          em,
          where: { id: accessSession.sessionId, user: accessSession.userId },
          reason: 'sign_out',
          now,
        }));
  if (ended === null) return;
  recordAuditEvent(em, {
    action: AUDIT_ACTIONS.signOut,
    outcome: 'success',
    actor: ended.user.id,
    client,
    details: { sessionId: ended.id },
  });
  await em.flush();
  sessionAccess.forgetUser(ended.user.id);
}

/** The user's sessions that can still be used, most recently used first. */
export async function listActiveSessions({
  em,
  userId,
  currentSessionId,
  now = new Date(),
}: {
  em: EntityManager;
  userId: string;
  currentSessionId: string;
  now?: Date;
}): Promise<TActiveSession[]> {
  const sessions = await em.find(
    Session,
    { user: userId, revokedAt: null, expiresAt: { $gt: now } },
    { orderBy: { lastUsedAt: 'desc', id: 'asc' } },
  );
  return sessions.map((session) => ({
    id: session.id,
    userAgent: session.userAgent ?? null,
    ip: session.ip ?? null,
    createdAt: session.createdAt.toISOString(),
    lastUsedAt: session.lastUsedAt.toISOString(),
    isCurrent: session.id === currentSessionId,
  }));
}

/**
 * Revokes one of the caller's own sessions. Do not loosen: the lookup is scoped by the caller's user id,
 * so another user's session answers 404 exactly like one that does not exist.
 */
export async function revokeOwnSession({
  em,
  userId,
  sessionId,
  client,
  sessionAccess,
  now = new Date(),
}: {
  em: EntityManager;
  userId: string;
  sessionId: string;
  client: TClientInfo;
  sessionAccess: TSessionForgetter;
  now?: Date;
}): Promise<void> {
  const session = await revokeSessionWhere({
    em,
    where: { id: sessionId, user: userId },
    reason: 'revoked_by_user',
    now,
  });
  if (session === null) throw DomainError.notFound('Session not found');
  recordAuditEvent(em, {
    action: AUDIT_ACTIONS.sessionRevoked,
    outcome: 'success',
    actor: userId,
    client,
    details: { sessionId },
  });
  await em.flush();
  sessionAccess.forgetUser(userId);
}

/**
 * Ends every live session of a user, or every one but `exceptSessionId` (the caller's own, after a
 * password change). Returns how many were ended. The reason is 'revoked_by_user': the password change or
 * reset that caused it is in the audit event written with it.
 */
export async function revokeAllSessionsOfUser({
  em,
  userId,
  exceptSessionId,
  sessionAccess,
  now = new Date(),
}: {
  em: EntityManager;
  userId: string;
  exceptSessionId?: string;
  sessionAccess: TSessionForgetter;
  now?: Date;
}): Promise<number> {
  // A statement of its own, committed at once: the forgetting below comes after it.
  const revoked = await em.nativeUpdate(
    Session,
    {
      user: userId,
      revokedAt: null,
      ...(exceptSessionId === undefined ? {} : { id: { $ne: exceptSessionId } }),
    },
    { revokedAt: now, revokedReason: 'revoked_by_user', updatedAt: now },
  );
  sessionAccess.forgetUser(userId);
  return revoked;
}
