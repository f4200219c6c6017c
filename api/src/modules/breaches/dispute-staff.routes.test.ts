import { describe, expect, it } from '@jest/globals';
import { ZDisputeDecisionResult, ZStaffDisputePage } from '@propdesk/shared/contracts';
import { accessTokenWithoutSecondFactor, bearer } from '../../test/auth-fixtures.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { AuditEvent } from '../audit/index.ts';
import { Notification } from '../notifications/index.ts';
import { closingDealIdOf, SimulatorPosition } from '../simulator/index.ts';
import { AccountActivity, Breach, Deal, Dispute, TradingAccount } from '../trading-accounts/index.ts';
import { HOUR_MS, OPENED_AT, useDisputeFirm, type TDisputePerson } from '../../test/dispute-firm.ts';

/** Every column of an account that holds its engine state or a copy of it. */
const STATE_FIELDS = [
  'status',
  'balanceMinor',
  'equityMinor',
  'engineState',
  'lastEventAt',
  'nextResetAt',
  'endedAt',
  'phaseIndex',
  'phaseKind',
] as const;

describe.each(TEST_DRIVERS)('the firm’s review of disputes (%s)', (driver) => {
  const firm = useDisputeFirm(driver, `dispute_staff_${driver}`);
  const inFirm = (path: string) => `/organizations/${firm.firm().id}${path}`;
  const decide = (who: TDisputePerson, disputeId: string, body: Record<string, unknown>) =>
    firm.inject(who, 'POST', inFirm(`/disputes/${disputeId}/decision`), body);
  const stateOf = async (accountId: string) => {
    const account = await firm.em().findOneOrFail(TradingAccount, { id: accountId });
    return Object.fromEntries(STATE_FIELDS.map((field) => [field, account[field]]));
  };

  /**
   * A $25,000 2-step that trades (a $400 win, a position left open, equity $25,600), then fails on a
   * broker equity of $22,000, under both floors (the daily one, $23,750, is higher: the cause), disputed
   * by its trader. `before` is every state column as it was just before the breach.
   */
  const breachedAndDisputed = async () => {
    const accountId = await firm.openAccount();
    await firm.evaluate(accountId, [
      { type: 'deal_opened', id: 'o1', at: OPENED_AT + 5 * 60_000, positionId: 'p1' },
      { type: 'deal_closed', id: 'c1', at: OPENED_AT + 10 * 60_000, positionId: 'p1', profitMinor: 40_000 },
      { type: 'deal_opened', id: 'o2', at: OPENED_AT + 15 * 60_000, positionId: 'p2' },
      {
        type: 'equity_update',
        id: 'e1',
        at: OPENED_AT + 20 * 60_000,
        equityMinor: 2_560_000,
        isEstimate: false,
      },
    ]);
    const before = await stateOf(accountId);
    await firm.markEquity(accountId, OPENED_AT + HOUR_MS, 2_200_000);
    const disputeId = await firm.dispute(accountId);
    return { accountId, disputeId, before };
  };

  it('lists the firm’s disputes with their breach, account and trader, filtered by status', async () => {
    const { accountId, disputeId } = await breachedAndDisputed();
    const page = ZStaffDisputePage.parse(
      (await firm.inject('owner', 'GET', inFirm('/disputes?status=open'))).json(),
    );
    const listed = page.disputes.find(({ id }) => id === disputeId);
    expect(listed).toMatchObject({
      status: 'open',
      message: 'The broker sent a price spike that never traded.',
      resolution: null,
      resolvedByName: null,
      breach: { rule: 'daily_loss', severity: 'hard', at: new Date(OPENED_AT + HOUR_MS).toISOString() },
      account: {
        id: accountId,
        status: 'failed',
        program: 'two_step',
        phaseKind: 'challenge',
        currency: 'USD',
      },
      trader: { id: firm.users.trader.id, name: 'Tess Tester', email: firm.users.trader.email },
    });
    const overturned = ZStaffDisputePage.parse(
      (await firm.inject('owner', 'GET', inFirm('/disputes?status=overturned&pageSize=1'))).json(),
    );
    expect(overturned.disputes.map(({ id }) => id)).not.toContain(disputeId);
    expect((await firm.inject('owner', 'GET', inFirm('/disputes?status=rejected'))).statusCode).toBe(400);
  });

  it('overturning puts the account back exactly as it was before the breach, through the engine', async () => {
    const { accountId, disputeId, before } = await breachedAndDisputed();
    expect(await stateOf(accountId)).toMatchObject({ status: 'failed', equityMinor: 2_200_000 });
    firm.clock.current = OPENED_AT + 3 * HOUR_MS;
    const response = await decide('manager', disputeId, {
      decision: 'overturned',
      reason: 'The broker confirmed the $22,000 equity was a bad tick.',
    });
    expect(response.statusCode).toBe(200);
    const result = ZDisputeDecisionResult.parse(response.json());
    expect(result.isAccountReinstated).toBe(true);
    expect(result.dispute).toMatchObject({
      status: 'overturned',
      resolution: 'The broker confirmed the $22,000 equity was a bad tick.',
      resolvedByName: 'Mario Manager',
      resolvedAt: new Date(OPENED_AT + 3 * HOUR_MS).toISOString(),
      account: { status: 'active' },
    });
    const after = await stateOf(accountId);
    for (const field of STATE_FIELDS) expect([field, after[field]]).toEqual([field, before[field]]);
    expect(after).toMatchObject({
      status: 'active',
      balanceMinor: 2_540_000,
      equityMinor: 2_560_000,
      endedAt: null,
    });
    // The breach stays on record, void; the trader's feed says the account is back.
    expect(await firm.em().count(Breach, { account: accountId })).toBe(1);
    expect(await firm.em().count(AccountActivity, { account: accountId, kind: 'reinstated' })).toBe(1);
    const audit = await firm.em().findOneOrFail(AuditEvent, { targetId: disputeId });
    expect(audit).toMatchObject({
      action: 'dispute_overturned',
      outcome: 'success',
      organization: expect.objectContaining({ id: firm.firm().id }),
      targetType: 'dispute',
    });
    await firm.dispatch();
    const told = await firm
      .em()
      .find(Notification, { recipient: firm.users.trader.id, type: 'dispute_decided' });
    expect(told.map((notification) => notification.payload)).toContainEqual(
      expect.objectContaining({ disputeId, decision: 'overturned', isAccountReinstated: true }),
    );
    // The trader's page reads the dispute's outcome and the account live again.
    const own = await firm.inject('trader', 'GET', `/trading-accounts/${accountId}`);
    expect(own.json()).toMatchObject({
      account: { status: 'active' },
      breaches: [{ dispute: { status: 'overturned' } }],
    });
  });

  it('upholding leaves the account failed; the reason is optional; a second decision is refused (409)', async () => {
    const { accountId, disputeId } = await breachedAndDisputed();
    const response = await decide('owner', disputeId, { decision: 'upheld' });
    expect(response.statusCode).toBe(200);
    expect(ZDisputeDecisionResult.parse(response.json())).toMatchObject({
      isAccountReinstated: false,
      dispute: { status: 'upheld', resolution: null, resolvedByName: 'Olivia Owner' },
    });
    expect(await stateOf(accountId)).toMatchObject({ status: 'failed', equityMinor: 2_200_000 });
    const again = await decide('owner', disputeId, { decision: 'overturned', reason: 'Second thoughts' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'DISPUTE_ALREADY_DECIDED' } });
    expect(await stateOf(accountId)).toMatchObject({ status: 'failed' });
    const audit = await firm.em().findOneOrFail(AuditEvent, { targetId: disputeId });
    expect(audit.action).toBe('dispute_upheld');
  });

  it('two decisions at once: one wins, the other answers 409, and the account is reinstated once', async () => {
    const { accountId, disputeId, before } = await breachedAndDisputed();
    const answers = await Promise.all([
      decide('owner', disputeId, { decision: 'overturned', reason: 'Bad tick from the broker' }),
      decide('manager', disputeId, { decision: 'overturned', reason: 'Bad tick, confirmed' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await stateOf(accountId)).toEqual(before);
    expect(await firm.em().count(AccountActivity, { account: accountId, kind: 'reinstated' })).toBe(1);
  });

  it('refuses bad input (400): no reason to overturn, a reason under 5 characters, an unknown decision', async () => {
    const { disputeId } = await breachedAndDisputed();
    for (const body of [
      { decision: 'overturned' },
      { decision: 'overturned', reason: 'ok' },
      { decision: 'upheld', reason: '' },
      { decision: 'rejected', reason: 'The breach stands' },
      {},
    ]) {
      const response = await decide('owner', disputeId, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    }
    expect((await firm.em().findOneOrFail(Dispute, { id: disputeId })).status).toBe('open');
  });

  it('a soft breach whose paused account moved on is overturned without going back', async () => {
    const accountId = await firm.openAccount();
    const em = firm.em();
    const account = await em.findOneOrFail(TradingAccount, { id: accountId });
    const rules = account.rules;
    if (rules.dailyLoss === null) throw new Error('the 2-step has a daily limit');
    // The same rules with a soft daily limit: a breach pauses the account until the reset.
    await em.nativeUpdate(
      TradingAccount,
      { id: accountId },
      { rules: { ...rules, dailyLoss: { ...rules.dailyLoss, severity: 'soft' } } },
    );
    // Daily floor $23,750 (5 % of $25,000): equity $23,700 pauses; $23,800 later is another event.
    await firm.markEquity(accountId, OPENED_AT + HOUR_MS, 2_370_000);
    await firm.markEquity(accountId, OPENED_AT + 2 * HOUR_MS, 2_380_000);
    const moved = await stateOf(accountId);
    expect(moved.status).toBe('paused');
    const disputeId = await firm.dispute(accountId);
    const response = await decide('owner', disputeId, { decision: 'overturned', reason: 'The feed froze' });
    expect(response.statusCode).toBe(200);
    expect(ZDisputeDecisionResult.parse(response.json())).toMatchObject({
      isAccountReinstated: false,
      dispute: { status: 'overturned' },
    });
    expect(await stateOf(accountId)).toEqual(moved);
  });

  it('on the simulator, positions closed from the breach on open again and their closing deals go', async () => {
    const accountId = await firm.openAccount({ platform: 'simulator' });
    const em = firm.em();
    const account = await em.findOneOrFail(TradingAccount, { id: accountId });
    const openedAt = new Date(OPENED_AT + 10 * 60_000);
    const position = em.create(SimulatorPosition, {
      account,
      symbol: 'EURUSD',
      side: 'buy',
      volume: 1,
      openPrice: 1.1,
      stopLoss: null,
      takeProfit: null,
      openedAt,
      status: 'open',
      checkedUntil: openedAt,
      closedAt: null,
      closePrice: null,
      profitMinor: null,
      closeReason: null,
    });
    const deal = { account, positionId: position.id, symbol: 'EURUSD', side: 'buy', volume: 1 } as const;
    em.create(Deal, {
      ...deal,
      externalId: `sim-in-${position.id}`,
      price: 1.1,
      entry: 'in',
      executedAt: openedAt,
    });
    await em.flush();
    await firm.evaluate(accountId, [
      { type: 'deal_opened', id: `sim-in-${position.id}`, at: openedAt.getTime(), positionId: position.id },
    ]);
    const before = await stateOf(accountId);
    await firm.markEquity(accountId, OPENED_AT + HOUR_MS, 2_200_000);
    // What the simulator does after a breach: it closes the position at the market, a deal the failed
    // account no longer books.
    const closedAt = OPENED_AT + HOUR_MS + 1_000;
    em.assign(position, {
      status: 'closed',
      closedAt: new Date(closedAt),
      closePrice: 1.07,
      profitMinor: -300_000,
      closeReason: 'breach',
    });
    em.create(Deal, {
      ...deal,
      externalId: closingDealIdOf(position.id),
      price: 1.07,
      entry: 'out',
      profitMinor: -300_000,
      executedAt: new Date(closedAt),
    });
    await em.flush();
    await firm.evaluate(accountId, [
      {
        type: 'deal_closed',
        id: closingDealIdOf(position.id),
        at: closedAt,
        positionId: position.id,
        profitMinor: -300_000,
      },
    ]);
    const disputeId = await firm.dispute(accountId);
    const response = await decide('owner', disputeId, {
      decision: 'overturned',
      reason: 'The simulator quoted a spike',
    });
    expect(response.statusCode).toBe(200);
    expect(await stateOf(accountId)).toEqual(before);
    expect(await firm.em().findOneOrFail(SimulatorPosition, { id: position.id })).toMatchObject({
      status: 'open',
      closedAt: null,
      closeReason: null,
      profitMinor: null,
    });
    expect(await firm.em().count(Deal, { account: accountId, entry: 'out' })).toBe(0);
    expect(await firm.em().count(Deal, { account: accountId, entry: 'in' })).toBe(1);
  });

  it('a hard breach recorded before its prior state was kept cannot be overturned (409), only upheld', async () => {
    const { accountId, disputeId } = await breachedAndDisputed();
    await firm
      .em()
      .nativeUpdate(Breach, { account: accountId }, { priorState: null, outcomeFingerprint: null });
    const refused = await decide('owner', disputeId, { decision: 'overturned', reason: 'Bad tick' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'BREACH_NOT_REINSTATABLE' } });
    expect((await firm.em().findOneOrFail(Dispute, { id: disputeId })).status).toBe('open');
    expect((await decide('owner', disputeId, { decision: 'upheld' })).statusCode).toBe(200);
  });

  it('refuses a decision from a session that passed no second factor (403)', async () => {
    const { disputeId } = await breachedAndDisputed();
    const accessToken = await accessTokenWithoutSecondFactor(
      firm.handle.app(),
      firm.em(),
      firm.users.manager,
    );
    const response = await firm.handle.app().inject({
      method: 'POST',
      url: `/api${inFirm(`/disputes/${disputeId}/decision`)}`,
      headers: bearer(accessToken),
      payload: { decision: 'overturned', reason: 'The feed spiked' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'SECOND_FACTOR_REQUIRED' } });
    expect((await firm.em().findOneOrFail(Dispute, { id: disputeId })).status).toBe('open');
  });

  it('lets a platform admin decide in any firm', async () => {
    const { disputeId } = await breachedAndDisputed();
    expect((await firm.inject('platformAdmin', 'GET', inFirm('/disputes'))).statusCode).toBe(200);
    const response = await decide('platformAdmin', disputeId, {
      decision: 'upheld',
      reason: 'Quotes were normal',
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses the firm’s agent and traders (403) and another firm’s owner (404), before reading the body', async () => {
    const { disputeId } = await breachedAndDisputed();
    for (const who of ['agent', 'trader'] as const) {
      expect((await firm.inject(who, 'GET', inFirm('/disputes'))).statusCode).toBe(403);
      expect((await decide(who, disputeId, {})).statusCode).toBe(403);
    }
    expect((await firm.inject('otherOwner', 'GET', inFirm('/disputes'))).statusCode).toBe(404);
    expect((await decide('otherOwner', disputeId, {})).statusCode).toBe(404);
    // Through their own firm's path the dispute is not found either.
    const own = `/organizations/${firm.other().id}/disputes/${disputeId}/decision`;
    const response = await firm.inject('otherOwner', 'POST', own, { decision: 'upheld' });
    expect(response.statusCode).toBe(404);
    const listed = await firm.inject('otherOwner', 'GET', `/organizations/${firm.other().id}/disputes`);
    expect(ZStaffDisputePage.parse(listed.json()).disputes).toEqual([]);
    expect((await firm.em().findOneOrFail(Dispute, { id: disputeId })).status).toBe('open');
  });
});
