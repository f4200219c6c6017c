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
