import { describe, expect, it } from '@jest/globals';
import { ZApiErrorBody, ZWhiteLabelRequestPage } from '@propdesk/shared/contracts';
import { bearer, createTestAccount, signInAs } from '../../test/auth-fixtures.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const REQUEST = {
  companyName: 'Nova Capital Ltd',
  contactName: 'Nina Nova',
  email: 'Nina@Nova.example',
  website: 'https://nova.example',
  expectedTraders: '100_1000',
  message: 'We run a trading school and want our own branded evaluations.',
};

describe.each(TEST_DRIVERS)('white-label requests (%s)', (driver) => {
  const handle = useTestApp(driver, 'white_label');
  const send = (payload: object) =>
    handle.app().inject({ method: 'POST', url: '/api/public/white-label-requests', payload });
  const list = (accessToken?: string, query = '') =>
    handle.app().inject({
      method: 'GET',
      url: `/api/white-label-requests${query}`,
      ...(accessToken === undefined ? {} : { headers: bearer(accessToken) }),
    });

  it('stores a firm’s request and lists it for admins, newest first, paginated', async () => {
    expect((await send(REQUEST)).statusCode).toBe(201);
    expect(
      (await send({ ...REQUEST, companyName: 'Orbit Prop', website: undefined, message: '' })).statusCode,
    ).toBe(201);
    await createTestAccount(handle.database().orm.em.fork(), {
      email: 'wl.admin@example.com',
      role: 'admin',
      portalType: null,
    });
    const { accessToken } = await signInAs(handle.app(), { email: 'wl.admin@example.com', portal: 'admin' });

    const firstPage = ZWhiteLabelRequestPage.parse((await list(accessToken, '?pageSize=1')).json());
    expect(firstPage.total).toBe(2);
    expect(firstPage.requests).toHaveLength(1);
    expect(firstPage.requests[0]).toMatchObject({
      companyName: 'Orbit Prop',
      website: null,
      message: null,
      status: 'new',
    });
    const secondPage = ZWhiteLabelRequestPage.parse((await list(accessToken, '?pageSize=1&page=2')).json());
    expect(secondPage.requests[0]).toMatchObject({
      companyName: 'Nova Capital Ltd',
      email: 'nina@nova.example',
    });
  });

  it('explains bad input and stores nothing', async () => {
    for (const payload of [
      { ...REQUEST, email: 'not-an-email' },
      { ...REQUEST, companyName: '' },
      { ...REQUEST, website: 'javascript:alert(1)' },
      { ...REQUEST, expectedTraders: 'millions' },
    ]) {
      const response = await send(payload);
      expect(response.statusCode).toBe(400);
      expect(ZApiErrorBody.parse(response.json()).error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('shows the list to platform staff only', async () => {
    expect((await list()).statusCode).toBe(401);
    await createTestAccount(handle.database().orm.em.fork(), { email: 'wl.trader@example.com' });
    const { accessToken } = await signInAs(handle.app(), { email: 'wl.trader@example.com' });
    expect((await list(accessToken)).statusCode).toBe(403);
  });
});
