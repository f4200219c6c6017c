import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { PAYOUT_STATUSES } from '@propdesk/shared/contracts';
import { baseProperties } from '../../db/base-properties.ts';
import { Organization, User } from '../tenancy/index.ts';
import { TradingAccount } from '../trading-accounts/index.ts';
import type { TPayoutGateResult } from '../../engine/index.ts';
import { PayoutMethod } from './payout-method.entity.ts';

/** Where the money goes, copied from the method at the request. */
export type TPayoutDestination =
  | { kind: 'bank_transfer'; label: string; accountHolder: string; iban: string; bic: string }
  | { kind: 'crypto_wallet'; label: string; network: string; address: string };

/**
 * A trader's payout from a funded account (docs: Domain rules › Payouts): requested → approved → paid, or
 * requested → rejected. The amounts are fixed at the request from the checklist: `grossMinor` leaves the
 * account when it is approved (the engine's payout_withdrawn), `amountMinor` is what the trader is paid
 * (`profitShareMinor` + `feeRefundMinor`). `requestKey` makes a repeated request answer the first one.
 */
export const Payout = defineEntity({
  name: 'Payout',
  tableName: 'payouts',
  uniques: [{ properties: ['owner', 'requestKey'] }],
  indexes: [{ properties: ['organization', 'requestedAt'] }, { properties: ['account', 'status'] }],
  properties: {
    ...baseProperties(),
    organization: () => p.manyToOne(Organization).deleteRule('cascade'),
    account: () => p.manyToOne(TradingAccount).deleteRule('cascade'),
    owner: () => p.manyToOne(User).deleteRule('cascade').index(),
    method: () => p.manyToOne(PayoutMethod).nullable().deleteRule('set null'),
    destination: p.json<TPayoutDestination>(),
    requestKey: p.string().length(64),
    status: p.enum(PAYOUT_STATUSES).default('requested').index(),
    payoutNumber: p.integer(),
    splitPercent: p.double(),
    grossMinor: p.integer(),
    profitShareMinor: p.integer(),
    feeRefundMinor: p.integer(),
    amountMinor: p.integer(),
    currency: p.string().length(3),
    /** The checklist as it stood at the request. */
    checklist: p.json<readonly TPayoutGateResult[]>(),
    requestedAt: p.datetime(),
    decidedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    decidedAt: p.datetime().nullable(),
    rejectionReason: p.text().nullable(),
    paidAt: p.datetime().nullable(),
    paidReference: p.string().length(200).nullable(),
  },
});
export type TPayoutEntity = InferEntity<typeof Payout>;
