/**
 * Trader payouts as staff review them, shared by the organization area (`/organization/payouts`) and the
 * admin's organization view (`/admin/payouts`, `/admin/org-payouts`), and the payout checklist the trader
 * and the reviewer both read.
 */
export { PayoutChecklist, type TChecklistReader } from './checklist/payout-checklist.tsx';
export { StaffPayouts, STAFF_PAYOUTS_PAGE_SIZE } from './components/staff-payouts.tsx';
export { staffPayoutTexts } from './i18n/index.ts';
export {
  NO_PAYOUT_FILTERS,
  payoutSearchParams,
  staffPayoutKeys,
  type TStaffPayoutFilters,
} from './queries/staff-payout-queries.ts';
