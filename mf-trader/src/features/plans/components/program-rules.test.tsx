import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { TPublicProgram, TRuleSetData } from '@propdesk/shared/contracts';
import { renderWithProviders } from '@propdesk/shared/testing';
import { PLAN_ID, twoStepRules } from '../../../testing/fixtures.ts';
import { ProgramRules } from './program-rules.tsx';

function program(rules: TRuleSetData): TPublicProgram {
  return {
    program: rules.program,
    ruleSetVersion: 1,
    rules,
    plans: [{ id: PLAN_ID, accountSizeMinor: 2_500_000, feeMinor: 9_900, currency: 'USD' }],
  };
}

/** The value a term of the rules list shows, found by its label. */
function term(label: string): string | null | undefined {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

function rowCells(name: string): string[] {
  const row = screen.getByRole('rowheader', { name }).closest('tr')!;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe('ProgramRules', () => {
  it('sets out each phase’s limits side by side and the terms around them', () => {
    renderWithProviders(<ProgramRules program={program(twoStepRules)} />);
    const table = screen.getByTestId('program-rules');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Rule', 'Challenge', 'Verification', 'Funded Trader']);
    expect(rowCells('Profit target')).toEqual(['10%', '5%', 'None']);
    expect(rowCells('Minimum trading days')).toEqual(['4 days', '4 days', 'None']);
    expect(rowCells('Maximum daily loss')).toEqual(['5%', '5%', '5%']);
    expect(rowCells('Maximum loss')).toEqual(['8%', '8%', '8%']);

    expect(term('Profit split')).toBe('70%, rising to 90%');
    expect(term('Payout cycle')).toBe('14 days');
    expect(term('Minimum payout')).toBe('$100');
    expect(term('Maximum loss floor')).toBe('Static (from the initial balance)');
    expect(term('Daily reset')).toBe('00:00 (Europe/Prague)');
    expect(term('Trading period')).toBe('Unlimited');
    expect(term('Consistency')).toBe('Best day at most 40% of total profit');
    expect(term('Fee')).toBe('Refunded with your first payout');
    expect(screen.queryByText('Scaling', { selector: 'dt' })).toBeNull();
  });

  it('words a program without a daily limit, with a trailing floor and an expiry', () => {
    renderWithProviders(
      <ProgramRules
        program={program({
          ...twoStepRules,
          program: 'one_step',
          phases: [
            { kind: 'challenge', profitTargetPercent: 10, minTradingDays: 1 },
            { kind: 'funded', profitTargetPercent: null, minTradingDays: 0 },
          ],
          dailyLoss: null,
          maxLoss: { percent: 6, mode: 'trailing_end_of_day', lockAtPercentAboveInitial: 0 },
          consistencyMaxBestDayPercent: null,
          inactivityExpiryDays: 30,
          payout: { ...twoStepRules.payout, profitSplitPercent: 80, maxProfitSplitPercent: 80 },
          refundPolicy: 'non_refundable',
        })}
      />,
    );
    expect(rowCells('Minimum trading days')).toEqual(['1 day', 'None']);
    expect(rowCells('Maximum daily loss')).toEqual(['No limit', 'No limit']);
    expect(term('Profit split')).toBe('80%');
    expect(term('Maximum loss floor')).toBe('Trailing, moved at each daily reset');
    expect(term('Trading period')).toBe('Expires after 30 days without trading');
    expect(term('Fee')).toBe('Non-refundable');
    expect(screen.queryByText('Consistency', { selector: 'dt' })).toBeNull();
  });
});
