/** Breach and dispute constants, free of zod so front ends can import them at run time. */

/** The rules an account can break; the higher floor is the cause when one move crosses both. */
export const LOSS_RULES = ['daily_loss', 'max_loss'] as const;
export type TLossRule = (typeof LOSS_RULES)[number];

export const DISPUTE_STATUSES = ['open', 'upheld', 'rejected'] as const;
export type TDisputeStatus = (typeof DISPUTE_STATUSES)[number];
