import { describe, expect, it } from '@jest/globals';
import { ZApiErrorBody } from '@propdesk/shared/contracts';
import { bearer, createTestAccount, signInAs } from '../../test/auth-fixtures.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { Organization, OrganizationMember, Profile } from '../tenancy/index.ts';
import { REFRESH_COOKIE_NAME } from './refresh-cookie.ts';

/**
 * Staff work needs a session that passed a second factor. These sessions did not: each person signed in
 * as a plain trader and was given staff rights afterwards, so the token and the password are valid and
 * only the missing second factor stands in the way.
 */
describe.each(TEST_DRIVERS)('staff routes need a second factor (%s)', (driver) => {
  const handle = useTestApp(driver, 'staff_second_factor');
  const em = () => handle.database().orm.em.fork();
  const codeOf = (body: unknown) => ZApiErrorBody.parse(body).error.code;

  const traderPromotedAfterSignIn = async (email: string) => {
    await createTestAccount(em(), { email });
    const signedIn = await signInAs(handle.app(), { email });
    return signedIn;
  };

  it("refuses an organization's new owner until they sign in again with a second factor", async () => {
    const { accessToken, refreshToken } = await traderPromotedAfterSignIn('new.owner@example.com');
    const manager = em();
    const organization = manager.create(Organization, { slug: 'promoted-firm', name: 'Promoted Firm' });
    const profile = await manager.findOneOrFail(Profile, { email: 'new.owner@example.com' });
    manager.create(OrganizationMember, { organization, user: profile.user, role: 'owner', status: 'active' });
    await manager.flush();

    const details = await handle.app().inject({
      method: 'GET',
      url: `/api/organizations/${organization.id}`,
      headers: bearer(accessToken),
    });
    expect(details.statusCode).toBe(403);
    expect(codeOf(details.json())).toBe('SECOND_FACTOR_REQUIRED');
    const key = await handle.app().inject({
      method: 'POST',
      url: `/api/organizations/${organization.id}/ingestion-key`,
      headers: bearer(accessToken),
    });
    expect(key.statusCode).toBe(403);
    expect(codeOf(key.json())).toBe('SECOND_FACTOR_REQUIRED');

    // The session cannot be stretched either: its next refresh ends it.
    const refreshed = await handle.app().inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { [REFRESH_COOKIE_NAME]: refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);

    const again = await signInAs(handle.app(), { email: 'new.owner@example.com', portal: 'organization' });
    const allowed = await handle.app().inject({
      method: 'GET',
      url: `/api/organizations/${organization.id}`,
      headers: bearer(again.accessToken),
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('refuses a platform role check to a session without a second factor', async () => {
    const { accessToken } = await traderPromotedAfterSignIn('new.admin@example.com');
    await em().nativeUpdate(Profile, { email: 'new.admin@example.com' }, { role: 'admin', portalType: null });

    const listed = await handle.app().inject({
      method: 'POST',
      url: '/api/organizations',
      headers: bearer(accessToken),
      payload: { slug: 'never-made', name: 'Never Made' },
    });
    expect(listed.statusCode).toBe(403);
    expect(codeOf(listed.json())).toBe('SECOND_FACTOR_REQUIRED');
    expect(await em().count(Organization, { slug: 'never-made' })).toBe(0);
  });
});
