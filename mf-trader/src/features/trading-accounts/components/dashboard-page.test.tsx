import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@propdesk/shared/testing';
import { ApiProvider } from '@propdesk/shared/session';
import { ACCOUNT_ID, accountFixture, activityFixture } from '../../../testing/fixtures.ts';
import { stubApi } from '../../../testing/stub-api.ts';
import { DashboardPage } from './dashboard-page.tsx';

function renderDashboard() {
  return renderWithProviders(
    <ApiProvider apiBaseUrl="http://api.test">
      <DashboardPage />
    </ApiProvider>,
    { path: '/dashboard' },
  );
}

const EMPTY_PAGE = { accounts: [], total: 0, page: 1, pageSize: 100 };

describe('DashboardPage', () => {
  it('sends a trader without accounts to the plans', async () => {
    stubApi({
      'GET /api/trading-accounts': { body: EMPTY_PAGE },
      'GET /api/trading-activity': { body: { activities: [] } },
    });
    renderDashboard();
    const empty = await screen.findByTestId('dashboard-empty');
    expect(within(empty).getByText('No trading accounts yet')).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/pricing');
    expect(await screen.findByTestId('activity-empty')).toBeInTheDocument();
  });

  it('shows every account at a glance and the recent activity', async () => {
    const failed = accountFixture({
      id: '11111111-1111-4111-8111-111111111112',
      login: 'PD-100043',
      status: 'failed',
      program: 'one_step',
      dailyRoomMinor: null,
      maxLossRoomMinor: -59_895,
      profitTargetProgressPercent: null,
    });
    stubApi({
      'GET /api/trading-accounts': {
        body: { accounts: [accountFixture(), failed], total: 2, page: 1, pageSize: 100 },
      },
      'GET /api/trading-activity': {
        body: { activities: [activityFixture()] },
      },
    });
    renderDashboard();
    const cards = await screen.findAllByTestId('account-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'PD-100042' })).toHaveAttribute('href', `/accounts/${ACCOUNT_ID}`);
    expect(first.getByText('Active')).toBeInTheDocument();
    expect(first.getByText('Challenge')).toBeInTheDocument();
    expect(first.getByText('$102,500.00')).toBeInTheDocument();
    expect(first.getByText('$101,800.00')).toBeInTheDocument();
    expect(first.getByText('$4,300.00')).toBeInTheDocument();
    expect(first.getByRole('progressbar', { name: 'Progress to target' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    const second = within(cards[1]!);
    expect(second.getByText('Failed')).toBeInTheDocument();
    expect(second.getByText('No daily limit')).toBeInTheDocument();
    expect(second.getByText('Over by $598.95')).toBeInTheDocument();

    const activity = await screen.findByTestId('activity-item');
    expect(activity).toHaveTextContent('Position closed');
    expect(activity).toHaveTextContent('Buy 1.5 EURUSD · +$120.50');
  });

  it('offers a retry when the accounts cannot be loaded', async () => {
    stubApi({
      'GET /api/trading-accounts': {
        status: 500,
        body: { error: { code: 'INTERNAL_ERROR', message: 'x' }, requestId: 'r' },
      },
      'GET /api/trading-activity': { body: { activities: [] } },
    });
    renderDashboard();
    expect(await screen.findByText('Your accounts could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
