import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { CRYPTO_NETWORKS, PAYOUT_METHOD_KINDS } from '@propdesk/shared/contracts';
import { baseProperties } from '../../db/base-properties.ts';
import { User } from '../tenancy/index.ts';

/**
 * Where a trader wants payouts sent, saved on their profile: a bank account (holder, IBAN, BIC) or a
 * crypto wallet (network, address). Validated when saved (payout-method-validation.ts). A payout keeps a
 * copy of its destination, so deleting a method never changes a payout already asked for.
 */
export const PayoutMethod = defineEntity({
  name: 'PayoutMethod',
  tableName: 'payout_methods',
  properties: {
    ...baseProperties(),
    owner: () => p.manyToOne(User).deleteRule('cascade').index(),
    kind: p.enum(PAYOUT_METHOD_KINDS),
    label: p.string().length(80),
    accountHolder: p.string().length(140).nullable(),
    /** Electronic format: upper case, no spaces. */
    iban: p.string().length(34).nullable(),
    bic: p.string().length(11).nullable(),
    network: p.enum(CRYPTO_NETWORKS).nullable(),
    address: p.string().length(128).nullable(),
  },
});
export type TPayoutMethodEntity = InferEntity<typeof PayoutMethod>;
