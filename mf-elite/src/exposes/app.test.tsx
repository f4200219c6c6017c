import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { ELITE_PATHS, type ElitePath } from '../navigation.ts';
import { renderWithProviders } from '@propdesk/shared/testing';
import EliteApp from './app.tsx';

type RedirectPath = '/elite';
type PagePath = Exclude<ElitePath, RedirectPath>;

/** The English h1 of each page; the dashboard and clients are one screen. */
const PAGE_TITLES: Record<PagePath, string> = {
  '/elite/dashboard': 'Clients',
  '/elite/clients': 'Clients',
  '/elite/payouts': 'Payouts',
  '/elite/affiliates': 'Affiliates',
  '/elite/affiliate-payouts': 'Affiliate Payouts',
};

const REDIRECTS: Record<RedirectPath, PagePath> = { '/elite': '/elite/dashboard' };

function renderEliteAt(path: string) {
  return renderWithProviders(<EliteApp apiBaseUrl="http://api.test" />, { path });
}

describe('mf-elite routes', () => {
  it('covers exactly the paths of ELITE_PATHS', () => {
    const tested = [...Object.keys(PAGE_TITLES), ...Object.keys(REDIRECTS)];
    expect(tested.sort()).toEqual([...ELITE_PATHS].sort());
  });

  it.each(Object.entries(PAGE_TITLES))('%s shows "%s"', (path, title) => {
    renderEliteAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each(Object.entries(REDIRECTS))('%s redirects to %s', async (from, to) => {
    renderEliteAt(from);
    expect(await screen.findByRole('heading', { level: 1, name: PAGE_TITLES[to] })).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown elite path', () => {
    renderEliteAt('/elite/unknown');
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
  });
});
