import { beforeAll, describe, expect, it } from '@jest/globals';
import { ZClientDetail, type TClientOrder } from '@propdesk/shared/contracts';
import { recordLedgerEntry } from '../billing/index.ts';
import { Order, TradingAccount } from '../trading-accounts/index.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { useStaffFirm } from '../../test/staff-firm.ts';
import { buyAccount, startSelling } from '../../test/trading-fixtures.ts';

let refundSequence = 0;
const refundKey = () => `client-money-key-${String((refundSequence += 1)).padStart(6, '0')}`;

describe.each(TEST_DRIVERS)("clients: an order's money on the client's page (%s)", (driver) => {
  const staff = useStaffFirm(driver, 'client_money');
  let planId = '';

  beforeAll(async () => {
    const em = staff.em();
    planId = (await startSelling(em, staff.firm())).two_step.id;
  });

  const ordersOf = async (who: 'owner' | 'agent' = 'owner'): Promise<TClientOrder[]> => {
    const response = await staff.inject(
      who,
      'GET',
      `/organizations/${staff.firm().id}/clients/${staff.users.trader.id}`,
    );
    expect(response.statusCode).toBe(200);
    return ZClientDetail.parse(response.json()).orders;
  };
  const refund = (orderId: string, body: Record<string, unknown>) =>
    staff.inject('owner', 'POST', `/organizations/${staff.firm().id}/orders/${orderId}/refunds`, {
      idempotencyKey: refundKey(),
      ...body,
    });

  it('shows a paid order’s balance, what was refunded and charged back, and the accounts a refund closes', async () => {
    const accountId = await buyAccount(staff.handle.app(), staff.tokens.trader, planId);
    const account = await staff
      .em()
      .findOneOrFail(TradingAccount, { id: accountId }, { populate: ['order'] });
    const { id: orderId, priceMinor } = account.order;

    const paid = (await ordersOf()).find(({ id }) => id === orderId);
    expect(paid).toMatchObject({
      balanceMinor: priceMinor,
      refundedMinor: 0,
      chargedBackMinor: 0,
      liveAccountLogins: [account.login],
    });

    expect(
      (await refund(orderId, { amountMinor: 1_000, reason: 'Goodwill', keepAccount: true })).statusCode,
    ).toBe(200);
    // A chargeback the bank opened and the firm won: nothing stays charged back.
    const em = staff.em();
    const order = await em.findOneOrFail(Order, { id: orderId });
    for (const kind of ['dispute', 'dispute_reversal', 'dispute'] as const) {
      recordLedgerEntry(em, {
        order,
        kind,
        amountMinor: 2_000,
        provider: 'sandbox',
        externalId: `dp_${kind}_${refundKey()}`,
        reason: 'fraudulent',
        actorId: null,
        at: Date.now(),
      });
    }
    await em.flush();
    // Support agents read the same figures (clients.read).
    expect((await ordersOf('agent')).find(({ id }) => id === orderId)).toMatchObject({
      balanceMinor: priceMinor - 3_000,
      refundedMinor: 1_000,
      chargedBackMinor: 2_000,
      liveAccountLogins: [account.login],
    });

    expect((await refund(orderId, { reason: 'Bought by mistake' })).statusCode).toBe(200);
    expect((await ordersOf()).find(({ id }) => id === orderId)).toMatchObject({
      status: 'refunded',
      balanceMinor: 0,
      refundedMinor: priceMinor - 2_000,
      chargedBackMinor: 2_000,
      liveAccountLogins: [],
    });
  });

  it('answers an order never paid with nothing on its ledger', async () => {
    const created = await staff.handle.app().inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization: `Bearer ${staff.tokens.trader}` },
      payload: { planId, idempotencyKey: `client-money-pending-${refundKey()}` },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    expect((await ordersOf()).find((order) => order.id === id)).toMatchObject({
      status: 'pending',
      balanceMinor: 0,
      refundedMinor: 0,
      chargedBackMinor: 0,
      liveAccountLogins: [],
    });
  });
});
