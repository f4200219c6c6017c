/**
 * What other modules may use of payouts: they import it from here, never from its other files
 * (docs: Architecture › api).
 */
export { readStaffPayoutPage } from './payout-staff-rows.ts';
