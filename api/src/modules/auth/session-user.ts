import type { EntityManager } from '@mikro-orm/core';
import type { TSessionUser } from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import { Profile, type TProfile, type TUser } from '../tenancy/index.ts';

/** The signed-in person as the front ends see them (ZSessionUser). */
export function toSessionUser(user: TUser, profile: TProfile): TSessionUser {
  // Nullable columns are `undefined` on an entity created without them and not yet reloaded.
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null && user.emailVerifiedAt !== undefined,
    profile: {
      role: profile.role,
      portalType: profile.portalType ?? null,
      firstName: profile.firstName,
      lastName: profile.lastName,
      country: profile.country ?? null,
      phone: profile.phone ?? null,
      language: profile.language ?? null,
      organizationId: profile.organization?.id ?? null,
      clientOrganizationSlug: profile.clientOrganizationSlug ?? null,
    },
  };
}

/** The profile of a user, with its user loaded. Every account gets one at sign-up or by the seeder. */
export async function findProfileOfUser({
  em,
  userId,
}: {
  em: EntityManager;
  userId: string;
}): Promise<TProfile> {
  const profile = await em.findOne(Profile, { user: userId }, { populate: ['user'] });
  // An account without a profile cannot be shown or authorized; it is refused rather than guessed.
  if (profile === null) throw DomainError.forbidden('This account has no profile');
  return profile;
}
