import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  ZAccountHistory,
  ZDealPage,
  ZStaffAccountDetail,
  ZStaffAccountPage,
  ZTradingAccountDetail,
} from '@propdesk/shared/contracts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { HOUR_MS, OPENED_AT, useDisputeFirm, type TDisputePerson } from '../../test/dispute-firm.ts';
import { Deal } from './deal.entity.ts';
import { TradingAccount } from './trading-account.entity.ts';

const DAY_MS = 24 * HOUR_MS;

describe.each(TEST_DRIVERS)('the firm’s accounts as staff read them (%s)', (driver) => {
  const firm = useDisputeFirm(driver, `staff_accounts_${driver}`);
  const ids = { challenge: '', breached: '', oneStep: '', simulator: '', neighbours: '', foreign: '' };
  const inFirm = (path: string) => `/organizations/${firm.firm().id}${path}`;
  const page = async (who: TDisputePerson, query: string) => {
    const response = await firm.inject(who, 'GET', inFirm(`/trading-accounts?${query}`));
    expect(response.statusCode).toBe(200);
    return ZStaffAccountPage.parse(response.json());
  };
  const idsOf = (query: string) => page('owner', query).then((list) => list.accounts.map(({ id }) => id));

  beforeAll(async () => {
    ids.challenge = await firm.openAccount();
    ids.breached = await firm.openAccount();
    ids.oneStep = await firm.openAccount({ program: 'one_step' });
    ids.simulator = await firm.openAccount({ platform: 'simulator' });
    ids.neighbours = await firm.openAccount({ who: 'neighbour' });
    ids.foreign = await firm.openAccount({ who: 'otherOwner', organization: firm.other() });
    // $25,000 2-step: equity $22,000 is under the $23,000 floor, two hours after the opening.
    await firm.markEquity(ids.breached, OPENED_AT + HOUR_MS, 2_200_000);
    await firm.evaluate(ids.challenge, [
      { type: 'deal_opened', id: 'o1', at: OPENED_AT + 10 * 60_000, positionId: 'p1' },
      { type: 'deal_closed', id: 'c1', at: OPENED_AT + 20 * 60_000, positionId: 'p1', profitMinor: 50_000 },
    ]);
    const em = firm.em();
    const account = await em.findOneOrFail(TradingAccount, { id: ids.challenge });
    em.create(Deal, {
      account,
      externalId: 'staff-deal-1',
      positionId: 'p1',
      symbol: 'EURUSD',
      side: 'buy',
      volume: 1,
      price: 1.1,
      entry: 'out',
      profitMinor: 50_000,
      executedAt: new Date(OPENED_AT + 20 * 60_000),
    });
    await em.flush();
  });

  it('lists every account of the firm, none of another’s, with the trader and the figures', async () => {
    const list = await page('owner', '');
    expect(list.total).toBe(5);
    expect(list.accounts.map(({ id }) => id)).not.toContain(ids.foreign);
    const challenge = list.accounts.find(({ id }) => id === ids.challenge);
    expect(challenge).toMatchObject({
      program: 'two_step',
      phaseKind: 'challenge',
      status: 'active',
      platform: 'mt5',
      currency: 'USD',
      accountSizeMinor: 2_500_000,
      balanceMinor: 2_550_000,
      isBreachedToday: false,
      openedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      trader: { id: firm.users.trader.id, name: 'Tess Tester', email: firm.users.trader.email },
    });
    expect(list.accounts.find(({ id }) => id === ids.breached)).toMatchObject({
      status: 'failed',
      equityMinor: 2_200_000,
      isBreachedToday: true,
    });
  });

  it('filters by program, phase, status (breached: failed or paused), platform and breached today', async () => {
    expect(await idsOf('program=one_step')).toEqual([ids.oneStep]);
    expect((await idsOf('phase=challenge')).sort()).toEqual(
      [ids.challenge, ids.breached, ids.oneStep, ids.simulator, ids.neighbours].sort(),
    );
    expect(await idsOf('phase=funded')).toEqual([]);
    expect(await idsOf('status=breached')).toEqual([ids.breached]);
    expect(await idsOf('status=failed&breachedToday=true')).toEqual([ids.breached]);
    expect(await idsOf('platform=simulator')).toEqual([ids.simulator]);
    expect(await idsOf('breachedToday=false')).not.toContain(ids.breached);
  });

  it('“breached today” lasts until the reset that ends the breach’s trading day (midnight in Prague)', async () => {
    const before = firm.clock.current;
    try {
      // The breach fell at 11:00 Prague time on 2 June; its day ends at 00:00 on 3 June (22:00 UTC).
      firm.clock.current = Date.parse('2025-06-02T21:59:00Z');
      expect(await idsOf('breachedToday=true')).toEqual([ids.breached]);
      firm.clock.current = Date.parse('2025-06-02T22:00:00Z');
      expect(await idsOf('breachedToday=true')).toEqual([]);
      firm.clock.current = OPENED_AT + 3 * DAY_MS;
      expect(await idsOf('status=breached&breachedToday=false')).toEqual([ids.breached]);
    } finally {
      firm.clock.current = before;
    }
  });

  it('finds by part of the login, or of the trader’s name or email, whatever the case', async () => {
    const login = (await firm.em().findOneOrFail(TradingAccount, { id: ids.oneStep })).login;
    expect(await idsOf(`search=${encodeURIComponent(login.slice(-6).toLowerCase())}`)).toContain(ids.oneStep);
    expect(await idsOf('search=nina')).toEqual([ids.neighbours]);
    expect(await idsOf('search=NEIGHBOUR%40')).toEqual([ids.neighbours]);
    expect(await idsOf('search=ess%20tes')).toHaveLength(4);
    // A wildcard in the search is a character to find, not a pattern; quotes and the escape character too.
    for (const search of ['%', '_', '\\', "o'", '\\%']) {
      expect(await idsOf(`search=${encodeURIComponent(search)}`)).toEqual([]);
    }
    expect(await idsOf('search=_tester')).toEqual([]);
  });

  it('sorts and pages: the total counts every match, each page holds its share', async () => {
    const byBalance = await page('owner', 'sort=balance&order=asc');
    const balances = byBalance.accounts.map(({ balanceMinor }) => balanceMinor);
    expect(balances).toEqual([...balances].sort((a, b) => a - b));
    const first = await page('owner', 'sort=trader&order=desc&pageSize=2');
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.accounts).toHaveLength(2);
    expect(first.accounts.every(({ trader }) => trader.name === 'Tess Tester')).toBe(true);
    const last = await page('owner', 'sort=trader&order=desc&pageSize=2&page=3');
    expect(last.accounts.map(({ trader }) => trader.name)).toEqual(['Nina Neighbour']);
    expect(await page('owner', 'pageSize=2&page=9')).toMatchObject({ total: 5, accounts: [] });
  });

  it('refuses bad filters (400)', async () => {
    for (const query of ['status=lost', 'pageSize=101', 'sort=size_desc', 'breachedToday=yes', 'page=0']) {
      const response = await firm.inject('owner', 'GET', inFirm(`/trading-accounts?${query}`));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    }
  });

  it('shows one account as its trader’s page does, with the trader, and the same history and deals', async () => {
    const staff = ZStaffAccountDetail.parse(
      (await firm.inject('manager', 'GET', inFirm(`/trading-accounts/${ids.breached}`))).json(),
    );
    const own = ZTradingAccountDetail.parse(
      (await firm.inject('trader', 'GET', `/trading-accounts/${ids.breached}`)).json(),
    );
    expect(staff).toEqual({
      ...own,
      trader: { id: firm.users.trader.id, name: 'Tess Tester', email: firm.users.trader.email },
    });
    expect(staff.breaches).toHaveLength(1);
    for (const path of ['/history', '/deals?pageSize=5']) {
      const forStaff = await firm.inject('owner', 'GET', inFirm(`/trading-accounts/${ids.challenge}${path}`));
      const forTrader = await firm.inject('trader', 'GET', `/trading-accounts/${ids.challenge}${path}`);
      expect(forStaff.statusCode).toBe(200);
      expect(forStaff.json()).toEqual(forTrader.json());
    }
    expect(
      ZDealPage.parse(
        (await firm.inject('owner', 'GET', inFirm(`/trading-accounts/${ids.challenge}/deals`))).json(),
      ).total,
    ).toBe(1);
    expect(
      ZAccountHistory.parse(
        (await firm.inject('owner', 'GET', inFirm(`/trading-accounts/${ids.breached}/history`))).json(),
      ).equity.length,
    ).toBeGreaterThan(0);
  });

  it('lets a platform admin read any firm’s accounts', async () => {
    expect((await page('platformAdmin', '')).total).toBe(5);
    const detail = await firm.inject('platformAdmin', 'GET', inFirm(`/trading-accounts/${ids.challenge}`));
    expect(detail.statusCode).toBe(200);
  });

  it('refuses the firm’s agent and traders (403) and another firm’s owner (404), on every route', async () => {
    const paths = [
      '/trading-accounts',
      `/trading-accounts/${ids.challenge}`,
      `/trading-accounts/${ids.challenge}/history`,
      `/trading-accounts/${ids.challenge}/deals`,
    ];
    for (const path of paths) {
      expect((await firm.inject('agent', 'GET', inFirm(path))).statusCode).toBe(403);
      expect((await firm.inject('trader', 'GET', inFirm(path))).statusCode).toBe(403);
      expect((await firm.inject('otherOwner', 'GET', inFirm(path))).statusCode).toBe(404);
      // Their own firm's path does not reach this firm's account either.
      if (path !== '/trading-accounts') {
        const own = `/organizations/${firm.other().id}${path}`;
        expect((await firm.inject('otherOwner', 'GET', own)).statusCode).toBe(404);
      }
    }
    expect((await firm.inject('owner', 'GET', inFirm(`/trading-accounts/${ids.foreign}`))).statusCode).toBe(
      404,
    );
    expect((await firm.inject('owner', 'GET', '/organizations/nope/trading-accounts')).statusCode).toBe(404);
    expect((await firm.inject('owner', 'GET', inFirm('/trading-accounts/nope'))).statusCode).toBe(400);
  });
  it('says which failed account a reset account resets, and which account reset a failed one', async () => {
    // As a paid reset leaves them (docs: Domain rules › Resets): the fresh account points at the failed one.
    await firm.em().nativeUpdate(TradingAccount, { id: ids.oneStep }, { resetOf: ids.breached });
    const breached = await firm.em().findOneOrFail(TradingAccount, { id: ids.breached });
    const reset = ZStaffAccountDetail.parse(
      (await firm.inject('manager', 'GET', inFirm(`/trading-accounts/${ids.oneStep}`))).json(),
    );
    expect(reset).toMatchObject({
      resetOf: { accountId: ids.breached, login: breached.login },
      resetAccountId: null,
    });
    const failed = ZStaffAccountDetail.parse(
      (await firm.inject('manager', 'GET', inFirm(`/trading-accounts/${ids.breached}`))).json(),
    );
    expect(failed).toMatchObject({ resetOf: null, resetAccountId: ids.oneStep });
  });
});
