import { beforeAll, describe, expect, it } from '@jest/globals';
import { dayKeyOf, findTradingDay, type TTradingDay } from '../../engine/index.ts';
import { signPayload } from '../../infra/signed-payload.ts';
import { bearer, createTestAccount, signInAs } from '../../test/auth-fixtures.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { createSellingOrganization, openPlatformAccount } from '../../test/trading-fixtures.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { Breach, DailyStat, TradingAccount } from '../trading-accounts/index.ts';
import { OrganizationMember } from '../tenancy/index.ts';
import { ZIngestResponse } from './ingestion.schemas.ts';

/**
 * Deals a bridge delivers after the reset that ended the day they were executed in
 * (docs: Domain rules › Trading days): booked in that day, through the webhook, on both databases.
 */
describe.each(TEST_DRIVERS)('late deals through ingestion (%s)', (driver) => {
  const handle = useTestApp(driver, 'late-deals');
  const em = () => handle.database().orm.em.fork();
  let secret = '';
  let login = '';
  let accountId = '';
  let sizeMinor = 0;
  /** Two days ago (with an equity report) and yesterday (quiet), in the firm's reset time zone. */
  let active: TTradingDay;
  let quiet: TTradingDay;

  const deliver = async (events: object[]) => {
    const body = JSON.stringify({ events });
    const response = await handle.app().inject({
      method: 'POST',
      url: '/api/ingest/late-firm',
      headers: {
        'content-type': 'application/json',
        'x-propdesk-signature': signPayload(secret, body, Date.now()),
      },
      payload: body,
    });
    return ZIngestResponse.parse(response.json()).results.map((result) => result.result);
  };
  const iso = (instant: number) => new Date(instant).toISOString();
  const deal = (id: string, entry: 'in' | 'out', executedAt: number, amounts: object = {}) => ({
    id,
    type: 'deal',
    platform: 'mt5',
    login,
    positionId: `position-of-${id}`.replace(/-(in|out)$/, ''),
    symbol: 'EURUSD',
    side: 'buy',
    volume: 1,
    price: 1.085,
    entry,
    executedAt: iso(executedAt),
    ...amounts,
  });
  const equity = (id: string, equityMinor: number, at: number) => ({
    id,
    type: 'equity',
    platform: 'mt5',
    login,
    equityMinor,
    at: iso(at),
  });
  const statOf = (day: TTradingDay) =>
    em().findOne(DailyStat, { account: accountId, dayKey: dayKeyOf(day.dayNumber) });

  beforeAll(async () => {
    const manager = em();
    const { organization, plans } = await createSellingOrganization(manager, 'late-firm');
    const trader = await createTestAccount(manager, { email: 'late.trader@example.com', organization });
    const owner = await createTestAccount(manager, { email: 'late.owner@example.com' });
    manager.create(OrganizationMember, { organization, user: owner, role: 'owner', status: 'active' });
    await manager.flush();
    const reset = { timeZone: 'Europe/Prague', time: '00:00' };
    active = findTradingDay(reset, Date.now() - 2 * 86_400_000);
    quiet = findTradingDay(reset, active.endAt);
    const account = await openPlatformAccount(manager, {
      organization,
      trader,
      plan: plans.two_step,
      platform: 'mt5',
      startedAt: active.startAt + 3_600_000,
    });
    expect(account.rules.reset).toEqual(reset);
    login = account.login;
    accountId = account.id;
    sizeMinor = account.accountSizeMinor;
    const { accessToken } = await signInAs(handle.app(), {
      email: 'late.owner@example.com',
      portal: 'organization',
    });
    secret = (
      await handle.app().inject({
        method: 'POST',
        url: `/api/organizations/${organization.id}/ingestion-key`,
        headers: bearer(accessToken),
      })
    ).json<{ secret: string }>().secret;
  });

  it('books deals of 23:59:50 delivered after the reset in their day: count, closed profit, daily statistics', async () => {
    expect(await deliver([equity('report', sizeMinor, active.startAt + 7_200_000)])).toEqual(['applied']);
    // Today's first report crosses both resets: the active day gets its row, the quiet one none.
    expect(await deliver([equity('morning', sizeMinor, quiet.endAt + 5_000)])).toEqual(['applied']);
    expect(await statOf(active)).toMatchObject({ closedProfitMinor: 0, isCounted: false });
    expect(await statOf(quiet)).toBeNull();

    const late = await deliver([
      deal('late-in', 'in', active.endAt - 70_000),
      deal('late-out', 'out', active.endAt - 10_000, { profitMinor: 20_000 }),
      deal('quiet-in', 'in', quiet.endAt - 10_000, { commissionMinor: 500 }),
    ]);
    expect(late).toEqual(['applied', 'applied', 'applied']);

    const account = await em().findOneOrFail(TradingAccount, { id: accountId });
    expect(account.balanceMinor).toBe(sizeMinor + 20_000 - 500);
    // Two days counted, the days the positions were opened in; today has no deal and no closed profit.
    expect(account.engineState.tradingDaysCounted).toBe(2);
    expect(account.engineState.isDayCounted).toBe(false);
    expect(account.engineState.dayClosedProfitMinor).toBe(0);
    expect(account.engineState.dayStartBalanceMinor).toBe(sizeMinor + 19_500);
    expect(await statOf(active)).toMatchObject({
      startBalanceMinor: sizeMinor,
      endBalanceMinor: sizeMinor + 20_000,
      closedProfitMinor: 20_000,
      isCounted: true,
    });
    expect(await statOf(quiet)).toMatchObject({
      startBalanceMinor: sizeMinor + 20_000,
      endBalanceMinor: sizeMinor + 19_500,
      closedProfitMinor: -500,
      isCounted: true,
    });
    expect(await em().count(DailyStat, { account: accountId })).toBe(2);
    expect(await em().count(Breach, { account: accountId })).toBe(0);
  });

  it('a late deal for an earlier day moves the start and end balance of the later days’ rows', async () => {
    expect(
      await deliver([deal('earlier-out', 'out', active.endAt - 5_000, { profitMinor: -1_000 })]),
    ).toEqual(['applied']);
    expect(await statOf(active)).toMatchObject({
      endBalanceMinor: sizeMinor + 19_000,
      closedProfitMinor: 19_000,
    });
    expect(await statOf(quiet)).toMatchObject({
      startBalanceMinor: sizeMinor + 19_000,
      endBalanceMinor: sizeMinor + 18_500,
    });
    const account = await em().findOneOrFail(TradingAccount, { id: accountId });
    expect(account.engineState.tradingDaysCounted).toBe(2);
    expect(account.engineState.bestDayProfitMinor).toBe(19_000);
  });
});
