import { beforeAll, describe, expect, it } from '@jest/globals';
import { ZApiErrorBody, ZSimulatorPosition } from '@propdesk/shared/contracts';
import { DEFAULT_SIMULATOR_SEED } from '../../config/app-config.ts';
import { createManualClock } from '../../infra/clock.ts';
import { bearer, createTestAccount, signInAs } from '../../test/auth-fixtures.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { buyAccount, createSellingOrganization, openPlatformAccount } from '../../test/trading-fixtures.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import {
  Breach,
  createAccountEvaluator,
  createInProcessAccountChangeBus,
  Deal,
  TradingAccount,
} from '../trading-accounts/index.ts';
import { floatingProfitMinor, quoteAt } from './market/index.ts';
import { SimulatorPosition } from './simulator-position.entity.ts';
import { markSimulatorAccount, type TSimulator } from './simulator.service.ts';

const MINUTE = 60_000;

describe.each(TEST_DRIVERS)('the simulator platform (%s)', (driver) => {
  // A clock that stands still: every quote and every stop below is exact.
  const clock = createManualClock(Date.parse('2026-11-24T09:00:00Z'));
  const handle = useTestApp(driver, 'simulator', { clock });
  const tokens = { trader: '', neighbour: '', admin: '' };
  const ids = { account: '', mt5: '', second: '', plan: '' };
  let simulator: TSimulator;

  const em = () => handle.database().orm.em.fork();
  const place = (token: string, accountId: string, payload: object) =>
    handle.app().inject({
      method: 'POST',
      url: `/api/trading-accounts/${accountId}/positions`,
      headers: bearer(token),
      payload,
    });
  const close = (token: string, accountId: string, positionId: string) =>
    handle.app().inject({
      method: 'POST',
      url: `/api/trading-accounts/${accountId}/positions/${positionId}/close`,
      headers: bearer(token),
    });
  const tick = (accountId: string) =>
    markSimulatorAccount({ orm: handle.database().orm, accountId, simulator });

  beforeAll(async () => {
    const manager = em();
    const { organization, plans } = await createSellingOrganization(manager, 'simulator-firm');
    const trader = await createTestAccount(manager, { email: 'sim.trader@example.com', organization });
    await createTestAccount(manager, { email: 'sim.neighbour@example.com', organization });
    await createTestAccount(manager, { email: 'sim.admin@example.com', role: 'admin', portalType: null });
    const app = handle.app();
    tokens.trader = (await signInAs(app, { email: 'sim.trader@example.com' })).accessToken;
    tokens.neighbour = (await signInAs(app, { email: 'sim.neighbour@example.com' })).accessToken;
    tokens.admin = (await signInAs(app, { email: 'sim.admin@example.com', portal: 'admin' })).accessToken;
    ids.plan = plans.two_step.id;
    ids.account = await buyAccount(app, tokens.trader, plans.two_step.id);
    ids.second = await buyAccount(app, tokens.trader, plans.two_step.id);
    ids.mt5 = (
      await openPlatformAccount(em(), {
        organization,
        trader,
        plan: plans.two_step,
        platform: 'mt5',
        startedAt: clock.now(),
      })
    ).id;
    simulator = {
      evaluator: createAccountEvaluator({ changes: createInProcessAccountChangeBus() }),
      clock,
      seed: DEFAULT_SIMULATOR_SEED,
    };
  });

  it('answers every instrument’s quote', async () => {
    const response = await handle
      .app()
      .inject({ method: 'GET', url: '/api/simulator/quotes', headers: bearer(tokens.trader) });
    const { quotes } = response.json<{ quotes: { symbol: string; bid: number; ask: number }[] }>();
    expect(quotes.map((quote) => quote.symbol)).toEqual(expect.arrayContaining(['GOLD', 'EURUSD', 'DJI']));
    for (const quote of quotes) expect(quote.ask).toBeGreaterThan(quote.bid);
  });

  it('fills a market order at the ask, books the opening deal and counts the trading day', async () => {
    const response = await place(tokens.trader, ids.account, { symbol: 'EURUSD', side: 'buy', volume: 0.5 });
    expect(response.statusCode).toBe(201);
    const position = ZSimulatorPosition.parse(response.json());
    expect(position.openPrice).toBe(quoteAt(DEFAULT_SIMULATOR_SEED, 'EURUSD', clock.now()).ask);
    expect(position.floatingProfitMinor).toBeLessThan(0); // the spread
    const deals = await em().find(Deal, { account: ids.account });
    expect(deals.map((deal) => deal.entry)).toEqual(['in']);
    const account = await em().findOneOrFail(TradingAccount, { id: ids.account });
    expect(account.engineState.tradingDaysCounted).toBe(1);
    const list = await handle.app().inject({
      method: 'GET',
      url: `/api/trading-accounts/${ids.account}/positions`,
      headers: bearer(tokens.trader),
    });
    expect(list.json<{ positions: unknown[] }>().positions).toHaveLength(1);

    const closed = ZSimulatorPosition.parse((await close(tokens.trader, ids.account, position.id)).json());
    expect(closed).toMatchObject({
      closeReason: 'trader',
      closePrice: quoteAt(DEFAULT_SIMULATOR_SEED, 'EURUSD', clock.now()).bid,
    });
    const after = await em().findOneOrFail(TradingAccount, { id: ids.account });
    expect(after.balanceMinor).toBe(2_500_000 + (closed.profitMinor ?? 0));
    const again = await close(tokens.trader, ids.account, position.id);
    expect(again.statusCode).toBe(409);
  });

  it('refuses an order off the volume step, an unknown symbol and a stop on the wrong side, field by field', async () => {
    const offStep = await place(tokens.trader, ids.account, { symbol: 'EURUSD', side: 'buy', volume: 0.015 });
    expect(offStep.statusCode).toBe(400);
    const body = ZApiErrorBody.parse(offStep.json());
    expect(body.error.details).toMatchObject({ issues: [expect.objectContaining({ path: '/volume' })] });
    expect(
      (await place(tokens.trader, ids.account, { symbol: 'NOPE', side: 'buy', volume: 1 })).statusCode,
    ).toBe(400);
    const bid = quoteAt(DEFAULT_SIMULATOR_SEED, 'EURUSD', clock.now()).bid;
    const wrongStop = await place(tokens.trader, ids.account, {
      symbol: 'EURUSD',
      side: 'buy',
      volume: 1,
      stopLoss: Number((bid + 0.01).toFixed(5)),
    });
    expect(ZApiErrorBody.parse(wrongStop.json()).error.details).toMatchObject({
      issues: [expect.objectContaining({ path: '/stopLoss' })],
    });
  });

  it('refuses other traders, staff and accounts that do not trade on the simulator', async () => {
    expect(
      (await place(tokens.neighbour, ids.account, { symbol: 'EURUSD', side: 'buy', volume: 1 })).statusCode,
    ).toBe(404);
    expect((await place(tokens.neighbour, ids.account, {})).statusCode).toBe(404);
    expect(
      (await place(tokens.admin, ids.account, { symbol: 'EURUSD', side: 'buy', volume: 1 })).statusCode,
    ).toBe(403);
    const mt5 = await place(tokens.trader, ids.mt5, { symbol: 'EURUSD', side: 'buy', volume: 1 });
    expect(mt5.statusCode).toBe(409);
    expect(ZApiErrorBody.parse(mt5.json()).error.code).toBe('TRADING_NOT_ALLOWED');
  });

  it('closes a position at its stop when the price touches it, then marks the rest to market', async () => {
    const bid = quoteAt(DEFAULT_SIMULATOR_SEED, 'EURUSD', clock.now()).bid;
    const response = await place(tokens.trader, ids.second, {
      symbol: 'EURUSD',
      side: 'buy',
      volume: 0.1,
      stopLoss: Number((bid - 0.0005).toFixed(5)),
      takeProfit: Number((bid + 0.0005).toFixed(5)),
    });
    const position = ZSimulatorPosition.parse(response.json());
    clock.advance(12 * 60 * MINUTE);
    await tick(ids.second);
    const stored = await em().findOneOrFail(SimulatorPosition, { id: position.id });
    expect(stored.status).toBe('closed');
    expect(['stop_loss', 'take_profit']).toContain(stored.closeReason);
    expect(await em().count(Deal, { account: ids.second, entry: 'out' })).toBe(1);
  });

  it('fails the account when a price move takes equity through the daily floor, and closes everything', async () => {
    const accountId = await buyAccount(handle.app(), tokens.trader, ids.plan);
    const opened = ZSimulatorPosition.parse(
      (await place(tokens.trader, accountId, { symbol: 'GOLD', side: 'buy', volume: 20 })).json(),
    );
    // The first minute where 20 lots of gold lose more than the $1,250 the day allows.
    let at = clock.now();
    while (floatingProfitMinor({ ...opened }, quoteAt(DEFAULT_SIMULATOR_SEED, 'GOLD', at)) > -130_000)
      at += MINUTE;
    const other = ZSimulatorPosition.parse(
      (await place(tokens.trader, accountId, { symbol: 'EURUSD', side: 'sell', volume: 0.01 })).json(),
    );
    clock.advance(at - clock.now());
    await tick(accountId);
    const breach = await em().findOneOrFail(Breach, { account: accountId });
    expect(breach.rule).toBe('daily_loss');
    expect((await em().findOneOrFail(TradingAccount, { id: accountId })).status).toBe('failed');
    const positions = await em().find(SimulatorPosition, { account: accountId });
    expect(
      positions
        .map((position) => [
          position.id === other.id ? 'other' : 'gold',
          position.status,
          position.closeReason,
        ])
        .sort(),
    ).toEqual([
      ['gold', 'closed', 'breach'],
      ['other', 'closed', 'breach'],
    ]);
    const refused = await place(tokens.trader, accountId, { symbol: 'EURUSD', side: 'buy', volume: 0.01 });
    expect(refused.statusCode).toBe(409);
  });
});
