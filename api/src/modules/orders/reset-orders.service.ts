import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import {
  TRADING_ERROR_CODES,
  type TCreateResetOrder,
  type TOrder as TOrderRecord,
  type TResetOffer,
} from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import { findRuleSetInForce, Plan } from '../plans/index.ts';
import { AccountReset, Order, type TOrder } from '../trading-accounts/index.ts';
import { orderPagePath, portalOriginOf, startProviderPayment, toOrderRecord } from './orders.service.ts';
import type { TPaymentProvider } from './payment-provider.ts';
import { readResetEligibility, resetRefusal } from './reset-eligibility.ts';
import { pendingPaymentOf, saleTermsOf } from './sale-terms.ts';

/** What the trader's failed account page offers (docs: Domain rules › Resets). */
export async function readResetOffer({
  em,
  userId,
  accountId,
  now,
}: {
  em: EntityManager;
  userId: string;
  accountId: string;
  now: Date;
}): Promise<TResetOffer> {
  const eligibility = await readResetEligibility(em, { userId, accountId, now });
  const isAvailable = eligibility.availability === 'available';
  return {
    availability: eligibility.availability,
    priceMinor: isAvailable ? eligibility.priceMinor : null,
    planFeeMinor: isAvailable ? eligibility.planFeeMinor : null,
    currency: eligibility.account.currency,
    availableUntil: eligibility.availableUntil?.toISOString() ?? null,
    resetAccountId: eligibility.resetAccountId,
  };
}

/**
 * Starts the purchase of a reset of the trader's own failed account: an order of the same plan at the
 * reset's price, under the rules in force for the program now (a reset is a new purchase, not a copy of
 * the failed account's terms), linked to the failed account and paid through the same provider path as
 * any order. The same idempotency key again answers the order it created; for another account it is
 * refused. Paying it opens the account (order-paid.ts).
 */
export async function createResetOrder({
  em,
  userId,
  accountId,
  input,
  provider,
  publicAppUrl,
  now,
}: {
  em: EntityManager;
  userId: string;
  accountId: string;
  input: TCreateResetOrder;
  provider: TPaymentProvider;
  publicAppUrl: string;
  now: Date;
}): Promise<TOrderRecord> {
  const existing = await em.findOne(Order, { user: userId, idempotencyKey: input.idempotencyKey });
  if (existing !== null) return answerRepeatedKey(em, existing, accountId);

  const eligibility = await readResetEligibility(em, { userId, accountId, now });
  if (eligibility.availability !== 'available') throw resetRefusal(eligibility.availability);
  const { account } = eligibility;
  const plan = await em.findOneOrFail(Plan, { id: account.planId, organization: account.organizationId });
  const ruleSet = await findRuleSetInForce(em, {
    organizationId: account.organizationId,
    program: plan.program,
    now,
  });
  if (ruleSet === null || eligibility.priceMinor === null) throw resetRefusal('plan_unavailable');
  const order = em.create(Order, {
    organization: account.organizationId,
    user: userId,
    ...saleTermsOf(plan, ruleSet),
    priceMinor: eligibility.priceMinor,
    // The new account trades where the failed one did.
    platform: account.platform,
    ...pendingPaymentOf(provider.name, input.idempotencyKey),
    couponCode: null,
    discountMinor: 0,
  });
  em.create(AccountReset, { organization: account.organizationId, order, failedAccount: account.id });
  // As for any order: the provider is asked before anything is stored, keyed by the order's id.
  const origin = await portalOriginOf(em, account.organizationId, publicAppUrl);
  const payment = await startProviderPayment(provider, {
    id: order.id,
    priceMinor: order.priceMinor,
    currency: order.currency,
    description: `Reset of trading account ${account.login}`,
    returnUrl: `${origin}${orderPagePath(order.id)}`,
  });
  order.providerReference = payment.providerReference;
  order.paymentUrl = payment.paymentUrl;
  try {
    await em.flush();
  } catch (error) {
    // Two requests with one key at the same moment: the other one's order is the answer.
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    const winner = await em
      .fork()
      .findOneOrFail(Order, { user: userId, idempotencyKey: input.idempotencyKey });
    return answerRepeatedKey(em.fork(), winner, accountId);
  }
  // Read back, so the answer carries the link the formulas read (docs: Domain rules › Resets).
  return toOrderRecord(em, await em.fork().findOneOrFail(Order, { id: order.id }));
}

async function answerRepeatedKey(em: EntityManager, order: TOrder, accountId: string): Promise<TOrderRecord> {
  if (order.resetOfAccountId !== accountId) {
    throw new DomainError(
      TRADING_ERROR_CODES.idempotencyKeyReused,
      'This checkout key was already used for another purchase; start the checkout again',
    );
  }
  return toOrderRecord(em, order);
}
