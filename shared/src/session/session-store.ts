import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export interface SessionUser {
  id: string;
  email: string;
  firstName: string | null;
  role: string;
}

export type SessionStatus = 'unknown' | 'anonymous' | 'authenticated';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** Short-lived access token: kept in memory only, never in localStorage (see identity issue). */
  accessToken: string | null;
  setSession: (session: { user: SessionUser; accessToken: string }) => void;
  clearSession: () => void;
}

/**
 * The one session store of the whole portal. It is a module-level singleton; federation shares
 * `@propdesk/shared/session` as a singleton, so the shell and every remote see the same instance.
 */
export const sessionStore = createStore<SessionState>()((set) => ({
  status: 'unknown',
  user: null,
  accessToken: null,
  setSession: ({ user, accessToken }) => set({ status: 'authenticated', user, accessToken }),
  clearSession: () => set({ status: 'anonymous', user: null, accessToken: null }),
}));

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
