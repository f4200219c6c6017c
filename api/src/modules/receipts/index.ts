/**
 * What other modules may use of receipts: they import it from here, never from its other files
 * (docs: Architecture › api).
 */
export { issueReceipts, requestReceipt } from './receipt-issuance.ts';
