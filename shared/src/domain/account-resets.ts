/** Constants of a discounted reset after a failed challenge (docs: Domain rules › Resets), free of zod. */

/** The longest a reset may stay on offer after a failure, in calendar days. */
export const MAX_RESET_WINDOW_DAYS = 365;

/**
 * Whether a failed account can be reset now, and if not, why: the offer answer's `availability`, and the
 * `details.reason` of a refused reset order (409).
 */
export const RESET_AVAILABILITIES = [
  'available',
  'not_failed',
  'not_offered',
  'window_over',
  'plan_unavailable',
  'already_reset',
] as const;
export type TResetAvailability = (typeof RESET_AVAILABILITIES)[number];
