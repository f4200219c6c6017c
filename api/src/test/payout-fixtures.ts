import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { PayoutMethod, type TPayoutMethodEntity } from '../modules/payouts/payout-method.entity.ts';
import { Payout, type TPayoutEntity } from '../modules/payouts/payout.entity.ts';
import type { TTradingAccount } from '../modules/trading-accounts/trading-account.entity.ts';

/** A saved bank account of the account's owner and a pending $799 payout to it, written straight to the database. */
export function createTestPayout(
  em: EntityManager,
  account: TTradingAccount,
  requestedAt = new Date(),
): { method: TPayoutMethodEntity; payout: TPayoutEntity } {
  const method = em.create(PayoutMethod, {
    owner: account.owner,
    kind: 'bank_transfer',
    label: 'Main account',
    accountHolder: 'Test Trader',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    network: null,
    address: null,
  });
  const payout = em.create(Payout, {
    organization: account.organization,
    account,
    owner: account.owner,
    method,
    destination: {
      kind: 'bank_transfer',
      label: 'Main account',
      accountHolder: 'Test Trader',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
    },
    requestKey: randomUUID(),
    status: 'requested',
    payoutNumber: 1,
    splitPercent: 70,
    grossMinor: 100_000,
    profitShareMinor: 70_000,
    feeRefundMinor: 9_900,
    amountMinor: 79_900,
    currency: account.currency,
    checklist: [],
    requestedAt,
    decidedBy: null,
    decidedAt: null,
    rejectionReason: null,
    paidAt: null,
    paidReference: null,
  });
  return { method, payout };
}
