import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { ZPayout, ZPayoutMethod, ZStaffPayoutDetail, ZStaffPayoutPage } from '@propdesk/shared/contracts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { LedgerEntry } from '../billing/index.ts';
import { DomainEvent } from '../events/index.ts';
import { Notification } from '../notifications/index.ts';
import { TradingAccount } from '../trading-accounts/index.ts';
import {
  DAY_MS,
  FIRST_AMOUNT_MINOR,
  FIRST_TRADE_AT,
  IBAN_METHOD,
  usePayoutFirm,
  type TPayoutPerson,
} from '../../test/payout-firm.ts';

const SIZE_MINOR = 2_500_000;

describe.each(TEST_DRIVERS)('staff payouts (%s)', (driver) => {
  const firm = usePayoutFirm(driver, `payouts_staff_${driver}`);
  let methodId = '';

  beforeAll(async () => {
    await firm.approveKyc('trader');
    methodId = ZPayoutMethod.parse(
      (await firm.inject('trader', 'POST', '/me/payout-methods', IBAN_METHOD)).json(),
    ).id;
  });

  /** A funded account of the trader with a pending $799 request. */
  const requested = async () => {
    const accountId = await firm.openFundedAccount('trader');
    firm.clock.current = Math.max(firm.clock.current, FIRST_TRADE_AT + 14 * DAY_MS);
    const response = await firm.inject('trader', 'POST', '/me/payouts', {
      accountId,
      methodId,
      requestKey: randomUUID(),
    });
    expect(response.statusCode).toBe(201);
    return { accountId, payout: ZPayout.parse(response.json()) };
  };
  const inFirm = (path: string) => `/organizations/${firm.firm().id}${path}`;
  const act = (who: TPayoutPerson, payoutId: string, step: 'approve' | 'reject' | 'paid', body?: unknown) =>
    firm.inject(who, 'POST', inFirm(`/payouts/${payoutId}/${step}`), body);

  it('lists the firm’s payouts with filters and paging; detail has the checklist, KYC and the account', async () => {
    const { payout, accountId } = await requested();
    const page = ZStaffPayoutPage.parse(
      (await firm.inject('manager', 'GET', inFirm('/payouts?status=requested&pageSize=1'))).json(),
    );
    expect(page.pageSize).toBe(1);
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.payouts[0]).toMatchObject({
      status: 'requested',
      traderEmail: expect.stringContaining('trader@'),
    });
    const none = ZStaffPayoutPage.parse(
      (
        await firm.inject('manager', 'GET', inFirm(`/payouts?minAmountMinor=${FIRST_AMOUNT_MINOR + 1}`))
      ).json(),
    );
    expect(none.payouts).toEqual([]);
    const detail = ZStaffPayoutDetail.parse(
      (await firm.inject('owner', 'GET', inFirm(`/payouts/${payout.id}`))).json(),
    );
    expect(detail.kycStatus).toBe('approved');
    expect(detail.account).toMatchObject({ id: accountId, balanceMinor: SIZE_MINOR + 100_000 });
    // The pending request itself does not count against its own checklist.
    expect(detail.eligibility.isEligible).toBe(true);
    expect(detail.checklistAtRequest.every((gate) => gate.isMet)).toBe(true);
  });

  it('refuses bad filters (400); another firm’s owner gets 404, the firm’s agent and trader 403', async () => {
    const { payout } = await requested();
    expect((await firm.inject('owner', 'GET', inFirm('/payouts?status=lost'))).statusCode).toBe(400);
    expect((await firm.inject('owner', 'GET', '/organizations/nope/payouts')).statusCode).toBe(404);
    expect((await firm.inject('otherOwner', 'GET', inFirm('/payouts'))).statusCode).toBe(404);
    expect((await firm.inject('agent', 'GET', inFirm('/payouts'))).statusCode).toBe(403);
    expect((await firm.inject('otherOwner', 'GET', inFirm(`/payouts/${payout.id}`))).statusCode).toBe(404);
    const ownFirm = `/organizations/${firm.other().id}/payouts/${payout.id}`;
    expect((await firm.inject('otherOwner', 'GET', ownFirm)).statusCode).toBe(404);
    expect((await firm.inject('otherOwner', 'POST', `${ownFirm}/approve`)).statusCode).toBe(404);
    expect(
      (await firm.inject('otherOwner', 'POST', `${ownFirm}/reject`, { reason: 'Not ours at all' }))
        .statusCode,
    ).toBe(404);
    expect((await act('agent', payout.id, 'approve')).statusCode).toBe(403);
    expect((await act('trader', payout.id, 'approve')).statusCode).toBe(403);
  });

  it('two approvals at once approve once; the balance falls by the $1,000 withdrawn; the trader hears of it', async () => {
    const { payout, accountId } = await requested();
    const answers = await Promise.all([
      act('owner', payout.id, 'approve'),
      act('manager', payout.id, 'approve'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const account = await firm.em().findOneOrFail(TradingAccount, { id: accountId });
    expect(account.balanceMinor).toBe(SIZE_MINOR);
    expect(account.engineState.balanceMinor).toBe(SIZE_MINOR);
    // The floor stays where it was: 25,000 − 8 % = 23,000.
    expect(account.engineState.maxLossFloorMinor).toBe(2_300_000);
    await firm.dispatch();
    const delivered = await firm
      .em()
      .find(Notification, { recipient: firm.users.trader.id, type: 'trader_payout_approved' });
    expect(delivered.length).toBeGreaterThanOrEqual(1);
    const staff = await firm
      .em()
      .find(Notification, { recipient: firm.users.owner.id, type: 'trader_payout_requested' });
    expect(staff.length).toBeGreaterThanOrEqual(1);
  });

  it('marks an approved payout paid with its reference; the paid event carries exactly the contract fields', async () => {
    const { payout, accountId } = await requested();
    expect((await act('owner', payout.id, 'paid', { reference: 'WIRE-1' })).statusCode).toBe(409);
    expect((await act('owner', payout.id, 'approve')).statusCode).toBe(200);
    expect((await act('owner', payout.id, 'paid', {})).statusCode).toBe(400);
    const paid = await act('owner', payout.id, 'paid', { reference: 'WIRE-1' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', paidReference: 'WIRE-1' });
    await firm.dispatch();
    const told = await firm
      .em()
      .find(Notification, { recipient: firm.users.trader.id, type: 'trader_payout_paid' });
    expect(told.length).toBeGreaterThanOrEqual(1);
    const events = await firm.em().find(DomainEvent, { type: 'trader_payout_paid' });
    const event = events.find((each) => (each.payload as { payoutId: string }).payoutId === payout.id);
    const account = await firm.em().findOneOrFail(TradingAccount, { id: accountId });
    expect(event?.payload).toEqual({
      payoutId: payout.id,
      accountId,
      ownerId: firm.users.trader.id,
      organizationId: firm.firm().id,
      login: account.login,
      amountMinor: FIRST_AMOUNT_MINOR,
      currency: 'USD',
    });
    // The challenge fee it pays back leaves the firm against the order that bought the account.
    expect(payout.feeRefundMinor).toBeGreaterThan(0);
    const feeRefunds = await firm
      .em()
      .find(LedgerEntry, { order: account.order.id, kind: 'fee_refund', externalId: payout.id });
    expect(feeRefunds.map(({ amountMinor }) => amountMinor)).toEqual([-payout.feeRefundMinor]);
  });

  it('refuses staff signed in without a second factor (403), reading or deciding, and changes nothing', async () => {
    const { payout } = await requested();
    const refused = await act('passwordOnlyAdmin', payout.id, 'approve');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'SECOND_FACTOR_REQUIRED' } });
    const read = await firm.inject('passwordOnlyAdmin', 'GET', inFirm(`/payouts/${payout.id}`));
    expect(read.json()).toMatchObject({ error: { code: 'SECOND_FACTOR_REQUIRED' } });
    const detail = ZStaffPayoutDetail.parse(
      (await firm.inject('owner', 'GET', inFirm(`/payouts/${payout.id}`))).json(),
    );
    expect(detail.payout.status).toBe('requested');
  });

  it('rejects with a reason the trader reads; a decided payout takes no second decision', async () => {
    const { payout, accountId } = await requested();
    expect((await act('owner', payout.id, 'reject', { reason: 'no' })).statusCode).toBe(400);
    const rejected = await act('owner', payout.id, 'reject', {
      reason: 'Trading copied from another account',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Trading copied from another account',
    });
    expect((await act('owner', payout.id, 'approve')).statusCode).toBe(409);
    const account = await firm.em().findOneOrFail(TradingAccount, { id: accountId });
    expect(account.balanceMinor).toBe(SIZE_MINOR + 100_000);
  });

  it('exports the filtered list as CSV', async () => {
    const { payout } = await requested();
    const response = await firm.inject('owner', 'GET', inFirm('/payouts/export.csv?status=requested'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^payout_id,requested_at,status/);
    expect(lines.some((line) => line.startsWith(`${payout.id},`) && line.includes(',7.99,') === false)).toBe(
      true,
    );
    expect(lines.find((line) => line.startsWith(payout.id))).toContain(',799.00,');
  });
});
