import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import {
  AUTH_ERROR_CODES,
  ERROR_CODES,
  RESTRICTED_COUNTRIES,
  SIGN_UP_COUNTRIES,
  type ZSignUpRequest,
} from '@propdesk/shared/contracts';
import type { z } from 'zod';
import { DomainError } from '../../errors/domain-error.ts';
import { AUDIT_ACTIONS, recordAuditEvent, type TClientInfo } from '../audit/index.ts';
import type { TMailService } from '../mail/index.ts';
import {
  ELITE_ORGANIZATION_SLUG,
  normalizePhone,
  Organization,
  Profile,
  type TUser,
  User,
} from '../tenancy/index.ts';
import { OrganizationDomain } from '../domains/index.ts';
import { sendSignUpAttemptNotice, sendVerificationMail } from './account-mails.ts';
import { hashPassword } from './password-hasher.ts';
import { assertStrongPassword } from './password-policy.ts';

export type TSignUpInput = z.output<typeof ZSignUpRequest>;

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return list.some((entry) => entry === value);
}

/** The restricted countries first (their own answer), then the countries the product is offered in. */
function assertCountryAccepted(country: string): void {
  if (isOneOf(RESTRICTED_COUNTRIES, country)) {
    throw new DomainError(
      AUTH_ERROR_CODES.countryRestricted,
      'Applicants from this country are not accepted',
    );
  }
  if (!isOneOf(SIGN_UP_COUNTRIES, country)) {
    throw new DomainError(ERROR_CODES.validation, 'Request validation failed', {
      details: {
        issues: [
          {
            location: 'body',
            path: '/country',
            code: 'not_offered',
            message: 'Sign-up is not offered in this country',
          },
        ],
      },
    });
  }
}

/** Do not loosen: the elite organization takes only people who entered its access code. */
function assertMayJoin(slug: string | undefined, hasElitePass: boolean): void {
  if (slug?.toLowerCase() !== ELITE_ORGANIZATION_SLUG || hasElitePass) return;
  throw new DomainError(AUTH_ERROR_CODES.elitePassRequired, 'Enter the elite access code first');
}

/**
 * A sign-up with an address that already has an account. Do not loosen: the caller gets exactly the
 * answer of a new sign-up (same status and body; the password is hashed all the same, so the time taken
 * matches), and only the address's owner is told, by mail. Answering "account exists" would tell anyone
 * which addresses are registered here.
 */
async function answerTakenAddress({
  em,
  user,
  password,
  client,
  mail,
}: {
  em: EntityManager;
  user: TUser;
  /** The typed password, hashed and thrown away to take the time a new account takes; null: already spent. */
  password: string | null;
  client: TClientInfo;
  mail: TMailService;
}): Promise<void> {
  if (password !== null) await hashPassword(password);
  recordAuditEvent(em, {
    action: AUDIT_ACTIONS.signUp,
    outcome: 'failure',
    actor: user,
    client,
    details: { reason: 'email_taken' },
  });
  await em.flush();
  await sendSignUpAttemptNotice({ em, mail, user });
}

/** The tenant a person signed up under, kept only when it exists and is active. */
async function findSignUpOrganizationSlug(
  em: EntityManager,
  slug: string | undefined,
  originHost: string | null,
): Promise<string | null> {
  if (slug !== undefined) {
    const organization = await em.findOne(Organization, { slug, status: 'active' });
    return organization === null ? null : organization.slug;
  }
  if (originHost === null) return null;
  // Signing up on a firm's own verified domain joins that firm, as its /client/{slug} pages do.
  const domain = await em.findOne(
    OrganizationDomain,
    { domain: originHost, isVerified: true, organization: { status: 'active' } },
    { populate: ['organization'] },
  );
  return domain === null ? null : domain.organization.slug;
}

/**
 * Creates an unverified account and its profile. Do not loosen: the role is always 'client' and the
 * portal type 'client', whatever the request carried (the contract does not even accept a role), and
 * no organization is linked here: linking happens after sign-in from the stored slug.
 */
export async function signUp({
  em,
  input,
  client,
  mail,
  hasElitePass,
  originHost = null,
}: {
  em: EntityManager;
  input: TSignUpInput;
  /** The host of the page the sign-up was sent from (its Origin): a firm's verified domain joins that firm. */
  originHost?: string | null;
  client: TClientInfo;
  mail: TMailService;
  /** Whether the caller holds the elite pass: signing up under the elite organization needs it. */
  hasElitePass: boolean;
}): Promise<void> {
  assertCountryAccepted(input.country);
  assertMayJoin(input.clientOrganizationSlug, hasElitePass);
  assertStrongPassword(input.password, input);

  const email = input.email.trim().toLowerCase();
  const existing = await em.findOne(User, { email });
  if (existing !== null)
    return answerTakenAddress({ em, user: existing, password: input.password, client, mail });

  const clientOrganizationSlug = await findSignUpOrganizationSlug(
    em,
    input.clientOrganizationSlug,
    originHost,
  );
  // The elite firm stays behind its pass, whichever way it was named.
  if (input.clientOrganizationSlug === undefined)
    assertMayJoin(clientOrganizationSlug ?? undefined, hasElitePass);
  const phone = input.phone === undefined || input.phone === '' ? null : normalizePhone(input.phone);
  const user = em.create(User, {
    email,
    passwordHash: await hashPassword(input.password),
    emailVerifiedAt: null,
    phone,
  });
  em.create(Profile, {
    user,
    role: 'client',
    portalType: 'client',
    organization: null,
    clientOrganizationSlug,
    firstName: input.firstName,
    lastName: input.lastName,
    email,
    country: input.country,
    phone,
    language: input.language ?? null,
  });
  recordAuditEvent(em, { action: AUDIT_ACTIONS.signUp, outcome: 'success', actor: user, client });
  try {
    await em.flush();
  } catch (error) {
    // Two sign-ups with one email at the same moment: the unique index decides, the loser is answered as
    // any sign-up with a taken address.
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    const winner = await em.fork().findOneOrFail(User, { email });
    return answerTakenAddress({ em: em.fork(), user: winner, password: null, client, mail });
  }
  await sendVerificationMail({ em, mail, user });
}
