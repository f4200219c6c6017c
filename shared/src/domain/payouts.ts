/** Payout constants (docs: Domain rules › Payouts), free of zod so front ends can import them at run time. */

/** A payout's life: requested by the trader, approved (the money leaves the account), then paid or rejected. */
export const PAYOUT_STATUSES = ['requested', 'approved', 'paid', 'rejected'] as const;
export type TPayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** The checklist a request must pass, in the order the trader reads it. */
export const PAYOUT_GATES = [
  'funded_account',
  'first_payout_delay',
  'cycle',
  'no_pending_payout',
  'minimum_amount',
  'cap',
  'buffer',
  'no_open_positions',
  'kyc_approved',
  'consistency',
] as const;
export type TPayoutGate = (typeof PAYOUT_GATES)[number];

/** Where a payout is sent. */
export const PAYOUT_METHOD_KINDS = ['bank_transfer', 'crypto_wallet'] as const;
export type TPayoutMethodKind = (typeof PAYOUT_METHOD_KINDS)[number];

/** Crypto networks a wallet may be on; each has its own address format. */
export const CRYPTO_NETWORKS = ['bitcoin', 'ethereum', 'tron', 'solana'] as const;
export type TCryptoNetwork = (typeof CRYPTO_NETWORKS)[number];
