/**
 * Trader payouts as staff review them, in the organization area (`/organization/payouts`) and the admin's
 * Organization View (`/admin/payouts`, `/admin/org-payouts`).
 */
export { StaffPayouts, STAFF_PAYOUTS_PAGE_SIZE } from './components/staff-payouts.tsx';
export { staffPayoutTexts } from './i18n/index.ts';
export {
  NO_PAYOUT_FILTERS,
  payoutSearchParams,
  staffPayoutKeys,
  type TStaffPayoutFilters,
} from './queries/staff-payout-queries.ts';
