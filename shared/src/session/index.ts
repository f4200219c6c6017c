export { sessionStore, useSession, type SessionState, type SessionStatus } from './session-store.ts';
