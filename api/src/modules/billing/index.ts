/**
 * What other modules may use of billing: they import it from here, never from its other files
 * (docs: Architecture › api).
 */
export { LedgerEntry, type TLedgerEntry } from './ledger-entry.entity.ts';
export { recordLedgerEntry } from './ledger.ts';
export { MONEY_RETURNED_EVENT } from './money-returned-event.ts';
export {
  applyProviderMoneyEvent,
  type TMoneyEventResult,
  type TProviderMoneyEvent,
} from './provider-money-events.ts';
export type { TRefundingProvider, TRefundRequest } from './refunding-provider.ts';
