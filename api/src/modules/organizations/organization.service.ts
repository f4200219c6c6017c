import type { EntityManager } from '@mikro-orm/core';
import type { TOrganizationContact, TPublicOrganization } from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import { OrganizationDomain } from './organization-domain.entity.ts';
import { Organization, type TOrganization } from './organization.entity.ts';

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

export function toPublicOrganization(organization: TOrganization): TPublicOrganization {
  // Nullable columns are `undefined` on an entity created without them and not yet reloaded.
  return {
    name: organization.name,
    slug: organization.slug,
    theme: {
      primaryColor: organization.primaryColor,
      secondaryColor: organization.secondaryColor,
      accentColor: organization.accentColor,
      backgroundColor: organization.backgroundColor,
      textColor: organization.textColor,
      fontFamily: organization.fontFamily ?? null,
      logoUrl: organization.logoUrl ?? null,
      customCss: organization.customCss ?? null,
    },
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
}: {
  em: EntityManager;
  slug: string;
}): Promise<TPublicOrganization> {
  const organization = await em.findOne(Organization, { slug, status: 'active' });
  if (organization === null) throw DomainError.notFound('Organization not found');
  return toPublicOrganization(organization);
}

/**
 * The organization a custom domain belongs to. !!! Only a VERIFIED domain
 * resolves: an unverified one is just a claim that anybody could have typed in. !!! Inactive
 * organizations answer like unknown ones, as on the slug route.
 */
export async function findPublicOrganizationByHost({
  em,
  host,
}: {
  em: EntityManager;
  host: string;
}): Promise<TPublicOrganization> {
  const domain = await em.findOne(
    OrganizationDomain,
    { domain: host.trim().toLowerCase(), isVerified: true, organization: { status: 'active' } },
    { populate: ['organization'] },
  );
  if (domain === null) throw DomainError.notFound('Organization not found');
  return toPublicOrganization(domain.organization);
}
