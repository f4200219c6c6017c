import type { EntityManager } from '@mikro-orm/core';
import {
  ERROR_CODES,
  type TClientDetail,
  type TClientNote,
  type TClientSignInState,
  type TClientVerificationResent,
} from '@propdesk/shared/contracts';
import { epochMsOf, queryRows } from '../../db/bulk-sql.ts';
import { DomainError } from '../../errors/domain-error.ts';
import type { TActor } from '../../http/actor.ts';
import { AUDIT_ACTIONS, recordAuditEvent, type TAuditAction, type TClientInfo } from '../audit/index.ts';
import { sendVerificationMail, Session, type TSessionForgetter } from '../auth/index.ts';
import { Organization, Profile, User } from '../tenancy/index.ts';
import type { TMailService } from '../mail/index.ts';
import { publishNotification } from '../notifications/index.ts';
import { ClientNote } from './client-note.entity.ts';
import { readClientDetail } from './client-detail-rows.ts';
import { clientScopeSql, SCOPED_FROM } from './client-scope.ts';

/** Who acts on which client, from where: what every staff action on a client is given. */
export type TClientAction = {
  em: EntityManager;
  actor: TActor;
  client: TClientInfo;
  organizationId: string;
  userId: string;
  now?: Date;
};

const clientNotFound = () => DomainError.notFound('Client not found');

/**
 * The client's details as staff read them: one statement after the access check. Another firm's client,
 * or a person who is nobody's client, is a 404.
 */
export async function readClient({
  em,
  organizationId,
  userId,
  now = new Date(),
}: {
  em: EntityManager;
  organizationId: string;
  userId: string;
  now?: Date;
}): Promise<TClientDetail> {
  const detail = await readClientDetail(em, { organizationId, userId, now });
  if (detail === null) throw clientNotFound();
  return detail;
}

type TClientState = {
  email: string;
  disabledAt: number | null;
  emailVerifiedAt: number | null;
  /** Staff of some other firm too (a trader of this one who was later invited to run another). */
  isStaffElsewhere: boolean;
};

/**
 * The client an action names, read through the scope of the organization. Do not loosen: this is the
 * check that makes another firm's client (or a staff member) a 404 for every action, not only the reads.
 */
async function requireClient(
  em: EntityManager,
  organizationId: string,
  userId: string,
): Promise<TClientState> {
  const scope = clientScopeSql(organizationId, userId);
  const [row] = await queryRows<{
    email: string;
    disabled_at: unknown;
    email_verified_at: unknown;
    is_staff_elsewhere: unknown;
  }>(
    em,
    `${scope.sql} select u.email, u.disabled_at, u.email_verified_at, case when exists (select 1 from ` +
      "organization_members m where m.user_id = c.user_id and m.role <> 'user') then 1 else 0 end " +
      `as is_staff_elsewhere ${SCOPED_FROM}`,
    scope.params,
  );
  if (row === undefined) throw clientNotFound();
  return {
    email: row.email,
    disabledAt: epochMsOf(row.disabled_at),
    emailVerifiedAt: epochMsOf(row.email_verified_at),
    isStaffElsewhere: Number(row.is_staff_elsewhere) > 0,
  };
}

/**
 * Do not loosen: a sign-in is one for the whole platform, so a firm may block or sign out its client only
 * while they run no firm: otherwise one firm's staff could lock another firm's owner out of their own.
 */
function assertSignInIsTheFirms(state: TClientState): void {
  if (state.isStaffElsewhere) {
    throw DomainError.forbidden(
      'This client is also staff of another organization; the platform manages their sign-in',
    );
  }
}

function auditClientAction(
  em: EntityManager,
  action: TAuditAction,
  { actor, client, organizationId, userId }: TClientAction,
  details?: Record<string, unknown>,
): void {
  recordAuditEvent(em, {
    action,
    outcome: 'success',
    actor: actor.userId,
    client,
    organizationId,
    target: { type: 'user', id: userId },
    ...(details === undefined ? {} : { details }),
  });
}

async function notificationPayload(em: EntityManager, organizationId: string, userId: string) {
  const organization = await em.findOneOrFail(Organization, { id: organizationId }, { fields: ['name'] });
  return { userId, organizationId, organizationName: organization.name };
}

/** Ends every live session of the client, in the caller's transaction; answers how many were ended. */
function endLiveSessions(em: EntityManager, userId: string, now: Date): Promise<number> {
  // 'revoked_by_user' like a password change's: the audit event written with it says who and why.
  return em.nativeUpdate(
    Session,
    { user: userId, revokedAt: null },
    { revokedAt: now, revokedReason: 'revoked_by_user', updatedAt: now },
  );
}

/** A staff note on the client, signed by the caller; listed in the client's details. */
export async function addClientNote(input: TClientAction & { text: string }): Promise<TClientNote> {
  const { em, actor, organizationId, userId, text } = input;
  await requireClient(em, organizationId, userId);
  const note = em.create(ClientNote, {
    organization: organizationId,
    client: userId,
    author: actor.userId,
    text,
  });
  auditClientAction(em, AUDIT_ACTIONS.clientNoteAdded, input, { noteId: note.id });
  await em.flush();
  const author = await em.findOne(Profile, { user: actor.userId }, { fields: ['firstName', 'lastName'] });
  const authorName = `${author?.firstName ?? ''} ${author?.lastName ?? ''}`.trim();
  return {
    id: note.id,
    text: note.text,
    authorName: authorName === '' ? null : authorName,
    createdAt: note.createdAt.toISOString(),
  };
}

/**
 * Blocks the client's sign-in: `disabledAt` set, every session ended, the client told by a security
 * notice (mailed, as they can no longer read the bell), all in one transaction. Do not loosen: the
 * session access cache forgets the client only after the commit, so no instance keeps serving a session
 * it remembered from before the block.
 */
export async function blockClient(
  input: TClientAction & { sessionAccess: TSessionForgetter },
): Promise<TClientSignInState> {
  const { em, organizationId, userId, sessionAccess, now = new Date() } = input;
  const state = await requireClient(em, organizationId, userId);
  assertSignInIsTheFirms(state);
  if (state.disabledAt !== null) throw DomainError.conflict('This client is already blocked');
  const endedSessions = await em.transactional(async (tx) => {
    // Conditional, so two blocks at once block once (the other answers 409).
    const blocked = await tx.nativeUpdate(User, { id: userId, disabledAt: null }, { disabledAt: now });
    if (blocked !== 1) throw DomainError.conflict('This client is already blocked');
    const ended = await endLiveSessions(tx, userId, now);
    auditClientAction(tx, AUDIT_ACTIONS.clientBlocked, input, { endedSessions: ended });
    publishNotification(tx, 'client_sign_in_blocked', await notificationPayload(tx, organizationId, userId));
    return ended;
  });
  sessionAccess.forgetUser(userId);
  return { blockedAt: now.toISOString(), endedSessions };
}

/** Lets a blocked client sign in again (their ended sessions stay ended) and tells them. */
export async function unblockClient(input: TClientAction): Promise<TClientSignInState> {
  const { em, organizationId, userId } = input;
  const state = await requireClient(em, organizationId, userId);
  assertSignInIsTheFirms(state);
  if (state.disabledAt === null) throw DomainError.conflict('This client is not blocked');
  await em.transactional(async (tx) => {
    const unblocked = await tx.nativeUpdate(
      User,
      { id: userId, disabledAt: { $ne: null } },
      { disabledAt: null },
    );
    if (unblocked !== 1) throw DomainError.conflict('This client is not blocked');
    auditClientAction(tx, AUDIT_ACTIONS.clientUnblocked, input);
    publishNotification(tx, 'client_sign_in_restored', await notificationPayload(tx, organizationId, userId));
  });
  return { blockedAt: null, endedSessions: 0 };
}

/**
 * Signs the client out of every device (a lost phone, a shared computer): their live sessions end and
 * they are told; they may sign in again at once. The cache forgets them after the commit, as for a block.
 */
export async function endClientSessions(
  input: TClientAction & { sessionAccess: TSessionForgetter },
): Promise<TClientSignInState> {
  const { em, organizationId, userId, sessionAccess, now = new Date() } = input;
  const state = await requireClient(em, organizationId, userId);
  assertSignInIsTheFirms(state);
  const endedSessions = await em.transactional(async (tx) => {
    const ended = await endLiveSessions(tx, userId, now);
    auditClientAction(tx, AUDIT_ACTIONS.clientSessionsEnded, input, { endedSessions: ended });
    if (ended > 0) {
      publishNotification(tx, 'client_sessions_ended', await notificationPayload(tx, organizationId, userId));
    }
    return ended;
  });
  sessionAccess.forgetUser(userId);
  return {
    blockedAt: state.disabledAt === null ? null : new Date(state.disabledAt).toISOString(),
    endedSessions,
  };
}

/**
 * Sends the client a new verification link (the sign-up's own mail), only while their address is not
 * verified and their sign-in is not blocked. A link sent less than a minute ago is not replaced: the
 * mail would be suppressed anyway, and the client's link would stop working.
 */
export async function resendClientVerification(
  input: TClientAction & { mail: TMailService },
): Promise<TClientVerificationResent> {
  const { em, organizationId, userId, mail } = input;
  const state = await requireClient(em, organizationId, userId);
  if (state.emailVerifiedAt !== null) throw DomainError.conflict('This client’s email is already verified');
  if (state.disabledAt !== null) throw DomainError.conflict('This client is blocked');
  if (await mail.wasSentRecently({ em, to: state.email, purpose: 'email_verification' })) {
    throw new DomainError(
      ERROR_CODES.rateLimited,
      'A verification email went to this client less than a minute ago',
    );
  }
  const user = await em.findOneOrFail(User, { id: userId });
  auditClientAction(em, AUDIT_ACTIONS.clientVerificationResent, input);
  // Flushes the audit event with the mail's outbox copy.
  await sendVerificationMail({ em, mail, user });
  return { sentTo: state.email };
}
