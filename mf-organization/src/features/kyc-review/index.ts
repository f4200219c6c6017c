/**
 * The review of traders' identity checks, shared by the organization's page and the admin's (who picks
 * the organization with the shell's switcher): the list, the detail with its documents, the decision.
 */
export { KycReviewList } from './components/kyc-review-list.tsx';
export { kycReviewTexts } from './i18n/index.ts';
