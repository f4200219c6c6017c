import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { TRADER_PATHS, type TraderPath } from '../navigation.ts';
import { examplePath, renderWithProviders, stubFetch } from '@propdesk/shared/testing';
import TraderApp from './app.tsx';

type RedirectPath = '/trading-plans';
type PagePath = Exclude<TraderPath, RedirectPath>;

/** The English h1 of each page, spelled out so a path wired to the wrong page fails. */
const PAGE_TITLES: Record<PagePath, string> = {
  '/dashboard': 'Dashboard',
  '/accounts': 'Accounts',
  '/accounts/:accountId': 'Account details',
  '/payouts': 'Payouts',
  '/certificates': 'Certificates',
  '/copy-trading': 'Copy Trading',
  '/profile': 'Profile',
  '/notifications': 'Notifications',
  '/pricing': 'Pricing',
  '/checkout/:orderId': 'Checkout',
  '/support': 'Support',
  '/community': 'Community',
  '/leaderboard': 'Leaderboard',
  '/client/:orgSlug/dashboard': 'Dashboard',
};

const REDIRECTS: Record<RedirectPath, PagePath> = { '/trading-plans': '/pricing' };

function renderTraderAt(path: string) {
  return renderWithProviders(<TraderApp apiBaseUrl="http://api.test" />, { path });
}

describe('mf-trader routes', () => {
  // Pages that load data get the api's 404 answer instead of reaching for the network.
  beforeEach(() => {
    stubFetch({});
  });

  it('covers exactly the paths of TRADER_PATHS', () => {
    const tested = [...Object.keys(PAGE_TITLES), ...Object.keys(REDIRECTS)];
    expect(tested.sort()).toEqual([...TRADER_PATHS].sort());
  });

  it.each(Object.entries(PAGE_TITLES))('%s shows "%s"', (pattern, title) => {
    renderTraderAt(examplePath(pattern));
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each(Object.entries(REDIRECTS))('%s redirects to %s', async (from, to) => {
    renderTraderAt(from);
    expect(await screen.findByRole('heading', { level: 1, name: PAGE_TITLES[to] })).toBeInTheDocument();
  });

  it('shows the 404 page for a path it does not know', () => {
    renderTraderAt('/accounts/42/unknown');
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
  });
});
