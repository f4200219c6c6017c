import { createHash, timingSafeEqual } from 'node:crypto';
import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { AUTH_ERROR_CODES, ERROR_CODES, type ZAdminBootstrapRequest } from '@propdesk/shared/contracts';
import type { z } from 'zod';
import { DomainError } from '../../errors/domain-error.ts';
import { AUDIT_ACTIONS, recordAuditEvent, type TClientInfo } from '../audit/index.ts';
import { Profile, User } from '../tenancy/index.ts';
import { AdminBootstrapClaim, FIRST_ADMIN_SLOT } from './admin-bootstrap-claim.entity.ts';
import { hashPassword } from './password-hasher.ts';
import { assertStrongPassword } from './password-policy.ts';

export type TAdminBootstrapInput = z.output<typeof ZAdminBootstrapRequest>;

/** The answer while no ADMIN_BOOTSTRAP_TOKEN is configured: the route is closed, whatever is sent. */
export function bootstrapDisabled(): DomainError {
  return new DomainError(
    ERROR_CODES.forbidden,
    'Creating the first admin is disabled on this server: set ADMIN_BOOTSTRAP_TOKEN (at least 32 characters) on the api and restart it',
  );
}

function invalidBootstrapToken(): DomainError {
  return new DomainError(ERROR_CODES.forbidden, 'The bootstrap token is not valid');
}

/**
 * Constant time: both sides are hashed first, so neither the content nor the length of the configured
 * token leaks through how long a wrong guess takes.
 */
function isBootstrapTokenValid(presented: string, configured: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(presented), digest(configured));
}

/**
 * True while the platform has no admin: the only time anybody may create one without signing in.
 * Also false while the bootstrap slot is taken (see AdminBootstrapClaim), so this answer and the POST
 * always agree; in practice the two differ only if the bootstrapped admin lost the role, which keeps
 * bootstrap closed (fail closed) until the claim row or that user is removed.
 */
export async function canCreateFirstAdmin(em: EntityManager): Promise<boolean> {
  if ((await em.count(Profile, { role: 'admin' })) > 0) return false;
  return (await em.count(AdminBootstrapClaim, { slot: FIRST_ADMIN_SLOT })) === 0;
}

function bootstrapClosed(cause?: unknown): DomainError {
  return new DomainError(ERROR_CODES.forbidden, 'An admin account already exists', { cause });
}

function accountExists(cause?: unknown): DomainError {
  return new DomainError(AUTH_ERROR_CODES.accountExists, 'An account with this email already exists', {
    cause,
  });
}

/**
 * Creates the platform's first admin (verified, role admin, no portal type).
 *
 * Do not loosen: the request must carry the configured bootstrap token (ADMIN_BOOTSTRAP_TOKEN), checked
 * before anything else; without a configured token nobody can bootstrap. Otherwise whoever reaches a
 * fresh installation first, before its operator, would own the platform. A wrong token is audited.
 *
 * !!! Security invariant: at most one request can ever succeed while no admin exists. The check and the
 * inserts run in one transaction that also inserts the AdminBootstrapClaim row under a fixed primary key.
 * Two concurrent requests can both pass the "no admin" check, but only one can commit that row: the
 * other's insert fails on the primary key (PostgreSQL waits for the first transaction, SQLite serializes
 * writers) and is answered 403 like a request that came after. Never delete or overwrite the claim row
 * here: a request that passed the check just before the winner committed would then take the slot too
 * (the test with concurrent requests caught exactly that). !!!
 */
export async function bootstrapFirstAdmin({
  em,
  input,
  client,
  bootstrapToken,
}: {
  em: EntityManager;
  input: TAdminBootstrapInput;
  client: TClientInfo;
  /** The configured ADMIN_BOOTSTRAP_TOKEN; null: bootstrap is disabled. */
  bootstrapToken: string | null;
}): Promise<void> {
  if (bootstrapToken === null) throw bootstrapDisabled();
  if (!isBootstrapTokenValid(input.bootstrapToken, bootstrapToken)) {
    recordAuditEvent(em, {
      action: AUDIT_ACTIONS.adminBootstrap,
      outcome: 'failure',
      actor: null,
      client,
      details: { reason: 'invalid_bootstrap_token' },
    });
    await em.flush();
    throw invalidBootstrapToken();
  }
  if (!(await canCreateFirstAdmin(em))) throw bootstrapClosed();
  assertStrongPassword(input.password, input);
  const email = input.email.trim().toLowerCase();
  if ((await em.count(User, { email })) > 0) throw accountExists();
  // Hashed before the transaction: Argon2 is slow, and the lock should be held for as short as possible.
  const passwordHash = await hashPassword(input.password);

  try {
    await em.transactional(async (tx) => {
      if (!(await canCreateFirstAdmin(tx))) throw bootstrapClosed();
      const user = tx.create(User, { email, passwordHash, emailVerifiedAt: new Date() });
      tx.create(Profile, {
        user,
        role: 'admin',
        portalType: null,
        organization: null,
        firstName: input.firstName,
        lastName: input.lastName,
        email,
        country: null,
      });
      tx.create(AdminBootstrapClaim, { slot: FIRST_ADMIN_SLOT, user });
      recordAuditEvent(tx, {
        action: AUDIT_ACTIONS.adminBootstrap,
        outcome: 'success',
        actor: user,
        client,
      });
    });
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    // A concurrent request won: either it claimed the slot (403) or it took this email (409).
    const fresh = em.fork();
    if (!(await canCreateFirstAdmin(fresh))) throw bootstrapClosed(error);
    if ((await fresh.count(User, { email })) > 0) throw accountExists(error);
    throw error;
  }
}
