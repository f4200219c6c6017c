import { describe, expect, it } from '@jest/globals';
import type { TRuleSetIssue } from '@propdesk/shared/contracts';
import { ruleSetFixture } from '@propdesk/shared/testing';
import {
  formOf,
  issueAt,
  issuesOfRefusal,
  issuesWithoutField,
  valueAt,
  withValueAt,
} from './rule-set-form.ts';

const issue = (path: TRuleSetIssue['path'], message: string): TRuleSetIssue => ({
  path,
  code: 'custom',
  message,
});

describe('the rule-set form', () => {
  it('starts from stored rules with the later payout terms filled in, the stored rules untouched', () => {
    const stored = ruleSetFixture('two_step');
    const { splitStepPercent: _step, capsMinor: _caps, ...payout } = stored.payout;
    const older = { ...stored, payout };
    const form = formOf(older);
    expect(form.payout).toEqual(
      expect.objectContaining({
        splitStepPercent: 5,
        capsMinor: [],
        bufferPercent: 0,
        requireConsistency: true,
        floorAfterPayout: 'unchanged',
      }),
    );
    expect(older.payout).not.toHaveProperty('capsMinor');
  });

  it('changes one field by its path, copying what leads to it and sharing the rest', () => {
    const form = formOf(ruleSetFixture('two_step'));
    const changed = withValueAt(form, ['phases', 1, 'profitTargetPercent'], '');
    expect(valueAt(changed, ['phases', 1, 'profitTargetPercent'])).toBe('');
    expect(valueAt(form, ['phases', 1, 'profitTargetPercent'])).toBe(5);
    expect(changed.phases).not.toBe(form.phases);
    expect(changed.phases[0]).toBe(form.phases[0]);
    expect(changed.maxLoss).toBe(form.maxLoss);
  });

  it('switches a rule off (null) and leaves a path through it alone', () => {
    const form = withValueAt(formOf(ruleSetFixture('two_step')), ['dailyLoss'], null);
    expect(form.dailyLoss).toBeNull();
    expect(withValueAt(form, ['dailyLoss', 'percent'], 4)).toEqual(form);
    expect(valueAt(form, ['dailyLoss', 'percent'])).toBeUndefined();
  });

  it('finds the issues of exactly one field, joined', () => {
    const issues = [
      issue(['dailyLoss', 'percent'], 'Too big.'),
      issue(['dailyLoss', 'percent'], 'Must be a number.'),
      issue(['dailyLoss'], 'Whole rule.'),
      issue(['phases', 1, 'profitTargetPercent'], 'Above 100.'),
    ];
    expect(issueAt(issues, ['dailyLoss', 'percent'])).toBe('Too big. Must be a number.');
    expect(issueAt(issues, ['phases', 1, 'profitTargetPercent'])).toBe('Above 100.');
    expect(issueAt(issues, ['phases', 0, 'profitTargetPercent'])).toBeNull();
    expect(issueAt(issues, ['phases', '1', 'profitTargetPercent'])).toBeNull();
  });

  it('leaves for the summary only the issues no field shows', () => {
    const form = withValueAt(formOf(ruleSetFixture('two_step')), ['dailyLoss'], null);
    const issues = [
      issue([], 'The rules as a whole.'),
      issue(['phases'], 'Too many phases.'),
      issue(['phases', 0, 'kind'], 'Unknown phase.'),
      issue(['dailyLoss'], 'Needs a daily limit.'),
      issue(['payout', 'maxProfitSplitPercent'], 'Below the start.'),
      issue(['payout', 'capsMinor'], 'Too many caps.'),
    ];
    expect(issuesWithoutField(issues, form).map((found) => found.message)).toEqual([
      'The rules as a whole.',
      'Too many phases.',
      'Unknown phase.',
    ]);
  });

  it('reads the issues of a refused save, ignoring what is not one', () => {
    const refused = { issues: [issue(['toleranceMinor'], 'Too big.'), { path: 'x' }] };
    expect(issuesOfRefusal(refused)).toEqual([issue(['toleranceMinor'], 'Too big.')]);
    expect(issuesOfRefusal({ issues: [] })).toBeNull();
    expect(issuesOfRefusal('nothing')).toBeNull();
  });
});
