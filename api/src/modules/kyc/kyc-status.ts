import type { EntityManager } from '@mikro-orm/core';
import type { TKycStatus } from '@propdesk/shared/contracts';
import { IdentityVerification } from './identity-verification.entity.ts';

/** Where a person's identity check stands; `not_started` when they never sent one. */
export async function kycStatusOf(em: EntityManager, userId: string): Promise<TKycStatus> {
  const verification = await em.findOne(IdentityVerification, { user: userId }, { fields: ['status'] });
  return verification?.status ?? 'not_started';
}
