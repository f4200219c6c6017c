/** Identity verification (KYC) constants, free of zod so front ends can import them at run time. */

/**
 * Where a trader's identity check stands: nothing sent yet, sent and waiting for review, approved, or
 * rejected with a reason (the trader may then send it again, which makes it `submitted` once more).
 */
export const KYC_STATUSES = ['not_started', 'submitted', 'approved', 'rejected'] as const;
export type TKycStatus = (typeof KYC_STATUSES)[number];
