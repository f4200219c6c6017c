import type { EntityManager } from '@mikro-orm/core';
import type { TPayout, TPayoutStatus } from '@propdesk/shared/contracts';
import type { TPayoutWithdrawnEvent } from '../../engine/index.ts';
import { DomainError } from '../../errors/domain-error.ts';
import type { TActor } from '../../http/actor.ts';
import { recordLedgerEntry } from '../billing/index.ts';
import { AUDIT_ACTIONS, recordAuditEvent, type TAuditAction, type TClientInfo } from '../audit/index.ts';
import { publishNotification } from '../notifications/index.ts';
import type { TAccountEvaluator } from '../trading-accounts/index.ts';
import { Payout, type TPayoutEntity } from './payout.entity.ts';
import { payoutOf } from './payout-view.ts';

type TDecision = {
  em: EntityManager;
  actor: TActor;
  organizationId: string;
  payoutId: string;
  client: TClientInfo;
  now: number;
};

/**
 * Who may decide in the organization, with the second factor a decision that moves money needs, is the
 * route's check (`{ staff: 'payouts.review' }`). Do not loosen: the payout is looked up within the
 * organization the permission was checked in, so another firm's payout answers 404 like a missing one.
 */
async function findDecidable(decision: TDecision): Promise<TPayoutEntity> {
  const { em, organizationId, payoutId } = decision;
  const payout = await em.findOne(
    Payout,
    { id: payoutId, organization: organizationId },
    { populate: ['account.order'] },
  );
  if (payout === null) throw DomainError.notFound('Payout not found');
  return payout;
}

const notInStatus = (expected: TPayoutStatus) =>
  DomainError.conflict(`Only a payout in status "${expected}" can take this step`);

/**
 * Moves a payout from one status to the next with one conditional UPDATE: of two decisions at once, only
 * the one that still finds the expected status changes the row; the other is refused.
 */
async function transition(
  tx: EntityManager,
  payout: TPayoutEntity,
  from: TPayoutStatus,
  changes: Partial<
    Pick<TPayoutEntity, 'status' | 'decidedAt' | 'rejectionReason' | 'paidAt' | 'paidReference'>
  > & {
    decidedBy?: string;
  },
): Promise<void> {
  const updated = await tx.nativeUpdate(
    Payout,
    { id: payout.id, status: from },
    { ...changes, updatedAt: new Date() },
  );
  if (updated === 0) throw notInStatus(from);
}

/**
 * The challenge fee a payout gives back (the plan's refund policy) is money leaving the firm against the
 * order that bought the account: a row on that order's ledger, when the payout is paid.
 */
function recordFeeRefund(tx: EntityManager, payout: TPayoutEntity, decision: TDecision): void {
  if (payout.feeRefundMinor <= 0) return;
  const order = payout.account.order;
  recordLedgerEntry(tx, {
    order,
    kind: 'fee_refund',
    amountMinor: payout.feeRefundMinor,
    provider: 'payout',
    externalId: payout.id,
    reason: 'Challenge fee paid back with the payout',
    actorId: decision.actor.userId,
    at: decision.now,
  });
}

function payloadOf(payout: TPayoutEntity) {
  return {
    payoutId: payout.id,
    accountId: payout.account.id,
    ownerId: payout.owner.id,
    organizationId: payout.organization.id,
    login: payout.account.login,
    amountMinor: payout.amountMinor,
    currency: payout.currency,
  };
}

function audit(
  tx: EntityManager,
  decision: TDecision,
  action: TAuditAction,
  details: Record<string, unknown>,
): void {
  recordAuditEvent(tx, {
    action,
    outcome: 'success',
    actor: decision.actor.userId,
    client: decision.client,
    organizationId: decision.organizationId,
    target: { type: 'payout', id: decision.payoutId },
    details,
  });
}

async function reread(em: EntityManager, payoutId: string): Promise<TPayout> {
  return payoutOf(await em.fork().findOneOrFail(Payout, { id: payoutId }, { populate: ['account'] }));
}

/**
 * Approval: the gross profit leaves the account through the engine (payout_withdrawn), in the same
 * transaction and under the same lock as the status change, so the account page shows the new balance
 * and floor as soon as the approval answers. Refused when the account no longer holds that profit (it
 * lost it or failed since the request).
 */
export async function approvePayout(
  decision: TDecision & { evaluator: TAccountEvaluator },
): Promise<TPayout> {
  const payout = await findDecidable(decision);
  if (payout.status !== 'requested') throw notInStatus('requested');
  await decision.evaluator.evaluate({
    em: decision.em,
    accountId: payout.account.id,
    collectEvents: async (tx, account) => {
      await transition(tx, payout, 'requested', {
        status: 'approved',
        decidedBy: decision.actor.userId,
        decidedAt: new Date(decision.now),
      });
      const state = account.engineState;
      if (account.status !== 'active' || state.balanceMinor - state.initialBalanceMinor < payout.grossMinor) {
        throw DomainError.conflict(
          'The account no longer holds the profit of this payout: reject it instead',
        );
      }
      publishNotification(tx, 'trader_payout_approved', payloadOf(payout));
      audit(tx, decision, AUDIT_ACTIONS.payoutApproved, { grossMinor: payout.grossMinor });
      const event: TPayoutWithdrawnEvent = {
        type: 'payout_withdrawn',
        id: `payout:${payout.id}`,
        at: Math.max(decision.now, state.lastEventAt),
        payoutId: payout.id,
        grossMinor: payout.grossMinor,
      };
      return [event];
    },
  });
  return reread(decision.em, payout.id);
}

export async function rejectPayout(decision: TDecision & { reason: string }): Promise<TPayout> {
  const payout = await findDecidable(decision);
  if (payout.status !== 'requested') throw notInStatus('requested');
  await decision.em.fork().transactional(async (tx) => {
    await transition(tx, payout, 'requested', {
      status: 'rejected',
      decidedBy: decision.actor.userId,
      decidedAt: new Date(decision.now),
      rejectionReason: decision.reason,
    });
    publishNotification(tx, 'trader_payout_rejected', { ...payloadOf(payout), reason: decision.reason });
    audit(tx, decision, AUDIT_ACTIONS.payoutRejected, { reason: decision.reason });
    await tx.flush();
  });
  return reread(decision.em, payout.id);
}

/**
 * The money was sent. The trader_payout_paid payload is a contract other modules read (certificates):
 * payoutId, accountId, ownerId, organizationId, login, amountMinor (what the trader is paid), currency.
 */
export async function markPayoutPaid(decision: TDecision & { reference: string }): Promise<TPayout> {
  const payout = await findDecidable(decision);
  if (payout.status !== 'approved') throw notInStatus('approved');
  await decision.em.fork().transactional(async (tx) => {
    await transition(tx, payout, 'approved', {
      status: 'paid',
      paidAt: new Date(decision.now),
      paidReference: decision.reference,
    });
    publishNotification(tx, 'trader_payout_paid', payloadOf(payout));
    recordFeeRefund(tx, payout, decision);
    audit(tx, decision, AUDIT_ACTIONS.payoutPaid, { reference: decision.reference });
    await tx.flush();
  });
  return reread(decision.em, payout.id);
}
