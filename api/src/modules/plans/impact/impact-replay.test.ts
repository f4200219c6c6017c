import { describe, expect, it } from '@jest/globals';
import { DEFAULT_RULE_SETS, type TRuleSetData } from '@propdesk/shared/contracts';
import {
  draftJudges,
  impactChangeOf,
  recordedEvents,
  replayOutcome,
  type TRecordedDeal,
  type TReplayAccount,
} from './impact-replay.ts';

const DAY_MS = 86_400_000;
const START = Date.parse('2026-11-02T09:00:00Z');
const SIZE = 10_000_000;
const ONE_STEP = DEFAULT_RULE_SETS.one_step;
const ACCOUNT: TReplayAccount = {
  phaseIndex: 0,
  phaseKind: 'challenge',
  initialBalanceMinor: SIZE,
  currency: 'USD',
  startedAt: START,
  rules: ONE_STEP,
};
/** The 1-step rules with a 4 % daily loss limit and a 12 % target. */
const DRAFT: TRuleSetData = {
  ...ONE_STEP,
  dailyLoss: {
    percent: 4,
    basis: 'initial_balance',
    anchor: 'balance',
    includeFloating: true,
    evaluation: 'intraday',
    severity: 'hard',
  },
  phases: [
    { kind: 'challenge', profitTargetPercent: 12, minTradingDays: 4 },
    { kind: 'funded', profitTargetPercent: null, minTradingDays: 0 },
  ],
};

/** One position a day, opened and closed an hour apart, with the given results. */
function dailyDeals(results: readonly number[]): TRecordedDeal[] {
  return results.flatMap((profitMinor, day) => {
    const at = START + day * DAY_MS + 3_600_000;
    return [
      {
        id: `in${day}`,
        entry: 'in',
        positionId: `p${day}`,
        profitMinor: 0,
        commissionMinor: 0,
        executedAt: at,
      },
      {
        id: `out${day}`,
        entry: 'out',
        positionId: `p${day}`,
        profitMinor,
        commissionMinor: 0,
        executedAt: at + 600_000,
      },
    ] as const;
  });
}

describe('impact replay', () => {
  const end = START + 10 * DAY_MS;

  it('fails under the draft a day the account’s own rules let through', () => {
    const events = recordedEvents(dailyDeals([-450_000]), []);
    const actual = replayOutcome(ONE_STEP, ACCOUNT, events, end);
    const draft = replayOutcome(DRAFT, ACCOUNT, events, end);
    expect(actual).toEqual({ status: 'active', rule: null, at: null });
    expect(draft).toMatchObject({ status: 'failed', rule: 'daily_loss' });
    expect(impactChangeOf(actual, draft)).toBe('would_fail');
    expect(impactChangeOf(draft, actual)).toBe('would_survive');
  });

  it('does not pass under a higher target an account that passed', () => {
    const events = recordedEvents(dailyDeals([280_000, 280_000, 280_000, 280_000]), []);
    const actual = replayOutcome(ONE_STEP, ACCOUNT, events, end);
    const draft = replayOutcome(DRAFT, ACCOUNT, events, end);
    expect(actual.status).toBe('passed');
    expect(actual.at).toBe(START + 3 * DAY_MS + 3_600_000 + 600_000);
    expect(draft.status).toBe('active');
    expect(impactChangeOf(actual, draft)).toBe('would_not_pass');
    expect(impactChangeOf(draft, actual)).toBe('would_pass');
    expect(impactChangeOf(actual, actual)).toBeNull();
  });

  it('orders deals before equity of the same instant and marks all but the last close partial', () => {
    const deals: TRecordedDeal[] = [
      { id: 'a', entry: 'in', positionId: 'p', profitMinor: 0, commissionMinor: 5, executedAt: 1 },
      { id: 'b', entry: 'out', positionId: 'p', profitMinor: 10, commissionMinor: 0, executedAt: 2 },
      { id: 'c', entry: 'out', positionId: 'p', profitMinor: 20, commissionMinor: 0, executedAt: 3 },
    ];
    const events = recordedEvents(deals, [{ id: 'e', at: 2, equityMinor: 100 }]);
    expect(events.map((event) => event.id)).toEqual(['a', 'b', 'e', 'c']);
    expect(events.filter((event) => event.type === 'deal_closed').map((event) => event.isPartial)).toEqual([
      true,
      false,
    ]);
  });

  it('skips an account whose phase the draft does not have', () => {
    expect(draftJudges(DRAFT, ACCOUNT)).toBe(true);
    expect(draftJudges(DRAFT, { ...ACCOUNT, phaseIndex: 2, phaseKind: 'funded' })).toBe(false);
    expect(draftJudges(DEFAULT_RULE_SETS.two_step, { ...ACCOUNT, phaseIndex: 1, phaseKind: 'funded' })).toBe(
      false,
    );
  });
});
