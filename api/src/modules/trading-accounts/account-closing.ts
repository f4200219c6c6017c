import { raw, type EntityManager } from '@mikro-orm/core';
import type { TAccountChangeBus } from './account-changes.ts';
import { recordActivity } from './effect-records.ts';
import { LIVE_STATUSES, writeState } from './state-copies.ts';
import { TradingAccount, type TTradingAccount } from './trading-account.entity.ts';

/** Why the firm ended an account that no rule ended: its purchase was given back or taken back. */
export type TClosingReason = 'refund' | 'chargeback';

/**
 * Closes the accounts an order bought that still trade, in the caller's transaction (the one that
 * records the refund or chargeback, so the money and the closing commit together). Each account is
 * locked the way every evaluation locks it (account-evaluation.ts: its revision bumped by one UPDATE
 * before its state is read), so a deal or a reset cannot judge it at the same moment; a closed account
 * takes no more events (the engine treats `closed` as final). An account that has ended already (failed,
 * passed, expired) stays as it ended. Returns the accounts closed, to announce once the caller commits.
 */
export async function closeOrderAccounts(
  tx: EntityManager,
  { orderId, at, reason }: { orderId: string; at: number; reason: TClosingReason },
): Promise<TTradingAccount[]> {
  const live = await tx.find(
    TradingAccount,
    { order: orderId, status: { $in: [...LIVE_STATUSES] } },
    { fields: ['id'] },
  );
  const closed: TTradingAccount[] = [];
  for (const { id } of live) {
    const locked = await tx.nativeUpdate(
      TradingAccount,
      { id, status: { $in: [...LIVE_STATUSES] } },
      { revision: raw('revision + 1') },
    );
    if (locked === 0) continue;
    const account = await tx.findOneOrFail(TradingAccount, { id }, { refresh: true });
    const state = account.engineState;
    writeState(account, { ...state, status: 'closed', lastEventAt: Math.max(state.lastEventAt, at) });
    recordActivity(tx, account, 'closed', at, { reason });
    closed.push(account);
  }
  return closed;
}

/** Tells the live pages and the simulator (which closes the open positions) once the closing committed. */
export function announceClosedAccounts(
  changes: TAccountChangeBus,
  accounts: readonly TTradingAccount[],
): void {
  for (const account of accounts) {
    changes.publish({
      accountId: account.id,
      ownerId: account.owner.id,
      organizationId: account.organization.id,
      revision: account.revision,
      effectTypes: [],
      closePositions: true,
    });
  }
}
