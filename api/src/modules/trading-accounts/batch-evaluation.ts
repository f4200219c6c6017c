import type { EntityManager } from '@mikro-orm/core';
import type { TRuleSetData, TTradingPlatform } from '@propdesk/shared/contracts';
import { evaluate, type TEngineEvent } from '../../engine/index.ts';
import type { TAccountChangeBus } from './account-changes.ts';
import {
  insertSamples,
  lockAccounts,
  writeStates,
  type TLockedAccount,
  type TStateWrite,
} from './batch-account-rows.ts';
import type { TFrozenRules } from './frozen-rules.ts';
import { isEquitySampleDue } from './state-copies.ts';

/** One locked account as a batch's caller sees it. */
export type TBatchAccount = TLockedAccount & { readonly rules: TRuleSetData };

/**
 * What the caller wants for one locked account: one event to judge, `hand_over` when something happens
 * that only the full evaluation records (a stop closing a position), or `skip` (nothing to judge).
 */
export type TBatchDecision = { readonly event: TEngineEvent } | 'hand_over' | 'skip';

export type TBatchInput = {
  em: EntityManager;
  accountIds: readonly string[];
  /** Only live accounts of this platform are locked and judged; others are left alone. */
  platform: TTradingPlatform;
  /** Inside the transaction, every account locked: a decision per account (none counts as `skip`). */
  decide(tx: EntityManager, accounts: readonly TBatchAccount[]): Promise<ReadonlyMap<string, TBatchDecision>>;
  /** Writes the caller's own rows (the simulator's positions) of the accounts whose state was written. */
  writeOwnRows(tx: EntityManager, judgedIds: ReadonlySet<string>): Promise<void>;
};

export type TBatchOutcome = {
  /** Judged and written here: their events changed figures and produced no effect. */
  readonly judged: readonly string[];
  /** For the full evaluation (`evaluate`), one at a time: nothing of theirs was written here. */
  readonly handedOver: readonly string[];
};

/**
 * Judges one event for each of many accounts in one transaction, and writes only the common case: the
 * event moved the figures and produced no effect (no breach, warning, objective, pass, pause lifted,
 * finished day). Every other account is handed back untouched, for the full evaluation to judge afresh
 * and record. The engine is the same pure function either way, so the states written here are the ones
 * the full evaluation would write.
 *
 * Do not loosen: this keeps the guarantees of the serialized evaluation (account-evaluation.ts). Every
 * account's write lock is taken (batch-account-rows.ts) before its state is read, and held until the new
 * states are written in the same transaction, so an evaluation of the same account elsewhere (an order,
 * a reset, another instance's tick) runs wholly before or wholly after, and reads what this one wrote.
 * Nothing here records an effect: a verdict is only ever reached, and written, by `evaluate`, to which
 * an account with one is handed. The in-process queue is not taken: it only saves connections, and the
 * batch holds one connection for all its accounts.
 */
export async function evaluateBatch(
  { changes, frozenRules }: { changes: TAccountChangeBus; frozenRules: TFrozenRules },
  input: TBatchInput,
): Promise<TBatchOutcome> {
  if (input.accountIds.length === 0) return { judged: [], handedOver: [] };
  const writes: TStateWrite[] = [];
  const handedOver: string[] = [];
  await input.em.fork().transactional(async (tx) => {
    const locked = await lockAccounts(tx, input.accountIds, input.platform);
    const rules = await frozenRules.rulesOf(
      tx,
      locked.map((account) => account.id),
    );
    const accounts = locked.flatMap((account) => {
      const frozen = rules.get(account.id);
      return frozen === undefined ? [] : [{ ...account, rules: frozen }];
    });
    const decisions = await input.decide(tx, accounts);
    for (const account of accounts) {
      const decision = decisions.get(account.id) ?? 'skip';
      if (decision === 'skip') continue;
      if (decision === 'hand_over') {
        handedOver.push(account.id);
        continue;
      }
      const result = evaluate(account.rules, account.state, decision.event);
      // A status never changes without an effect; checked anyway, as it would need the full evaluation.
      if (result.effects.length > 0 || result.state.status !== account.state.status) {
        handedOver.push(account.id);
      } else if (result.state !== account.state) {
        const isSampled = isEquitySampleDue(account.equitySampledAt, result.state, false);
        writes.push({ account, state: result.state, isSampled });
      }
    }
    await writeStates(tx, writes);
    await insertSamples(tx, writes);
    await input.writeOwnRows(tx, new Set(writes.map(({ account }) => account.id)));
  });
  for (const { account } of writes) {
    changes.publish({
      accountId: account.id,
      ownerId: account.ownerId,
      organizationId: account.organizationId,
      revision: account.revision + 1,
      effectTypes: [],
      closePositions: false,
    });
  }
  return { judged: writes.map(({ account }) => account.id), handedOver };
}
