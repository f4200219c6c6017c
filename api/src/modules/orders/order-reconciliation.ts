import { UniqueConstraintViolationException, type MikroORM } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import { selectRows } from '../../db/sql-rows.ts';
import type { TClock } from '../../infra/clock.ts';
import { scheduleRepeatingJob } from '../../infra/repeating-job.ts';
import { Order, type TLoginGenerator, TradingAccount, withFreshLogins } from '../trading-accounts/index.ts';
import { OrderReconciliation } from './order-reconciliation.entity.ts';
import { openPaidOrderAccount, PAID_ORDER_POPULATE } from './paid-order-account.ts';

/** A paid order younger than this may still be getting its account from the payment's own transaction. */
export const RECONCILE_AFTER_MS = 60_000;
const ORDERS_PER_RUN = 50;

// Paid a minute ago or more, and no account opened from it (each phase's account points at its order),
// unless it is a reset of an account another paid reset already replaced: that one never gets an account.
const ORPHANED_ORDERS_SQL =
  "select o.id from orders o where o.status = 'paid' and o.paid_at <= ? " +
  'and not exists (select 1 from trading_accounts a where a.order_id = o.id) ' +
  'and not exists (select 1 from account_resets r join trading_accounts t on t.reset_of_id = r.failed_account_id ' +
  'where r.order_id = o.id) order by o.paid_at asc limit ?';

export type TReconciliationRun = { found: number; opened: number };

/**
 * The safety net behind "a paid order always opens its account": paid orders left without one (a crash
 * between payment and opening, a provider that confirms apart from the opening) get their first phase's
 * account, each in a transaction that records it (OrderReconciliation). Safe with several instances at
 * once: each order is re-read inside its transaction and the record is unique per order, so the instance
 * that loses the race rolls back and counts nothing. A taken login is retried like the payment's opening.
 */
export async function reconcilePaidOrders({
  orm,
  nowMs,
  generateLogin,
}: {
  orm: MikroORM;
  nowMs: number;
  generateLogin?: TLoginGenerator;
}): Promise<TReconciliationRun> {
  const orphans = await selectRows(orm.em.fork(), Order, {
    sql: ORPHANED_ORDERS_SQL,
    params: [new Date(nowMs - RECONCILE_AFTER_MS), ORDERS_PER_RUN],
    properties: ['id'],
  });
  let opened = 0;
  for (const { id } of orphans) {
    try {
      const didOpen = await withFreshLogins(() =>
        orm.em.fork().transactional(async (tx) => {
          const order = await tx.findOne(Order, { id, status: 'paid' }, { populate: PAID_ORDER_POPULATE });
          if (order === null || (await tx.count(TradingAccount, { order: id })) > 0) return false;
          const account = openPaidOrderAccount(tx, {
            order,
            now: nowMs,
            ...(generateLogin === undefined ? {} : { generateLogin }),
          });
          if (account === null) return false;
          const paidAt = order.paidAt ?? new Date(nowMs);
          tx.create(OrderReconciliation, { order, account, paidAt, delayMs: nowMs - paidAt.getTime() });
          return true;
        }),
      );
      if (didOpen) opened += 1;
    } catch (error) {
      // Another instance opened it first (its record, unique per order, committed before ours).
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
    }
  }
  return { found: orphans.length, opened };
}

/** Every serving instance looks for paid orders without an account twice a minute. */
export function scheduleOrderReconciliation(
  app: FastifyInstance,
  { orm, clock }: { orm: MikroORM; clock: TClock },
): void {
  scheduleRepeatingJob(app, {
    name: 'order reconciliation',
    everyMs: 30_000,
    run: async () => {
      const run = await reconcilePaidOrders({ orm, nowMs: clock.now() });
      if (run.opened > 0) app.log.warn(run, 'paid orders without an account were opened');
    },
  });
}
