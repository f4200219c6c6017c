import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { ORGANIZATION_PATHS, type OrganizationPath } from '../navigation.ts';
import { examplePath, renderWithProviders, stubFetch } from '@propdesk/shared/testing';
import OrganizationApp from './app.tsx';

type RedirectPath = '/organization';
type PagePath = Exclude<OrganizationPath, RedirectPath>;

/** The English h1 of each page, spelled out so a path wired to the wrong page fails. */
const PAGE_TITLES: Record<PagePath, string> = {
  '/organization/profile': 'Organization Profile',
  '/organization/notifications': 'Notifications',
  '/organization/dashboard': 'Dashboard',
  '/organization/accounts': 'Accounts',
  '/organization/accounts/:accountId': 'Account details',
  '/organization/members': 'Members & Roles',
  '/organization/prop-trading-settings': 'Prop Trading Settings',
  '/organization/activity-logs': 'Activity Logs',
  '/organization/security': 'Security Dashboard',
  '/organization/clients': 'Client Management',
  '/organization/clients/:userId/details': 'Client Details',
  '/organization/guide': 'White Label Guide',
  '/organization/payouts': 'Trader Payouts',
  '/organization/verifications': 'Identity Verifications',
  '/organization/affiliates': 'Affiliate Management',
  '/organization/affiliate-payouts': 'Affiliate Payouts',
  '/organization/agents': 'Support Agents',
  '/organization/domains': 'Domain Management',
  '/organization/live-support': 'Live Support',
  '/organization/api': 'API Management',
  '/support-agent/dashboard': 'Client Lookup',
  '/support-agent/notifications': 'Notifications',
  '/admin/prop-trading-settings': 'Prop Trading Settings',
  '/admin/org-settings': 'Prop Trading Settings',
  '/admin/org-dashboard': 'Organization Dashboard',
  '/admin/org-clients': 'Clients',
  '/admin/clients': 'Clients',
  '/admin/org-payouts': 'Payouts',
  '/admin/payouts': 'Payouts',
  '/admin/verifications': 'Identity Verifications',
  '/admin/affiliate-payouts': 'Affiliate Payouts',
  '/admin/org-affiliates': 'Affiliates',
  '/admin/affiliates': 'Affiliates',
  '/admin/org-agents': 'Support Agents',
  '/admin/agents': 'Support Agents',
  '/admin/org-members': 'Members',
  '/admin/members': 'Members',
  '/admin/org-domains': 'Domains',
  '/admin/domains': 'Domains',
  '/admin/org-activity-logs': 'Activity Logs',
  '/admin/activity-logs': 'Activity Logs',
  '/admin/org-security': 'Organization Security',
};

const REDIRECTS: Record<RedirectPath, PagePath> = { '/organization': '/organization/dashboard' };

function renderOrganizationAt(path: string) {
  return renderWithProviders(<OrganizationApp apiBaseUrl="http://api.test" />, { path });
}

describe('mf-organization routes', () => {
  // Pages that load data get the api's 404 answer instead of reaching for the network.
  beforeEach(() => {
    stubFetch({});
  });

  it('covers exactly the paths of ORGANIZATION_PATHS', () => {
    const tested = [...Object.keys(PAGE_TITLES), ...Object.keys(REDIRECTS)];
    expect(tested.sort()).toEqual([...ORGANIZATION_PATHS].sort());
  });

  it.each(Object.entries(PAGE_TITLES))('%s shows "%s"', (pattern, title) => {
    renderOrganizationAt(examplePath(pattern));
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each(Object.entries(REDIRECTS))('%s redirects to %s', async (from, to) => {
    renderOrganizationAt(from);
    expect(await screen.findByRole('heading', { level: 1, name: PAGE_TITLES[to] })).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown organization path', () => {
    renderOrganizationAt('/organization/unknown');
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
  });
});
