import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { TSessionResponse, TSessionUser } from '../contracts/index.ts';

export type SessionStatus = 'unknown' | 'anonymous' | 'authenticated';

export interface SessionState {
  /** `unknown` until the first refresh attempt at start-up has answered. */
  status: SessionStatus;
  user: TSessionUser | null;
  /**
   * Short-lived access token. Do not loosen: it lives in memory only, never in localStorage or a
   * readable cookie, so a script injected into the page cannot carry it away for later.
   */
  accessToken: string | null;
  /** Epoch milliseconds the access token expires at. */
  accessTokenExpiresAt: number | null;
  setSession: (session: TSessionResponse) => void;
  /** Replaces the user's details (e.g. after the server linked the profile to an organization). */
  setUser: (user: TSessionUser) => void;
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
  accessTokenExpiresAt: null,
  setSession: ({ user, accessToken, accessTokenExpiresAt }) =>
    set({
      status: 'authenticated',
      user,
      accessToken,
      accessTokenExpiresAt: Date.parse(accessTokenExpiresAt),
    }),
  setUser: (user) => set((state) => (state.status === 'authenticated' ? { user } : state)),
  clearSession: () => set({ status: 'anonymous', user: null, accessToken: null, accessTokenExpiresAt: null }),
}));

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
