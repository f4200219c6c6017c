import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { setLanguage } from '@propdesk/shared/i18n';
import { renderWithProviders } from '@propdesk/shared/testing';
import { PROGRAMS_FIXTURE } from '../../testing/plans-fixture.ts';
import { LazyMarketingSections } from './lazy-marketing-sections.tsx';

describe('landing sections below the funding packages', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('show every section, with plan figures taken from the plans', async () => {
    renderWithProviders(<LazyMarketingSections programs={PROGRAMS_FIXTURE} />);
    expect(await screen.findByTestId('marketing-sections')).toBeInTheDocument();

    for (const title of [
      'Everything you need to get funded',
      'Why traders choose us',
      'Key features',
      'Markets',
      'Become a partner',
      'Restricted countries',
      'Ready to prove your skill?',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('Keep up to 90% of the profit you make')).toBeInTheDocument();
    expect(screen.getByText('Accounts up to $100,000')).toBeInTheDocument();
    expect(screen.getByText('Challenges from $120')).toBeInTheDocument();
    expect(screen.getByText('70+ instruments, spreads from 0.0 pips')).toBeInTheDocument();
    expect(document.getElementById('about')).toHaveTextContent('Daily payouts');
    expect(screen.getByRole('link', { name: 'Become a Partner' })).toHaveAttribute(
      'href',
      '/affiliate-registration',
    );
    expect(screen.getByRole('link', { name: 'Affiliate Program' })).toHaveAttribute(
      'href',
      '/affiliate-program',
    );
    expect(screen.getByText(/North Korea/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Challenge' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/pricing');
  });

  it('leaves out the plan figures when there are no plans rather than inventing them', async () => {
    renderWithProviders(<LazyMarketingSections programs={[]} />);
    expect(await screen.findByText('Breach reports you can read and dispute')).toBeInTheDocument();
    expect(screen.queryByText(/Keep up to/)).toBeNull();
    expect(screen.queryByText(/Accounts up to/)).toBeNull();
  });

  it('wait for a Spanish reader’s texts and show them in Spanish', async () => {
    await act(() => setLanguage('es'));
    await act(async () => {
      renderWithProviders(<LazyMarketingSections programs={PROGRAMS_FIXTURE} />);
    });
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Todo lo que necesitas para conseguir financiación',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Países restringidos' })).toBeInTheDocument();
    expect(screen.queryByText('Everything you need to get funded')).toBeNull();
  });
});
