import { describe, expect, it } from '@jest/globals';
import { buildApp } from '../app.ts';
import { AuditEvent } from '../modules/audit/audit-event.entity.ts';
import { ELITE_PASS_COOKIE_NAME } from '../modules/elite/elite-pass.ts';
import { DEMO_ELITE_ACCESS_CODE } from '../modules/elite/elite.constants.ts';
import { Order } from '../modules/trading-accounts/order.entity.ts';
import { OrganizationMember } from '../modules/tenancy/organization-member.entity.ts';
import { bearer, createTestAccount, signInAs } from './auth-fixtures.ts';
import { createTestConfig } from './build-test-app.ts';
import { TEST_DRIVERS } from './databases.ts';
import { buyAccount, checkoutKey, createSellingOrganization } from './trading-fixtures.ts';
import { useTestApp } from './use-test-app.ts';

/**
 * The route matrix's second half: what a caller may name besides the path. Every caller signs in through
 * the real path; they then name another tenant's (or another person's) objects in bodies and query
 * strings, and read every list, which must hold none of the others' rows.
 */
describe.each(TEST_DRIVERS)('route matrix: other tenants in bodies, queries and lists (%s)', (driver) => {
  const handle = useTestApp(driver, 'route_matrix_tenancy');

  it('never lets a trader or an owner reach or list what belongs to someone else', async () => {
    const app = handle.app();
    const em = handle.database().orm.em.fork();
    const firmA = await createSellingOrganization(em, 'tenancy-a');
    const firmB = await createSellingOrganization(em, 'tenancy-b');
    const person = async (
      email: string,
      organization = firmA.organization,
      role: 'user' | 'owner' = 'user',
    ) => {
      const user = await createTestAccount(em, { email, organization });
      em.create(OrganizationMember, { organization, user, role, status: 'active' });
      await em.flush();
      return user;
    };
    await person('trader.a@tenancy.example.com');
    await person('neighbour.a@tenancy.example.com');
    const traderOfB = await person('trader.b@tenancy.example.com', firmB.organization);
    await person('owner.a@tenancy.example.com', firmA.organization, 'owner');
    await person('owner.b@tenancy.example.com', firmB.organization, 'owner');
    const traderA = await signInAs(app, { email: 'trader.a@tenancy.example.com' });
    const neighbourA = await signInAs(app, { email: 'neighbour.a@tenancy.example.com' });
    const traderB = await signInAs(app, { email: 'trader.b@tenancy.example.com' });
    const ownerA = await signInAs(app, { email: 'owner.a@tenancy.example.com', portal: 'organization' });

    const ownAccount = await buyAccount(app, traderA.accessToken, firmA.plans.two_step.id);
    const neighbourAccount = await buyAccount(app, neighbourA.accessToken, firmA.plans.one_step.id);
    const foreignAccount = await buyAccount(app, traderB.accessToken, firmB.plans.two_step.id);
    const foreignOrder = await handle
      .database()
      .orm.em.fork()
      .findOneOrFail(Order, { plan: firmB.plans.two_step.id });
    const others = [
      traderOfB.id,
      traderOfB.email,
      neighbourAccount,
      foreignAccount,
      foreignOrder.id,
      firmB.organization.id,
      traderB.sessionId,
    ];

    // A staff action in each firm, naming that firm's account: each log must hold only its own.
    const auditEm = handle.database().orm.em.fork();
    for (const [organization, targetId] of [
      [firmA.organization, ownAccount],
      [firmB.organization, foreignAccount],
    ] as const) {
      auditEm.create(AuditEvent, {
        actor: null,
        action: 'kyc_decided',
        organization,
        targetType: 'trading_account',
        targetId,
        outcome: 'success',
        ip: null,
        userAgent: null,
        details: { accountId: targetId },
      });
    }
    await auditEm.flush();

    const as = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });

    // Naming another tenant's objects in a body or a path: refused like an unknown id, nothing created.
    const foreignPlan = await as(traderA.accessToken, 'POST', '/api/orders', {
      planId: firmB.plans.instant.id,
      idempotencyKey: checkoutKey(),
    });
    expect(foreignPlan.statusCode).toBe(404);
    expect(await handle.database().orm.em.fork().count(Order, { plan: firmB.plans.instant.id })).toBe(0);
    const refusals = [
      await as(traderA.accessToken, 'GET', `/api/orders/${foreignOrder.id}`),
      await as(traderA.accessToken, 'GET', `/api/trading-accounts/${foreignAccount}`),
      await as(traderA.accessToken, 'GET', `/api/trading-accounts/${neighbourAccount}/deals`),
      await as(traderA.accessToken, 'POST', `/api/trading-accounts/${foreignAccount}/positions`, {
        symbol: 'EURUSD',
        side: 'buy',
        volumeLots: 0.1,
      }),
      await as(ownerA.accessToken, 'GET', `/api/organizations/${firmB.organization.id}`),
      await as(ownerA.accessToken, 'POST', `/api/organizations/${firmB.organization.id}/ingestion-key`),
      await as(ownerA.accessToken, 'GET', `/api/organizations/${firmB.organization.id}/members`),
      await as(ownerA.accessToken, 'POST', `/api/organizations/${firmB.organization.id}/invitations`, {
        email: 'sneaky@tenancy.example.com',
        role: 'owner',
      }),
      await as(ownerA.accessToken, 'GET', `/api/organizations/${firmB.organization.id}/dashboard`),
      await as(ownerA.accessToken, 'GET', `/api/organizations/${firmB.organization.id}/activity`),
      await as(ownerA.accessToken, 'GET', `/api/organizations/${firmB.organization.id}/activity/export.csv`),
      // Another firm's client named under one's own firm: the clients scope, not the guard, refuses it.
      await as(
        ownerA.accessToken,
        'GET',
        `/api/organizations/${firmA.organization.id}/clients/${traderOfB.id}`,
      ),
      await as(
        ownerA.accessToken,
        'POST',
        `/api/organizations/${firmA.organization.id}/clients/${traderOfB.id}/block`,
      ),
      await as(ownerA.accessToken, 'GET', `/api/organizations/${firmB.organization.id}/profile`),
      await as(ownerA.accessToken, 'PUT', `/api/organizations/${firmB.organization.id}/profile`, {
        name: 'Taken Over',
        legalName: null,
        registeredAddress: null,
        supportEmail: null,
        supportPhone: null,
        supportHours: null,
      }),
      await as(ownerA.accessToken, 'GET', `/api/organizations/${firmB.organization.id}/security`),
      await as(
        ownerA.accessToken,
        'POST',
        `/api/organizations/${firmB.organization.id}/security/sessions/${traderB.sessionId}/revoke`,
      ),
      // Another firm's session named under the caller's own organization: not one of its staff's.
      await as(
        ownerA.accessToken,
        'POST',
        `/api/organizations/${firmA.organization.id}/security/sessions/${traderB.sessionId}/revoke`,
      ),
    ];
    expect(refusals.map((response) => response.statusCode)).toEqual(refusals.map(() => 404));

    // Joining a tenant by naming its slug: only the elite organization can be joined that way.
    const granted = await app.inject({
      method: 'POST',
      url: '/api/elite/access',
      payload: { code: DEMO_ELITE_ACCESS_CODE },
    });
    const pass = granted.cookies.find((cookie) => cookie.name === ELITE_PASS_COOKIE_NAME)?.value ?? '';
    const joined = await app.inject({
      method: 'POST',
      url: '/api/me/elite-link',
      headers: bearer(traderA.accessToken),
      cookies: { [ELITE_PASS_COOKIE_NAME]: pass },
      payload: { organizationSlug: 'tenancy-b' },
    });
    expect(joined.json()).toEqual({ status: 'unchanged' });

    // Every list, with another tenant's ids slipped into the query string, holds only the caller's rows.
    const sneaky = `organizationId=${firmB.organization.id}&owner=${foreignAccount}&userId=${traderB.sessionId}`;
    const lists = [
      await as(traderA.accessToken, 'GET', `/api/trading-accounts?${sneaky}`),
      await as(traderA.accessToken, 'GET', `/api/trading-activity?${sneaky}`),
      await as(traderA.accessToken, 'GET', `/api/me/plans?${sneaky}`),
      await as(traderA.accessToken, 'GET', `/api/me/organizations?${sneaky}`),
      await as(traderA.accessToken, 'GET', `/api/auth/sessions?${sneaky}`),
      await as(ownerA.accessToken, 'GET', `/api/me/organizations?${sneaky}`),
      await as(ownerA.accessToken, 'GET', `/api/organizations/${firmA.organization.id}/members?${sneaky}`),
      await as(
        ownerA.accessToken,
        'GET',
        `/api/organizations/${firmA.organization.id}/invitations?${sneaky}`,
      ),
      await as(ownerA.accessToken, 'GET', `/api/organizations/${firmA.organization.id}/clients?${sneaky}`),
      await as(
        ownerA.accessToken,
        'GET',
        `/api/organizations/${firmA.organization.id}/clients/export.csv?${sneaky}`,
      ),
      await as(ownerA.accessToken, 'GET', `/api/organizations/${firmA.organization.id}/dashboard?${sneaky}`),
      await as(ownerA.accessToken, 'GET', `/api/organizations/${firmA.organization.id}/activity?${sneaky}`),
      await as(
        ownerA.accessToken,
        'GET',
        `/api/organizations/${firmA.organization.id}/activity/export.csv?${sneaky}`,
      ),
    ];
    for (const list of lists) {
      expect(list.statusCode).toBe(200);
      for (const id of others) expect(list.body).not.toContain(id);
      expect(list.body).not.toContain('owner.b@tenancy.example.com');
    }
    expect(lists[0]?.body).toContain(ownAccount);
    expect(lists.at(-2)?.body).toContain(ownAccount);
    expect(lists.at(-1)?.body).toContain(ownAccount);

    // The firm's staff read every account of their firm and nothing of another, whatever they name.
    const inA = `/api/organizations/${firmA.organization.id}`;
    const inB = `/api/organizations/${firmB.organization.id}`;
    const staffLists = [
      await as(ownerA.accessToken, 'GET', `${inA}/trading-accounts?${sneaky}&search=${foreignAccount}`),
      await as(ownerA.accessToken, 'GET', `${inA}/trading-accounts?${sneaky}`),
      await as(ownerA.accessToken, 'GET', `${inA}/disputes?${sneaky}`),
    ];
    for (const list of staffLists) {
      expect(list.statusCode).toBe(200);
      for (const id of [foreignAccount, foreignOrder.id, firmB.organization.id, traderB.sessionId]) {
        expect(list.body).not.toContain(id);
      }
    }
    expect(staffLists[1]?.body).toContain(ownAccount);
    expect(staffLists[1]?.body).toContain(neighbourAccount);
    const staffRefusals = [
      await as(ownerA.accessToken, 'GET', `${inB}/trading-accounts`),
      await as(ownerA.accessToken, 'GET', `${inB}/disputes`),
      await as(ownerA.accessToken, 'GET', `${inA}/trading-accounts/${foreignAccount}`),
      await as(ownerA.accessToken, 'GET', `${inA}/trading-accounts/${foreignAccount}/history`),
      await as(ownerA.accessToken, 'GET', `${inA}/trading-accounts/${foreignAccount}/deals`),
      await as(ownerA.accessToken, 'GET', `${inB}/trading-accounts/${foreignAccount}`),
      await as(ownerA.accessToken, 'POST', `${inB}/disputes/${foreignAccount}/decision`, {
        decision: 'upheld',
      }),
    ];
    expect(staffRefusals.map((response) => response.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404]);
  });
});

/** The same app as production builds it: no development route, no sandbox, and no way to add them. */
describe.each(TEST_DRIVERS)('route matrix: the production configuration (%s)', (driver) => {
  const handle = useTestApp(driver, 'route_matrix_production', { config: { nodeEnv: 'production' } });

  it('registers no development route and no way to confirm a payment', async () => {
    const urls = handle.app().routeAccessTable.map((route) => `${route.method} ${route.url}`);
    expect(urls.filter((url) => url.includes('/api/dev/'))).toEqual([]);
    // Firms' own Stripe accounts take payments whatever the platform's provider: their path verifies each
    // delivery with the firm's own webhook secret, and is the only payment route production keeps.
    expect(urls.filter((url) => url.includes('sandbox') || url.includes('/payments/'))).toEqual([
      'POST /api/payments/webhooks/stripe/:firmId',
    ]);
    for (const [method, url] of [
      ['GET', '/api/dev/outbox'],
      ['POST', '/api/dev/clock'],
      ['POST', '/api/payments/webhooks/sandbox'],
      ['POST', '/api/orders/00000000-0000-4000-8000-000000000000/sandbox-confirm'],
    ] as const) {
      expect((await handle.app().inject({ method, url, payload: {} })).statusCode).toBe(404);
    }
  });

  it('refuses to build a production app that carries either', async () => {
    const { orm } = handle.database();
    await expect(
      buildApp(createTestConfig({ nodeEnv: 'production', devRoutes: true }), { orm }),
    ).rejects.toThrow('development routes');
    await expect(
      buildApp(createTestConfig({ nodeEnv: 'production', paymentProvider: 'sandbox' }), { orm }),
    ).rejects.toThrow('sandbox');
  });
});
