import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  ZAccountHistory,
  ZActivityList,
  ZApiErrorBody,
  ZDealPage,
  ZDispute,
  ZTradingAccountDetail,
  ZTradingAccountPage,
} from '@propdesk/shared/contracts';
import { bearer, createTestAccount, signInAs } from '../../test/auth-fixtures.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { buyAccount, createSellingOrganization } from '../../test/trading-fixtures.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { Breach } from './breach.entity.ts';
import { createInProcessAccountChangeBus } from './account-changes.ts';
import { createAccountEvaluator } from './account-evaluation.ts';
import { Deal } from './deal.entity.ts';
import { TradingAccount } from './trading-account.entity.ts';

describe.each(TEST_DRIVERS)('trading account pages (%s)', (driver) => {
  const handle = useTestApp(driver, 'trading_accounts');
  const tokens = { trader: '', neighbour: '', foreign: '', admin: '' };
  const ids = { active: '', failed: '', instant: '', breach: '' };

  const em = () => handle.database().orm.em.fork();
  const get = (url: string, token: string) =>
    handle.app().inject({ method: 'GET', url, headers: bearer(token) });
  const dispute = (token: string, accountId: string, breachId: string, message: string) =>
    handle.app().inject({
      method: 'POST',
      url: `/api/trading-accounts/${accountId}/breaches/${breachId}/disputes`,
      headers: bearer(token),
      payload: { message },
    });

  beforeAll(async () => {
    const manager = em();
    const own = await createSellingOrganization(manager, 'pages-firm');
    const other = await createSellingOrganization(manager, 'pages-other');
    await createTestAccount(manager, { email: 'pages.trader@example.com', organization: own.organization });
    await createTestAccount(manager, {
      email: 'pages.neighbour@example.com',
      organization: own.organization,
    });
    await createTestAccount(manager, {
      email: 'pages.foreign@example.com',
      organization: other.organization,
    });
    await createTestAccount(manager, { email: 'pages.admin@example.com', role: 'admin', portalType: null });
    const app = handle.app();
    tokens.trader = (await signInAs(app, { email: 'pages.trader@example.com' })).accessToken;
    tokens.neighbour = (await signInAs(app, { email: 'pages.neighbour@example.com' })).accessToken;
    tokens.foreign = (await signInAs(app, { email: 'pages.foreign@example.com' })).accessToken;
    tokens.admin = (await signInAs(app, { email: 'pages.admin@example.com', portal: 'admin' })).accessToken;
    ids.active = await buyAccount(app, tokens.trader, own.plans.two_step.id);
    ids.failed = await buyAccount(app, tokens.trader, own.plans.two_step.id);
    ids.instant = await buyAccount(app, tokens.trader, own.plans.instant.id);

    // History for the active account: a deal opened and closed with a profit.
    const evaluator = createAccountEvaluator({ changes: createInProcessAccountChangeBus() });
    const active = await em().findOneOrFail(TradingAccount, { id: ids.active });
    const openedAt = active.engineState.startedAt + 60_000;
    await evaluator.evaluate({
      em: em(),
      accountId: ids.active,
      collectEvents: (tx, account) => {
        tx.create(Deal, {
          account,
          externalId: 'd-in',
          positionId: 'p1',
          symbol: 'EURUSD',
          side: 'buy',
          volume: 1,
          price: 1.085,
          entry: 'in',
          executedAt: new Date(openedAt),
        });
        tx.create(Deal, {
          account,
          externalId: 'd-out',
          positionId: 'p1',
          symbol: 'EURUSD',
          side: 'buy',
          volume: 1,
          price: 1.087,
          entry: 'out',
          profitMinor: 20_000,
          executedAt: new Date(openedAt + 120_000),
        });
        return [
          { type: 'deal_opened', id: 'd-in', at: openedAt, positionId: 'p1' },
          { type: 'deal_closed', id: 'd-out', at: openedAt + 120_000, positionId: 'p1', profitMinor: 20_000 },
        ];
      },
    });
    // The other one breaches its daily loss.
    const failed = await em().findOneOrFail(TradingAccount, { id: ids.failed });
    await evaluator.evaluate({
      em: em(),
      accountId: ids.failed,
      collectEvents: () => [
        {
          type: 'equity_update',
          id: 'crash',
          at: failed.engineState.startedAt + 60_000,
          equityMinor: 2_300_000,
          isEstimate: false,
        },
      ],
    });
    ids.breach = (await em().findOneOrFail(Breach, { account: ids.failed })).id;
  });

  it('lists the trader’s accounts with live figures, filtered and paginated', async () => {
    const all = ZTradingAccountPage.parse((await get('/api/trading-accounts', tokens.trader)).json());
    expect(all.total).toBe(3);
    const active = all.accounts.find((account) => account.id === ids.active);
    expect(active).toMatchObject({
      status: 'active',
      phaseKind: 'challenge',
      balanceMinor: 2_520_000,
      dailyRoomMinor: 145_000,
    });
    expect(active?.profitTargetProgressPercent).toBeCloseTo(8);
    const failed = ZTradingAccountPage.parse(
      (await get('/api/trading-accounts?status=failed', tokens.trader)).json(),
    );
    expect(failed.accounts.map((account) => account.id)).toEqual([ids.failed]);
    const instant = ZTradingAccountPage.parse(
      (await get('/api/trading-accounts?program=instant', tokens.trader)).json(),
    );
    expect(instant.accounts.map((account) => account.id)).toEqual([ids.instant]);
    const paged = ZTradingAccountPage.parse(
      (await get('/api/trading-accounts?page=2&pageSize=2', tokens.trader)).json(),
    );
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.accounts).toHaveLength(1);
    expect(
      ZTradingAccountPage.parse((await get('/api/trading-accounts', tokens.neighbour)).json()).total,
    ).toBe(0);
  });

  it('describes an account: frozen rules, the engine snapshot with rule texts, and its breach report', async () => {
    const detail = ZTradingAccountDetail.parse(
      (await get(`/api/trading-accounts/${ids.active}`, tokens.trader)).json(),
    );
    expect(detail.ruleSetVersion).toBe(1);
    expect(detail.snapshot).toMatchObject({
      balanceMinor: 2_520_000,
      tradingDays: { counted: 1, minimum: 4 },
    });
    expect(detail.snapshot.day.msToReset).toBeGreaterThan(0);
    expect(detail.snapshot.rules.map((text) => text.rule)).toEqual(
      expect.arrayContaining(['daily_loss', 'max_loss', 'profit_target']),
    );
    expect(detail.breaches).toEqual([]);

    const failed = ZTradingAccountDetail.parse(
      (await get(`/api/trading-accounts/${ids.failed}`, tokens.trader)).json(),
    );
    expect(failed.account.status).toBe('failed');
    expect(failed.breaches).toHaveLength(1);
    expect(failed.breaches[0]).toMatchObject({ rule: 'daily_loss', severity: 'hard', dispute: null });
    expect(failed.breaches[0]?.report.floorMinor).toBe(2_375_000);
    expect(failed.breaches[0]?.report.formula.text).toContain('$23,750.00');
  });

  it('answers the history and the deals of an account', async () => {
    const history = ZAccountHistory.parse(
      (await get(`/api/trading-accounts/${ids.active}/history`, tokens.trader)).json(),
    );
    expect(history.equity.length).toBeGreaterThanOrEqual(1);
    expect(history.equity[0]?.balanceMinor).toBe(2_500_000);
    const deals = ZDealPage.parse(
      (await get(`/api/trading-accounts/${ids.active}/deals?pageSize=1`, tokens.trader)).json(),
    );
    expect(deals).toMatchObject({ total: 2, pageSize: 1 });
    expect(deals.deals[0]).toMatchObject({ entry: 'out', profitMinor: 20_000, symbol: 'EURUSD' });
  });

  it('feeds recent activity, newest first', async () => {
    const { activities } = ZActivityList.parse(
      (await get('/api/trading-activity?limit=10', tokens.trader)).json(),
    );
    expect(activities.map((activity) => activity.kind)).toEqual(
      expect.arrayContaining(['account_opened', 'breach']),
    );
    const times = activities.map((activity) => Date.parse(activity.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(
      ZActivityList.parse((await get('/api/trading-activity', tokens.neighbour)).json()).activities,
    ).toEqual([]);
  });

  it('takes one dispute per breach', async () => {
    const tooShort = await dispute(tokens.trader, ids.failed, ids.breach, 'Unfair');
    expect(tooShort.statusCode).toBe(400);
    const created = await dispute(
      tokens.trader,
      ids.failed,
      ids.breach,
      'The price spike at that moment was a feed error.',
    );
    expect(created.statusCode).toBe(201);
    expect(ZDispute.parse(created.json()).status).toBe('open');
    const again = await dispute(
      tokens.trader,
      ids.failed,
      ids.breach,
      'The price spike at that moment was a feed error.',
    );
    expect(again.statusCode).toBe(409);
    expect(ZApiErrorBody.parse(again.json()).error.code).toBe('DISPUTE_EXISTS');
    const detail = ZTradingAccountDetail.parse(
      (await get(`/api/trading-accounts/${ids.failed}`, tokens.trader)).json(),
    );
    expect(detail.breaches[0]?.dispute?.status).toBe('open');
    // A breach of another account of the same trader is not found under this one.
    expect(
      (
        await dispute(
          tokens.trader,
          ids.active,
          ids.breach,
          'The price spike at that moment was a feed error.',
        )
      ).statusCode,
    ).toBe(404);
  });

  it('refuses bad input, staff, and other traders in this firm or another', async () => {
    expect((await get('/api/trading-accounts/not-an-id', tokens.trader)).statusCode).toBe(400);
    expect((await get('/api/trading-accounts?status=sleeping', tokens.trader)).statusCode).toBe(400);
    expect((await get('/api/trading-activity?limit=500', tokens.trader)).statusCode).toBe(400);
    expect((await get('/api/trading-accounts', tokens.admin)).statusCode).toBe(403);
    for (const token of [tokens.neighbour, tokens.foreign]) {
      expect((await get(`/api/trading-accounts/${ids.active}`, token)).statusCode).toBe(404);
      expect((await get(`/api/trading-accounts/${ids.active}/history`, token)).statusCode).toBe(404);
      expect((await get(`/api/trading-accounts/${ids.active}/deals`, token)).statusCode).toBe(404);
      expect((await dispute(token, ids.failed, ids.breach, 'x')).statusCode).toBe(404);
    }
  });
});
