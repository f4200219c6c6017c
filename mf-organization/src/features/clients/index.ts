/**
 * A firm's clients as its staff see them, shared by the organization area (`/organization/clients`, a
 * client's page at `/organization/clients/{userId}/details`), the admin's organization view
 * (`/admin/clients`, `/admin/org-clients`, details in a drawer) and the support agent's read-only lookup
 * (`/support-agent/dashboard`). The list's URL parameters are documented on ClientManagement.
 */
export { ClientDetails, type ClientDetailsProps } from './components/client-details.tsx';
export { ClientDetailsPage } from './components/client-details-page.tsx';
export { ClientLookup } from './components/client-lookup.tsx';
export {
  CLIENT_PAGE_SIZE,
  ClientManagement,
  type ClientManagementProps,
} from './components/client-management.tsx';
export { clientTexts } from './i18n/index.ts';
export {
  clientListSearchParams,
  NO_CLIENT_FILTERS,
  readClientListState,
  type TClientListState,
} from './queries/client-list-state.ts';
export { clientKeys, useClientsOrganization } from './queries/client-queries.ts';
