import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCouponPreviewRequest, TCreateOrder } from '@propdesk/shared/contracts';
import { ORDER_ID, orderFixture, PLAN_ID, plansResponse } from '../../../testing/fixtures.ts';
import { renderWithApi } from '../../../testing/render-with-api.tsx';
import { stubApi } from '../../../testing/stub-api.ts';
import { PricingPage } from './pricing-page.tsx';

const OTHER_TWO_STEP_PLAN = '33333333-3333-4333-8333-333333333334';

function refusal(code: string) {
  return { status: 409, body: { error: { code, message: 'Refused' }, requestId: 'r-1' } };
}

function renderPricing() {
  return renderWithApi(<PricingPage />, { path: '/pricing' });
}

describe('PricingPage discount code', () => {
  it('applies a code: each plan shows the price to pay, and the order is sent with the code', async () => {
    const user = userEvent.setup();
    const orders: TCreateOrder[] = [];
    stubApi({
      'GET /api/me/plans': { body: plansResponse },
      'POST /api/me/coupons/preview': async (request) => {
        const { planId, code } = (await request.json()) as TCouponPreviewRequest;
        if (planId === OTHER_TWO_STEP_PLAN) return refusal('COUPON_NOT_FOR_PLAN');
        return {
          body: {
            code: code.toUpperCase(),
            listPriceMinor: 9_900,
            discountMinor: 990,
            priceMinor: 8_910,
            currency: 'USD',
          },
        };
      },
      'POST /api/orders': async (request) => {
        orders.push((await request.json()) as TCreateOrder);
        return {
          status: 201,
          body: orderFixture({ priceMinor: 8_910, discountMinor: 990, couponCode: 'WELCOME10' }),
        };
      },
      [`GET /api/orders/${ORDER_ID}`]: { body: orderFixture() },
    });
    renderPricing();
    await user.type(await screen.findByRole('textbox', { name: 'Discount code' }), 'welcome10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByTestId('coupon-applied')).toHaveTextContent('Code welcome10 applied');
    const [first, second] = screen.getAllByTestId('plan-card');
    expect(within(first as HTMLElement).getByTestId('discounted-fee')).toHaveTextContent('Fee $89.10');
    expect(within(first as HTMLElement).getByText('You save $9.90')).toBeInTheDocument();
    expect(
      within(second as HTMLElement).getByText('The code does not apply to this plan.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Buy the $25,000 account' }));
    await waitFor(() => expect(orders).toHaveLength(1));
    expect(orders[0]).toMatchObject({ planId: PLAN_ID, couponCode: 'welcome10' });
  });

  it('says why a code does not apply, and buys without it', async () => {
    const user = userEvent.setup();
    const orders: TCreateOrder[] = [];
    stubApi({
      'GET /api/me/plans': { body: plansResponse },
      'POST /api/me/coupons/preview': refusal('COUPON_EXPIRED'),
      'POST /api/orders': async (request) => {
        orders.push((await request.json()) as TCreateOrder);
        return { status: 201, body: orderFixture() };
      },
      [`GET /api/orders/${ORDER_ID}`]: { body: orderFixture() },
    });
    renderPricing();
    await user.type(await screen.findByRole('textbox', { name: 'Discount code' }), 'OLD-CODE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This code has expired.');
    await user.click(screen.getByRole('button', { name: 'Buy the $25,000 account' }));
    await waitFor(() => expect(orders).toHaveLength(1));
    expect(orders[0]?.couponCode).toBeUndefined();
  });

  it('asks for a code before checking, and shows checkout’s refusal of a code used up meanwhile', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/me/plans': { body: plansResponse },
      'POST /api/me/coupons/preview': {
        body: { code: 'LAST', listPriceMinor: 9_900, discountMinor: 990, priceMinor: 8_910, currency: 'USD' },
      },
      'POST /api/orders': refusal('COUPON_USED_UP'),
    });
    renderPricing();
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Enter a code')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Discount code' }), 'LAST');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByTestId('coupon-applied');
    await user.click(screen.getByRole('button', { name: 'Buy the $25,000 account' }));
    expect(await screen.findByText('This code has been used up.')).toBeInTheDocument();
  });
});
