import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPayoutAccount, TPayoutOverview } from '@propdesk/shared/contracts';
import { ApiProvider } from '@propdesk/shared/session';
import { renderWithProviders } from '@propdesk/shared/testing';
import { requestsTo, stubApi } from '../../../testing/stub-api.ts';
import { PayoutsPage } from './payouts-page.tsx';

// Mantine's Select scrolls its options into view, which jsdom does not implement.
Element.prototype.scrollIntoView = () => {};

const ACCOUNT_ID = '11111111-1111-4111-8111-111111111111';
const OPENS_AT = Date.parse('2025-06-16T08:00:00Z');

function account(isEligible: boolean): TPayoutAccount {
  return {
    accountId: ACCOUNT_ID,
    login: 'PD-1001',
    program: 'two_step',
    phaseKind: 'funded',
    status: 'active',
    currency: 'USD',
    balanceMinor: 2_600_000,
    refundPolicy: 'refunded_with_first_payout',
    eligibility: {
      gates: [
        { gate: 'funded_account', isMet: true, values: {}, metAt: null },
        {
          gate: 'first_payout_delay',
          isMet: isEligible,
          values: { days: 14, firstTradeAt: OPENS_AT - 14 * 86_400_000 },
          metAt: OPENS_AT,
        },
        {
          gate: 'minimum_amount',
          isMet: true,
          values: { amountMinor: 70_000, minimumMinor: 10_000 },
          metAt: null,
        },
        { gate: 'no_open_positions', isMet: true, values: { openPositions: 0 }, metAt: null },
        { gate: 'kyc_approved', isMet: true, values: { kycStatus: 'approved' }, metAt: null },
      ],
      isEligible,
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
  };
}

function overview(isEligible: boolean): TPayoutOverview {
  return { kycStatus: 'approved', accounts: [account(isEligible)], payouts: [] };
}

const METHOD = {
  id: '22222222-2222-4222-8222-222222222222',
  kind: 'bank_transfer',
  label: 'Main account',
  accountHolder: 'Tess Trader',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  network: null,
  address: null,
  createdAt: '2025-06-01T00:00:00.000Z',
};

function renderPage() {
  renderWithProviders(
    <ApiProvider apiBaseUrl="http://api.test">
      <PayoutsPage />
    </ApiProvider>,
    { path: '/payouts' },
  );
}

describe('PayoutsPage', () => {
  it('shows the checklist with the date a gate opens, the amount with the fee refund, and no request yet', async () => {
    stubApi({ 'GET /api/me/payouts': { body: overview(false) } });
    renderPage();
    const card = await screen.findByRole('region', { name: 'Account PD-1001' });
    expect(within(card).getByTestId('payout-amount')).toHaveTextContent('$799.00');
    expect(within(card).getByText('Plus your fee back: $99.00')).toBeInTheDocument();
    expect(within(card).getByText(/Rises by 5 points with each payout, up to 90/)).toBeInTheDocument();
    const delay = within(card).getByTestId('gate-first_payout_delay');
    expect(delay).toHaveTextContent('Not met: First payout 14 days after your first funded trade');
    expect(delay).toHaveTextContent('Met on');
    expect(within(card).getByRole('button', { name: 'Request payout' })).toBeDisabled();
    expect(screen.getByText('No payout requested yet.')).toBeInTheDocument();
  });

  it('requests the payout to a saved method once every gate is met', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    stubApi({
      'GET /api/me/payouts': { body: overview(true) },
      'GET /api/me/payout-methods': { body: { methods: [METHOD] } },
      'POST /api/me/payouts': async (request) => {
        sent.push(await request.json());
        return { status: 201, body: {} };
      },
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Request payout' }));
    expect(await screen.findByRole('radio', { name: /Main account/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Request $799.00' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ accountId: ACCOUNT_ID, methodId: METHOD.id });
    expect(await screen.findByText('Payout requested: the firm reviews it.')).toBeInTheDocument();
  });

  it('refuses an IBAN with a wrong check digit before sending it', async () => {
    const user = userEvent.setup();
    const spy = stubApi({
      'GET /api/me/payouts': { body: overview(true) },
      'GET /api/me/payout-methods': { body: { methods: [] } },
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Request payout' }));
    expect(await screen.findByText('Add a payout method first.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Main');
    await user.type(screen.getByRole('textbox', { name: 'Account holder' }), 'Tess Trader');
    await user.type(screen.getByRole('textbox', { name: 'IBAN' }), 'DE89 3704 0044 0532 0130 01');
    await user.type(screen.getByRole('textbox', { name: 'BIC (SWIFT)' }), 'COBADEFFXXX');
    await user.click(screen.getByRole('button', { name: 'Save method' }));
    expect(
      await screen.findByText('Not a valid IBAN: check the country code and the digits'),
    ).toBeInTheDocument();
    expect(requestsTo(spy, 'POST', '/api/me/payout-methods')).toHaveLength(0);
  });

  it('shows an error with a retry when the payouts cannot be loaded', async () => {
    stubApi({
      'GET /api/me/payouts': {
        status: 500,
        body: { error: { code: 'INTERNAL_ERROR', message: 'x' }, requestId: 'r' },
      },
    });
    renderPage();
    expect(
      await screen.findByText('Your payouts could not be loaded.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('changes a saved method and deletes another after a confirmation', async () => {
    const user = userEvent.setup();
    let methods = [METHOD, { ...METHOD, id: '33333333-3333-4333-8333-333333333333', label: 'Old account' }];
    const updates: unknown[] = [];
    const spy = stubApi({
      'GET /api/me/payouts': { body: overview(false) },
      'GET /api/me/payout-methods': () => ({ body: { methods } }),
      [`PUT /api/me/payout-methods/${METHOD.id}`]: async (request) => {
        updates.push(await request.json());
        return { body: METHOD };
      },
      'DELETE /api/me/payout-methods/33333333-3333-4333-8333-333333333333': () => {
        methods = [METHOD];
        return { status: 204, body: null };
      },
    });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Saved payout methods' });
    await user.click(await within(section).findByRole('button', { name: 'Edit Main account' }));
    const form = within(section).getByRole('form', { name: 'Edit Main account' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Salary account');
    await user.click(within(form).getByRole('button', { name: 'Save method' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({ kind: 'bank_transfer', label: 'Salary account', iban: METHOD.iban });

    await user.click(within(section).getByRole('button', { name: 'Delete Old account' }));
    expect(
      requestsTo(spy, 'DELETE', '/api/me/payout-methods/33333333-3333-4333-8333-333333333333'),
    ).toHaveLength(0);
    await user.click(within(section).getByRole('button', { name: 'Yes, delete Old account' }));
    await waitFor(() => expect(within(section).getAllByTestId('payout-method')).toHaveLength(1));
    expect(
      requestsTo(spy, 'DELETE', '/api/me/payout-methods/33333333-3333-4333-8333-333333333333'),
    ).toHaveLength(1);
  });
});
