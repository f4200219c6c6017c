import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { TTaxRate } from '@propdesk/shared/contracts';
import { queryRows } from '../../db/bulk-sql.ts';
import { numberOf } from '../../db/sql-rows.ts';
import { AUDIT_ACTIONS, recordAuditEvent, type TClientInfo } from '../audit/index.ts';

/** The firm's tax rate as its receipts print it; none until someone with settings.manage sets one. */
export async function readTaxRate(em: EntityManager, organizationId: string): Promise<TTaxRate> {
  const [row] = await queryRows<{ tax_rate_basis_points: unknown }>(
    em,
    'select tax_rate_basis_points from receipt_books where organization_id = ?',
    [organizationId],
  );
  const rate = row?.tax_rate_basis_points;
  return { taxRateBasisPoints: rate === null || rate === undefined ? null : numberOf(rate) };
}

/**
 * Sets, changes or removes (null) the firm's tax rate, audited with the rate before and after. Receipts
 * already issued keep the rate they were issued with; the next one prints the new rate. The organization
 * is the route's, checked by the staff access rule before this runs.
 */
export async function updateTaxRate({
  em,
  organizationId,
  actorId,
  client,
  taxRate,
}: {
  em: EntityManager;
  organizationId: string;
  actorId: string;
  client: TClientInfo;
  taxRate: TTaxRate;
}): Promise<TTaxRate> {
  // The rate and its audit record are written together or not at all.
  await em.transactional(async (tx) => {
    const { taxRateBasisPoints: before } = await readTaxRate(tx, organizationId);
    const now = new Date();
    // One statement whether or not the firm has a book yet: two saves at once never collide on creating it.
    await queryRows(
      tx,
      'insert into receipt_books (id, created_at, updated_at, organization_id, last_sequence, tax_rate_basis_points) ' +
        'values (?, ?, ?, ?, 0, ?) on conflict (organization_id) do update set ' +
        'tax_rate_basis_points = excluded.tax_rate_basis_points, updated_at = excluded.updated_at',
      [randomUUID(), now, now, organizationId, taxRate.taxRateBasisPoints],
    );
    if (before !== taxRate.taxRateBasisPoints) {
      recordAuditEvent(tx, {
        action: AUDIT_ACTIONS.taxRateUpdated,
        outcome: 'success',
        actor: actorId,
        client,
        organizationId,
        target: { type: 'organization', id: organizationId },
        details: { before, after: taxRate.taxRateBasisPoints },
      });
    }
  });
  return taxRate;
}
