import type { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/core';
import type {
  TPayoutFilters,
  TPayoutListQuery,
  TStaffPayoutDetail,
  TStaffPayoutPage,
} from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import type { TActor } from '../../http/actor.ts';
import { requireStaffPermission } from '../organizations/staff-access.ts';
import { streamPayoutCsv } from './payout-export.ts';
import { readStaffPayoutDetail, readStaffPayoutPage } from './payout-staff-rows.ts';

/** Staff's reads: each starts with the permission check in the organization asked for. */
export async function listStaffPayouts({
  em,
  actor,
  query,
}: {
  em: EntityManager;
  actor: TActor;
  query: TPayoutListQuery;
}): Promise<TStaffPayoutPage> {
  await requireStaffPermission({ em, actor, organizationId: query.organizationId, permission: 'payouts.review' });
  return readStaffPayoutPage(em, query);
}

export async function readStaffPayout({
  em,
  actor,
  organizationId,
  payoutId,
  now,
}: {
  em: EntityManager;
  actor: TActor;
  organizationId: string;
  payoutId: string;
  now: number;
}): Promise<TStaffPayoutDetail> {
  await requireStaffPermission({ em, actor, organizationId, permission: 'payouts.review' });
  const detail = await readStaffPayoutDetail(em, { organizationId, payoutId, now });
  if (detail === null) throw DomainError.notFound('Payout not found');
  return detail;
}

export async function exportStaffPayouts({
  em,
  actor,
  filters,
}: {
  em: EntityManager;
  actor: TActor;
  filters: TPayoutFilters;
}): Promise<Readable> {
  await requireStaffPermission({ em, actor, organizationId: filters.organizationId, permission: 'payouts.review' });
  return streamPayoutCsv(em, filters);
}
