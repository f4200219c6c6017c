/**
 * The English texts of the payout checklist (namespace `payout-checklist`); es.ts and it.ts follow it.
 * Keys ending in `_staff` are what a reviewer reads where the trader reads "your" (i18next context).
 */
export const en = {
  checklist: 'Payout checklist',
  met: 'Met',
  notMet: 'Not met',
  kyc: {
    not_started: 'Identity check not started',
    submitted: 'Identity check under review',
    approved: 'Identity verified',
    rejected: 'Identity check rejected',
  },
  gates: {
    funded_account: 'Funded account, active',
    first_payout_delay: 'First payout {{days}} days after your first funded trade',
    first_payout_delay_staff: 'First payout {{days}} days after the first funded trade',
    cycle: 'One payout every {{days}} days',
    no_pending_payout: 'No payout waiting for review',
    no_pending_payout_staff: 'No other payout of this account waiting',
    minimum_amount: 'At least {{minimum}} (now {{amount}})',
    cap: 'Capped at {{cap}} for this payout',
    noCap: 'No cap on this payout',
    buffer: 'Keep {{buffer}} of profit in the account (now {{profit}})',
    noBuffer: 'No buffer to keep',
    no_open_positions: 'No open positions (now {{count}})',
    kyc_approved: 'Identity verified',
    consistency: 'Best day at most {{max}} of your profit (now {{best}})',
    consistency_staff: 'Best day at most {{max}} of the profit (now {{best}})',
    noConsistency: 'No consistency rule applies',
    opensOn: 'Met on {{date}}',
    noTradeYet: 'After your first funded trade',
    noTradeYet_staff: 'No funded trade yet',
  },
};

export type PayoutChecklistCatalog = typeof en;
