import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { ADMIN_PATHS, type AdminPath } from '../navigation.ts';
import { renderWithProviders, stubFetch } from '@propdesk/shared/testing';
import AdminApp from './app.tsx';

type RedirectPath = '/admin';
type PagePath = Exclude<AdminPath, RedirectPath>;

/** The English h1 of each page, spelled out so a path wired to the wrong page fails. */
const PAGE_TITLES: Record<PagePath, string> = {
  '/admin/dashboard': 'Total Dashboard',
  '/admin/profile': 'Profile',
  '/admin/notifications': 'Notifications',
  '/admin/organizations': 'Organizations',
  '/admin/users': 'Users',
  '/admin/accounts': 'Accounts',
  '/admin/approvals': 'Approvals',
  '/admin/billing': 'Billing & Revenue',
  '/admin/analytics': 'Analytics',
  '/admin/security': 'Security',
  '/admin/load-test': 'Load Test',
  '/admin/diagnostic': 'Support Diagnostics',
};

const REDIRECTS: Record<RedirectPath, PagePath> = { '/admin': '/admin/dashboard' };

function renderAdminAt(path: string) {
  return renderWithProviders(<AdminApp apiBaseUrl="http://api.test" />, { path });
}

describe('mf-admin routes', () => {
  // Pages that load data get the api's 404 answer instead of reaching for the network.
  beforeEach(() => {
    stubFetch({});
  });

  it('covers exactly the paths of ADMIN_PATHS', () => {
    const tested = [...Object.keys(PAGE_TITLES), ...Object.keys(REDIRECTS)];
    expect(tested.sort()).toEqual([...ADMIN_PATHS].sort());
  });

  it.each(Object.entries(PAGE_TITLES))('%s shows "%s"', (path, title) => {
    renderAdminAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each(Object.entries(REDIRECTS))('%s redirects to %s', async (from, to) => {
    renderAdminAt(from);
    expect(await screen.findByRole('heading', { level: 1, name: PAGE_TITLES[to] })).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown admin path', () => {
    renderAdminAt('/admin/unknown');
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
  });
});
