import type { TPayout } from '@propdesk/shared/contracts';
import type { TPayoutEntity } from './payout.entity.ts';

/** A payout as the api answers it; its account must be loaded (for the login). */
export function payoutOf(payout: TPayoutEntity): TPayout {
  return {
    id: payout.id,
    accountId: payout.account.id,
    login: payout.account.login,
    status: payout.status,
    payoutNumber: payout.payoutNumber,
    splitPercent: Number(payout.splitPercent),
    grossMinor: payout.grossMinor,
    profitShareMinor: payout.profitShareMinor,
    feeRefundMinor: payout.feeRefundMinor,
    amountMinor: payout.amountMinor,
    currency: payout.currency,
    destination: payout.destination,
    requestedAt: payout.requestedAt.toISOString(),
    decidedAt: payout.decidedAt?.toISOString() ?? null,
    rejectionReason: payout.rejectionReason ?? null,
    paidAt: payout.paidAt?.toISOString() ?? null,
    paidReference: payout.paidReference ?? null,
  };
}
