export {
  sessionStore,
  useSession,
  type SessionState,
  type SessionStatus,
  type SessionUser,
} from './session-store.ts';
