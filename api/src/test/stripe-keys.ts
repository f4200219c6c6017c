import { randomBytes } from 'node:crypto';

/**
 * Stripe keys made up for each run, shaped as a firm pastes them from its dashboard: the stand-in accepts
 * any key but one carrying its refusal mark, and no real key belongs in code. `mark` goes right after the
 * prefix, where the stand-in looks for it.
 */
export function madeUpStripeKeys(mark = ''): { secretKey: string; webhookSecret: string } {
  return {
    secretKey: `sk_test_${mark}${randomBytes(18).toString('hex')}`,
    webhookSecret: `whsec_${randomBytes(18).toString('hex')}`,
  };
}
