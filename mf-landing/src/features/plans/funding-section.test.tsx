import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@propdesk/shared/testing';
import { registerLandingTranslations } from '../../testing/register-landing-translations.ts';
import { PROGRAMS_FIXTURE } from '../../testing/plans-fixture.ts';
import { FundingSection } from './funding-section.tsx';

registerLandingTranslations();

describe('FundingSection (the funding packages)', () => {
  it('shows each program’s progression, sizes, fees and rules from the plan data', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <FundingSection programs={PROGRAMS_FIXTURE} isLoading={false} isError={false} onRetry={() => {}} />,
    );

    expect(screen.getByRole('tab', { name: '2-Step Challenge' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByTestId('plan-card').map((card) => card.textContent)).toEqual([
      expect.stringContaining('$25,000Fee $120'),
      expect.stringContaining('$100,000Fee $349.50'),
    ]);
    const table = screen.getByTestId('rules-table');
    expect(within(table).getByRole('columnheader', { name: 'Verification' })).toBeInTheDocument();
    const maxLoss = within(table).getByRole('rowheader', { name: 'Maximum loss' }).closest('tr');
    expect(maxLoss).toHaveTextContent('Maximum loss7%7%');
    expect(screen.getByText('70%, rising to 90%')).toBeInTheDocument();
    expect(screen.getByText('Refunded with your first payout')).toBeInTheDocument();
    expect(screen.getByText('Every 14 days')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'InstFunding' }));
    expect(screen.getByText('Scaling Plan')).toBeInTheDocument();
    const instantTable = screen.getByTestId('rules-table');
    expect(
      within(instantTable).getByRole('rowheader', { name: 'Maximum daily loss' }).closest('tr'),
    ).toHaveTextContent('No limit');
    expect(screen.getByText('Non-refundable')).toBeInTheDocument();
    expect(screen.getByText('Every 7 days')).toBeInTheDocument();
    expect(screen.getByText('80%')).toBeInTheDocument();
    expect(screen.getByText('Ends after 30 days without trading')).toBeInTheDocument();
    expect(screen.getByText('Balance +25% each time closed profit reaches 10%')).toBeInTheDocument();
  });

  it('moves between the tabs with the arrow keys, Home and End (WAI-ARIA tabs)', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <FundingSection programs={PROGRAMS_FIXTURE} isLoading={false} isError={false} onRetry={() => {}} />,
    );
    await user.click(screen.getByRole('tab', { name: '2-Step Challenge' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'InstFunding' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'InstFunding' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('InstFunding');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '2-Step Challenge' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'InstFunding' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: '2-Step Challenge' })).toHaveAttribute('tabindex', '-1');
  });

  it('offers a retry when the plans cannot be loaded, and says when none are on sale', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    const { unmount } = renderWithProviders(
      <FundingSection programs={undefined} isLoading={false} isError onRetry={onRetry} />,
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    unmount();

    renderWithProviders(<FundingSection programs={[]} isLoading={false} isError={false} onRetry={onRetry} />);
    expect(screen.getByText('No plans are on sale at the moment.')).toBeInTheDocument();
  });
});
