import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { TRADING_ERROR_CODES, type TDispute as TDisputeRecord } from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import { accountPayloadOf, publishNotification } from '../notifications/index.ts';
import { Profile } from '../tenancy/index.ts';
import { Breach, Dispute, findOwnAccount, toDisputeRecord } from '../trading-accounts/index.ts';

/**
 * A trader contests a breach of their own account: one dispute per breach, read by staff, who hear of
 * it (dispute_filed). Do not loosen:
 * the account is looked up by its owner, so a breach of someone else's account answers 404.
 */
export async function openDispute({
  em,
  ownerId,
  accountId,
  breachId,
  message,
}: {
  em: EntityManager;
  ownerId: string;
  accountId: string;
  breachId: string;
  message: string;
}): Promise<TDisputeRecord> {
  const account = await findOwnAccount(em, ownerId, accountId);
  const breach = await em.findOne(Breach, { id: breachId, account: account.id });
  if (breach === null) throw DomainError.notFound('Breach not found');
  const alreadyDisputed = () =>
    new DomainError(TRADING_ERROR_CODES.disputeExists, 'This breach is already disputed');
  if ((await em.count(Dispute, { breach: breach.id })) > 0) throw alreadyDisputed();
  const dispute = em.create(Dispute, {
    breach,
    author: ownerId,
    message,
    status: 'open',
    resolution: null,
    resolvedBy: null,
    resolvedAt: null,
  });
  const trader = await em.findOne(Profile, { user: ownerId }, { fields: ['firstName', 'lastName', 'email'] });
  publishNotification(em, 'dispute_filed', {
    ...accountPayloadOf(account),
    disputeId: dispute.id,
    traderName: trader === null ? '' : `${trader.firstName} ${trader.lastName}`.trim() || trader.email,
  });
  try {
    await em.flush();
  } catch (error) {
    // Two submissions at once: the unique breach column lets one through.
    if (error instanceof UniqueConstraintViolationException) throw alreadyDisputed();
    throw error;
  }
  return toDisputeRecord(dispute);
}
