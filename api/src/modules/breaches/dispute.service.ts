import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { TRADING_ERROR_CODES, type TDispute as TDisputeRecord } from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import { publishNotification } from '../notifications/publish-notification.ts';
import { accountPayloadOf } from '../notifications/types/account-payload.ts';
import { Profile } from '../profile/profile.entity.ts';
import { findOwnAccount } from '../trading-accounts/trading-accounts.service.ts';
import { toDisputeRecord } from './breach-records.ts';
import { Breach } from './breach.entity.ts';
import { Dispute } from './dispute.entity.ts';

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

/**
 * The firm's decision on an open dispute: upheld (the trader was right) or rejected, with the reason the
 * trader reads in their notification (dispute_decided). Do not loosen: the dispute is looked up within the
 * deciding organization, so another firm's dispute answers 404. Who may decide is the caller's check.
 */
export async function decideDispute({
  em,
  organizationId,
  deciderId,
  disputeId,
  status,
  resolution,
  now = new Date(),
}: {
  em: EntityManager;
  organizationId: string;
  deciderId: string;
  disputeId: string;
  status: 'upheld' | 'rejected';
  resolution: string;
  now?: Date;
}): Promise<TDisputeRecord> {
  const dispute = await em.findOne(
    Dispute,
    { id: disputeId, breach: { account: { organization: organizationId } } },
    { populate: ['breach.account'] },
  );
  if (dispute === null) throw DomainError.notFound('Dispute not found');
  if (dispute.status !== 'open') {
    throw new DomainError(TRADING_ERROR_CODES.disputeExists, 'This dispute has already been decided');
  }
  em.assign(dispute, { status, resolution, resolvedBy: deciderId, resolvedAt: now });
  publishNotification(em, 'dispute_decided', {
    ...accountPayloadOf(dispute.breach.account),
    disputeId: dispute.id,
    status,
    resolution,
  });
  await em.flush();
  return toDisputeRecord(dispute);
}
