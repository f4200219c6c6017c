import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TResetOffer } from '@propdesk/shared/contracts';
import { Route, Routes } from '@propdesk/shared/router';
import { ACCOUNT_ID, orderFixture } from '../../../testing/fixtures.ts';
import { renderWithApi } from '../../../testing/render-with-api.tsx';
import { requestsTo, stubApi } from '../../../testing/stub-api.ts';
import { ResetOffer } from './reset-offer.tsx';

const OFFER_PATH = `/api/trading-accounts/${ACCOUNT_ID}/reset-offer`;
const ORDERS_PATH = `/api/trading-accounts/${ACCOUNT_ID}/reset-orders`;
const UNTIL = new Date(Date.now() + 5 * 86_400_000).toISOString();

function offerOf(overrides: Partial<TResetOffer> = {}): TResetOffer {
  return {
    availability: 'available',
    priceMinor: 4_900,
    planFeeMinor: 9_900,
    currency: 'USD',
    availableUntil: UNTIL,
    resetAccountId: null,
    ...overrides,
  };
}

function renderOffer(isFailed = true) {
  return renderWithApi(
    <Routes>
      <Route
        path="/accounts/:accountId"
        element={<ResetOffer accountId={ACCOUNT_ID} isFailed={isFailed} />}
      />
      <Route path="/checkout/:orderId" element={<p>The checkout page</p>} />
    </Routes>,
    { path: `/accounts/${ACCOUNT_ID}` },
  );
}

describe('ResetOffer', () => {
  it('offers the reset of a failed account and goes to its checkout', async () => {
    const user = userEvent.setup();
    const keys: string[] = [];
    stubApi({
      [`GET ${OFFER_PATH}`]: { body: offerOf() },
      [`POST ${ORDERS_PATH}`]: async (request) => {
        keys.push(((await request.json()) as { idempotencyKey: string }).idempotencyKey);
        const resetOf = { accountId: ACCOUNT_ID, login: 'SIM-000000000042' };
        return { status: 201, body: orderFixture({ priceMinor: 4_900, resetOf }) };
      },
    });
    renderOffer();
    expect(await screen.findByTestId('reset-offer')).toHaveTextContent(
      /^Reset this account for \$49\.00 — available until .+\.$/,
    );
    expect(
      screen.getByText('A new account of the same plan, from phase 1, instead of $99.00.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset for $49.00' }));
    expect(await screen.findByText('The checkout page')).toBeInTheDocument();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says why the api refused the reset, keeping the offer on screen', async () => {
    const user = userEvent.setup();
    stubApi({
      [`GET ${OFFER_PATH}`]: { body: offerOf() },
      [`POST ${ORDERS_PATH}`]: {
        status: 409,
        body: {
          error: { code: 'CONFLICT', message: 'Refused', details: { reason: 'window_over' } },
          requestId: 'r-1',
        },
      },
    });
    renderOffer();
    await user.click(await screen.findByRole('button', { name: 'Reset for $49.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The reset offer for this account has ended.');
  });

  it('says when the offer ended, and offers nothing for a plan without one', async () => {
    stubApi({ [`GET ${OFFER_PATH}`]: { body: offerOf({ availability: 'window_over', priceMinor: null }) } });
    renderOffer();
    expect(await screen.findByTestId('reset-offer-ended')).toHaveTextContent(/ended on/);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('reads nothing for an account that did not fail, and offers a retry when the offer cannot load', async () => {
    const spy = stubApi({
      [`GET ${OFFER_PATH}`]: {
        status: 500,
        body: { error: { code: 'INTERNAL_ERROR', message: 'x' }, requestId: 'r' },
      },
    });
    const { unmount } = renderOffer(false);
    expect(requestsTo(spy, 'GET', OFFER_PATH)).toHaveLength(0);
    unmount();
    renderOffer(true);
    expect(
      await screen.findByText('The reset offer could not be loaded.', {}, { timeout: 6_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
  });
});
