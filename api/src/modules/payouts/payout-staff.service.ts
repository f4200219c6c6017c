import type { EntityManager } from '@mikro-orm/core';
import type { TStaffPayoutDetail } from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import { readStaffPayoutDetail } from './payout-staff-rows.ts';

/**
 * A payout as staff review it. Who may read is the route's check (`{ staff: 'payouts.review' }`); the read is scoped
 * by the organization checked, so another firm's payout answers 404.
 */
export async function readStaffPayout({
  em,
  organizationId,
  payoutId,
  now,
}: {
  em: EntityManager;
  organizationId: string;
  payoutId: string;
  now: number;
}): Promise<TStaffPayoutDetail> {
  const detail = await readStaffPayoutDetail(em, { organizationId, payoutId, now });
  if (detail === null) throw DomainError.notFound('Payout not found');
  return detail;
}
