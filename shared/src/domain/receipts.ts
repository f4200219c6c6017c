/**
 * Receipt constants, free of zod. Only the firm's settings page reads them in a browser, so the domain
 * module does not export them: that page imports this file, and `contracts` re-exports it for the api.
 */

/** A firm's tax rate in basis points (2,100 = 21 %): at most 100 %, never a fraction of a basis point. */
export const TAX_RATE_LIMITS = { minBasisPoints: 1, maxBasisPoints: 10_000 } as const;

/** How a receipt's number reads: sequential per firm, six digits at least (`R-000042`). */
export function formatReceiptNumber(sequence: number): string {
  return `R-${String(sequence).padStart(6, '0')}`;
}
