import type { EntityManager } from '@mikro-orm/core';
import type { TPublicOrganization } from '@propdesk/shared/contracts';
import { HttpError } from '../../http/http-error.ts';
import { Organization, type TOrganization } from './organization.entity.ts';

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
  if (organization === null) throw HttpError.notFound('Organization not found');
  return toPublicOrganization(organization);
}
