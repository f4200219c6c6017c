import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TClientDetail, TCreateRefund, TOrderLedger } from '@propdesk/shared/contracts';
import { ApiProvider, sessionStore } from '@propdesk/shared/session';
import { renderWithProviders, requestsTo, sessionFixture, stubFetch } from '@propdesk/shared/testing';
import { ClientDetails } from './client-details.tsx';
import { CLIENT, CLIENT_ID, detailOf, ORGANIZATION_ID } from './client-test-fixtures.ts';

const ORDER_ID = '99999999-9999-4999-8999-999999999999';
const ORDER = `/api/organizations/${ORGANIZATION_ID}/orders/${ORDER_ID}`;

const PAYMENT = {
  id: 'l1',
  kind: 'payment',
  amountMinor: 9_900,
  currency: 'USD',
  reason: null,
  actorEmail: null,
  occurredAt: '2026-10-01T09:00:00.000Z',
} as const;

function ledgerOf(...entries: TOrderLedger['entries']): TOrderLedger {
  return {
    orderId: ORDER_ID,
    currency: 'USD',
    balanceMinor: entries.reduce((sum, entry) => sum + entry.amountMinor, 0),
    entries,
  };
}

/** The client with their one order as the api answers it after some of it went back. */
function detailWithOrder(order: Partial<TClientDetail['orders'][number]>): TClientDetail {
  const detail = detailOf();
  const [first] = detail.orders;
  if (first === undefined) throw new Error('the fixture has an order');
  return { ...detail, orders: [{ ...first, ...order }] };
}

function renderOrders(routes: Parameters<typeof stubFetch>[0], canRefund = true) {
  const spy = stubFetch(routes);
  renderWithProviders(
    <ApiProvider apiBaseUrl="http://api.test">
      <ClientDetails organizationId={ORGANIZATION_ID} userId={CLIENT_ID} canManage canRefund={canRefund} />
    </ApiProvider>,
    { path: `/organization/clients/${CLIENT_ID}/details` },
  );
  return spy;
}

const refundButton = () => screen.findByRole('button', { name: /^Refund the order of/ });

describe('the client’s orders: money back, movements and refunds', () => {
  beforeEach(() => {
    sessionStore.getState().setSession(sessionFixture());
  });
  afterEach(() => {
    act(() => sessionStore.getState().clearSession());
  });

  it('shows what went back of each order and lists its movements when opened', async () => {
    const user = userEvent.setup();
    const spy = renderOrders({
      [`GET ${CLIENT}`]: {
        body: detailWithOrder({ balanceMinor: 6_900, refundedMinor: 1_000, chargedBackMinor: 2_000 }),
      },
      [`GET ${ORDER}/ledger`]: {
        body: ledgerOf(
          PAYMENT,
          {
            ...PAYMENT,
            id: 'l2',
            kind: 'refund',
            amountMinor: -1_000,
            reason: 'Goodwill after the outage',
            actorEmail: 'olivia@vega.test',
            occurredAt: '2026-10-02T09:00:00.000Z',
          },
          { ...PAYMENT, id: 'l3', kind: 'dispute', amountMinor: -2_000, reason: 'fraudulent' },
        ),
      },
    });
    const orders = await screen.findByRole('table', { name: 'Orders' });
    expect(within(orders).getByText('Refunded $10.00')).toBeInTheDocument();
    expect(within(orders).getByText('Charged back $20.00')).toBeInTheDocument();
    // The movements are read only when asked for.
    expect(requestsTo(spy, 'GET', `${ORDER}/ledger`)).toHaveLength(0);

    const toggle = within(orders).getByRole('button', { name: /^Money movements of the order of/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const movements = await screen.findByRole('list', { name: 'Money movements' });
    const entries = within(movements).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^Payment\+\$99\.00by the payment provider, Oct 1, 2026/),
      expect.stringMatching(/^Refund-\$10\.00by olivia@vega\.test, Oct 2, 2026.*Goodwill after the outage$/),
      expect.stringMatching(/^Chargeback-\$20\.00by the payment provider.*fraudulent$/),
    ]);
    await user.click(toggle);
    expect(screen.queryByRole('list', { name: 'Money movements' })).not.toBeInTheDocument();
  });

  it('says when the movements could not be read, and reads them again on retry', async () => {
    const user = userEvent.setup();
    let isDown = true;
    renderOrders({
      [`GET ${CLIENT}`]: { body: detailOf() },
      [`GET ${ORDER}/ledger`]: () =>
        isDown
          ? { status: 500, body: { error: { code: 'INTERNAL', message: 'down' }, requestId: 'r' } }
          : { body: ledgerOf() },
    });
    await user.click(await screen.findByRole('button', { name: /^Money movements of the order of/ }));
    expect(await screen.findByText('The money movements could not be loaded.')).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No money has moved on this order.')).toBeInTheDocument();
  });

  it('offers no refund without the permission', async () => {
    renderOrders({ [`GET ${CLIENT}`]: { body: detailOf() } }, false);
    await screen.findByRole('table', { name: 'Orders' });
    expect(screen.queryByRole('button', { name: /^Refund the order of/ })).not.toBeInTheDocument();
  });

  it('hides the refund of an order refunded in full', async () => {
    renderOrders({
      [`GET ${CLIENT}`]: {
        body: detailWithOrder({
          status: 'refunded',
          balanceMinor: 0,
          refundedMinor: 9_900,
          liveAccountLogins: [],
        }),
      },
    });
    expect(await screen.findByText('Refunded $99.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Refund the order of/ })).not.toBeInTheDocument();
  });

  it('refunds everything left by default, saying the account will be closed', async () => {
    const user = userEvent.setup();
    const sent: TCreateRefund[] = [];
    const spy = renderOrders({
      [`GET ${CLIENT}`]: { body: detailOf() },
      [`POST ${ORDER}/refunds`]: async (request) => {
        sent.push((await request.json()) as TCreateRefund);
        return { body: ledgerOf(PAYMENT, { ...PAYMENT, id: 'l2', kind: 'refund', amountMinor: -9_900 }) };
      },
      [`GET ${ORDER}/ledger`]: {
        body: ledgerOf(PAYMENT, { ...PAYMENT, id: 'l2', kind: 'refund', amountMinor: -9_900 }),
      },
    });
    await user.click(await refundButton());
    const dialog = await screen.findByRole('dialog', { name: 'Refund order' });
    expect(within(dialog).getByRole('textbox', { name: 'Amount (USD)' })).toHaveValue('99');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      '$99.00, everything left of this order, goes back to the client.The account PD-5001 will be closed.',
    );
    // A full refund always closes the account: keeping it is not offered.
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Refund $99.00' }));
    expect(await within(dialog).findByText(/Say why the order is refunded/)).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Bought twice{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $99.00' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      amountMinor: 9_900,
      reason: 'Bought twice',
      keepAccount: false,
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(await screen.findByText('$99.00 refunded.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The client is read again, and the order's movements are open with the refund among them.
    await waitFor(() => expect(requestsTo(spy, 'GET', CLIENT).length).toBeGreaterThanOrEqual(2));
    const movements = await screen.findByRole('list', { name: 'Money movements' });
    expect(within(movements).getAllByRole('listitem')[1]).toHaveTextContent(/^Refund-\$99\.00/);
  });

  it('refunds part of an order, keeping the account when asked', async () => {
    const user = userEvent.setup();
    const sent: TCreateRefund[] = [];
    renderOrders({
      [`GET ${CLIENT}`]: { body: detailOf() },
      [`POST ${ORDER}/refunds`]: async (request) => {
        sent.push((await request.json()) as TCreateRefund);
        return { body: ledgerOf(PAYMENT, { ...PAYMENT, id: 'l2', kind: 'refund', amountMinor: -2_550 }) };
      },
    });
    await user.click(await refundButton());
    const dialog = await screen.findByRole('dialog', { name: 'Refund order' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount (USD)' });
    await user.clear(amount);
    await user.type(amount, '120');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Goodwill');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('At most $99.00 can be refunded.')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '25.5');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      '$25.50 goes back to the client; $73.50 stays with the firm.The account PD-5001 will be closed.',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Keep the trading account open' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('The account PD-5001 stays open.');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $25.50' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ amountMinor: 2_550, reason: 'Goodwill', keepAccount: true });
    expect(await screen.findByText('$25.50 refunded.')).toBeInTheDocument();
  });

  it('shows the api’s refusal in the dialog, keeps what was typed, and retries the same refund under its key', async () => {
    const user = userEvent.setup();
    const sent: TCreateRefund[] = [];
    const answers = [
      { status: 502, body: { error: { code: 'REFUND_FAILED', message: 'down' }, requestId: 'r1' } },
      {
        status: 409,
        body: {
          error: { code: 'REFUND_EXCEEDS_BALANCE', message: 'too much', details: { balanceMinor: 4_000 } },
          requestId: 'r2',
        },
      },
      { body: ledgerOf(PAYMENT, { ...PAYMENT, id: 'l2', kind: 'refund', amountMinor: -4_000 }) },
    ];
    renderOrders({
      [`GET ${CLIENT}`]: { body: detailOf() },
      [`POST ${ORDER}/refunds`]: async (request) => {
        sent.push((await request.json()) as TCreateRefund);
        return answers[sent.length - 1] ?? { status: 500, body: {} };
      },
    });
    await user.click(await refundButton());
    const dialog = await screen.findByRole('dialog', { name: 'Refund order' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Bought twice');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $99.00' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The payment provider did not make the refund, so nothing was refunded.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('Bought twice');

    await user.click(within(dialog).getByRole('button', { name: 'Refund $99.00' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only $40.00 of this order is left to refund',
    );
    // The same refund again is the same request: one key for both attempts.
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);

    const amount = within(dialog).getByRole('textbox', { name: 'Amount (USD)' });
    await user.clear(amount);
    await user.type(amount, '40');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $40.00' }));
    expect(await screen.findByText('$40.00 refunded.')).toBeInTheDocument();
    // Another amount is another request, under a key of its own.
    expect(sent[2]).toMatchObject({ amountMinor: 4_000 });
    expect(sent[2]?.idempotencyKey).not.toBe(sent[0]?.idempotencyKey);
  });

  it('works from the keyboard: the dialog opens on the amount, and Enter there sends the refund', async () => {
    const user = userEvent.setup();
    const sent: TCreateRefund[] = [];
    renderOrders({
      [`GET ${CLIENT}`]: { body: detailOf() },
      [`POST ${ORDER}/refunds`]: async (request) => {
        sent.push((await request.json()) as TCreateRefund);
        return { body: ledgerOf(PAYMENT, { ...PAYMENT, id: 'l2', kind: 'refund', amountMinor: -9_900 }) };
      },
    });
    (await refundButton()).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Refund order' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount (USD)' });
    await waitFor(() => expect(amount).toHaveFocus());
    await user.tab();
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveFocus();
    await user.keyboard('Asked the same day');
    await user.click(amount);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ amountMinor: 9_900, reason: 'Asked the same day' });
  });

  it('says a refund needs a second factor, and closes with nothing sent on cancel', async () => {
    const user = userEvent.setup();
    const spy = renderOrders({
      [`GET ${CLIENT}`]: { body: detailOf() },
      [`POST ${ORDER}/refunds`]: {
        status: 403,
        body: { error: { code: 'SECOND_FACTOR_REQUIRED', message: 'step up' }, requestId: 'r' },
      },
    });
    await user.click(await refundButton());
    let dialog = await screen.findByRole('dialog', { name: 'Refund order' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Bought twice');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $99.00' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Refunds need a session confirmed with your second factor',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Opened again, the dialog starts afresh.
    await user.click(await refundButton());
    dialog = await screen.findByRole('dialog', { name: 'Refund order' });
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(spy, 'POST', `${ORDER}/refunds`)).toHaveLength(1);
  });
});
