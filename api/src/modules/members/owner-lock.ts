import type { EntityManager } from '@mikro-orm/core';
import { isPostgreSql, queryRows } from '../../db/bulk-sql.ts';

/**
 * Locks the organization's active owners and answers their membership ids, as the first statement of a
 * transaction that changes memberships. Do not loosen: the last-owner rule counts these rows, and two
 * changes at once (two owners demoting each other) must not both see the other still there. PostgreSQL
 * takes the rows' write locks (FOR UPDATE, in id order, so changes queue instead of deadlocking) and a
 * waiting change reads the rows again once the first commits; SQLite locks the database for writing with
 * an UPDATE that changes nothing, so the second change starts after the first committed.
 */
export async function lockActiveOwners(tx: EntityManager, organizationId: string): Promise<string[]> {
  const where = "organization_id = ? and role = 'owner' and status = 'active'";
  const sql = isPostgreSql(tx)
    ? `select id from organization_members where ${where} order by id for update`
    : `update organization_members set role = role where ${where} returning id`;
  const rows = await queryRows<{ id: string }>(tx, sql, [organizationId]);
  return rows.map((row) => row.id);
}
