/** Seed section 3: a `?ref=CODE` seen on any public page waits in localStorage until sign-up. */
export const PENDING_REFERRAL_KEY = 'pending_referral';

export function readPendingReferral(): string {
  try {
    return globalThis.localStorage?.getItem(PENDING_REFERRAL_KEY) ?? '';
  } catch {
    return '';
  }
}
