import type { KyInstance } from 'ky';
import type {
  TMfaEnrolment,
  TMfaSignInRequest,
  TMfaSignInResponse,
  TSessionResponse,
  TSessionUser,
  TSignInRequest,
  TSignInResponse,
  TSignUpRequest,
} from '@propdesk/shared/contracts';
import { AUTH_ERROR_CODES } from '@propdesk/shared/domain';
import { isApiError } from '@propdesk/shared/http';
import { sessionStore } from '@propdesk/shared/session';
import { ELITE_LINK_STORAGE_KEYS } from './elite-link.ts';

/** The token auto-refresh ticks every 30 s and refreshes when expiry is within 3 ticks. */
export const REFRESH_TICK_MS = 30_000;
export const REFRESH_AHEAD_TICKS = 3;
const REFRESH_LOCK_NAME = 'propdesk-session-refresh';
const REFRESH_RACE_RETRY_MS = 300;

export interface SessionManager {
  /** Exchanges the refresh cookie for a new access token; one refresh at a time. */
  refresh(): Promise<string | null>;
  /**
   * At start: refreshes when this browser may hold a session (SESSION_HINT_KEY or the api's marker
   * cookie), otherwise is anonymous at once, without asking the api (whose 401 a browser would log on
   * every anonymous visit).
   */
  restore(): Promise<string | null>;
  /** Starts the refresh tick; returns the function that stops it. */
  startRefreshTick(): () => void;
  /** A session, or (password right, second factor due) the challenge to answer with completeSignIn. */
  signIn(request: TSignInRequest): Promise<TSignInResponse>;
  /** For a challenge `enrolment_required`: the new authenticator's secret and QR code. */
  startSignInEnrolment(mfaToken: string): Promise<TMfaEnrolment>;
  /** The second step: a one-time or recovery code starts the session. */
  completeSignIn(request: TMfaSignInRequest): Promise<TMfaSignInResponse>;
  signUp(request: TSignUpRequest): Promise<void>;
  signOut(): Promise<void>;
}

export interface SessionManagerOptions {
  /** A client without token refresh of its own (the refresh call must not recurse into itself). */
  api: KyInstance;
  store?: typeof sessionStore;
  now?: () => number;
}

/**
 * Set in local storage while this browser holds a session (the refresh cookie itself is httpOnly and
 * lives on the api's origin): written when a session starts, removed when the api ends it or the person
 * signs out. Shared by the browser's tabs, like the cookie.
 */
export const SESSION_HINT_KEY = 'propdesk.has-session';
/** The api's own marker beside the refresh cookie, readable where the api shares the page's host. */
const SESSION_MARKER_COOKIE = 'propdesk_has_session=';

function setSessionHint(hasSession: boolean): void {
  try {
    if (hasSession) localStorage.setItem(SESSION_HINT_KEY, '1');
    else localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage refused (private mode, quota): the next start simply asks the api.
  }
}

/** Whether this browser may hold a session: the page's own flag, or the api's marker cookie. */
function hasSessionHint(): boolean {
  const hasMarker =
    typeof document !== 'undefined' &&
    document.cookie.split('; ').some((cookie) => cookie.startsWith(SESSION_MARKER_COOKIE));
  try {
    return hasMarker || localStorage.getItem(SESSION_HINT_KEY) !== null;
  } catch {
    return true;
  }
}

export function createSessionManager({
  api,
  store = sessionStore,
  now = Date.now,
}: SessionManagerOptions): SessionManager {
  let inFlight: Promise<string | null> | null = null;

  /**
   * Profile linking: the first authenticated load links a profile to the organization
   * it signed up under. The server does it when the session is read, so the fresh user replaces the one
   * the sign-in answer carried. Failing here changes nothing: the session stays as it was.
   */
  const loadLinkedUser = async (accessToken: string): Promise<void> => {
    try {
      const user = await api
        .get('api/auth/session', { headers: { authorization: `Bearer ${accessToken}` } })
        .json<TSessionUser>();
      store.getState().setUser(user);
    } catch {
      // Keep the user from the sign-in answer.
    }
  };

  /**
   * Profile linking of an elite link: the slug and package it left in session storage
   * go to the server once, then are cleared (kept only when the api could not be reached).
   */
  const linkEliteOrganization = async (accessToken: string): Promise<void> => {
    const storage = typeof sessionStorage === 'undefined' ? null : sessionStorage;
    const organizationSlug = storage?.getItem(ELITE_LINK_STORAGE_KEYS.organizationSlug);
    if (!storage || !organizationSlug) return;
    const elitePackage = storage.getItem(ELITE_LINK_STORAGE_KEYS.package);
    try {
      await api.post('api/me/elite-link', {
        json: { organizationSlug, ...(elitePackage ? { package: elitePackage } : {}) },
        headers: { authorization: `Bearer ${accessToken}` },
      });
    } catch (error) {
      if (!isApiError(error) || error.status === 0) return;
    }
    storage.removeItem(ELITE_LINK_STORAGE_KEYS.organizationSlug);
    storage.removeItem(ELITE_LINK_STORAGE_KEYS.package);
  };

  const establish = async (session: TSessionResponse): Promise<void> => {
    store.getState().setSession(session);
    setSessionHint(true);
    await linkEliteOrganization(session.accessToken);
    await loadLinkedUser(session.accessToken);
  };

  /**
   * One refresh at a time across every tab of this browser (Web Locks), so two tabs never present the
   * same refresh cookie. A REFRESH_RACE answer (a tab without locks, or a request already under way)
   * means the cookie jar holds a newer token: one retry with it.
   */
  const postRefresh = async (): Promise<TSessionResponse> => {
    const attempt = async (): Promise<TSessionResponse> => {
      try {
        return await api.post('api/auth/refresh').json<TSessionResponse>();
      } catch (error) {
        if (!isApiError(error) || error.code !== AUTH_ERROR_CODES.refreshRace) throw error;
        await new Promise((resolve) => setTimeout(resolve, REFRESH_RACE_RETRY_MS));
        return api.post('api/auth/refresh').json<TSessionResponse>();
      }
    };
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    return locks ? locks.request(REFRESH_LOCK_NAME, attempt) : attempt();
  };

  const refresh = (): Promise<string | null> => {
    inFlight ??= postRefresh()
      .then(async (session) => {
        await establish(session);
        return session.accessToken;
      })
      .catch((error: unknown) => {
        // The server said the session is over (expired, revoked, reused): sign out everywhere. A network
        // failure keeps the session; the next tick tries again.
        if (!isApiError(error) || error.status !== 0 || store.getState().status !== 'authenticated') {
          store.getState().clearSession();
          if (isApiError(error) && error.status !== 0) setSessionHint(false);
        }
        return null;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  const isExpiringSoon = () => {
    const expiresAt = store.getState().accessTokenExpiresAt;
    return expiresAt !== null && expiresAt - now() <= REFRESH_AHEAD_TICKS * REFRESH_TICK_MS;
  };

  return {
    refresh,
    restore: async () => {
      if (hasSessionHint()) return refresh();
      store.getState().clearSession();
      return null;
    },
    startRefreshTick: () => {
      const timer = setInterval(() => {
        if (store.getState().status === 'authenticated' && isExpiringSoon()) void refresh();
      }, REFRESH_TICK_MS);
      return () => clearInterval(timer);
    },
    signIn: async (request) => {
      const answer = await api.post('api/auth/sign-in', { json: request }).json<TSignInResponse>();
      if ('accessToken' in answer) await establish(answer);
      return answer;
    },
    startSignInEnrolment: (mfaToken) =>
      api.post('api/auth/sign-in/mfa/enrolment', { json: { mfaToken } }).json<TMfaEnrolment>(),
    completeSignIn: async (request) => {
      const session = await api.post('api/auth/sign-in/mfa', { json: request }).json<TMfaSignInResponse>();
      await establish(session);
      return session;
    },
    signUp: async (request) => {
      await api.post('api/auth/sign-up', { json: request });
    },
    signOut: async () => {
      const token = store.getState().accessToken;
      try {
        await api.post('api/auth/sign-out', token ? { headers: { authorization: `Bearer ${token}` } } : {});
      } finally {
        // Signed out here whatever the server answered: the user asked to leave.
        store.getState().clearSession();
        setSessionHint(false);
      }
    },
  };
}
