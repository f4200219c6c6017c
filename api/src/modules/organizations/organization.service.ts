import type { EntityManager } from '@mikro-orm/core';
import type { TOrganizationContact, TPublicOrganization } from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import { publicThemeOf } from '../branding/index.ts';
import { OrganizationDomain } from '../domains/index.ts';
import { Organization, type TOrganization } from '../tenancy/index.ts';

/** The profile's public contact details (nullable columns are `undefined` on an entity not yet reloaded). */
export function toOrganizationContact(organization: TOrganization): TOrganizationContact {
  return {
    legalName: organization.legalName ?? null,
    registeredAddress: organization.registeredAddress ?? null,
    supportEmail: organization.supportEmail ?? null,
    supportPhone: organization.supportPhone ?? null,
    supportHours: organization.supportHours ?? null,
  };
}

/** `apiBaseUrl`: where browsers reach the api (config), for the address of an uploaded logo. */
export function toPublicOrganization(organization: TOrganization, apiBaseUrl: string): TPublicOrganization {
  // Nullable columns are `undefined` on an entity created without them and not yet reloaded.
  return {
    name: organization.name,
    slug: organization.slug,
    theme: publicThemeOf(organization, apiBaseUrl),
    tracking: {
      analyticsScriptUrl: organization.analyticsScriptUrl ?? null,
      marketingPixelUrl: organization.marketingPixelUrl ?? null,
    },
    contact: toOrganizationContact(organization),
  };
}

/**
 * The branding an anonymous visitor may see. Pending and suspended organizations answer exactly like
 * unknown ones: a visitor must not learn that a tenant exists or why it is offline.
 */
export async function findPublicOrganization({
  em,
  slug,
  apiBaseUrl,
}: {
  em: EntityManager;
  slug: string;
  apiBaseUrl: string;
}): Promise<TPublicOrganization> {
  const organization = await em.findOne(Organization, { slug, status: 'active' });
  if (organization === null) throw DomainError.notFound('Organization not found');
  return toPublicOrganization(organization, apiBaseUrl);
}

/**
 * The organization a custom domain belongs to. !!! Only a VERIFIED domain
 * resolves: an unverified one is just a claim that anybody could have typed in. !!! Inactive
 * organizations answer like unknown ones, as on the slug route.
 */
export async function findPublicOrganizationByHost({
  em,
  host,
  apiBaseUrl,
}: {
  em: EntityManager;
  host: string;
  apiBaseUrl: string;
}): Promise<TPublicOrganization | null> {
  const domain = await em.findOne(
    OrganizationDomain,
    { domain: host.trim().toLowerCase(), isVerified: true, organization: { status: 'active' } },
    { populate: ['organization'] },
  );
  return domain === null ? null : toPublicOrganization(domain.organization, apiBaseUrl);
}
