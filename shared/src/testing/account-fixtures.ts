import type {
  TAccountSnapshot,
  TBreach,
  TRuleSetData,
  TTradingAccountDetail,
  TTradingAccountSummary,
} from '../contracts/index.ts';
import { ruleSetFixture } from './rule-set-fixture.ts';

/** An account's answers for the account view's tests (the trader's and the staff's), shaped as the contracts say. */

export const ACCOUNT_ID = '11111111-1111-4111-8111-111111111111';
export const BREACH_ID = '44444444-4444-4444-8444-444444444444';

export const twoStepRules: TRuleSetData = ruleSetFixture('two_step', {
  consistencyMaxBestDayPercent: 40,
  toleranceMinor: 0,
});

export function accountFixture(overrides: Partial<TTradingAccountSummary> = {}): TTradingAccountSummary {
  return {
    id: ACCOUNT_ID,
    login: 'PD-100042',
    platform: 'simulator',
    program: 'two_step',
    phaseIndex: 0,
    phaseKind: 'challenge',
    status: 'active',
    currency: 'USD',
    initialBalanceMinor: 10_000_000,
    balanceMinor: 10_250_000,
    equityMinor: 10_180_000,
    dailyRoomMinor: 430_000,
    maxLossRoomMinor: 980_000,
    profitTargetProgressPercent: 25,
    createdAt: '2026-11-18T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

/** Now + 2 h 30 min: the next daily reset in the snapshot below. */
export const NOW = Date.parse('2026-11-20T21:30:00.000Z');
export const NEXT_RESET_AT = NOW + 2.5 * 60 * 60 * 1000;

export function snapshotFixture(overrides: Partial<TAccountSnapshot> = {}): TAccountSnapshot {
  return {
    at: NOW,
    status: 'active',
    pausedUntil: null,
    phaseIndex: 0,
    phaseKind: 'challenge',
    scalingLevel: 0,
    currency: 'USD',
    initialBalanceMinor: 10_000_000,
    balanceMinor: 10_250_000,
    equityMinor: 10_180_000,
    estimatedEquityMinor: null,
    closedProfitMinor: 250_000,
    openPositionCount: 1,
    day: {
      dayKey: '2026-11-20',
      startedAt: NOW - 21.5 * 60 * 60 * 1000,
      nextResetAt: NEXT_RESET_AT,
      msToReset: NEXT_RESET_AT - NOW,
      closedProfitMinor: 50_000,
    },
    dailyLoss: {
      anchorMinor: 10_200_000,
      allowanceMinor: 500_000,
      floorMinor: 9_700_000,
      comparedMinor: 10_180_000,
      roomMinor: 480_000,
      usedPercent: 4,
    },
    maxLoss: {
      allowanceMinor: 800_000,
      peakMinor: 10_000_000,
      floorMinor: 9_200_000,
      lockMinor: null,
      isLocked: false,
      roomMinor: 980_000,
      usedPercent: 0,
    },
    tradingDays: { counted: 2, minimum: 4, isTodayCounted: true },
    profitTarget: {
      targetMinor: 1_000_000,
      closedProfitMinor: 250_000,
      progressPercent: 25,
      isMet: false,
    },
    consistency: {
      bestDayProfitMinor: 150_000,
      positiveDaysProfitMinor: 400_000,
      ratioPercent: 37.5,
      maxPercent: 40,
      isWithinLimit: true,
    },
    scaling: null,
    rules: [
      {
        rule: 'profit_target',
        key: 'engine.rules.profitTarget',
        values: {
          percent: 10,
          initialMinor: 10_000_000,
          targetMinor: 1_000_000,
          closedProfitMinor: 250_000,
          progressPercent: 25,
        },
        text: 'Profit target: closed profit of 10% × initial balance ($100,000.00) = $10,000.00, with every position closed. Closed profit now $2,500.00 (25% of the target).',
      },
      {
        rule: 'max_loss',
        key: 'engine.rules.maxLoss.static',
        values: {
          percent: 8,
          mode: 'static',
          initialMinor: 10_000_000,
          peakMinor: 10_000_000,
          allowanceMinor: 800_000,
          lockMinor: null,
          floorMinor: 9_200_000,
          equityMinor: 10_180_000,
          roomMinor: 980_000,
          toleranceMinor: 0,
        },
        text: 'Max loss (hard): equity must stay above the overall floor. Floor = initial balance ($100,000.00) − 8% × initial balance ($100,000.00) = $92,000.00; it never moves. Equity now $101,800.00, room $9,800.00. A breach is equity ≤ floor + $0.00 tolerance; it fails the account.',
      },
    ],
    ...overrides,
  };
}

export function detailFixture(overrides: Partial<TTradingAccountDetail> = {}): TTradingAccountDetail {
  return {
    account: accountFixture(),
    ruleSetVersion: 3,
    rules: twoStepRules,
    snapshot: snapshotFixture(),
    previousAccountId: null,
    nextAccountId: null,
    resetOf: null,
    resetAccountId: null,
    breaches: [],
    ...overrides,
  };
}

/**
 * A hard max-loss breach of the account (equity $91,990 under the $92,000 floor), with the formula the
 * snapshot's max-loss text gives and the moves before it; no dispute unless `overrides` says so.
 */
export function breachFixture(overrides: Partial<TBreach> = {}): TBreach {
  const formula = snapshotFixture().rules[1];
  if (formula === undefined) throw new Error('the snapshot fixture has a max-loss text');
  return {
    id: BREACH_ID,
    rule: 'max_loss',
    severity: 'hard',
    at: '2026-11-20T21:30:00.000Z',
    inputHash: 'ab12cd34',
    report: {
      rule: 'max_loss',
      crossedRules: ['max_loss'],
      severity: 'hard',
      at: NOW,
      dayKey: '2026-11-20',
      phaseIndex: 0,
      scalingLevel: 0,
      event: { type: 'equity_update', id: 'e9', at: NOW, equityMinor: 9_199_000, isEstimate: false },
      floorMinor: 9_200_000,
      comparedValue: 'equity',
      comparedMinor: 9_199_000,
      equityMinor: 9_199_000,
      balanceMinor: 9_500_000,
      toleranceMinor: 0,
      formula,
      timeline: [
        {
          type: 'deal_opened',
          id: 'e7',
          at: NOW - 120_000,
          positionId: '9ac7267b-75ed-4991-bd86-113d0de6b5ef',
        },
        { type: 'deal_closed', id: 'e8', at: NOW - 60_000, positionId: 'p1', profitMinor: -50_000 },
        { type: 'equity_update', id: 'e9', at: NOW, equityMinor: 9_199_000, isEstimate: false },
      ],
    },
    dispute: null,
    ...overrides,
  };
}
