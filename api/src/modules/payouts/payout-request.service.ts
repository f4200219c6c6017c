import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import type { TPayout, TPayoutOverview, TRequestPayout } from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import { AUDIT_ACTIONS, recordAuditEvent, type TClientInfo } from '../audit/index.ts';
import { kycStatusOf } from '../kyc/index.ts';
import { publishNotification } from '../notifications/index.ts';
import { Profile } from '../tenancy/index.ts';
import type { TAccountEvaluator } from '../trading-accounts/index.ts';
import { PayoutMethod, type TPayoutMethodEntity } from './payout-method.entity.ts';
import { eligibilityOf, readOwnPayouts, readPayoutAccounts } from './payout-rows.ts';
import { Payout, type TPayoutDestination, type TPayoutEntity } from './payout.entity.ts';
import { payoutOf } from './payout-view.ts';

/** The trader's payouts page: each funded account's checklist and amounts, and their payouts. */
export async function readPayoutOverview({
  em,
  ownerId,
  now,
}: {
  em: EntityManager;
  ownerId: string;
  now: number;
}): Promise<TPayoutOverview> {
  const accounts = await readPayoutAccounts(em, { ownerId });
  // Payouts only exist on funded accounts: with none, there is no history, only the identity check to read.
  if (accounts.length === 0) return { kycStatus: await kycStatusOf(em, ownerId), accounts: [], payouts: [] };
  const payouts = await readOwnPayouts(em, ownerId);
  return {
    kycStatus: accounts[0]?.kycStatus ?? 'not_started',
    accounts: accounts.map((account) => ({
      accountId: account.id,
      login: account.login,
      program: account.program,
      phaseKind: account.phaseKind,
      status: account.status,
      currency: account.currency,
      balanceMinor: account.state.balanceMinor,
      refundPolicy: account.rules.refundPolicy,
      eligibility: eligibilityOf(account, now),
    })),
    payouts,
  };
}

function destinationOf(method: TPayoutMethodEntity): TPayoutDestination {
  return method.kind === 'bank_transfer'
    ? {
        kind: 'bank_transfer',
        label: method.label,
        accountHolder: method.accountHolder ?? '',
        iban: method.iban ?? '',
        bic: method.bic ?? '',
      }
    : {
        kind: 'crypto_wallet',
        label: method.label,
        network: method.network ?? '',
        address: method.address ?? '',
      };
}

/**
 * A trader asks for a payout. The server judges the checklist again, whatever the page showed; a gate
 * not met refuses the request with the gates named. Serialized with the account's evaluations (the
 * evaluator's lock), so two requests at once cannot both pass the "no pending payout" gate; a request
 * sent again with the same key answers the first one.
 * Do not loosen: the account and the method are looked up by their owner (404 otherwise).
 */
export async function requestPayout({
  em,
  evaluator,
  ownerId,
  input,
  client,
  now,
}: {
  em: EntityManager;
  evaluator: TAccountEvaluator;
  ownerId: string;
  input: TRequestPayout;
  client: TClientInfo;
  now: number;
}): Promise<{ payout: TPayout; isNew: boolean }> {
  const existing = await findByKey(em, ownerId, input.requestKey);
  if (existing !== null) return { payout: existing, isNew: false };
  const [owned] = await readPayoutAccounts(em, { ownerId, accountId: input.accountId });
  if (owned === undefined) throw DomainError.notFound('Funded account not found');
  const method = await em.findOne(PayoutMethod, { id: input.methodId, owner: ownerId });
  if (method === null) throw DomainError.notFound('Payout method not found');
  let payoutId = '';
  try {
    await evaluator.evaluate({
      em,
      accountId: owned.id,
      collectEvents: async (tx) => {
        // Judged again under the account's lock: nothing can change it between the check and the insert.
        const [account] = await readPayoutAccounts(tx, { ownerId, accountId: owned.id });
        if (account === undefined) throw DomainError.notFound('Funded account not found');
        const eligibility = eligibilityOf(account, now);
        const unmet = eligibility.gates.filter((gate) => !gate.isMet);
        if (unmet.length > 0) {
          throw DomainError.conflict(
            `Not eligible for a payout: ${unmet.map((gate) => gate.gate).join(', ')}`,
            {
              gates: unmet,
            },
          );
        }
        const payout = tx.create(Payout, {
          organization: account.organizationId,
          account: account.id,
          owner: ownerId,
          method: method.id,
          destination: destinationOf(method),
          requestKey: input.requestKey,
          status: 'requested',
          payoutNumber: eligibility.payoutNumber,
          splitPercent: eligibility.splitPercent,
          grossMinor: eligibility.grossMinor,
          profitShareMinor: eligibility.profitShareMinor,
          feeRefundMinor: eligibility.feeRefundMinor,
          amountMinor: eligibility.amountMinor,
          currency: account.currency,
          checklist: eligibility.gates,
          requestedAt: new Date(now),
          decidedBy: null,
          decidedAt: null,
          rejectionReason: null,
          paidAt: null,
          paidReference: null,
        });
        payoutId = payout.id;
        const trader = await tx.findOne(
          Profile,
          { user: ownerId },
          { fields: ['firstName', 'lastName', 'email'] },
        );
        publishNotification(tx, 'trader_payout_requested', {
          accountId: account.id,
          ownerId,
          organizationId: account.organizationId,
          login: account.login,
          payoutId: payout.id,
          amountMinor: payout.amountMinor,
          currency: payout.currency,
          traderName: trader === null ? '' : `${trader.firstName} ${trader.lastName}`.trim() || trader.email,
        });
        recordAuditEvent(tx, {
          action: AUDIT_ACTIONS.payoutRequested,
          outcome: 'success',
          actor: ownerId,
          client,
          // In the firm's activity log too: the request starts the firm's review.
          organizationId: account.organizationId,
          target: { type: 'payout', id: payout.id },
          details: { accountId: account.id, amountMinor: payout.amountMinor },
        });
        return [];
      },
    });
  } catch (error) {
    // The same key sent twice at once: the unique key lets one through, the other answers it.
    if (error instanceof UniqueConstraintViolationException) {
      const first = await findByKey(em, ownerId, input.requestKey);
      if (first !== null) return { payout: first, isNew: false };
    }
    throw error;
  }
  const created = await em.fork().findOneOrFail(Payout, { id: payoutId }, { populate: ['account'] });
  return { payout: payoutOf(created), isNew: true };
}

async function findByKey(em: EntityManager, ownerId: string, requestKey: string): Promise<TPayout | null> {
  const found: TPayoutEntity | null = await em
    .fork()
    .findOne(Payout, { owner: ownerId, requestKey }, { populate: ['account'] });
  return found === null ? null : payoutOf(found);
}
