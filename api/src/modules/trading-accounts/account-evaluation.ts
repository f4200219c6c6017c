import { raw, type EntityManager } from '@mikro-orm/core';
import {
  evaluate,
  fingerprintState,
  reinstate,
  type TAccountState,
  type TEngineEffect,
  type TEngineEvent,
  type TRecordedBreach,
  type TReinstatement,
} from '../../engine/index.ts';
import { createKeyedMutex, type TKeyedMutex } from '../../infra/keyed-mutex.ts';
import type { TAccountChangeBus } from './account-changes.ts';
import { evaluateBatch, type TBatchInput, type TBatchOutcome } from './batch-evaluation.ts';
import { createFrozenRules } from './frozen-rules.ts';
import { recordEffects } from './effect-records.ts';
import { recordLateDeals } from './late-deal-stats.ts';
import { isEquitySampleDue, writeState } from './state-copies.ts';
import { EquitySnapshot } from './equity-snapshot.entity.ts';
import { TradingAccount, type TTradingAccount } from './trading-account.entity.ts';

/**
 * Builds the events to judge, inside the evaluation's transaction and with the account locked: it may read
 * and write rows of its own (a deal, a position) in `em`, which commit or roll back with the verdict.
 */
export type TCollectEvents = (
  em: EntityManager,
  account: TTradingAccount,
) => Promise<readonly TEngineEvent[]> | readonly TEngineEvent[];

export interface TEvaluationOutcome {
  readonly account: TTradingAccount;
  readonly effects: readonly TEngineEffect[];
}

export interface TAccountEvaluator {
  /** Judges events against one account, serialized with every other evaluation of that account. */
  evaluate(input: {
    em: EntityManager;
    accountId: string;
    collectEvents: TCollectEvents;
  }): Promise<TEvaluationOutcome>;
  /**
   * Judges one event for each of many accounts in one transaction, writing those where nothing but the
   * figures changes and handing back the others for `evaluate` (batch-evaluation.ts).
   */
  evaluateBatch(input: TBatchInput): Promise<TBatchOutcome>;
  /**
   * Voids an overturned breach: the account goes back to the state it had just before it, when it is still
   * as the breach left it (engine/reinstatement.ts). Serialized with every evaluation of the account, in one
   * transaction with `decide`, which runs first, with the account locked, and knows whether the account can
   * be restored: it records the decision, or throws and nothing is written.
   */
  reinstate(input: {
    em: EntityManager;
    accountId: string;
    breach: TRecordedBreach;
    decidedAt: number;
    decide: (em: EntityManager, account: TTradingAccount, reinstatement: TReinstatement) => Promise<void>;
  }): Promise<TReinstatement>;
}

/**
 * The one way an account's engine state changes: the evaluations of one account are serialized.
 *
 * Do not loosen: the transaction starts by bumping the account's `revision` with a single UPDATE, which
 * takes the row's write lock (PostgreSQL) or the database's (SQLite) before the state is read. A second
 * evaluation, in this process or another instance, waits at that UPDATE until the first commits, then
 * reads the state the first wrote. So two webhooks, a price tick and a reset can never both fail, pass or
 * advance an account: the second sees a final status and the engine ignores its event. Inside one process
 * a keyed queue keeps evaluations of one account from holding several connections while they wait.
 */
export function createAccountEvaluator({
  changes,
  mutex = createKeyedMutex(),
}: {
  changes: TAccountChangeBus;
  mutex?: TKeyedMutex;
}): TAccountEvaluator {
  const frozenRules = createFrozenRules();
  /** Runs `work` on the account locked, in one transaction, then tells the account's listeners. */
  const withLockedAccount = <T>(
    em: EntityManager,
    accountId: string,
    work: (
      tx: EntityManager,
      account: TTradingAccount,
    ) => Promise<{ effects: readonly TEngineEffect[]; result: T }>,
  ) =>
    mutex.run(accountId, async () => {
      const outcome = await em.fork().transactional(async (tx) => {
        const locked = await tx.nativeUpdate(
          TradingAccount,
          { id: accountId },
          { revision: raw('revision + 1') },
        );
        if (locked === 0) return null;
        // The account alone: it carries its frozen rules and state, and a price tick every second
        // should not load and compare the order and rule set too (half the cost of a tick).
        const account = await tx.findOneOrFail(TradingAccount, { id: accountId }, { refresh: true });
        return { account, ...(await work(tx, account)) };
      });
      if (outcome === null) throw new Error(`Trading account ${accountId} does not exist`);
      publishChange(changes, outcome);
      return outcome;
    });
  return {
    evaluateBatch: (input) => evaluateBatch({ changes, frozenRules }, input),
    evaluate: async ({ em, accountId, collectEvents }) => {
      const { account, effects } = await withLockedAccount(em, accountId, async (tx, account) => {
        const events = await collectEvents(tx, account);
        let state: TAccountState = account.engineState;
        const effects: TEngineEffect[] = [];
        const outcomeFingerprints = new Map<TEngineEffect, string>();
        for (const event of events) {
          const result = evaluate(account.rules, state, event);
          if (result.state !== state) {
            sampleEquity(tx, account, result.state, result.state.status !== state.status);
          }
          // What a breach left, so that overturning it can tell whether the account is still there.
          for (const effect of result.effects) {
            if (effect.type === 'breach') outcomeFingerprints.set(effect, fingerprintState(result.state));
          }
          state = result.state;
          effects.push(...result.effects);
        }
        if (state !== account.engineState) writeState(account, state);
        // The next phase's account is opened from the order.
        if (effects.some((effect) => effect.type === 'phase_passed')) await tx.populate(account, ['order']);
        recordEffects(tx, { account, effects, outcomeFingerprints });
        await tx.flush();
        await recordLateDeals(tx, { account, effects });
        return { effects, result: null };
      });
      return { account, effects };
    },
    reinstate: async ({ em, accountId, breach, decidedAt, decide }) => {
      const { result } = await withLockedAccount<TReinstatement>(em, accountId, async (tx, account) => {
        const reinstatement = reinstate(account.rules, account.engineState, breach, decidedAt);
        await decide(tx, account, reinstatement);
        if (reinstatement.outcome !== 'reinstated') {
          await tx.flush();
          return { effects: [], result: reinstatement };
        }
        writeState(account, reinstatement.state);
        // The chart shows the figures coming back when the firm decided.
        tx.create(EquitySnapshot, {
          account,
          at: new Date(decidedAt),
          balanceMinor: reinstatement.state.balanceMinor,
          equityMinor: reinstatement.state.equityMinor,
        });
        account.equitySampledAt = new Date(decidedAt);
        recordEffects(tx, { account, effects: reinstatement.effects });
        await tx.flush();
        return { effects: reinstatement.effects, result: reinstatement };
      });
      return result;
    },
  };
}

function sampleEquity(
  em: EntityManager,
  account: TTradingAccount,
  state: TAccountState,
  isVerdict: boolean,
): void {
  if (!isEquitySampleDue(account.equitySampledAt?.getTime() ?? null, state, isVerdict)) return;
  em.create(EquitySnapshot, {
    account,
    at: new Date(state.lastEventAt),
    balanceMinor: state.balanceMinor,
    equityMinor: state.equityMinor,
  });
  account.equitySampledAt = new Date(state.lastEventAt);
}

function publishChange(
  changes: TAccountChangeBus,
  { account, effects }: { account: TTradingAccount; effects: readonly TEngineEffect[] },
): void {
  changes.publish({
    accountId: account.id,
    ownerId: account.owner.id,
    organizationId: account.organization.id,
    revision: account.revision,
    effectTypes: effects.map((effect) => effect.type),
    closePositions: effects.some((effect) => effect.type === 'breach' && effect.closePositions),
  });
}
