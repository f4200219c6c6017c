import { beforeAll, describe, expect, it } from '@jest/globals';
import { TRADING_ERROR_CODES, ZApiErrorBody, ZSimulatorPosition } from '@propdesk/shared/contracts';
import { createManualClock } from '../../infra/clock.ts';
import type { TActor } from '../../http/actor.ts';
import { bearer, createTestAccount, signInAs } from '../../test/auth-fixtures.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { buyAccount, checkoutKey, createSellingOrganization } from '../../test/trading-fixtures.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { requireActiveOrganization } from './organization-status-guard.ts';
import type { TOrganization } from '../tenancy/index.ts';

const EURUSD_BUY = { symbol: 'EURUSD', side: 'buy', volume: 0.1 };

describe('requireActiveOrganization', () => {
  const actor = (overrides: Partial<TActor>): TActor => ({
    userId: 'u',
    sessionId: 's',
    role: 'client',
    hasSecondFactor: false,
    organizationStatus: 'active',
    ...overrides,
  });

  it('lets platform admins and managers through whatever the status, and people without an organization', () => {
    expect(() =>
      requireActiveOrganization(actor({ role: 'admin', organizationStatus: 'suspended' })),
    ).not.toThrow();
    expect(() =>
      requireActiveOrganization(actor({ role: 'manager', organizationStatus: 'pending' })),
    ).not.toThrow();
    expect(() => requireActiveOrganization(actor({ organizationStatus: null }))).not.toThrow();
  });

  it.each(['pending', 'suspended'] as const)(
    'refuses a trader of a %s organization with its status',
    (status) => {
      const refusal = (() => {
        try {
          requireActiveOrganization(actor({ organizationStatus: status }));
        } catch (error) {
          return error;
        }
        return null;
      })();
      expect(refusal).toBeInstanceOf(DomainError);
      expect(refusal).toMatchObject({ code: TRADING_ERROR_CODES.organizationInactive, details: { status } });
    },
  );
});

describe.each(TEST_DRIVERS)('organization status gate (%s)', (driver) => {
  // A weekday morning: the simulator's markets are open.
  const clock = createManualClock(Date.parse('2026-11-24T09:00:00Z'));
  const handle = useTestApp(driver, 'organization_status_gate', { clock });
  const tokens = { trader: '', admin: '' };
  let firm: TOrganization;
  let planId = '';
  let accountId = '';

  const as = (token: string, url: string, payload: object = {}) =>
    handle.app().inject({ method: 'POST', url, headers: bearer(token), payload });
  const setStatus = (status: 'active' | 'pending' | 'suspended') =>
    handle.app().inject({
      method: 'PATCH',
      url: `/api/organizations/${firm.id}`,
      headers: bearer(tokens.admin),
      payload: { status },
    });
  const expectGated = (response: { statusCode: number; json(): unknown }, status: string) => {
    expect(response.statusCode).toBe(403);
    expect(ZApiErrorBody.parse(response.json()).error).toMatchObject({
      code: TRADING_ERROR_CODES.organizationInactive,
      details: { status },
    });
  };

  beforeAll(async () => {
    const em = handle.database().orm.em.fork();
    const selling = await createSellingOrganization(em, 'gate-firm');
    firm = selling.organization;
    planId = selling.plans.two_step.id;
    await createTestAccount(em, { email: 'gate.trader@example.com', organization: firm });
    await createTestAccount(em, { email: 'gate.admin@example.com', role: 'admin', portalType: null });
    tokens.trader = (await signInAs(handle.app(), { email: 'gate.trader@example.com' })).accessToken;
    tokens.admin = (
      await signInAs(handle.app(), { email: 'gate.admin@example.com', portal: 'admin' })
    ).accessToken;
  });

  it('lets a trader of an active firm buy and trade', async () => {
    accountId = await buyAccount(handle.app(), tokens.trader, planId);
    const opened = await as(tokens.trader, `/api/trading-accounts/${accountId}/positions`, EURUSD_BUY);
    expect(opened.statusCode).toBe(201);
    const position = ZSimulatorPosition.parse(opened.json());
    const closed = await as(
      tokens.trader,
      `/api/trading-accounts/${accountId}/positions/${position.id}/close`,
    );
    expect(closed.statusCode).toBe(200);
  });

  it('refuses the same trader at once when an admin suspends the firm, and again once it is active', async () => {
    const opened = await as(tokens.trader, `/api/trading-accounts/${accountId}/positions`, EURUSD_BUY);
    const position = ZSimulatorPosition.parse(opened.json());
    // The trader's session was read (and remembered) just now: the admin's change must not wait for it.
    expect((await setStatus('suspended')).statusCode).toBe(200);

    expectGated(
      await as(tokens.trader, '/api/orders', { planId, idempotencyKey: checkoutKey() }),
      'suspended',
    );
    expectGated(
      await as(tokens.trader, `/api/trading-accounts/${accountId}/positions`, EURUSD_BUY),
      'suspended',
    );
    expectGated(
      await as(tokens.trader, `/api/trading-accounts/${accountId}/positions/${position.id}/close`),
      'suspended',
    );
    // Checked before the input: a gated trader learns nothing about the body or someone else's ids.
    expectGated(await as(tokens.trader, '/api/me/payouts', { nonsense: true }), 'suspended');

    expect((await setStatus('pending')).statusCode).toBe(200);
    expectGated(await as(tokens.trader, '/api/orders', { planId, idempotencyKey: checkoutKey() }), 'pending');

    expect((await setStatus('active')).statusCode).toBe(200);
    const reopened = await as(
      tokens.trader,
      `/api/trading-accounts/${accountId}/positions/${position.id}/close`,
    );
    expect(reopened.statusCode).toBe(200);
  });

  it('still lets the trader read their accounts while the firm is suspended', async () => {
    expect((await setStatus('suspended')).statusCode).toBe(200);
    const read = await handle.app().inject({
      method: 'GET',
      url: `/api/trading-accounts/${accountId}`,
      headers: bearer(tokens.trader),
    });
    expect(read.statusCode).toBe(200);
    const payouts = await handle
      .app()
      .inject({ method: 'GET', url: '/api/me/payouts', headers: bearer(tokens.trader) });
    expect(payouts.statusCode).toBe(200);
    expect((await setStatus('active')).statusCode).toBe(200);
  });

  it('lets a platform admin change and read the suspended firm (the gate is for its traders)', async () => {
    expect((await setStatus('suspended')).statusCode).toBe(200);
    const details = await handle.app().inject({
      method: 'GET',
      url: `/api/organizations/${firm.id}`,
      headers: bearer(tokens.admin),
    });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({ status: 'suspended' });
    expect((await setStatus('active')).statusCode).toBe(200);
  });
});
