import { describe, expect, it } from '@jest/globals';
import { ZApiErrorBody, ZSessionUser } from '@propdesk/shared/contracts';
import { bearer, createTestAccount, signInAs } from '../../test/auth-fixtures.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { AuditEvent } from '../audit/index.ts';
import { Organization, Profile } from '../tenancy/index.ts';

describe.each(TEST_DRIVERS)('PATCH /api/me/profile (%s)', (driver) => {
  const handle = useTestApp(driver, 'profile_update');
  const em = () => handle.database().orm.em.fork();
  const update = (payload: unknown, accessToken?: string) =>
    handle.app().inject({
      method: 'PATCH',
      url: '/api/me/profile',
      payload: payload as object,
      ...(accessToken === undefined ? {} : { headers: bearer(accessToken) }),
    });

  it('changes the caller’s own name, phone, country and mail language, and audits which fields', async () => {
    const user = await createTestAccount(em(), { email: 'updating@example.com', firstName: 'Old' });
    const { accessToken } = await signInAs(handle.app(), { email: 'updating@example.com' });

    const response = await update(
      {
        firstName: ' Grace ',
        lastName: 'Hopper',
        phone: '+39 (06) 1234-5678',
        country: 'ES',
        language: 'it',
      },
      accessToken,
    );

    expect(response.statusCode).toBe(200);
    expect(ZSessionUser.parse(response.json()).profile).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      phone: '+390612345678',
      country: 'ES',
      language: 'it',
    });
    const audit = await em().findOneOrFail(AuditEvent, { action: 'profile_updated', actor: user.id });
    expect(audit.details).toEqual({ fields: ['firstName', 'lastName', 'country', 'language', 'phone'] });

    const cleared = await update({ phone: null }, accessToken);
    expect(ZSessionUser.parse(cleared.json()).profile.phone).toBeNull();
  });

  it('never lets a person change their role, organization or email through it', async () => {
    const session = em();
    const organization = session.create(Organization, { slug: 'not-mine', name: 'Not Mine' });
    await session.flush();
    const user = await createTestAccount(em(), { email: 'sneaky@example.com' });
    const { accessToken } = await signInAs(handle.app(), { email: 'sneaky@example.com' });

    const response = await update(
      { firstName: 'Sneaky', role: 'admin', organizationId: organization.id, email: 'boss@example.com' },
      accessToken,
    );

    expect(response.statusCode).toBe(200);
    const profile = await em().findOneOrFail(Profile, { user: user.id });
    expect({ role: profile.role, organization: profile.organization, email: profile.email }).toEqual({
      role: 'client',
      organization: null,
      email: 'sneaky@example.com',
    });
  });

  it('refuses bad input with the field’s reason and changes nothing', async () => {
    await createTestAccount(em(), { email: 'careful@example.com', firstName: 'Kept' });
    const { accessToken } = await signInAs(handle.app(), { email: 'careful@example.com' });

    for (const payload of [
      {},
      { firstName: '' },
      { phone: 'call me' },
      { country: 'KP' },
      { language: 'fr' },
    ]) {
      const response = await update(payload, accessToken);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
      expect(ZApiErrorBody.parse(response.json()).error.code).toBe('VALIDATION_ERROR');
    }
    const restricted = await update({ country: 'KP' }, accessToken);
    expect(JSON.stringify(restricted.json())).toContain('Choose a country from the list');
    expect((await em().findOneOrFail(Profile, { email: 'careful@example.com' })).firstName).toBe('Kept');
  });

  it('answers 401 without a session', async () => {
    expect((await update({ firstName: 'Nobody' })).statusCode).toBe(401);
  });
});
