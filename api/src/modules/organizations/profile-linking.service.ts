import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { AUDIT_ACTIONS, recordAuditEvent, type TClientInfo } from '../audit/index.ts';
import { publishNotification } from '../notifications/index.ts';
import {
  ELITE_ORGANIZATION_SLUG,
  Organization,
  OrganizationMember,
  Profile,
  type TOrganization,
  type TProfile,
} from '../tenancy/index.ts';

export type TLinkOutcome = 'linked' | 'unchanged';

/**
 * Profile linking: a profile without an organization but with the slug of an existing
 * organization it signed up under gets an active 'user' membership there (created only if missing; an
 * existing one keeps its role and status) and that organization set. Idempotent: a linked profile, or
 * one without a usable slug, is left alone. The slug was checked at sign-up, and only the server ever
 * writes it, so following it cannot put anybody into a tenant of their choosing.
 */
export async function linkProfileToClientOrganization({
  em,
  profile,
  client,
}: {
  em: EntityManager;
  profile: TProfile;
  client: TClientInfo;
}): Promise<TLinkOutcome> {
  const slug = profile.clientOrganizationSlug ?? null;
  if ((profile.organization ?? null) !== null || slug === null) return 'unchanged';
  const organization = await em.findOne(Organization, { slug });
  if (organization === null) return 'unchanged';
  await ensureMembership({ em, profile, organization, client, via: 'client_slug' });
  return 'linked';
}

/**
 * Profile linking of an elite link: the elite organization slug (and package) kept in
 * the browser's session since the link was followed. Do not loosen: only the elite organization can be
 * joined this way, since the browser sends the slug and would otherwise pick any tenant; the profile's
 * own organization is set only when it has none.
 */
export async function linkProfileToEliteOrganization({
  em,
  profile,
  organizationSlug,
  elitePackage,
  client,
}: {
  em: EntityManager;
  profile: TProfile;
  organizationSlug: string;
  elitePackage?: string | undefined;
  client: TClientInfo;
}): Promise<TLinkOutcome> {
  if (organizationSlug.toLowerCase() !== ELITE_ORGANIZATION_SLUG) return 'unchanged';
  const organization = await em.findOne(Organization, { slug: ELITE_ORGANIZATION_SLUG });
  if (organization === null) return 'unchanged';
  const isMember =
    (await em.count(OrganizationMember, { organization: organization.id, user: profile.user.id })) > 0;
  if (isMember && (profile.organization ?? null) !== null) return 'unchanged';
  await ensureMembership({ em, profile, organization, client, via: 'elite_link', elitePackage });
  return 'linked';
}

/**
 * An active 'user' membership (created only if missing; an existing one keeps its role and status) and,
 * when the profile has none, that organization set on the profile.
 */
async function ensureMembership({
  em,
  profile,
  organization,
  client,
  via,
  elitePackage,
}: {
  em: EntityManager;
  profile: TProfile;
  organization: TOrganization;
  client: TClientInfo;
  via: 'client_slug' | 'elite_link';
  elitePackage?: string | undefined;
}): Promise<void> {
  const userId = profile.user.id;
  // Two first loads at the same moment (two tabs): the membership's unique index keeps one row, and the
  // loser only needs the profile update, which is the same for both.
  try {
    await em.fork().transactional(async (tx) => {
      const existing = await tx.count(OrganizationMember, { organization: organization.id, user: userId });
      if (existing === 0) {
        tx.create(OrganizationMember, { organization, user: userId, role: 'user', status: 'active' });
        publishNotification(tx, 'client_signed_up', {
          organizationId: organization.id,
          userId,
          email: profile.email,
          firstName: profile.firstName,
          lastName: profile.lastName,
          country: profile.country ?? null,
          via,
        });
      }
      recordAuditEvent(tx, {
        action: AUDIT_ACTIONS.organizationMemberLinked,
        outcome: 'success',
        actor: userId,
        client,
        organizationId: organization.id,
        target: { type: 'user', id: userId },
        details: {
          membershipCreated: existing === 0,
          via,
          ...(elitePackage === undefined ? {} : { package: elitePackage }),
        },
      });
    });
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
  }
  await em.nativeUpdate(Profile, { id: profile.id, organization: null }, { organization: organization.id });
  await em.refresh(profile);
}
