import type { EntityManager } from '@mikro-orm/core';
import {
  TRADING_ERROR_CODES,
  type TDisputeDecision,
  type TDisputeDecisionResult,
} from '@propdesk/shared/contracts';
import type { TRecordedBreach } from '../../engine/index.ts';
import { DomainError } from '../../errors/domain-error.ts';
import type { TActor } from '../../http/actor.ts';
import { AUDIT_ACTIONS, recordAuditEvent, type TClientInfo } from '../audit/index.ts';
import { accountPayloadOf, publishNotification } from '../notifications/index.ts';
import { reopenPositionsClosedSinceBreach } from '../simulator/index.ts';
import {
  Dispute,
  type TAccountEvaluator,
  type TBreach,
  type TDispute,
  type TTradingAccount,
} from '../trading-accounts/index.ts';
import { readStaffDispute } from './staff-dispute-rows.ts';

export type TDecideDisputeInput = {
  em: EntityManager;
  evaluator: TAccountEvaluator;
  actor: TActor;
  client: TClientInfo;
  organizationId: string;
  disputeId: string;
  decision: TDisputeDecision;
  /** Required to overturn (the route's schema), optional to uphold. */
  reason: string | null;
  now: number;
};

const alreadyDecided = () =>
  new DomainError(TRADING_ERROR_CODES.disputeDecided, 'This dispute has already been decided');

const notReinstatable = (message: string) =>
  new DomainError(TRADING_ERROR_CODES.breachNotReinstatable, message);

/** What the breach row kept of its verdict, if it predates none of it. */
function recordedBreachOf(breach: TBreach): TRecordedBreach | null {
  const priorState = breach.priorState ?? null;
  const outcomeFingerprint = breach.outcomeFingerprint ?? null;
  if (priorState === null || outcomeFingerprint === null) return null;
  return {
    at: breach.at.getTime(),
    priorState,
    event: breach.report.event,
    inputHash: breach.inputHash,
    outcomeFingerprint,
  };
}

/**
 * Records the decision in `tx`: one conditional UPDATE moves the dispute out of `open`, so of two decisions
 * at once only one changes it and the other answers 409 DISPUTE_ALREADY_DECIDED; then the trader's
 * notification and the audit event, written with it.
 */
async function recordDecision(
  tx: EntityManager,
  input: TDecideDisputeInput,
  {
    dispute,
    account,
    isAccountReinstated,
  }: { dispute: TDispute; account: TTradingAccount; isAccountReinstated: boolean },
): Promise<void> {
  const decidedAt = new Date(input.now);
  const claimed = await tx.nativeUpdate(
    Dispute,
    { id: dispute.id, status: 'open' },
    {
      status: input.decision,
      resolution: input.reason,
      resolvedBy: input.actor.userId,
      resolvedAt: decidedAt,
      updatedAt: decidedAt,
    },
  );
  if (claimed === 0) throw alreadyDecided();
  publishNotification(tx, 'dispute_decided', {
    ...accountPayloadOf(account),
    disputeId: dispute.id,
    decision: input.decision,
    isAccountReinstated,
    reason: input.reason,
  });
  recordAuditEvent(tx, {
    action: input.decision === 'upheld' ? AUDIT_ACTIONS.disputeUpheld : AUDIT_ACTIONS.disputeOverturned,
    outcome: 'success',
    actor: input.actor.userId,
    client: input.client,
    organizationId: input.organizationId,
    target: { type: 'dispute', id: dispute.id },
    details: {
      breachId: dispute.breach.id,
      accountId: account.id,
      login: account.login,
      isAccountReinstated,
      reason: input.reason,
    },
  });
}

/**
 * Overturning voids the breach and, through the engine, puts the account back exactly as it was just
 * before it (engine/reinstatement.ts), in the transaction that records the decision and under the
 * account's evaluation lock; on the simulator the positions closed from the breach on open again.
 * When the account can no longer be restored: a soft breach's paused account that has taken events
 * since keeps its state (its pause ends at the reset as every pause does) and the decision is recorded;
 * a failed account is refused (409 BREACH_NOT_REINSTATABLE), since overturning it without reinstating it
 * would change nothing the trader can use.
 */
async function overturn(input: TDecideDisputeInput, dispute: TDispute): Promise<boolean> {
  const breach = dispute.breach;
  const account = breach.account;
  const recorded = recordedBreachOf(breach);
  if (recorded === null) {
    if (breach.severity === 'hard') {
      throw notReinstatable(
        'This breach was recorded before accounts could be reinstated: it cannot be overturned',
      );
    }
    await input.em
      .fork()
      .transactional((tx) => recordDecision(tx, input, { dispute, account, isAccountReinstated: false }));
    return false;
  }
  const reinstatement = await input.evaluator.reinstate({
    em: input.em,
    accountId: account.id,
    breach: recorded,
    decidedAt: input.now,
    decide: async (tx, locked, outcome) => {
      const isAccountReinstated = outcome.outcome === 'reinstated';
      // Claimed first: of two decisions at once, the second learns the dispute is decided.
      await recordDecision(tx, input, { dispute, account: locked, isAccountReinstated });
      if (outcome.outcome === 'inputs_mismatch') {
        throw notReinstatable('The state recorded before this breach does not match its verdict');
      }
      if (outcome.outcome === 'moved_on' && breach.severity === 'hard') {
        throw notReinstatable('The account has changed since this breach: it cannot be put back as it was');
      }
      if (isAccountReinstated && locked.platform === 'simulator') {
        await reopenPositionsClosedSinceBreach(tx, { accountId: locked.id, breachAt: breach.at });
      }
    },
  });
  return reinstatement.outcome === 'reinstated';
}

/**
 * The firm's decision on an open dispute: `upheld` (the breach stands) or `overturned` (it is void and
 * the account reinstated), with the reason the trader reads in their notification (dispute_decided), and
 * an audit event. Who may decide is the route's check (disputes.decide); deciding needs a session that
 * passed a second factor, as identity and payout decisions do (an overturn gives back a funded account).
 * Do not loosen: the dispute is looked up within the deciding organization, so another firm's dispute
 * answers 404.
 */
export async function decideDispute(input: TDecideDisputeInput): Promise<TDisputeDecisionResult> {
  const { em, organizationId, disputeId } = input;
  const dispute = await em.findOne(
    Dispute,
    { id: disputeId, breach: { account: { organization: organizationId } } },
    { populate: ['breach.account', 'breach.priorState'] },
  );
  if (dispute === null) throw DomainError.notFound('Dispute not found');
  if (dispute.status !== 'open') throw alreadyDecided();
  let isAccountReinstated = false;
  if (input.decision === 'overturned') {
    isAccountReinstated = await overturn(input, dispute);
  } else {
    await em
      .fork()
      .transactional((tx) =>
        recordDecision(tx, input, { dispute, account: dispute.breach.account, isAccountReinstated: false }),
      );
  }
  const decided = await readStaffDispute(em.fork(), { organizationId, disputeId });
  if (decided === null) throw DomainError.notFound('Dispute not found');
  return { dispute: decided, isAccountReinstated };
}
