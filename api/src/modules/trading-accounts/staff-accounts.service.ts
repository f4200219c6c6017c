import type { EntityManager } from '@mikro-orm/core';
import type { TStaffAccountDetail } from '@propdesk/shared/contracts';
import { describeAccount } from './trading-accounts.service.ts';

/**
 * One of the firm's accounts as its staff read it: exactly what the trader's account page reads (the same
 * readers, scoped by the organization instead of the owner), with whose account it is. Who may read is
 * the route's check (accounts.read). Do not loosen: the scope is the organization checked, so another
 * firm's account answers 404.
 */
export async function describeOrganizationAccount({
  em,
  organizationId,
  accountId,
  now,
}: {
  em: EntityManager;
  organizationId: string;
  accountId: string;
  now: number;
}): Promise<TStaffAccountDetail> {
  const { detail, trader } = await describeAccount({ em, scope: { organizationId }, accountId, now });
  // The organization scope always reads the trader (account-rows.ts).
  if (trader === null) throw new Error('An organization-scoped read came back without its trader');
  return { ...detail, trader };
}
