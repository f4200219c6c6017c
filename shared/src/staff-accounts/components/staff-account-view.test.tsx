import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import type { TStaffAccountDetail } from '../../contracts/index.ts';
import { ApiProvider, sessionStore } from '@propdesk/shared/session';
import {
  ACCOUNT_ID,
  accountFixture,
  breachFixture,
  detailFixture,
  renderWithProviders,
  sessionFixture,
  snapshotFixture,
  stubFetch,
} from '@propdesk/shared/testing';
import { StaffAccountView } from './staff-account-view.tsx';

const ORGANIZATION_ID = '66666666-6666-4666-8666-666666666666';
const DETAIL = `/api/organizations/${ORGANIZATION_ID}/trading-accounts/${ACCOUNT_ID}`;

function detailWithDispute(status: 'open' | 'upheld'): TStaffAccountDetail {
  const snapshot = snapshotFixture({ status: 'failed' });
  return {
    ...detailFixture({ account: accountFixture({ status: 'failed', platform: 'mt5' }), snapshot }),
    breaches: [
      breachFixture({
        dispute: {
          id: '77777777-7777-4777-8777-777777777777',
          status,
          message: 'The broker sent a price spike that never traded.',
          resolution: null,
          createdAt: '2026-11-20T22:00:00.000Z',
          resolvedAt: null,
        },
      }),
    ],
    trader: { id: '99999999-9999-4999-8999-999999999999', name: 'Tess Trader', email: 'tess@example.com' },
  };
}

function renderView(detail: TStaffAccountDetail, role = 'owner') {
  stubFetch({
    '/api/me/organizations': {
      body: {
        organizations: [
          {
            id: ORGANIZATION_ID,
            name: 'VegaFunded',
            slug: 'default',
            status: 'active',
            role,
            createdAt: '2026-11-22T00:00:00.000Z',
          },
        ],
      },
    },
    [`GET ${DETAIL}`]: { body: detail },
    [`GET ${DETAIL}/history`]: { body: { dailyStats: [], equity: [] } },
    [`GET ${DETAIL}/deals`]: { body: { deals: [], total: 0, page: 1, pageSize: 25 } },
  });
  renderWithProviders(
    <ApiProvider apiBaseUrl="http://api.test">
      <StaffAccountView
        accountId={ACCOUNT_ID}
        accountPath={(accountId) => `/organization/accounts/${accountId}`}
        listPath="/organization/accounts"
      />
    </ApiProvider>,
    { path: `/organization/accounts/${ACCOUNT_ID}` },
  );
}

describe('StaffAccountView', () => {
  beforeEach(() => {
    sessionStore.getState().setSession(sessionFixture());
  });
  afterEach(() => {
    act(() => sessionStore.getState().clearSession());
  });

  it('reads the account as its trader does, with whose it is, and no live stream', async () => {
    renderView(detailWithDispute('upheld'));
    expect(await screen.findByTestId('account-trader')).toHaveTextContent(
      'Trader: Tess Trader · tess@example.com',
    );
    expect(screen.getByTestId('balance')).toHaveTextContent('$102,500.00');
    expect(screen.queryByTestId('stream-state')).toBeNull();
    expect(await screen.findByTestId('deals-empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to accounts' })).toHaveAttribute(
      'href',
      '/organization/accounts',
    );
  });

  it('shows staff the dispute with the decision instead of the trader’s dispute button', async () => {
    renderView(detailWithDispute('open'));
    const dispute = await screen.findByTestId('dispute');
    expect(dispute).toHaveTextContent('Disputed by the trader: waiting for a decision');
    expect(within(dispute).getByRole('button', { name: 'Uphold' })).toBeInTheDocument();
    expect(within(dispute).getByRole('button', { name: 'Overturn' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dispute this breach' })).toBeNull();
  });

  it('leaves the decision out for a role that may not decide (the api would refuse it too)', async () => {
    renderView(detailWithDispute('open'), 'agent');
    const dispute = await screen.findByTestId('dispute');
    expect(within(dispute).queryByRole('button', { name: 'Overturn' })).toBeNull();
  });
});
