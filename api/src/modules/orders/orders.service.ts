import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import {
  ERROR_CODES,
  TRADING_ERROR_CODES,
  type TCreateOrder,
  type TOrder as TOrderRecord,
} from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import { findRuleSetInForce, findTraderOrganization, Plan } from '../plans/index.ts';
import { Order, type TOrder, TradingAccount } from '../trading-accounts/index.ts';
import { pendingPaymentOf, saleTermsOf } from './sale-terms.ts';
import { placeFreeOrder, placeOrder, type TSale } from './order-placement.ts';
import { quoteCoupon } from '../coupons/index.ts';
import type { TPaymentProvider, TPaymentRequest } from './payment-provider.ts';
import { OrganizationDomain } from '../domains/index.ts';

/** The order's page in the trader's portal: the sandbox's confirmation step, where a provider returns to. */
export function orderPagePath(orderId: string): string {
  return `/checkout/${orderId}`;
}

/**
 * Where the firm's traders use the portal: its verified custom domain (the first verified, over HTTPS:
 * only a verified domain is the firm's), else the platform's own address (PUBLIC_APP_URL).
 */
export async function portalOriginOf(
  em: EntityManager,
  organizationId: string,
  publicAppUrl: string,
): Promise<string> {
  const domain = await em.findOne(
    OrganizationDomain,
    { organization: organizationId, isVerified: true },
    { orderBy: { verifiedAt: 'asc' }, fields: ['domain'] },
  );
  return domain === null ? publicAppUrl : `https://${domain.domain}`;
}

export async function toOrderRecord(em: EntityManager, order: TOrder): Promise<TOrderRecord> {
  // The first phase's account (later phases link to the same order through their predecessor).
  const account =
    order.status === 'paid' || order.status === 'refunded'
      ? await em.findOne(TradingAccount, { order: order.id, previousAccount: null }, { fields: ['id'] })
      : null;
  const isPending = order.status === 'pending';
  const paymentUrl = order.paymentUrl ?? null;
  return {
    id: order.id,
    status: order.status,
    planId: order.plan.id,
    program: order.program,
    accountSizeMinor: order.accountSizeMinor,
    priceMinor: order.priceMinor,
    discountMinor: order.discountMinor,
    couponCode: order.couponCode ?? null,
    currency: order.currency,
    platform: order.platform,
    provider: order.provider,
    // The sandbox confirms on our own page; a real provider on its own (paymentUrl).
    confirmationPath: isPending && paymentUrl === null ? orderPagePath(order.id) : null,
    paymentUrl: isPending ? paymentUrl : null,
    tradingAccountId: account?.id ?? null,
    failureReason: order.status === 'failed' ? (order.failureReason ?? null) : null,
    resetOf:
      order.resetOfAccountId == null
        ? null
        : { accountId: order.resetOfAccountId, login: order.resetOfLogin ?? '' },
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
  };
}

/**
 * Starts a purchase: the plan's price, size and the program's active rule-set version are copied onto the
 * order, so what the trader sees at checkout is what they get. A coupon is checked and priced here, never
 * taken from the client; its use is counted in the order's own transaction, and an order it makes free is
 * paid at once with no provider. The same idempotency key again answers the order it created (a double
 * click, a retried request) without counting its coupon again; with another plan it is refused.
 */
export async function createOrder({
  em,
  userId,
  input,
  provider,
  publicAppUrl,
  now,
}: {
  em: EntityManager;
  now: Date;
  userId: string;
  input: TCreateOrder & { platform: NonNullable<TCreateOrder['platform']> };
  provider: TPaymentProvider;
  /** The platform's own portal address, where a firm without a verified domain is served. */
  publicAppUrl: string;
}): Promise<TOrderRecord> {
  const existing = await em.findOne(Order, { user: userId, idempotencyKey: input.idempotencyKey });
  if (existing !== null) return answerRepeatedKey(em, existing, input.planId);

  const organization = await findTraderOrganization(em, userId);
  // Do not loosen: the plan must belong to the trader's own organization (another firm's plan is a 404).
  const plan = await em.findOne(Plan, { id: input.planId, organization: organization.id });
  if (plan === null) throw DomainError.notFound('Plan not found');
  const ruleSet = await findRuleSetInForce(em, {
    organizationId: organization.id,
    program: plan.program,
    now,
  });
  if (!plan.active || ruleSet === null) {
    throw new DomainError(TRADING_ERROR_CODES.planUnavailable, 'This plan is not on sale at the moment');
  }
  const coupon =
    input.couponCode === undefined
      ? null
      : await quoteCoupon(em, {
          organizationId: organization.id,
          userId,
          code: input.couponCode,
          use: { planId: plan.id, listPriceMinor: plan.feeMinor, currency: plan.currency, now },
        });
  const sale: TSale = {
    id: randomUUID(),
    organization: organization.id,
    user: userId,
    ...saleTermsOf(plan, ruleSet),
    priceMinor: coupon === null ? plan.feeMinor : coupon.priceMinor,
    platform: input.platform,
    ...pendingPaymentOf(provider.name, input.idempotencyKey),
    couponCode: coupon === null ? null : coupon.coupon.code,
    discountMinor: coupon === null ? 0 : coupon.discountMinor,
  };
  try {
    if (coupon !== null && sale.priceMinor === 0) {
      return await toOrderRecord(em, await placeFreeOrder(em, { sale, coupon, now }));
    }
    // The provider is asked before the order is stored, with the order's id as its idempotency key: a
    // provider that cannot be reached leaves nothing behind, and the trader's retry starts afresh. Losing
    // the race below leaves the provider a payment nobody is sent to, which lapses on its own.
    const origin = await portalOriginOf(em, organization.id, publicAppUrl);
    const payment = await startProviderPayment(provider, {
      id: sale.id,
      priceMinor: sale.priceMinor,
      currency: sale.currency,
      description: describeOrder(sale),
      returnUrl: `${origin}${orderPagePath(sale.id)}`,
    });
    const order = await placeOrder(em, {
      sale: { ...sale, providerReference: payment.providerReference, paymentUrl: payment.paymentUrl },
      coupon,
      now,
    });
    return await toOrderRecord(em, order);
  } catch (error) {
    // Two requests with one key at the same moment: the other one's order is the answer (its coupon
    // use is the only one counted: this transaction rolled back with its own).
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    const winner = await em.fork().findOne(Order, { user: userId, idempotencyKey: input.idempotencyKey });
    if (winner === null) throw error;
    return answerRepeatedKey(em.fork(), winner, input.planId);
  }
}

/** What the buyer reads on the provider's page, e.g. "two-step challenge, 25,000 USD account". */
function describeOrder(order: { program: string; accountSizeMinor: number; currency: string }): string {
  const size = (order.accountSizeMinor / 100).toLocaleString('en-US');
  return `${order.program.replaceAll('_', '-')} challenge, ${size} ${order.currency} account`;
}

export async function startProviderPayment(
  provider: TPaymentProvider,
  request: TPaymentRequest,
): Promise<Awaited<ReturnType<TPaymentProvider['startPayment']>>> {
  try {
    return await provider.startPayment(request);
  } catch (error) {
    // The provider's own message stays in the log (it may name the account); the trader can retry.
    throw new DomainError(
      ERROR_CODES.unavailable,
      'The payment provider could not be reached; try again in a moment',
      { cause: error },
    );
  }
}

async function answerRepeatedKey(em: EntityManager, order: TOrder, planId: string): Promise<TOrderRecord> {
  if (order.plan.id !== planId) {
    throw new DomainError(
      TRADING_ERROR_CODES.idempotencyKeyReused,
      'This checkout key was already used for another plan; start the checkout again',
    );
  }
  return toOrderRecord(em, order);
}

/** The caller's own order; another trader's is a 404 like an unknown id. */
export async function findOwnOrder(em: EntityManager, userId: string, orderId: string): Promise<TOrder> {
  const order = await em.findOne(Order, { id: orderId, user: userId });
  if (order === null) throw DomainError.notFound('Order not found');
  return order;
}
