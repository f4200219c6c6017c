import { raw, type EntityManager } from '@mikro-orm/core';
import { evaluate, type TAccountState, type TEngineEffect, type TEngineEvent } from '../../engine/index.ts';
import { createKeyedMutex, type TKeyedMutex } from '../../infra/keyed-mutex.ts';
import type { TAccountChangeBus } from './account-changes.ts';
import { evaluateBatch, type TBatchInput, type TBatchOutcome } from './batch-evaluation.ts';
import { createFrozenRules } from './frozen-rules.ts';
import { recordEffects } from './effect-records.ts';
import { recordLateDeals } from './late-deal-stats.ts';
import { copiesOfState, isEquitySampleDue } from './state-copies.ts';
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
  return {
    evaluateBatch: (input) => evaluateBatch({ changes, frozenRules }, input),
    evaluate: ({ em, accountId, collectEvents }) =>
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
          const events = await collectEvents(tx, account);
          let state: TAccountState = account.engineState;
          const effects: TEngineEffect[] = [];
          for (const event of events) {
            const result = evaluate(account.rules, state, event);
            if (result.state !== state) {
              sampleEquity(tx, account, result.state, result.state.status !== state.status);
            }
            state = result.state;
            effects.push(...result.effects);
          }
          if (state !== account.engineState) writeState(account, state);
          // The next phase's account is opened from the order.
          if (effects.some((effect) => effect.type === 'phase_passed')) await tx.populate(account, ['order']);
          recordEffects(tx, { account, effects });
          await tx.flush();
          await recordLateDeals(tx, { account, effects });
          return { account, effects };
        });
        if (outcome === null) throw new Error(`Trading account ${accountId} does not exist`);
        publishChange(changes, outcome);
        return outcome;
      }),
  };
}

/** The state and its copies for listing and scheduling. */
function writeState(account: TTradingAccount, state: TAccountState): void {
  const copies = copiesOfState(state);
  account.engineState = state;
  account.status = copies.status;
  account.balanceMinor = copies.balanceMinor;
  account.equityMinor = copies.equityMinor;
  account.lastEventAt = copies.lastEventAt;
  account.nextResetAt = copies.nextResetAt;
  if (copies.isFinal && account.endedAt === null) account.endedAt = copies.lastEventAt;
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

function publishChange(changes: TAccountChangeBus, { account, effects }: TEvaluationOutcome): void {
  changes.publish({
    accountId: account.id,
    ownerId: account.owner.id,
    organizationId: account.organization.id,
    revision: account.revision,
    effectTypes: effects.map((effect) => effect.type),
    closePositions: effects.some((effect) => effect.type === 'breach' && effect.closePositions),
  });
}
