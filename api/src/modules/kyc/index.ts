/**
 * What other modules may use of kyc: they import it from here, never from its other files
 * (docs: Architecture › api).
 */
export { kycStatusOf } from './kyc-status.ts';
