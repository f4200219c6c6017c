import type { MikroORM } from '@mikro-orm/core';
import { queryRows } from '../db/bulk-sql.ts';
import { issueReceipts } from '../modules/receipts/index.ts';

/** Orders receipted per transaction: one IN list each, far below either database's parameter limit. */
const ORDERS_PER_BATCH = 500;

/**
 * Every paid order of the demo data gets the receipt a real payment would have issued, numbered per firm
 * in the order they were paid and dated on their payment: the demo trader's profile lists theirs, each
 * with its PDF. Issued quietly: these payments are in the past, so nobody is notified or mailed of them.
 */
export async function seedDemoReceipts(orm: MikroORM): Promise<void> {
  const paid = await queryRows<{ id: string }>(
    orm.em.fork(),
    'select id from orders where paid_at is not null order by paid_at asc, id asc',
    [],
  );
  for (let start = 0; start < paid.length; start += ORDERS_PER_BATCH) {
    const orderIds = paid.slice(start, start + ORDERS_PER_BATCH).map((order) => order.id);
    await orm.em.fork().transactional((tx) => issueReceipts(tx, orderIds, { isQuiet: true }));
  }
}
