import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { provideRemoteModuleLoader, type AccountViewProps } from '@propdesk/shared/federation';
import type { TStaffAccountDetail } from '@propdesk/shared/contracts';
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

/**
 * Stands in for mf-trader's exposed ./AccountView (its own tests read accounts as staff): it shows what
 * the staff's source gives it, the api path, the links and what an open dispute offers.
 */
function StandInAccountView({ source, accountId }: AccountViewProps) {
  const detail = detailWithDispute('open');
  const [breach] = detail.breaches;
  return (
    <section data-testid="account-view">
      <p data-testid="reader">{source.reader}</p>
      <p data-testid="api-path">{source.apiPath(accountId)}</p>
      <p data-testid="page-path">{source.pagePath(accountId)}</p>
      <div data-testid="dispute">{breach ? source.disputeActions?.({ accountId, breach }) : null}</div>
    </section>
  );
}

const loader = jest.fn(async (_remote: string, _exposed: string): Promise<unknown> => ({
  default: StandInAccountView,
}));

function renderView(role = 'owner') {
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
    loader.mockClear();
    provideRemoteModuleLoader(loader);
  });
  afterEach(() => {
    act(() => sessionStore.getState().clearSession());
  });

  it('shows mf-trader’s account view at run time, reading the organization’s account', async () => {
    renderView();
    expect(await screen.findByTestId('reader')).toHaveTextContent('staff');
    expect(loader).toHaveBeenCalledWith('mf_trader', './AccountView');
    expect(screen.getByTestId('api-path')).toHaveTextContent(DETAIL.slice(1));
    expect(screen.getByTestId('page-path')).toHaveTextContent(`/organization/accounts/${ACCOUNT_ID}`);
    expect(screen.getByRole('link', { name: 'Back to accounts' })).toHaveAttribute(
      'href',
      '/organization/accounts',
    );
  });

  it('offers staff who may decide the decision on an open dispute', async () => {
    renderView();
    const dispute = await screen.findByTestId('dispute');
    expect(within(dispute).getByRole('button', { name: 'Uphold' })).toBeInTheDocument();
    expect(within(dispute).getByRole('button', { name: 'Overturn' })).toBeInTheDocument();
  });

  it('leaves the decision out for a role that may not decide (the api would refuse it too)', async () => {
    renderView('agent');
    const dispute = await screen.findByTestId('dispute');
    expect(within(dispute).queryByRole('button', { name: 'Overturn' })).toBeNull();
  });

  it('says so with Retry while mf-trader cannot be reached, and shows the account once it can', async () => {
    // React reports the error the boundary caught; that is this test's point, not noise to show.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loader.mockRejectedValueOnce(new Error('Remote mf_trader could not be loaded: timed out'));
    renderView();
    expect(await screen.findByText(/the traders’ area of the portal did not answer/)).toBeInTheDocument();
    // The rest of the page stays: the way back to the list.
    expect(screen.getByRole('link', { name: 'Back to accounts' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('reader')).toHaveTextContent('staff');
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
