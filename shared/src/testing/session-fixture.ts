import type { TSessionResponse, TSessionUser } from '../contracts/index.ts';

type ProfileOverrides = Partial<TSessionUser['profile']>;

/** A signed-in session as the api answers it, for tests; override the profile fields a test needs. */
export function sessionFixture(
  profile: ProfileOverrides = {},
  user: Partial<Omit<TSessionUser, 'profile'>> = {},
): TSessionResponse {
  return {
    accessToken: 'test-access-token',
    accessTokenExpiresAt: '2030-01-01T00:00:00.000Z',
    user: {
      id: 'user-1',
      email: 'tess@firm.test',
      emailVerified: true,
      ...user,
      profile: {
        role: 'client',
        portalType: 'client',
        firstName: 'Tess',
        lastName: 'Trader',
        country: 'IT',
        phone: null,
        language: null,
        organizationId: null,
        clientOrganizationSlug: null,
        ...profile,
      },
    },
  };
}
