import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@propdesk/shared/testing';
import { PROGRAMS_FIXTURE } from '../../testing/plans-fixture.ts';
import { registerLandingTranslations } from '../../testing/register-landing-translations.ts';
import { LandingFaq } from './landing-faq.tsx';

registerLandingTranslations();

const VALUES = { firm: 'Acme Funding', supportEmail: 'help@acme.example', language: 'en' };

describe('LandingFaq (the landing’s FAQ section)', () => {
  it('answers the plan questions from the plans, one at a time, and leads to every other question', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LandingFaq programs={PROGRAMS_FIXTURE} values={VALUES} />);
    const section = screen.getByRole('region', { name: 'FAQ' });
    expect(section).toHaveAttribute('id', 'faq');
    expect(
      within(section).getByRole('heading', { level: 2, name: 'Plans, payouts and refunds' }),
    ).toBeInTheDocument();

    const question = within(section).getByRole('button', { name: 'Is the challenge fee refunded?' });
    const answer = '2-Step Challenge: Refunded with your first payout. InstFunding: Non-refundable.';
    expect(within(section).getByText(answer)).not.toBeVisible();
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(within(section).getByText(answer)).toBeVisible();
    await user.click(question);
    expect(within(section).getByText(answer)).not.toBeVisible();

    expect(within(section).getByRole('link', { name: 'All questions' })).toHaveAttribute('href', '/faq');
  });

  it('asks no plan question while no plan is on sale', () => {
    renderWithProviders(<LandingFaq programs={[]} values={VALUES} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'All questions' })).toBeInTheDocument();
  });
});
