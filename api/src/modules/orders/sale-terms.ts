import type { TPlan, TRuleSet } from '../plans/index.ts';

/**
 * What an order freezes when it is placed: the plan, its size and price, and the rule-set version on
 * sale, so that what the trader saw at checkout is what the account gets whatever the firm changes later.
 */
export function saleTermsOf(plan: TPlan, ruleSet: TRuleSet) {
  return {
    plan,
    ruleSet,
    program: plan.program,
    accountSizeMinor: plan.accountSizeMinor,
    priceMinor: plan.feeMinor,
    currency: plan.currency,
  };
}

/**
 * An order's state when it is placed: waiting for the provider to take the payment, its reference not
 * known until the provider answers (replaced before the order is stored), nothing paid or failed yet.
 */
export function pendingPaymentOf(provider: string, idempotencyKey: string) {
  return {
    status: 'pending' as const,
    provider,
    providerReference: 'pending',
    idempotencyKey,
    paidAt: null,
    failedAt: null,
    paymentUrl: null,
    failureReason: null,
  };
}
