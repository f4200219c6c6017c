import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { COUPON_ERROR_CODES } from '@propdesk/shared/contracts';
import { queryRows } from '../../db/bulk-sql.ts';
import { numberOf } from '../../db/sql-rows.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { CouponRedemption } from './coupon-redemption.entity.ts';
import { Coupon, type TCoupon } from './coupon.entity.ts';
import { discountOf, invalidCodeRefusal, termsRefusalOf, type TCouponUse } from './coupon-terms.ts';

/** A coupon that applies to one purchase: what it takes off and what remains to pay. */
export type TCouponQuote = {
  coupon: TCoupon;
  discountMinor: number;
  priceMinor: number;
};

function traderLimitRefusal(): DomainError {
  return new DomainError(COUPON_ERROR_CODES.traderLimit, 'You have already used this code');
}

/** The trader's uses of a coupon still held by an order, and the highest use number drawn so far. */
async function traderUsesOf(
  em: EntityManager,
  couponId: string,
  userId: string,
): Promise<{ count: number; lastNumber: number }> {
  const [row] = await queryRows<{ uses: unknown; last_number: unknown }>(
    em,
    'select count(*) as uses, max(trader_use_number) as last_number from coupon_redemptions ' +
      'where coupon_id = ? and user_id = ?',
    [couponId, userId],
  );
  return {
    count: row === undefined ? 0 : numberOf(row.uses),
    lastNumber: row?.last_number === null || row === undefined ? 0 : numberOf(row.last_number),
  };
}

/**
 * Checks a trader's code for a plan of their firm and prices it, or refuses with the reason the trader
 * reads. Do not loosen: the coupon is looked up within the trader's own organization only, so another
 * firm's code is "not valid" exactly like a code nobody issued.
 */
export async function quoteCoupon(
  em: EntityManager,
  {
    organizationId,
    userId,
    code,
    use,
  }: { organizationId: string; userId: string; code: string; use: TCouponUse },
): Promise<TCouponQuote> {
  const coupon = await em.findOne(Coupon, {
    organization: organizationId,
    codeKey: code.trim().toLowerCase(),
  });
  if (coupon === null) throw invalidCodeRefusal();
  const refusal = termsRefusalOf(coupon, use);
  if (refusal !== null) throw refusal;
  if (coupon.maxUsesPerTrader !== null && coupon.maxUsesPerTrader !== undefined) {
    const { count } = await traderUsesOf(em, coupon.id, userId);
    if (count >= coupon.maxUsesPerTrader) throw traderLimitRefusal();
  }
  const discountMinor = discountOf(coupon, use.listPriceMinor);
  return { coupon, discountMinor, priceMinor: use.listPriceMinor - discountMinor };
}

/**
 * Takes one use of the coupon for an order, inside the order's own transaction (`tx`), so a checkout
 * that fails afterwards takes nothing. Do not loosen: the total limit is held by one conditional UPDATE
 * (0 rows: used up), which both databases serialize per row, and the per-trader limit by the unique
 * (coupon, trader, use number) of the redemption: a count read first and a plain insert would let
 * concurrent checkouts through past either limit.
 */
export async function claimCouponUse(
  tx: EntityManager,
  { coupon, orderId, userId, now }: { coupon: TCoupon; orderId: string; userId: string; now: Date },
): Promise<void> {
  const taken = await queryRows<{ id: unknown }>(
    tx,
    'update coupons set used_count = used_count + 1, updated_at = ? ' +
      'where id = ? and (max_uses is null or used_count < max_uses) returning id',
    [now, coupon.id],
  );
  if (taken.length === 0) throw new DomainError(COUPON_ERROR_CODES.usedUp, 'This code has been used up');
  const perTrader = coupon.maxUsesPerTrader ?? null;
  let traderUseNumber: number | null = null;
  if (perTrader !== null) {
    const { count, lastNumber } = await traderUsesOf(tx, coupon.id, userId);
    if (count >= perTrader) throw traderLimitRefusal();
    traderUseNumber = lastNumber + 1;
  }
  tx.create(CouponRedemption, { coupon: coupon.id, order: orderId, user: userId, traderUseNumber });
}

/**
 * Whether a failed write lost the race for a trader's use number: the same trader's other checkout took
 * it a moment before (the caller answers as for a reached per-trader limit, or asks for a retry).
 */
export function isTraderUseCollision(error: unknown): boolean {
  return (
    error instanceof UniqueConstraintViolationException &&
    /coupon_redemptions/i.test(error.message) &&
    /trader_use_number/i.test(error.message)
  );
}

/**
 * Gives an order's use back when its payment fails or lapses, in the transaction that failed it, so the
 * trader (or another) can use the code again. An order without a coupon changes nothing.
 */
export async function releaseCouponUse(tx: EntityManager, orderId: string): Promise<void> {
  const redemption = await tx.findOne(CouponRedemption, { order: orderId }, { fields: ['coupon'] });
  if (redemption === null) return;
  await tx.nativeDelete(CouponRedemption, { id: redemption.id });
  await queryRows(
    tx,
    'update coupons set used_count = used_count - 1, updated_at = ? where id = ? and used_count > 0',
    [new Date(), redemption.coupon.id],
  );
}

/**
 * Takes an order's use again when it is paid after it failed (money taken after a declined attempt on the
 * same payment page), in the transaction that paid it: its failure gave the use back, and a paid order
 * must hold one. The payment is honoured whatever the limits say now (they held when the order was
 * placed), so the count may pass them by this order. An order still holding its use, or without a
 * coupon, changes nothing.
 */
export async function reclaimCouponUse(
  tx: EntityManager,
  order: { id: string; organization: { id: string }; user: { id: string }; couponCode?: string | null },
): Promise<void> {
  if (order.couponCode === null || order.couponCode === undefined) return;
  if ((await tx.count(CouponRedemption, { order: order.id })) > 0) return;
  const coupon = await tx.findOne(Coupon, {
    organization: order.organization.id,
    codeKey: order.couponCode.toLowerCase(),
  });
  if (coupon === null) return;
  await queryRows(tx, 'update coupons set used_count = used_count + 1, updated_at = ? where id = ?', [
    new Date(),
    coupon.id,
  ]);
  const { lastNumber } = await traderUsesOf(tx, coupon.id, order.user.id);
  tx.create(CouponRedemption, {
    coupon: coupon.id,
    order: order.id,
    user: order.user.id,
    traderUseNumber:
      coupon.maxUsesPerTrader === null || coupon.maxUsesPerTrader === undefined ? null : lastNumber + 1,
  });
}
