import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TStaffPayout, TStaffPayoutDetail } from '@propdesk/shared/contracts';
import { ApiProvider, sessionStore } from '@propdesk/shared/session';
import { renderWithProviders, requestsTo, sessionFixture, stubFetch } from '@propdesk/shared/testing';
import { StaffPayouts } from './staff-payouts.tsx';

// Mantine's Select scrolls its options into view, which jsdom does not implement.
Element.prototype.scrollIntoView = () => {};

const ORGANIZATION_ID = '66666666-6666-4666-8666-666666666666';
const PAYOUT_ID = '77777777-7777-4777-8777-777777777777';
const LIST = `/api/organizations/${ORGANIZATION_ID}/payouts`;

const PAYOUT: TStaffPayout = {
  id: PAYOUT_ID,
  accountId: '88888888-8888-4888-8888-888888888888',
  login: 'PD-1001',
  status: 'requested',
  payoutNumber: 1,
  splitPercent: 70,
  grossMinor: 100_000,
  profitShareMinor: 70_000,
  feeRefundMinor: 9_900,
  amountMinor: 79_900,
  currency: 'USD',
  destination: {
    kind: 'bank_transfer',
    label: 'Main',
    accountHolder: 'Tess Trader',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
  },
  requestedAt: '2025-06-16T08:00:00.000Z',
  decidedAt: null,
  rejectionReason: null,
  paidAt: null,
  paidReference: null,
  traderId: '99999999-9999-4999-8999-999999999999',
  traderName: 'Tess Trader',
  traderEmail: 'tess@example.com',
};

const DETAIL: TStaffPayoutDetail = {
  payout: PAYOUT,
  kycStatus: 'approved',
  account: {
    id: PAYOUT.accountId,
    login: 'PD-1001',
    program: 'two_step',
    phaseKind: 'funded',
    status: 'active',
    currency: 'USD',
    balanceMinor: 2_600_000,
    equityMinor: 2_600_000,
    initialBalanceMinor: 2_500_000,
    maxLossFloorMinor: 2_300_000,
  },
  eligibility: {
    gates: [
      { gate: 'kyc_approved', isMet: true, values: {}, metAt: null },
      { gate: 'no_open_positions', isMet: false, values: { openPositions: 1 }, metAt: null },
      {
        gate: 'first_payout_delay',
        isMet: false,
        values: { days: 14 },
        metAt: Date.parse('2026-05-20T09:30:00Z'),
      },
    ],
    isEligible: false,
    payoutNumber: 1,
    splitPercent: 70,
    nextSplitPercent: 75,
    maxSplitPercent: 90,
    splitStepPercent: 5,
    closedProfitMinor: 100_000,
    bufferMinor: 0,
    capMinor: null,
    grossMinor: 100_000,
    profitShareMinor: 70_000,
    feeRefundMinor: 9_900,
    amountMinor: 79_900,
  },
  checklistAtRequest: [],
};

const ORGANIZATIONS = {
  organizations: [
    {
      id: ORGANIZATION_ID,
      name: 'VegaFunded',
      slug: 'default',
      status: 'active',
      role: 'owner',
      createdAt: '2026-11-22T00:00:00.000Z',
    },
  ],
};

function renderStaffPayouts(routes: Parameters<typeof stubFetch>[0]) {
  const spy = stubFetch({ '/api/me/organizations': { body: ORGANIZATIONS }, ...routes });
  renderWithProviders(
    <ApiProvider apiBaseUrl="http://api.test">
      <StaffPayouts />
    </ApiProvider>,
    { path: '/organization/payouts' },
  );
  return spy;
}

describe('StaffPayouts', () => {
  beforeEach(() => {
    sessionStore.getState().setSession(sessionFixture());
  });
  afterEach(() => {
    act(() => sessionStore.getState().clearSession());
  });

  it('lists the current organization’s payouts and filters them by status on the server', async () => {
    const user = userEvent.setup();
    const spy = renderStaffPayouts({
      [`GET ${LIST}`]: { body: { payouts: [PAYOUT], total: 1, page: 1, pageSize: 20 } },
    });
    const row = await screen.findByTestId('staff-payout-row');
    expect(within(row).getByText('Tess Trader')).toBeInTheDocument();
    expect(within(row).getByText('$799.00')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Paid' }));
    await waitFor(() =>
      expect(new URL(requestsTo(spy, 'GET', LIST).at(-1)?.url ?? '').searchParams.get('status')).toBe('paid'),
    );
  });

  it('reviews a payout: checklist, identity check and account; approving sends the decision', async () => {
    const user = userEvent.setup();
    const approved: string[] = [];
    renderStaffPayouts({
      [`GET ${LIST}`]: { body: { payouts: [PAYOUT], total: 1, page: 1, pageSize: 20 } },
      [`GET ${LIST}/${PAYOUT_ID}`]: { body: DETAIL },
      [`POST ${LIST}/${PAYOUT_ID}/approve`]: (request) => {
        approved.push(request.url);
        return { body: { ...PAYOUT, status: 'approved' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Review Tess Trader PD-1001' }));
    expect(await screen.findByText('Identity verified')).toBeInTheDocument();
    // The reviewer reads the trader's checklist, numbers and dates included, in a reviewer's words.
    expect(screen.getByTestId('gate-no_open_positions')).toHaveTextContent(
      'Not met: No open positions (now 1)',
    );
    const delay = screen.getByTestId('gate-first_payout_delay');
    expect(delay).toHaveTextContent('Not met: First payout 14 days after the first funded trade');
    expect(delay).toHaveTextContent('Met on May 20, 2026');
    expect(screen.getByText('Max-loss floor: $23,000.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(approved).toHaveLength(1));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
  });

  it('asks for a reason before rejecting and says when a second factor is needed', async () => {
    const user = userEvent.setup();
    renderStaffPayouts({
      [`GET ${LIST}`]: { body: { payouts: [PAYOUT], total: 1, page: 1, pageSize: 20 } },
      [`GET ${LIST}/${PAYOUT_ID}`]: { body: DETAIL },
      [`POST ${LIST}/${PAYOUT_ID}/reject`]: {
        status: 403,
        body: { error: { code: 'SECOND_FACTOR_REQUIRED', message: 'x' }, requestId: 'r' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Review Tess Trader PD-1001' }));
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(screen.getByText('Give the trader a reason of at least 5 characters')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Reason for the trader' }), 'Copied trading');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText('This needs a sign-in with two-step verification: sign in again.'),
    ).toBeInTheDocument();
  });
});
