import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_ID, ORDER_ID, orderFixture } from '../../../testing/fixtures.ts';
import { renderWithApi } from '../../../testing/render-with-api.tsx';
import { stubApi } from '../../../testing/stub-api.ts';
import { CheckoutPage } from './checkout-page.tsx';

const ORDER = `/api/orders/${ORDER_ID}`;

function refusal(status: number, code: string) {
  return { status, body: { error: { code, message: 'Refused' }, requestId: 'r-1' } };
}

function renderCheckout() {
  return renderWithApi(<CheckoutPage orderId={ORDER_ID} />, { path: `/checkout/${ORDER_ID}` });
}

describe('CheckoutPage', () => {
  it('shows what is being bought and says plainly that the payment is a test', async () => {
    stubApi({ [`GET ${ORDER}`]: { body: orderFixture() } });
    renderCheckout();
    const summary = await screen.findByTestId('order-summary');
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(within(summary).getByText('2-Step Challenge')).toBeInTheDocument();
    expect(within(summary).getByText('$25,000')).toBeInTheDocument();
    expect(within(summary).getByText('$99.00')).toBeInTheDocument();
    expect(within(summary).getByText('PropDesk simulator')).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Awaiting payment');
    expect(screen.getByTestId('sandbox-notice')).toHaveTextContent('no card is charged');
    expect(screen.getByRole('button', { name: 'Approve test payment' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Decline test payment' })).toBeEnabled();
  });

  it('shows the coupon the order was bought with and what it took off', async () => {
    stubApi({
      [`GET ${ORDER}`]: {
        body: orderFixture({ priceMinor: 8_910, discountMinor: 990, couponCode: 'WELCOME10' }),
      },
    });
    renderCheckout();
    const summary = await screen.findByTestId('order-summary');
    expect(within(summary).getByText('Plan price')).toBeInTheDocument();
    expect(within(summary).getByText('$99.00')).toBeInTheDocument();
    expect(within(summary).getByText('Discount code WELCOME10')).toBeInTheDocument();
    expect(within(summary).getByText('-$9.90')).toBeInTheDocument();
    expect(within(summary).getByText('$89.10')).toBeInTheDocument();
  });

  it('says a reset order is the reset of the failed account, linking to it', async () => {
    stubApi({
      [`GET ${ORDER}`]: {
        body: orderFixture({
          priceMinor: 4_900,
          resetOf: { accountId: ACCOUNT_ID, login: 'SIM-000000000042' },
        }),
      },
    });
    renderCheckout();
    const summary = await screen.findByTestId('order-summary');
    expect(within(summary).getByText('Reset of account')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'SIM-000000000042' })).toHaveAttribute(
      'href',
      `/accounts/${ACCOUNT_ID}`,
    );
    expect(within(summary).getByText('$49.00')).toBeInTheDocument();
  });

  it('back from a real provider’s payment page, waits for its confirmation live and opens the account', async () => {
    const paymentUrl = 'https://checkout.stripe.test/c/pay/cs_test_1';
    let answers = 0;
    stubApi({
      [`GET ${ORDER}`]: () => {
        answers += 1;
        return {
          body:
            answers === 1
              ? orderFixture({ confirmationPath: null, paymentUrl })
              : orderFixture({ status: 'paid', confirmationPath: null, tradingAccountId: ACCOUNT_ID }),
        };
      },
    });
    renderCheckout();
    expect(await screen.findByText('Waiting for your payment')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to payment' })).toHaveAttribute('href', paymentUrl);
    // No test-payment buttons: the provider decides.
    expect(screen.queryByRole('button', { name: 'Approve test payment' })).toBeNull();
    expect(
      await screen.findByText('Payment received. Your account is open.', {}, { timeout: 6_000 }),
    ).toBeInTheDocument();
  });

  it('says when the order is no longer waiting for payment', async () => {
    const user = userEvent.setup();
    stubApi({
      [`GET ${ORDER}`]: { body: orderFixture() },
      [`POST ${ORDER}/sandbox-confirm`]: refusal(409, 'ORDER_NOT_PENDING'),
    });
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Approve test payment' }));
    expect(await screen.findByText('This order is no longer waiting for payment.')).toBeInTheDocument();
  });

  it('asks to try again when the confirmation fails for another reason', async () => {
    const user = userEvent.setup();
    stubApi({
      [`GET ${ORDER}`]: { body: orderFixture() },
      [`POST ${ORDER}/sandbox-confirm`]: refusal(500, 'INTERNAL_ERROR'),
    });
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Decline test payment' }));
    expect(
      await screen.findByText('The payment could not be confirmed. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve test payment' })).toBeEnabled();
  });

  it('reopened after payment, offers the way to the open account', async () => {
    stubApi({
      [`GET ${ORDER}`]: {
        body: orderFixture({ status: 'paid', confirmationPath: null, tradingAccountId: ACCOUNT_ID }),
      },
    });
    renderCheckout();
    const paid = await screen.findByRole('status');
    expect(paid).toHaveTextContent('Payment received. Your account is open.');
    expect(within(paid).getByRole('link', { name: 'Go to the account' })).toHaveAttribute(
      'href',
      `/accounts/${ACCOUNT_ID}`,
    );
    expect(screen.getByTestId('order-status')).toHaveTextContent('Paid');
    expect(screen.queryByTestId('sandbox-notice')).toBeNull();
  });

  it('says the account is being opened while a paid order has none yet', async () => {
    stubApi({ [`GET ${ORDER}`]: { body: orderFixture({ status: 'paid', confirmationPath: null }) } });
    renderCheckout();
    expect(await screen.findByRole('status')).toHaveTextContent('Payment received. Opening your account…');
  });

  it('says a refunded order is settled and leads back to pricing', async () => {
    stubApi({ [`GET ${ORDER}`]: { body: orderFixture({ status: 'refunded', confirmationPath: null }) } });
    renderCheckout();
    const settled = await screen.findByRole('status');
    expect(settled).toHaveTextContent('This order was refunded.');
    expect(within(settled).getByRole('link', { name: 'Back to pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });

  it("says why a payment failed, in the provider's words or as a lapsed payment page", async () => {
    const declined = orderFixture({
      status: 'failed',
      confirmationPath: null,
      failureReason: 'Your card has insufficient funds.',
    });
    stubApi({ [`GET ${ORDER}`]: { body: declined } });
    const { unmount } = renderCheckout();
    const failed = await screen.findByRole('status');
    expect(failed).toHaveTextContent('The payment was declined. Nothing was charged.');
    expect(failed).toHaveTextContent('The payment provider said: Your card has insufficient funds.');
    unmount();

    stubApi({ [`GET ${ORDER}`]: { body: { ...declined, failureReason: 'expired' } } });
    renderCheckout();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The payment page expired before the payment was made.',
    );
  });

  it('says when the order does not exist', async () => {
    stubApi({});
    renderCheckout();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This order does not exist.');
    expect(within(alert).getByRole('link', { name: 'Back to pricing' })).toHaveAttribute('href', '/pricing');
  });

  it('offers a retry when the order cannot be loaded', async () => {
    const user = userEvent.setup();
    let answers = 0;
    stubApi({
      [`GET ${ORDER}`]: () => {
        answers += 1;
        return answers === 1 ? refusal(500, 'INTERNAL_ERROR') : { body: orderFixture() };
      },
    });
    renderCheckout();
    expect(await screen.findByText('The order could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('order-summary')).toBeInTheDocument();
  });
});
