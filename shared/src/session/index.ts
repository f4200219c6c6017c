export { sessionStore, useSession, type SessionState, type SessionStatus } from './session-store.ts';
export { createSessionApiClient, registerAccessTokenRefresher } from './session-api-client.ts';
