import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers.tsx';
import { PageFrame } from '../ui/page-frame.tsx';
import { RouteTable } from './route-table.tsx';

const routes = {
  '/pricing': <PageFrame title="Pricing" description="Choose a plan." />,
  '/accounts/:accountId': <PageFrame title="Account">Account content</PageFrame>,
  '/trading-plans': { redirectTo: '/pricing' },
};

describe('RouteTable', () => {
  it('renders the page of a path, its own content or the empty state, and names the tab after it', () => {
    renderWithProviders(<RouteTable routes={routes} />, { path: '/pricing' });
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    expect(screen.getByText('Choose a plan.')).toBeInTheDocument();
    expect(screen.getByTestId('empty-state')).toHaveTextContent('Nothing here yet');
    expect(document.title).toBe('Pricing');
  });

  it('matches patterns and shows the page’s content instead of the empty state', () => {
    renderWithProviders(<RouteTable routes={routes} />, { path: '/accounts/42' });
    expect(screen.getByText('Account content')).toBeInTheDocument();
    expect(screen.queryByTestId('empty-state')).toBeNull();
  });

  it('follows an alias to its page', async () => {
    renderWithProviders(<RouteTable routes={routes} />, { path: '/trading-plans' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
  });

  it('shows the 404 page for any other path, with the way home', () => {
    renderWithProviders(<RouteTable routes={routes} />, { path: '/nowhere' });
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});
