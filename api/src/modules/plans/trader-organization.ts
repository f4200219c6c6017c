import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../errors/domain-error.ts';
import { DEFAULT_ORGANIZATION_SLUG } from '../organizations/organization.constants.ts';
import { Organization, type TOrganization } from '../organizations/organization.entity.ts';
import { Profile } from '../profile/profile.entity.ts';

/**
 * The firm a trader buys from: the organization on their profile (set when they signed up under
 * /client/{slug}), otherwise the platform's default firm. Only an active organization sells.
 */
export async function findTraderOrganization(em: EntityManager, userId: string): Promise<TOrganization> {
  const profile = await em.findOne(Profile, { user: userId }, { populate: ['organization'] });
  const organization =
    profile?.organization ?? (await em.findOne(Organization, { slug: DEFAULT_ORGANIZATION_SLUG }));
  if (organization === null || organization.status !== 'active') {
    throw DomainError.notFound('Your organization does not sell challenges at the moment');
  }
  return organization;
}
