/**
 * The firm's Accounts page (`/organization/accounts`): every trading account of the organization the
 * shell's switcher chose, filtered from the page's address, each opening its read-only view (the shared
 * account view), and the breach disputes its staff decide.
 */
export { StaffAccounts } from './components/staff-accounts.tsx';
export { StaffAccountView } from './components/staff-account-view.tsx';
export { staffAccountsTexts } from './i18n/index.ts';
export {
  DEFAULT_STAFF_ACCOUNT_FILTERS,
  filtersFromSearchParams,
  searchParamsOf,
  type TStaffAccountFilters,
} from './lib/account-search-params.ts';
