import { beforeAll, describe, expect, it } from '@jest/globals';
import { ZOrganizationDashboard, type TOrganizationDashboard } from '@propdesk/shared/contracts';
import { bearer, createTestAccount, signInAs, TEST_TOTP_SECRET } from '../../test/auth-fixtures.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { usePayoutFirm } from '../../test/payout-firm.ts';
import { Plan } from '../plans/index.ts';
import { DASHBOARD_NOW, seedDashboardData } from '../../test/dashboard-data.ts';

/** The days of a series on which anything happened. */
function busyDays(dashboard: TOrganizationDashboard) {
  return dashboard.series.filter(
    (day) => day.newClients + day.breaches + day.revenue.length + day.payoutsPaid.length > 0,
  );
}

describe.each(TEST_DRIVERS)('organization dashboard (%s)', (driver) => {
  const firm = usePayoutFirm(driver, `dashboard_${driver}`);
  let adminToken = '';

  beforeAll(async () => {
    const em = firm.em();
    const plansOf = async (organizationId: string) => {
      const plans = await em.find(Plan, { organization: organizationId });
      return Object.fromEntries(plans.map((plan) => [plan.program, plan])) as never;
    };
    await seedDashboardData(em, {
      firm: { organization: firm.firm(), plans: await plansOf(firm.firm().id) },
      other: { organization: firm.other(), plans: await plansOf(firm.other().id) },
      trader: firm.users.trader,
      neighbour: firm.users.neighbour,
    });
    firm.clock.current = DASHBOARD_NOW;
    const email = `admin@dashboard-${driver}.example.com`;
    await createTestAccount(em, { email, role: 'admin', portalType: null });
    adminToken = (await signInAs(firm.handle.app(), { email, portal: 'admin', totpSecret: TEST_TOTP_SECRET }))
      .accessToken;
  });

  const path = (query = '') => `/organizations/${firm.firm().id}/dashboard${query}`;
  const read = async (query = '') => {
    const response = await firm.inject('manager', 'GET', path(query));
    expect(response.statusCode).toBe(200);
    return ZOrganizationDashboard.parse(response.json());
  };

  it('counts the last 30 days by default: clients, accounts, pass rates, revenue, payouts, breaches', async () => {
    const dashboard = await read();
    expect(dashboard.range).toEqual({ from: '2025-05-22', to: '2025-06-20' });
    expect(dashboard.asOf).toBe('2025-06-20T12:00:00.000Z');
    // The 4 clients Client Management lists (the other firm's left out); 1 joined since 14 June.
    expect(dashboard.clients).toEqual({
      total: 4,
      newLast7Days: 1,
      joinedSince7Days: '2025-06-14',
      newLast30Days: 2,
      joinedSince30Days: '2025-05-22',
      kycSubmitted: 1,
      funded: 2,
    });
    expect(dashboard.activeAccounts).toEqual([
      { program: 'one_step', phase: 'challenge', count: 1 },
      { program: 'two_step', phase: 'challenge', count: 1 },
      { program: 'two_step', phase: 'funded', count: 1 },
      { program: 'two_step', phase: 'verification', count: 1 },
    ]);
    // 2-step: 1 passed of 3 ended (passed, failed, expired); the failed funded account is no evaluation.
    expect(dashboard.passRates).toEqual([
      { program: 'one_step', passed: 1, decided: 1 },
      { program: 'two_step', passed: 1, decided: 3 },
    ]);
    // $99 + $199 on 19 June and $49 at 00:00 on 22 June; the refund and 21 June 23:59:59 left out.
    expect(dashboard.revenue).toEqual([
      { currency: 'USD', count: 3, amountMinor: 34_700 },
      { currency: 'EUR', count: 1, amountMinor: 14_900 },
    ]);
    expect(dashboard.payouts).toEqual({
      requested: [{ currency: 'USD', count: 2, amountMinor: 99_900 }],
      approved: [{ currency: 'USD', count: 1, amountMinor: 50_000 }],
      paid: [{ currency: 'USD', count: 2, amountMinor: 40_000 }],
    });
    // 01:00, 09:00 and 11:00 UTC today on two accounts; 23:59:59 yesterday is not today.
    expect(dashboard.breachesToday).toEqual({ day: '2025-06-20', breaches: 3, accounts: 2 });
  });

  it('answers one entry per day of the range with the daily new clients, revenue, breaches and payouts', async () => {
    const dashboard = await read();
    expect(dashboard.series).toHaveLength(30);
    expect(dashboard.series[0]?.day).toBe('2025-05-22');
    expect(dashboard.series.at(-1)?.day).toBe('2025-06-20');
    const usd = (count: number, amountMinor: number) => [{ currency: 'USD', count, amountMinor }];
    expect(busyDays(dashboard)).toEqual([
      { day: '2025-05-22', newClients: 0, breaches: 0, revenue: usd(1, 4_900), payoutsPaid: [] },
      { day: '2025-06-05', newClients: 0, breaches: 1, revenue: [], payoutsPaid: [] },
      {
        day: '2025-06-10',
        newClients: 1,
        breaches: 0,
        revenue: [{ currency: 'EUR', count: 1, amountMinor: 14_900 }],
        payoutsPaid: [],
      },
      { day: '2025-06-18', newClients: 0, breaches: 0, revenue: [], payoutsPaid: usd(2, 40_000) },
      { day: '2025-06-19', newClients: 1, breaches: 1, revenue: usd(2, 29_800), payoutsPaid: [] },
      { day: '2025-06-20', newClients: 0, breaches: 3, revenue: [], payoutsPaid: [] },
    ]);
  });

  it('reads a chosen range of days, both ends included', async () => {
    const dashboard = await read('?from=2025-06-18&to=2025-06-19');
    expect(dashboard.range).toEqual({ from: '2025-06-18', to: '2025-06-19' });
    expect(dashboard.series.map((day) => day.day)).toEqual(['2025-06-18', '2025-06-19']);
    expect(dashboard.revenue).toEqual([{ currency: 'USD', count: 2, amountMinor: 29_800 }]);
    expect(dashboard.passRates).toEqual([]);
    expect(dashboard.payouts.paid).toEqual([{ currency: 'USD', count: 2, amountMinor: 40_000 }]);
    // Figures of "now" do not depend on the range.
    expect(dashboard.breachesToday.breaches).toBe(3);
    expect(dashboard.payouts.requested).toEqual([{ currency: 'USD', count: 2, amountMinor: 99_900 }]);
    expect((await read('?from=2024-06-20&to=2025-06-20')).series).toHaveLength(366);
  });

  it('refuses a bad range with 400', async () => {
    for (const query of [
      '?from=2025-06-20&to=2025-06-19',
      '?from=2025-06-01',
      '?to=2025-06-01',
      '?from=2024-06-19&to=2025-06-20',
      '?from=2025-02-30&to=2025-03-01',
      '?from=20250601&to=20250602',
      '?from=1999-12-31&to=2000-01-01',
    ]) {
      const response = await firm.inject('owner', 'GET', path(query));
      expect([query, response.statusCode]).toEqual([query, 400]);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('is for the firm’s owner, admins and managers and platform admins: agents and traders 403, others 404', async () => {
    expect((await firm.inject('owner', 'GET', path())).statusCode).toBe(200);
    // An admin of the firm, but signed in without the second factor their role needs.
    expect((await firm.inject('passwordOnlyAdmin', 'GET', path())).json()).toMatchObject({
      error: { code: 'SECOND_FACTOR_REQUIRED' },
    });
    expect((await firm.inject('agent', 'GET', path())).statusCode).toBe(403);
    expect((await firm.inject('trader', 'GET', path())).statusCode).toBe(403);
    expect((await firm.inject('otherOwner', 'GET', path())).statusCode).toBe(404);
    // Another firm's owner asking with a bad range still learns nothing but 404.
    expect((await firm.inject('otherOwner', 'GET', path('?from=x'))).statusCode).toBe(404);
    expect((await firm.inject('owner', 'GET', '/organizations/nope/dashboard')).statusCode).toBe(404);
    const unknown = '/organizations/00000000-0000-4000-8000-000000000000/dashboard';
    expect((await firm.inject('owner', 'GET', unknown)).statusCode).toBe(404);
    const admin = await firm.handle
      .app()
      .inject({ method: 'GET', url: `/api${path()}`, headers: bearer(adminToken) });
    expect(admin.statusCode).toBe(200);
    expect(ZOrganizationDashboard.parse(admin.json()).clients.total).toBe(4);
    expect((await firm.handle.app().inject({ method: 'GET', url: `/api${path()}` })).statusCode).toBe(401);
  });

  it('counts only the other firm’s own rows for its owner', async () => {
    const response = await firm.inject('otherOwner', 'GET', `/organizations/${firm.other().id}/dashboard`);
    const dashboard = ZOrganizationDashboard.parse(response.json());
    expect(dashboard.clients).toMatchObject({ total: 1, kycSubmitted: 1, funded: 1 });
    expect(dashboard.revenue).toEqual([{ currency: 'USD', count: 1, amountMinor: 99_900 }]);
    expect(dashboard.payouts.requested).toEqual([{ currency: 'USD', count: 1, amountMinor: 12_345 }]);
    expect(dashboard.breachesToday).toMatchObject({ breaches: 1, accounts: 1 });
    expect(dashboard.passRates).toEqual([{ program: 'two_step', passed: 1, decided: 1 }]);
  });
});
