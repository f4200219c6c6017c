import type { EntityManager } from '@mikro-orm/core';
import { Deal } from '../trading-accounts/index.ts';
import { SimulatorPosition } from './simulator-position.entity.ts';
import { closingDealIdOf } from './simulator.service.ts';

/**
 * Overturning a breach voids it (docs: Domain rules › Disputes): the account goes back to its state before
 * it, with the positions it then had open. On the simulator, the positions closed from the breach on (the
 * close that breached, if a close did, and those the simulator closed because of the breach; a failed
 * account trades nothing else) open again and their closing deals go, so the positions, the trade history
 * and the account agree; their stops are checked again from where they were closed. Runs in the
 * reinstatement's transaction; answers how many positions opened again.
 */
export async function reopenPositionsClosedSinceBreach(
  em: EntityManager,
  { accountId, breachAt }: { accountId: string; breachAt: Date },
): Promise<number> {
  const positions = await em.find(SimulatorPosition, {
    account: accountId,
    status: 'closed',
    closedAt: { $gte: breachAt },
  });
  if (positions.length === 0) return 0;
  for (const position of positions) {
    em.assign(position, {
      status: 'open',
      closedAt: null,
      closePrice: null,
      profitMinor: null,
      closeReason: null,
    });
  }
  await em.nativeDelete(Deal, {
    account: accountId,
    externalId: { $in: positions.map((position) => closingDealIdOf(position.id)) },
  });
  return positions.length;
}
