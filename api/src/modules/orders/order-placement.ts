import type { EntityManager, RequiredEntityData } from '@mikro-orm/core';
import { DomainError } from '../../errors/domain-error.ts';
import { claimCouponUse, isTraderUseCollision, type TCouponQuote } from '../coupons/index.ts';
import { Order, type TOrder, withFreshLogins } from '../trading-accounts/index.ts';
import { recordOrderPaid } from './order-paid.ts';

/** An order's row before it is stored, its id chosen first (the provider's idempotency key). */
export type TSale = RequiredEntityData<TOrder> & {
  id: string;
  priceMinor: number;
  currency: string;
  program: TOrder['program'];
  accountSizeMinor: number;
};

/** The provider name of an order a coupon made free: nothing to collect, nobody else to ask. */
export const FREE_PROVIDER = 'free';

/** How many times a checkout runs again when the same trader's other checkout drew its coupon use number. */
const TRADER_USE_ATTEMPTS = 3;

async function withTraderUseRetries<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      // The other checkout committed: running again counts it, and refuses if the trader's limit is met.
      if (!isTraderUseCollision(error)) throw error;
      if (attempt >= TRADER_USE_ATTEMPTS) {
        throw DomainError.conflict('Another checkout with this code is under way; try again in a moment');
      }
    }
  }
}

/**
 * Stores a pending order and, with a coupon, takes its use in the same transaction: a use is never
 * counted without its order, nor an order stored past the coupon's limits.
 */
export function placeOrder(
  em: EntityManager,
  { sale, coupon, now }: { sale: TSale; coupon: TCouponQuote | null; now: Date },
): Promise<TOrder> {
  return withTraderUseRetries(() =>
    em.fork().transactional(async (tx) => {
      const order = tx.create(Order, sale);
      if (coupon !== null) {
        await claimCouponUse(tx, { coupon: coupon.coupon, orderId: order.id, userId: order.user.id, now });
      }
      return order;
    }),
  );
}

/**
 * An order a coupon made free: paid at once, with no provider (FREE_PROVIDER, the order's id as its
 * reference), its coupon use taken and its account opened in one transaction through the same path as
 * every paid order (recordOrderPaid).
 */
export function placeFreeOrder(
  em: EntityManager,
  { sale, coupon, now }: { sale: TSale; coupon: TCouponQuote; now: Date },
): Promise<TOrder> {
  return withTraderUseRetries(() =>
    withFreshLogins(() =>
      em.fork().transactional(async (tx) => {
        const order = tx.create(Order, {
          ...sale,
          status: 'paid',
          paidAt: now,
          provider: FREE_PROVIDER,
          providerReference: sale.id,
        });
        await claimCouponUse(tx, { coupon: coupon.coupon, orderId: order.id, userId: order.user.id, now });
        recordOrderPaid(tx, { order, now: now.getTime() });
        return order;
      }),
    ),
  );
}
