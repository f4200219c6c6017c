import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TOrganizationDashboard } from '@propdesk/shared/contracts';
import { addUtcDays, defaultDashboardRange } from '@propdesk/shared/domain/organization-dashboard.ts';
import { ApiProvider, sessionStore } from '@propdesk/shared/session';
import { renderWithProviders, requestsTo, sessionFixture, stubFetch } from '@propdesk/shared/testing';
import {
  ADMIN_DASHBOARD_LINKS,
  ORGANIZATION_DASHBOARD_LINKS,
  type TDashboardLinks,
} from './dashboard-links.ts';
import { OrganizationDashboard } from './organization-dashboard.tsx';

const ORGANIZATION_ID = '66666666-6666-4666-8666-666666666666';
const DASHBOARD = `/api/organizations/${ORGANIZATION_ID}/dashboard`;

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

const quietDay = (day: string) => ({ day, newClients: 0, breaches: 0, revenue: [], payoutsPaid: [] });

const FIGURES: TOrganizationDashboard = {
  range: { from: '2025-06-18', to: '2025-06-20' },
  asOf: '2025-06-20T12:00:00.000Z',
  clients: {
    total: 1_204,
    newLast7Days: 12,
    joinedSince7Days: '2025-06-14',
    newLast30Days: 40,
    joinedSince30Days: '2025-05-22',
    kycSubmitted: 3,
    funded: 57,
  },
  activeAccounts: [
    { program: 'two_step', phase: 'challenge', count: 310 },
    { program: 'two_step', phase: 'funded', count: 44 },
  ],
  passRates: [{ program: 'two_step', passed: 1, decided: 3 }],
  revenue: [
    { currency: 'USD', count: 3, amountMinor: 34_700 },
    { currency: 'EUR', count: 1, amountMinor: 14_900 },
  ],
  payouts: {
    requested: [{ currency: 'USD', count: 2, amountMinor: 99_900 }],
    approved: [],
    paid: [{ currency: 'USD', count: 2, amountMinor: 40_000 }],
  },
  breachesToday: { day: '2025-06-20', breaches: 3, accounts: 2 },
  series: [
    quietDay('2025-06-18'),
    {
      day: '2025-06-19',
      newClients: 1,
      breaches: 1,
      revenue: [{ currency: 'USD', count: 2, amountMinor: 29_800 }],
      payoutsPaid: [],
    },
    { ...quietDay('2025-06-20'), breaches: 3 },
  ],
};

function renderDashboard(
  routes: Parameters<typeof stubFetch>[0],
  links: TDashboardLinks,
  path = '/organization/dashboard',
) {
  const spy = stubFetch({ '/api/me/organizations': { body: ORGANIZATIONS }, ...routes });
  renderWithProviders(
    <ApiProvider apiBaseUrl="http://api.test">
      <OrganizationDashboard links={links} />
    </ApiProvider>,
    { path },
  );
  return spy;
}

const asked = (spy: ReturnType<typeof stubFetch>) => {
  const url = new URL(requestsTo(spy, 'GET', DASHBOARD).at(-1)?.url ?? 'http://none');
  return { from: url.searchParams.get('from'), to: url.searchParams.get('to') };
};

describe('OrganizationDashboard', () => {
  beforeEach(() => {
    sessionStore.getState().setSession(sessionFixture());
  });
  afterEach(() => {
    act(() => sessionStore.getState().clearSession());
  });

  it('shows every figure as a link to the organization’s filtered list behind it', async () => {
    renderDashboard({ [DASHBOARD]: { body: FIGURES } }, ORGANIZATION_DASHBOARD_LINKS);
    const link = async (name: RegExp) => (await screen.findByRole('link', { name })).getAttribute('href');
    expect(await link(/^All clients 1,204$/)).toBe('/organization/clients');
    expect(await link(/^New in the last 7 days 12$/)).toBe('/organization/clients?joinedFrom=2025-06-14');
    expect(await link(/^New in the last 30 days 40$/)).toBe('/organization/clients?joinedFrom=2025-05-22');
    expect(await link(/^Identity checks to review 3$/)).toBe('/organization/clients?kyc=submitted');
    expect(await link(/^Funded clients 57$/)).toBe('/organization/clients?funded=true');
    expect(await link(/^2-step · Challenge 310$/)).toBe(
      '/organization/accounts?program=two_step&phase=challenge&status=active',
    );
    expect(await link(/^Breaches today 3 on 2 accounts$/)).toBe('/organization/accounts?breachedToday=true');
    expect(await link(/^Payouts to review \$999\.00 2 payouts$/)).toBe(
      '/organization/payouts?status=requested',
    );
    expect(await link(/^Payouts approved, to pay None 0 payouts$/)).toBe(
      '/organization/payouts?status=approved',
    );
    expect(screen.getByText('$347.00')).toBeInTheDocument();
    expect(screen.getByText('€149.00')).toBeInTheDocument();
    expect(screen.getByTestId('pass-rate-two_step')).toHaveTextContent('33.3%');
    expect(screen.getByTestId('pass-rate-two_step')).toHaveTextContent('1 of 3 passed');
    // The charts come in their own chunk, described in words for screen readers.
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Clients and breaches per day' }),
    ).toBeVisible();
    expect(screen.getByText('1 new clients and 4 breaches from Jun 18 to Jun 20.')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Revenue and payouts paid per day (USD)' }),
    ).toBeVisible();
  });

  it('links to the admin area’s aliases, and leaves accounts unlinked where the area has no list', async () => {
    renderDashboard({ [DASHBOARD]: { body: FIGURES } }, ADMIN_DASHBOARD_LINKS, '/admin/org-dashboard');
    expect((await screen.findByRole('link', { name: /^Funded clients/ })).getAttribute('href')).toBe(
      '/admin/org-clients?funded=true',
    );
    expect(screen.getByRole('link', { name: /^Payouts to review/ })).toHaveAttribute(
      'href',
      '/admin/org-payouts?status=requested',
    );
    expect(screen.getByTestId('breaches-today')).toHaveTextContent('Breaches today3on 2 accounts');
    expect(screen.queryByRole('link', { name: /^Breaches today/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^2-step · Challenge/ })).toBeNull();
  });

  it('asks for the last 30 UTC days by default, then for the period chosen, refusing an impossible one', async () => {
    const user = userEvent.setup();
    const spy = renderDashboard({ [DASHBOARD]: { body: FIGURES } }, ORGANIZATION_DASHBOARD_LINKS);
    const standard = defaultDashboardRange(Date.now());
    await waitFor(() => expect(asked(spy)).toEqual(standard));
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(asked(spy)).toEqual({ from: addUtcDays(standard.to, -6), to: standard.to }));
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');

    const calls = requestsTo(spy, 'GET', DASHBOARD).length;
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2020-01-01');
    expect(await screen.findByText('The end comes before the start.')).toBeInTheDocument();
    expect(requestsTo(spy, 'GET', DASHBOARD)).toHaveLength(calls);
  });

  it('reads the period from the address', async () => {
    const spy = renderDashboard(
      { [DASHBOARD]: { body: FIGURES } },
      ORGANIZATION_DASHBOARD_LINKS,
      '/organization/dashboard?from=2025-01-01&to=2025-03-31',
    );
    await waitFor(() => expect(asked(spy)).toEqual({ from: '2025-01-01', to: '2025-03-31' }));
    expect(screen.getByLabelText('From')).toHaveValue('2025-01-01');
  });

  it('says when the dashboard cannot be loaded and tries again on request', async () => {
    const user = userEvent.setup();
    const spy = renderDashboard(
      {
        [DASHBOARD]: {
          status: 500,
          body: { error: { code: 'INTERNAL_ERROR', message: 'x' }, requestId: 'r' },
        },
      },
      ORGANIZATION_DASHBOARD_LINKS,
    );
    expect(await screen.findByText('The dashboard could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(requestsTo(spy, 'GET', DASHBOARD).length).toBeGreaterThanOrEqual(2));
  });

  it('says so when nothing has happened yet', async () => {
    const blank: TOrganizationDashboard = {
      ...FIGURES,
      clients: {
        ...FIGURES.clients,
        total: 0,
        newLast7Days: 0,
        newLast30Days: 0,
        kycSubmitted: 0,
        funded: 0,
      },
      activeAccounts: [],
      passRates: [],
      revenue: [],
      payouts: { requested: [], approved: [], paid: [] },
      breachesToday: { day: '2025-06-20', breaches: 0, accounts: 0 },
      series: FIGURES.series.map((day) => quietDay(day.day)),
    };
    renderDashboard({ [DASHBOARD]: { body: blank } }, ORGANIZATION_DASHBOARD_LINKS);
    expect(await screen.findByTestId('dashboard-empty')).toBeInTheDocument();
    expect(screen.getByText('No active accounts.')).toBeInTheDocument();
    expect(screen.getByText('No evaluation phase ended in the period.')).toBeInTheDocument();
    expect(await screen.findAllByText('Nothing happened in this period.')).toHaveLength(2);
  });
});
