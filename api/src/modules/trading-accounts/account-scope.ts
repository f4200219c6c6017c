import type { TSqlParam } from '../../db/sql-rows.ts';

/**
 * Whose accounts a read reaches: the trader's own (by owner) or a firm's, for its staff (by organization,
 * once the caller's permission there is checked).
 *
 * Do not loosen: every read of an account, its history or its deals puts this condition in its own
 * statement, so an account outside the scope (another trader's, another firm's) reads exactly like one that
 * does not exist.
 */
export type TAccountScope = { readonly ownerId: string } | { readonly organizationId: string };

/** The scope as a condition on the accounts table under `alias`, with its one parameter. */
export function scopeCondition(scope: TAccountScope, alias: string): { sql: string; param: TSqlParam } {
  return 'ownerId' in scope
    ? { sql: `${alias}.owner_id = ?`, param: scope.ownerId }
    : { sql: `${alias}.organization_id = ?`, param: scope.organizationId };
}
