import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import {
  AUTH_ERROR_CODES,
  MFA_REQUIRED_ROLES,
  type TProfileRole,
  ORGANIZATION_STAFF_ROLES,
  type TMfaEnrolment,
  type TMfaStatus,
} from '@propdesk/shared/contracts';
import { numberOf, selectRows } from '../../../db/sql-rows.ts';
import { DomainError } from '../../../errors/domain-error.ts';
import { AUDIT_ACTIONS, recordAuditEvent, type TClientInfo } from '../../audit/index.ts';
import { OrganizationMember, type TProfile, type TUser } from '../../tenancy/index.ts';
import { loadPortalProfile, type TPortalProfile } from '../portal-access.ts';
import { consumeRecoveryCode, deleteRecoveryCodes, issueRecoveryCodes } from './recovery-codes.ts';
import type { TSecretBox } from './secret-box.ts';
import { TotpFactor, type TTotpFactor } from './totp-factor.entity.ts';
import { generateTotpSecret, matchTotpCode, totpUri } from './totp.ts';

/**
 * What the MFA services need besides the unit of work: the box for authenticator secrets (its purpose
 * is `SECRET_PURPOSES.totp`) and the app's name.
 */
export type TMfaContext = { secretBox: TSecretBox; issuer: string };

/** A second factor presented at sign-in or to change MFA settings: exactly one of the two. */
export type TSecondFactorProof = { code: string } | { recoveryCode: string };

/**
 * Who must pass a second factor: platform admins and managers, and everyone who runs an organization
 * (an active owner, admin or manager membership can issue the secret that writes every trader's data).
 */
export function isSecondFactorRequired(person: Pick<TPortalProfile, 'role' | 'memberRoles'>): boolean {
  return (
    MFA_REQUIRED_ROLES.includes(person.role) ||
    person.memberRoles.some((role) => ORGANIZATION_STAFF_ROLES.includes(role))
  );
}

/** The same, read from the database now: roles and memberships change while a session lives. */
export async function mustPassSecondFactor(em: EntityManager, profile: TProfile): Promise<boolean> {
  return isSecondFactorRequired(await loadPortalProfile(em, profile));
}

/** The same for a signed-in actor, whose role the access check has just read: one statement. */
export async function mustActorPassSecondFactor(
  em: EntityManager,
  { userId, role }: { userId: string; role: TProfileRole },
): Promise<boolean> {
  const memberships = await em.find(
    OrganizationMember,
    { user: userId, status: 'active' },
    { fields: ['role'] },
  );
  return isSecondFactorRequired({ role, memberRoles: memberships.map((membership) => membership.role) });
}

/** A wrong code: at sign-in it fails the authentication itself, elsewhere it is a wrong input. */
export function invalidMfaCode({ isSignIn }: { isSignIn: boolean }): DomainError {
  return new DomainError(AUTH_ERROR_CODES.mfaInvalidCode, 'The code is not valid, please try again', {
    isAuthenticationFailure: isSignIn,
  });
}

export async function findTotpFactor(em: EntityManager, userId: string): Promise<TTotpFactor | null> {
  return em.findOne(TotpFactor, { user: userId });
}

// The authenticator and the count of unused recovery codes in one statement.
const MFA_STATUS_SQL =
  'select f.confirmed_at, (select count(*) from mfa_recovery_codes r where r.user_id = f.user_id ' +
  'and r.used_at is null) as codes_left from totp_factors f where f.user_id = ?';

export async function readMfaStatus({
  em,
  userId,
  isRequired,
}: {
  em: EntityManager;
  userId: string;
  isRequired: boolean;
}): Promise<TMfaStatus> {
  const [factor] = await selectRows(em, TotpFactor, {
    sql: MFA_STATUS_SQL,
    params: [userId],
    properties: ['confirmedAt'],
  });
  const totp = factor === undefined ? 'off' : (factor.confirmedAt ?? null) === null ? 'pending' : 'on';
  return {
    totp,
    required: isRequired,
    recoveryCodesLeft: totp === 'on' ? numberOf(factor?.['codes_left']) : 0,
  };
}

/**
 * Starts (or restarts) setting up an authenticator: a new secret, pending until a code confirms it.
 * Refused while one is already on, so a stolen session cannot silently swap the victim's authenticator.
 */
export async function startTotpEnrolment({
  em,
  user,
  context,
}: {
  em: EntityManager;
  user: TUser;
  context: TMfaContext;
}): Promise<TMfaEnrolment> {
  const existing = await findTotpFactor(em, user.id);
  if (existing?.confirmedAt != null) {
    throw new DomainError(AUTH_ERROR_CODES.mfaAlreadyEnabled, 'Two-factor authentication is already on');
  }
  const secret = generateTotpSecret();
  if (existing === null) {
    // The id is chosen here because the sealed secret is bound to it.
    const id = randomUUID();
    em.create(TotpFactor, { id, user, encryptedSecret: context.secretBox.seal(secret, id) });
  } else {
    existing.encryptedSecret = context.secretBox.seal(secret, existing.id);
    existing.lastUsedStep = null;
  }
  await em.flush();
  const otpauthUrl = totpUri({ secret, issuer: context.issuer, account: user.email });
  // Loaded on the first enrolment, as the certificates' PDF loads it: most requests never draw a QR code.
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return {
    secret,
    otpauthUrl,
    qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * Accepts a code of the factor once: a code of a time step at or before the last accepted one is a
 * replay and fails. The step is advanced with a conditional update, so two concurrent requests with
 * the same code cannot both pass. A secret still sealed in the old format is re-sealed (bound to this
 * row) in that same update, once a correct code proved it is the one the user's authenticator holds.
 */
async function acceptTotpCode({
  em,
  factor,
  code,
  context,
  now,
}: {
  em: EntityManager;
  factor: TTotpFactor;
  code: string;
  context: TMfaContext;
  now: Date;
}): Promise<boolean> {
  const opened = context.secretBox.open(factor.encryptedSecret, factor.id);
  const step = matchTotpCode({ secret: opened.plaintext, code, now });
  if (step === null) return false;
  const previous = factor.lastUsedStep ?? null;
  if (previous !== null && step <= previous) return false;
  const advanced = await em.nativeUpdate(
    TotpFactor,
    { id: factor.id, lastUsedStep: previous === null ? null : { $lt: step } },
    {
      lastUsedStep: step,
      ...(factor.confirmedAt === null ? { confirmedAt: now } : {}),
      ...(opened.needsResealing
        ? { encryptedSecret: context.secretBox.seal(opened.plaintext, factor.id) }
        : {}),
    },
  );
  if (advanced === 0) return false;
  await em.refresh(factor);
  return true;
}

/**
 * Turns a pending authenticator on with its first code and issues the recovery codes (returned once).
 * 409 when nothing is pending, 400 when the code is wrong.
 */
export async function confirmTotpEnrolment({
  em,
  user,
  code,
  client,
  context,
  now = new Date(),
}: {
  em: EntityManager;
  user: TUser;
  code: string;
  client: TClientInfo;
  context: TMfaContext;
  now?: Date;
}): Promise<string[]> {
  const factor = await findTotpFactor(em, user.id);
  if (factor === null || factor.confirmedAt !== null) {
    throw new DomainError(AUTH_ERROR_CODES.mfaNotEnrolled, 'Start setting up an authenticator first');
  }
  if (!(await acceptTotpCode({ em, factor, code, context, now }))) throw invalidMfaCode({ isSignIn: false });
  const recoveryCodes = await issueRecoveryCodes(em, user);
  recordAuditEvent(em, { action: AUDIT_ACTIONS.mfaEnabled, outcome: 'success', actor: user, client });
  await em.flush();
  return recoveryCodes;
}

/** Checks a second factor of a user whose authenticator is on; recovery codes are used up. */
export async function verifySecondFactor({
  em,
  user,
  proof,
  context,
  now = new Date(),
}: {
  em: EntityManager;
  user: TUser;
  proof: TSecondFactorProof;
  context: TMfaContext;
  now?: Date;
}): Promise<'code' | 'recovery_code' | null> {
  const factor = await findTotpFactor(em, user.id);
  if (factor === null || factor.confirmedAt === null) return null;
  if ('code' in proof) {
    return (await acceptTotpCode({ em, factor, code: proof.code, context, now })) ? 'code' : null;
  }
  const consumed = await consumeRecoveryCode({ em, user, normalizedCode: proof.recoveryCode, now });
  return consumed ? 'recovery_code' : null;
}

/**
 * Turns the authenticator off after a current code (or recovery code). Not for those who must have a
 * second factor (platform staff, organization owners, admins and managers).
 */
export async function disableTotp({
  em,
  user,
  isRequired,
  proof,
  client,
  context,
}: {
  em: EntityManager;
  user: TUser;
  isRequired: boolean;
  proof: TSecondFactorProof;
  client: TClientInfo;
  context: TMfaContext;
}): Promise<void> {
  if (isRequired) {
    throw new DomainError(
      AUTH_ERROR_CODES.mfaRequiredForRole,
      'Two-factor authentication is required for your role and cannot be turned off',
    );
  }
  const factor = await findTotpFactor(em, user.id);
  if (factor?.confirmedAt == null) {
    throw new DomainError(AUTH_ERROR_CODES.mfaNotEnrolled, 'Two-factor authentication is not on');
  }
  if ((await verifySecondFactor({ em, user, proof, context })) === null)
    throw invalidMfaCode({ isSignIn: false });
  em.remove(factor);
  await deleteRecoveryCodes(em, user.id);
  recordAuditEvent(em, { action: AUDIT_ACTIONS.mfaDisabled, outcome: 'success', actor: user, client });
  await em.flush();
}

/** A fresh set of recovery codes (the old ones stop working), after a current code. */
export async function regenerateRecoveryCodes({
  em,
  user,
  code,
  context,
}: {
  em: EntityManager;
  user: TUser;
  code: string;
  context: TMfaContext;
}): Promise<string[]> {
  if ((await verifySecondFactor({ em, user, proof: { code }, context })) === null)
    throw invalidMfaCode({ isSignIn: false });
  const recoveryCodes = await issueRecoveryCodes(em, user);
  await em.flush();
  return recoveryCodes;
}
