import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../tenancy/index.ts';

/** The only value the claim's primary key ever takes: the table holds at most one row. */
export const FIRST_ADMIN_SLOT = 'first_admin';

/**
 * The lock row of admin bootstrap. !!! Security invariant: bootstrap inserts this row (fixed primary key)
 * in the same transaction as the admin it creates, so of two concurrent bootstraps the database's
 * primary-key check lets exactly one commit; the other fails and is answered 403. !!!
 * The row goes with its user (cascade), so deleting the bootstrapped admin does not leave a stale lock.
 */
export const AdminBootstrapClaim = defineEntity({
  name: 'AdminBootstrapClaim',
  tableName: 'admin_bootstrap_claims',
  properties: {
    slot: p.string().length(32).primary(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type TAdminBootstrapClaim = InferEntity<typeof AdminBootstrapClaim>;
