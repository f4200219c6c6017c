export { sessionStore, useSession, type SessionState, type SessionStatus } from './session-store.ts';
export {
  createSessionApiClient,
  refreshSessionAccessToken,
  registerAccessTokenRefresher,
} from './session-api-client.ts';
export { ApiProvider, useApi, useApiBaseUrl } from './api-provider.tsx';
export {
  pickCurrentOrganization,
  useCurrentOrganization,
  useCurrentOrganizationChoice,
  useMyOrganizations,
} from './current-organization.ts';
