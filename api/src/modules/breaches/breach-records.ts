import type { EntityManager } from '@mikro-orm/core';
import type { TBreach as TBreachRecord, TDispute as TDisputeRecord } from '@propdesk/shared/contracts';
import { Breach, type TBreach } from './breach.entity.ts';
import { Dispute, type TDispute } from './dispute.entity.ts';

export function toDisputeRecord(dispute: TDispute): TDisputeRecord {
  return {
    id: dispute.id,
    status: dispute.status,
    message: dispute.message,
    resolution: dispute.resolution ?? null,
    createdAt: dispute.createdAt.toISOString(),
    resolvedAt: dispute.resolvedAt?.toISOString() ?? null,
  };
}

function toBreachRecord(breach: TBreach, dispute: TDispute | null): TBreachRecord {
  return {
    id: breach.id,
    rule: breach.rule,
    severity: breach.severity,
    at: breach.at.toISOString(),
    inputHash: breach.inputHash,
    report: breach.report as unknown as TBreachRecord['report'],
    dispute: dispute === null ? null : toDisputeRecord(dispute),
  };
}

/** An account's breaches, newest first, each with its dispute if it has one. */
export async function listAccountBreaches(em: EntityManager, accountId: string): Promise<TBreachRecord[]> {
  const breaches = await em.find(Breach, { account: accountId }, { orderBy: { at: 'desc' } });
  // Most accounts never breach: no statement for disputes that cannot exist.
  if (breaches.length === 0) return [];
  const disputes = await em.find(Dispute, { breach: { $in: breaches.map((breach) => breach.id) } });
  return breaches.map((breach) =>
    toBreachRecord(breach, disputes.find((dispute) => dispute.breach.id === breach.id) ?? null),
  );
}
