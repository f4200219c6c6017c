import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import {
  TRADING_ERROR_CODES,
  type TCreateOrder,
  type TOrder as TOrderRecord,
} from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import { findRuleSetInForce, findTraderOrganization, Plan } from '../plans/index.ts';
import { Order, type TOrder, TradingAccount } from '../trading-accounts/index.ts';
import { saleTermsOf } from './sale-terms.ts';
import type { TPaymentProvider } from './payment-provider.ts';

export async function toOrderRecord(em: EntityManager, order: TOrder): Promise<TOrderRecord> {
  // The first phase's account (later phases link to the same order through their predecessor).
  const account =
    order.status === 'paid' || order.status === 'refunded'
      ? await em.findOne(TradingAccount, { order: order.id, previousAccount: null }, { fields: ['id'] })
      : null;
  return {
    id: order.id,
    status: order.status,
    planId: order.plan.id,
    program: order.program,
    accountSizeMinor: order.accountSizeMinor,
    priceMinor: order.priceMinor,
    currency: order.currency,
    platform: order.platform,
    provider: order.provider,
    confirmationPath: order.status === 'pending' ? `/checkout/${order.id}` : null,
    tradingAccountId: account?.id ?? null,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
  };
}

/**
 * Starts a purchase: the plan's price, size and the program's active rule-set version are copied onto the
 * order, so what the trader sees at checkout is what they get. The same idempotency key again answers the
 * order it created (a double click, a retried request); with another plan it is refused.
 */
export async function createOrder({
  em,
  userId,
  input,
  provider,
  now,
}: {
  em: EntityManager;
  now: Date;
  userId: string;
  input: TCreateOrder & { platform: NonNullable<TCreateOrder['platform']> };
  provider: TPaymentProvider;
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
  const order = em.create(Order, {
    organization: organization.id,
    user: userId,
    ...saleTermsOf(plan, ruleSet),
    platform: input.platform,
    status: 'pending',
    provider: provider.name,
    providerReference: 'pending',
    idempotencyKey: input.idempotencyKey,
    paidAt: null,
    failedAt: null,
  });
  order.providerReference = provider.startPayment(order).providerReference;
  try {
    await em.flush();
  } catch (error) {
    // Two requests with one key at the same moment: the other one's order is the answer.
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    const winner = await em
      .fork()
      .findOneOrFail(Order, { user: userId, idempotencyKey: input.idempotencyKey });
    return answerRepeatedKey(em.fork(), winner, input.planId);
  }
  return toOrderRecord(em, order);
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
