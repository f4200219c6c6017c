import { beforeAll, describe, expect, it } from '@jest/globals';
import { ZApiErrorBody, ZOrderLedger, type TCreateRefund } from '@propdesk/shared/contracts';
import { AuditEvent } from '../audit/index.ts';
import { DomainEvent } from '../events/index.ts';
import { AccountActivity, Order, TradingAccount } from '../trading-accounts/index.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { useStaffFirm } from '../../test/staff-firm.ts';
import { buyAccount, startSelling } from '../../test/trading-fixtures.ts';
import { MONEY_RETURNED_EVENT } from './money-returned-event.ts';

let refundSequence = 0;
function refund(body: Omit<TCreateRefund, 'idempotencyKey'> & { idempotencyKey?: string }): TCreateRefund {
  refundSequence += 1;
  return { idempotencyKey: `refund-key-${String(refundSequence).padStart(8, '0')}`, ...body };
}

describe.each(TEST_DRIVERS)('refunds and the order ledger (%s)', (driver) => {
  const staff = useStaffFirm(driver, 'refunds');
  let planId = '';

  beforeAll(async () => {
    planId = (await startSelling(staff.em(), staff.firm())).two_step.id;
  });

  /** A paid sandbox order of the firm's trader, and the account it opened. */
  const paidOrder = async () => {
    const accountId = await buyAccount(staff.handle.app(), staff.tokens.trader, planId);
    const account = await staff
      .em()
      .findOneOrFail(TradingAccount, { id: accountId }, { populate: ['order'] });
    return { orderId: account.order.id, accountId, priceMinor: account.order.priceMinor };
  };
  const refundsUrl = (orderId: string, organizationId = staff.firm().id) =>
    `/organizations/${organizationId}/orders/${orderId}/refunds`;
  const ledgerUrl = (orderId: string) => `/organizations/${staff.firm().id}/orders/${orderId}/ledger`;
  const statusOf = async (accountId: string) =>
    (await staff.em().findOneOrFail(TradingAccount, { id: accountId })).status;

  it('records the payment on the ledger, and a full refund empties it and closes the account', async () => {
    const { orderId, accountId, priceMinor } = await paidOrder();
    const before = ZOrderLedger.parse((await staff.inject('manager', 'GET', ledgerUrl(orderId))).json());
    expect(before.balanceMinor).toBe(priceMinor);
    expect(before.entries.map(({ kind, amountMinor }) => ({ kind, amountMinor }))).toEqual([
      { kind: 'payment', amountMinor: priceMinor },
    ]);

    const response = await staff.inject(
      'owner',
      'POST',
      refundsUrl(orderId),
      refund({ reason: 'Bought twice' }),
    );
    expect(response.statusCode).toBe(200);
    const ledger = ZOrderLedger.parse(response.json());
    expect(ledger.balanceMinor).toBe(0);
    expect(ledger.entries.at(-1)).toMatchObject({
      kind: 'refund',
      amountMinor: -priceMinor,
      reason: 'Bought twice',
      actorEmail: 'owner@refunds.example.com',
    });
    const em = staff.em();
    expect((await em.findOneOrFail(Order, { id: orderId })).status).toBe('refunded');
    expect(await statusOf(accountId)).toBe('closed');
    expect(await em.count(AccountActivity, { account: accountId, kind: 'closed' })).toBe(1);
    const audit = await em.findOneOrFail(AuditEvent, { action: 'order_refunded', targetId: orderId });
    expect(audit.details).toMatchObject({
      amountMinor: priceMinor,
      isFull: true,
      closedAccountIds: [accountId],
    });
    const events = await em.find(DomainEvent, { type: MONEY_RETURNED_EVENT });
    expect(events.map(({ payload }) => payload)).toContainEqual(
      expect.objectContaining({ orderId, kind: 'refund', amountMinor: priceMinor, balanceMinor: 0 }),
    );

    // Nothing is left: a second refund is refused.
    const again = await staff.inject('owner', 'POST', refundsUrl(orderId), refund({ reason: 'Once more' }));
    expect(again.statusCode).toBe(409);
    expect(ZApiErrorBody.parse(again.json()).error.code).toBe('ORDER_NOT_REFUNDABLE');
  });

  it('refunds part of an order, keeping the account when asked and closing it otherwise', async () => {
    const { orderId, accountId, priceMinor } = await paidOrder();
    const kept = await staff.inject(
      'admin',
      'POST',
      refundsUrl(orderId),
      refund({ amountMinor: 1_000, reason: 'Goodwill for the outage', keepAccount: true }),
    );
    expect(ZOrderLedger.parse(kept.json()).balanceMinor).toBe(priceMinor - 1_000);
    expect(await statusOf(accountId)).toBe('active');
    expect((await staff.em().findOneOrFail(Order, { id: orderId })).status).toBe('paid');

    const tooMuch = await staff.inject(
      'admin',
      'POST',
      refundsUrl(orderId),
      refund({ amountMinor: priceMinor, reason: 'More than is left' }),
    );
    expect(tooMuch.statusCode).toBe(409);
    expect(ZApiErrorBody.parse(tooMuch.json()).error).toMatchObject({
      code: 'REFUND_EXCEEDS_BALANCE',
      details: { balanceMinor: priceMinor - 1_000 },
    });

    const closing = await staff.inject(
      'admin',
      'POST',
      refundsUrl(orderId),
      refund({ amountMinor: 500, reason: 'Rules were misread' }),
    );
    expect(ZOrderLedger.parse(closing.json()).balanceMinor).toBe(priceMinor - 1_500);
    expect(await statusOf(accountId)).toBe('closed');
  });

  it('answers a repeated request with what it did the first time, refunding once', async () => {
    const { orderId, priceMinor } = await paidOrder();
    const body = refund({ amountMinor: 700, reason: 'Double click', keepAccount: true });
    const first = await staff.inject('owner', 'POST', refundsUrl(orderId), body);
    const second = await staff.inject('owner', 'POST', refundsUrl(orderId), body);
    expect(second.statusCode).toBe(200);
    expect(ZOrderLedger.parse(second.json())).toEqual(ZOrderLedger.parse(first.json()));
    expect(ZOrderLedger.parse(second.json()).balanceMinor).toBe(priceMinor - 700);
  });

  it('refuses bad input and keeps the order as it was', async () => {
    const { orderId, priceMinor } = await paidOrder();
    for (const body of [
      { reason: 'ok', idempotencyKey: 'k'.repeat(16) },
      { reason: 'Negative', amountMinor: -5, idempotencyKey: 'k'.repeat(16) },
      { reason: 'Fraction', amountMinor: 10.5, idempotencyKey: 'k'.repeat(16) },
      { reason: 'No key' },
    ]) {
      const response = await staff.inject('owner', 'POST', refundsUrl(orderId), body);
      expect(response.statusCode).toBe(400);
    }
    const ledger = ZOrderLedger.parse((await staff.inject('owner', 'GET', ledgerUrl(orderId))).json());
    expect(ledger.balanceMinor).toBe(priceMinor);
  });

  it('lets only owners, admins and platform admins refund, and no other firm see the order', async () => {
    const { orderId, priceMinor } = await paidOrder();
    for (const who of ['manager', 'agent', 'trader'] as const) {
      const response = await staff.inject(
        who,
        'POST',
        refundsUrl(orderId),
        refund({ reason: 'Not mine to do' }),
      );
      expect(response.statusCode).toBe(403);
    }
    const otherFirm = await staff.inject(
      'otherOwner',
      'POST',
      refundsUrl(orderId),
      refund({ reason: 'Probe' }),
    );
    expect(otherFirm.statusCode).toBe(404);
    // Through its own organization's path, another firm's owner still cannot reach this firm's order.
    const ownPath = await staff.inject(
      'otherOwner',
      'POST',
      refundsUrl(orderId, staff.other().id),
      refund({ reason: 'Probe' }),
    );
    expect(ownPath.statusCode).toBe(404);
    expect((await staff.inject('otherOwner', 'GET', ledgerUrl(orderId))).statusCode).toBe(404);

    const byPlatformAdmin = await staff.inject(
      'platformAdmin',
      'POST',
      refundsUrl(orderId),
      refund({ amountMinor: 100, reason: 'Platform goodwill', keepAccount: true }),
    );
    expect(ZOrderLedger.parse(byPlatformAdmin.json()).balanceMinor).toBe(priceMinor - 100);
  });

  it('refuses an order that was never paid', async () => {
    const created = await staff.handle.app().inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization: `Bearer ${staff.tokens.trader}` },
      payload: { planId, idempotencyKey: 'unpaid-order-key-000001' },
    });
    const { id } = created.json<{ id: string }>();
    const response = await staff.inject('owner', 'POST', refundsUrl(id), refund({ reason: 'Never paid' }));
    expect(response.statusCode).toBe(409);
    expect(ZApiErrorBody.parse(response.json()).error.code).toBe('ORDER_NOT_REFUNDABLE');
  });
});
