import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base-properties.ts';
import { Organization, User } from '../tenancy/index.ts';

/**
 * A firm's own Stripe account, through which its traders' payments are taken instead of the platform's.
 * Both secrets are sealed at rest (secret box, one purpose each, bound to this row): the api must read them
 * back to call Stripe and verify its deliveries, so they cannot be hashed. Never sent back to anyone.
 */
export const PaymentAccount = defineEntity({
  name: 'PaymentAccount',
  tableName: 'payment_accounts',
  properties: {
    ...baseProperties(),
    organization: () => p.oneToOne(Organization).owner().deleteRule('cascade'),
    sealedSecretKey: p.text(),
    sealedWebhookSecret: p.text(),
    /** Stripe's id of the account the key belongs to (acct_…), as GET /v1/account answered. */
    stripeAccountId: p.string().length(255),
    stripeAccountName: p.string().length(255).nullable(),
    /** 'test' or 'live', from the key's prefix: staff see which one takes the money. */
    keyMode: p.string().length(8),
    keyLast4: p.string().length(4),
    connectedAt: p.datetime(),
    connectedBy: () => p.manyToOne(User).deleteRule('set null').nullable().index(),
  },
});
export type TPaymentAccount = InferEntity<typeof PaymentAccount>;
