export { sessionStore, useSession, type SessionState, type SessionStatus } from './session-store.ts';
export {
  createSessionApiClient,
  refreshSessionAccessToken,
  registerAccessTokenRefresher,
} from './session-api-client.ts';
export { ApiProvider, useApi, useApiBaseUrl } from './api-provider.tsx';
export {
  CURRENT_ORGANIZATION_STORAGE_KEY,
  pickCurrentOrganization,
  useCurrentOrganization,
  useCurrentOrganizationChoice,
  useCurrentOrganizationId,
  useCurrentOrganizationState,
  useMyOrganizations,
} from './current-organization.ts';
