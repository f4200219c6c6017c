import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { LEDGER_ENTRY_KINDS } from '@propdesk/shared/contracts';
import { baseProperties } from '../../db/base-properties.ts';
import { Organization, User } from '../tenancy/index.ts';
import { Order } from '../trading-accounts/index.ts';

/**
 * One movement of money on an order, in integer minor units of the order's currency, signed from the
 * firm's side (money in positive, money out negative). Append-only: a row is never changed or deleted, a
 * correction is a row of its own, and an order's balance is the sum of its rows (ledger.ts). A movement
 * that came from the provider carries the provider's id for it (a PaymentIntent, a Refund, a Dispute), so
 * the same movement reported twice (our own call and the provider's webhook) is one row.
 */
export const LedgerEntry = defineEntity({
  name: 'LedgerEntry',
  tableName: 'ledger_entries',
  uniques: [{ properties: ['provider', 'kind', 'externalId'] }, { properties: ['order', 'requestKey'] }],
  properties: {
    ...baseProperties(),
    organization: () => p.manyToOne(Organization).deleteRule('cascade').index(),
    order: () => p.manyToOne(Order).deleteRule('cascade').index(),
    kind: p.enum(LEDGER_ENTRY_KINDS),
    amountMinor: p.integer(),
    currency: p.string().length(3),
    provider: p.string().length(40),
    /** The provider's id of the movement; null for one the provider never sees (a fee refund at payout). */
    externalId: p.string().length(120).nullable(),
    /** Why: the staff member's reason, the provider's (a dispute's reason code), or what the row is for. */
    reason: p.string().length(500).nullable(),
    /** The staff member who did it; null when it came from the provider or the platform itself. */
    actor: () => p.manyToOne(User).deleteRule('set null').nullable().index(),
    /** The staff request's idempotency key: the same request again answers what it did the first time. */
    requestKey: p.string().length(100).nullable(),
    occurredAt: p.datetime(),
  },
});

export type TLedgerEntry = InferEntity<typeof LedgerEntry>;
