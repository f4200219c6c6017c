import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { queryRows } from '../../db/bulk-sql.ts';
import { numberOf } from '../../db/sql-rows.ts';

/** The numbers taken for a firm's receipts and the tax rate they print. */
export type TTakenNumbers = { readonly first: number; readonly taxRateBasisPoints: number | null };

/**
 * Takes `count` consecutive receipt numbers of a firm in one statement: its book's counter is raised by
 * `count` (the book is created at `count` the first time), and the rate is read in the same statement, so
 * the numbers and the rate belong to one moment. Do not loosen: the counter is raised in place, never read
 * and written back, so two transactions of one firm get different numbers (PostgreSQL makes the second
 * wait for the first's row; SQLite writes one at a time).
 */
export async function takeReceiptNumbers(
  tx: EntityManager,
  { organizationId, count, now }: { organizationId: string; count: number; now: Date },
): Promise<TTakenNumbers> {
  const [row] = await queryRows<{ last_sequence: unknown; tax_rate_basis_points: unknown }>(
    tx,
    'insert into receipt_books (id, created_at, updated_at, organization_id, last_sequence) ' +
      'values (?, ?, ?, ?, ?) on conflict (organization_id) do update set ' +
      'last_sequence = receipt_books.last_sequence + excluded.last_sequence, updated_at = excluded.updated_at ' +
      'returning last_sequence, tax_rate_basis_points',
    [randomUUID(), now, now, organizationId, count],
  );
  if (row === undefined) throw new Error('The receipt book answered no row');
  return {
    first: numberOf(row.last_sequence) - count + 1,
    taxRateBasisPoints: row.tax_rate_basis_points === null ? null : numberOf(row.tax_rate_basis_points),
  };
}
