/** Breach and dispute constants, free of zod so front ends can import them at run time. */

/** The rules an account can break; the higher floor is the cause when one move crosses both. */
export const LOSS_RULES = ['daily_loss', 'max_loss'] as const;
export type TLossRule = (typeof LOSS_RULES)[number];

/**
 * A dispute is open until the firm decides it: `upheld`, the breach stands; `overturned`, the breach is
 * void and the account is reinstated as it was just before it (docs: Domain rules › Disputes).
 */
export const DISPUTE_STATUSES = ['open', 'upheld', 'overturned'] as const;
export type TDisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** What staff may decide on an open dispute. */
export const DISPUTE_DECISIONS = ['upheld', 'overturned'] as const;
export type TDisputeDecision = (typeof DISPUTE_DECISIONS)[number];

/** The reason the trader reads with a decision: required to overturn, optional to uphold. */
export const DISPUTE_REASON_LIMITS = { minLength: 5, maxLength: 1000 } as const;
