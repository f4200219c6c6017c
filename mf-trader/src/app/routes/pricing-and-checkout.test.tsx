import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@propdesk/shared/testing';
import TraderApp from '../../exposes/app.tsx';
import {
  ACCOUNT_ID,
  ORDER_ID,
  PLAN_ID,
  accountFixture,
  detailFixture,
  orderFixture,
  plansResponse,
} from '../../testing/fixtures.ts';
import { stubApi } from '../../testing/stub-api.ts';

const CHECKOUT_UNAVAILABLE_TEXT =
  'Purchases are not available yet: this platform has no payment provider configured. Plans and rules are shown for reference.';

function renderAt(path: string) {
  return renderWithProviders(<TraderApp apiBaseUrl="http://api.test" />, { path });
}

describe('PricingPage', () => {
  it('shows the programs as tabs with their plans and rules', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/me/plans': { body: plansResponse } });
    renderAt('/pricing');
    expect(await screen.findByRole('tab', { name: '2-Step Challenge', selected: true })).toBeInTheDocument();
    const cards = screen.getAllByTestId('plan-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('$25,000')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Fee $99')).toBeInTheDocument();
    const rules = screen.getByTestId('program-rules');
    expect(within(rules).getByRole('rowheader', { name: 'Profit target' })).toBeInTheDocument();
    expect(within(rules).getByText('10%')).toBeInTheDocument();
    expect(within(rules).getAllByText('4 days')).toHaveLength(2);

    await user.click(screen.getByRole('tab', { name: 'InstFunding' }));
    expect(screen.getAllByTestId('plan-card')).toHaveLength(1);
    expect(screen.getByText('+25% balance each time closed profit reaches 10%')).toBeInTheDocument();
  });

  it('buys a plan: order, test payment approved, then the new account', async () => {
    const user = userEvent.setup();
    const orderBodies: unknown[] = [];
    let order = orderFixture();
    stubApi({
      'GET /api/me/plans': { body: plansResponse },
      'POST /api/orders': async (request) => {
        orderBodies.push(await request.json());
        return { status: 201, body: order };
      },
      [`GET /api/orders/${ORDER_ID}`]: () => ({ body: order }),
      [`POST /api/orders/${ORDER_ID}/sandbox-confirm`]: async (request) => {
        expect(await request.json()).toEqual({ outcome: 'approve' });
        order = orderFixture({ status: 'paid', confirmationPath: null, tradingAccountId: ACCOUNT_ID });
        return { body: order };
      },
      [`GET /api/trading-accounts/${ACCOUNT_ID}`]: { body: detailFixture({ account: accountFixture() }) },
    });
    renderAt('/pricing');
    await user.click(await screen.findByRole('button', { name: 'Buy the $25,000 account' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(orderBodies).toEqual([
      { planId: PLAN_ID, platform: 'simulator', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    ]);
    expect(await screen.findByTestId('sandbox-notice')).toHaveTextContent('Test payment');
    expect(within(screen.getByTestId('order-summary')).getByText('$99.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Approve test payment' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Account details' })).toBeInTheDocument();
  });

  it('keeps the idempotency key when the same purchase is tried again after a failure', async () => {
    const user = userEvent.setup();
    const keys: string[] = [];
    stubApi({
      'GET /api/me/plans': { body: plansResponse },
      'POST /api/orders': async (request) => {
        keys.push(((await request.json()) as { idempotencyKey: string }).idempotencyKey);
        return {
          status: 503,
          body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'down' }, requestId: 'r' },
        };
      },
    });
    renderAt('/pricing');
    const buy = await screen.findByRole('button', { name: 'Buy the $25,000 account' });
    await user.click(buy);
    expect(await screen.findByText('The order could not be created')).toBeInTheDocument();
    await user.click(buy);
    await screen.findByText('The order could not be created');
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
  });

  it('without a payment provider shows the plans for reference, says why, and offers no purchase', async () => {
    const ordered = jest.fn();
    stubApi({
      'GET /api/me/plans': { body: { ...plansResponse, checkoutAvailable: false } },
      'POST /api/orders': () => {
        ordered();
        return { status: 201, body: orderFixture() };
      },
    });
    renderAt('/pricing');
    expect(await screen.findByTestId('checkout-unavailable')).toHaveTextContent(CHECKOUT_UNAVAILABLE_TEXT);
    expect(screen.getAllByTestId('plan-card')).toHaveLength(2);
    expect(screen.getByTestId('program-rules')).toBeInTheDocument();
    for (const button of screen.getAllByRole('button', { name: /^Buy the/ })) expect(button).toBeDisabled();
    expect(ordered).not.toHaveBeenCalled();
  });

  it('says the same when the api refuses the order because checkout is unavailable', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/me/plans': { body: plansResponse },
      'POST /api/orders': {
        status: 503,
        body: {
          error: { code: 'CHECKOUT_UNAVAILABLE', message: 'No payment provider' },
          requestId: 'r',
        },
      },
    });
    renderAt('/pricing');
    await user.click(await screen.findByRole('button', { name: 'Buy the $25,000 account' }));
    expect(await screen.findByTestId('checkout-unavailable')).toHaveTextContent(CHECKOUT_UNAVAILABLE_TEXT);
    expect(screen.queryByText('The order could not be created')).toBeNull();
    expect(screen.getByRole('button', { name: 'Buy the $25,000 account' })).toBeDisabled();
  });

  it('says the same on the test payment step when the api refuses it for that reason', async () => {
    const user = userEvent.setup();
    stubApi({
      [`GET /api/orders/${ORDER_ID}`]: { body: orderFixture() },
      [`POST /api/orders/${ORDER_ID}/sandbox-confirm`]: {
        status: 503,
        body: { error: { code: 'CHECKOUT_UNAVAILABLE', message: 'No payment provider' }, requestId: 'r' },
      },
    });
    renderAt(`/checkout/${ORDER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Approve test payment' }));
    expect(await screen.findByText(CHECKOUT_UNAVAILABLE_TEXT)).toBeInTheDocument();
  });

  it('declining the test payment says nothing was charged', async () => {
    const user = userEvent.setup();
    stubApi({
      [`GET /api/orders/${ORDER_ID}`]: { body: orderFixture() },
      [`POST /api/orders/${ORDER_ID}/sandbox-confirm`]: {
        body: orderFixture({ status: 'failed', confirmationPath: null }),
      },
    });
    renderAt(`/checkout/${ORDER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Decline test payment' }));
    expect(await screen.findByText('The payment was declined. Nothing was charged.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to pricing' })).toHaveAttribute('href', '/pricing');
  });

  it('says when the firm offers no plans, and offers a retry when they cannot be loaded', async () => {
    stubApi({ 'GET /api/me/plans': { body: { programs: [], checkoutAvailable: true } } });
    const { unmount } = renderAt('/pricing');
    expect(await screen.findByTestId('pricing-empty')).toBeInTheDocument();
    unmount();
    stubApi({
      'GET /api/me/plans': {
        status: 500,
        body: { error: { code: 'INTERNAL_ERROR', message: 'x' }, requestId: 'r' },
      },
    });
    renderAt('/pricing');
    expect(await screen.findByText('The plans could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
