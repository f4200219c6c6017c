import type { EntityManager } from '@mikro-orm/core';
import type { TActivityKind } from '@propdesk/shared/contracts';
import { findTradingDay, type TEngineEffect } from '../../engine/index.ts';
import { Breach } from './breach.entity.ts';
import { accountPayloadOf, publishNotification } from '../notifications/index.ts';
import { AccountActivity } from './account-activity.entity.ts';
import { openTradingAccount } from './account-opening.ts';
import { DailyStat } from './daily-stat.entity.ts';
import { PhaseTransition } from './phase-transition.entity.ts';
import type { TTradingAccount } from './trading-account.entity.ts';

type TActivityValues = Record<string, number | string | boolean | null>;

/** Adds a line to the owner's activity feed. */
export function recordActivity(
  em: EntityManager,
  account: TTradingAccount,
  kind: TActivityKind,
  at: number,
  values: TActivityValues = {},
): void {
  em.create(AccountActivity, { account, owner: account.owner, kind, values, at: new Date(at) });
}

/**
 * Writes what a verdict means, in the evaluation's transaction: the breach and its report, the finished
 * day, the pass (with the next phase's account) or the scaling step, the activity feed (a late deal's
 * statistics follow the flush, late-deal-stats.ts) and the events that notify the trader. Written once:
 * the evaluation that produced an effect is the only one that ever sees it (account-evaluation.ts).
 */
export function recordEffects(
  em: EntityManager,
  {
    account,
    effects,
    outcomeFingerprints = new Map(),
  }: {
    account: TTradingAccount;
    effects: readonly TEngineEffect[];
    /** Per breach, the fingerprint of the state its evaluation left (account-evaluation.ts). */
    outcomeFingerprints?: ReadonlyMap<TEngineEffect, string>;
  },
): void {
  for (const effect of effects) {
    switch (effect.type) {
      case 'breach':
        em.create(Breach, {
          account,
          rule: effect.report.rule,
          severity: effect.report.severity,
          at: new Date(effect.report.at),
          report: effect.report,
          inputHash: effect.inputHash,
          dayEndsAt: new Date(findTradingDay(account.rules.reset, effect.report.at).endAt),
          priorState: effect.priorState,
          outcomeFingerprint: outcomeFingerprints.get(effect) ?? null,
        });
        recordActivity(em, account, 'breach', effect.report.at, {
          rule: effect.report.rule,
          severity: effect.report.severity,
          floorMinor: effect.report.floorMinor,
        });
        publishNotification(em, 'breach', {
          ...accountPayloadOf(account),
          rule: effect.report.rule,
          severity: effect.report.severity,
        });
        break;
      case 'warning':
        recordActivity(
          em,
          account,
          'warning',
          effect.at,
          effect.reason === 'allowance_used'
            ? {
                reason: effect.reason,
                rule: effect.rule,
                thresholdPercent: effect.thresholdPercent,
                roomMinor: effect.roomMinor,
              }
            : { reason: effect.reason, rule: effect.rule, floorMinor: effect.floorMinor },
        );
        // The estimate-at-floor warning is a detail of the live page; the allowance marks are the alerts.
        if (effect.reason === 'allowance_used') {
          publishNotification(em, 'allowance_warning', {
            ...accountPayloadOf(account),
            rule: effect.rule,
            thresholdPercent: effect.thresholdPercent,
            roomMinor: effect.roomMinor,
            currency: account.currency,
          });
        }
        break;
      case 'objective_met':
        recordActivity(em, account, 'objective_met', effect.at, { objective: effect.objective });
        publishNotification(em, 'objective_met', {
          ...accountPayloadOf(account),
          objective: effect.objective,
        });
        break;
      case 'phase_passed': {
        const next =
          effect.nextPhaseIndex === null
            ? null
            : openTradingAccount(em, {
                order: account.order,
                rules: account.rules,
                phaseIndex: effect.nextPhaseIndex,
                previousAccount: account,
                startedAt: effect.at,
              });
        em.create(PhaseTransition, {
          account,
          nextAccount: next,
          kind: 'passed',
          fromPhaseIndex: effect.phaseIndex,
          toPhaseIndex: effect.nextPhaseIndex,
          fromLevel: account.engineState.scalingLevel,
          toLevel: account.engineState.scalingLevel,
          balanceMinor: effect.balanceMinor,
          at: new Date(effect.at),
          inputHash: effect.inputHash,
        });
        recordActivity(em, account, 'phase_passed', effect.at, {
          phaseKind: account.phaseKind,
          nextPhaseKind: next?.phaseKind ?? null,
          nextAccountId: next?.id ?? null,
        });
        if (next !== null) {
          recordActivity(em, next, 'account_opened', effect.at, {
            phaseKind: next.phaseKind,
            accountSizeMinor: next.accountSizeMinor,
          });
        }
        publishNotification(em, 'phase_passed', {
          ...accountPayloadOf(account),
          phaseKind: account.phaseKind,
          next: next === null ? null : { accountId: next.id, login: next.login, phaseKind: next.phaseKind },
        });
        break;
      }
      case 'scaling':
        em.create(PhaseTransition, {
          account,
          nextAccount: null,
          kind: 'scaling',
          fromPhaseIndex: account.phaseIndex,
          toPhaseIndex: account.phaseIndex,
          fromLevel: effect.fromLevel,
          toLevel: effect.toLevel,
          balanceMinor: effect.newSizeMinor,
          at: new Date(effect.at),
          inputHash: effect.inputHash,
        });
        recordActivity(em, account, 'scaling', effect.at, {
          toLevel: effect.toLevel,
          newSizeMinor: effect.newSizeMinor,
          settledProfitMinor: effect.settledProfitMinor,
        });
        break;
      case 'resumed':
        recordActivity(em, account, 'resumed', effect.at);
        break;
      case 'reinstated':
        recordActivity(em, account, 'reinstated', effect.at, { breachAt: effect.breachAt });
        break;
      case 'expired':
        recordActivity(em, account, 'expired', effect.at, { idleDays: effect.idleDays });
        break;
      case 'day_closed':
        em.create(DailyStat, {
          account,
          dayKey: effect.dayKey,
          startBalanceMinor: effect.startBalanceMinor,
          startEquityMinor: effect.startEquityMinor,
          endBalanceMinor: effect.endBalanceMinor,
          endEquityMinor: effect.endEquityMinor,
          closedProfitMinor: effect.closedProfitMinor,
          isCounted: effect.isCounted,
        });
        break;
      case 'late_deal_booked':
        // It amends rows that may be written above, so it waits for them (late-deal-stats.ts).
        break;
    }
  }
}
