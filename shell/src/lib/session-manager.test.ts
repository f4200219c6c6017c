import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { TSessionResponse } from '@propdesk/shared/contracts';
import { createApiClient } from '@propdesk/shared/http';
import { sessionStore } from '@propdesk/shared/session';
import { sessionFixture } from '@propdesk/shared/testing';
import {
  createSessionManager,
  REFRESH_AHEAD_TICKS,
  REFRESH_TICK_MS,
  SESSION_HINT_KEY,
} from './session-manager.ts';

function session(token: string, expiresAt: number): TSessionResponse {
  return {
    ...sessionFixture({ firstName: 'Ada' }),
    accessToken: token,
    accessTokenExpiresAt: new Date(expiresAt).toISOString(),
  };
}

function answering(handler: (request: Request) => Response | Promise<Response>) {
  const calls: string[] = [];
  const fetchImpl = (async (request: Request) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    return handler(request);
  }) as typeof fetch;
  return { api: createApiClient({ baseUrl: 'http://api.test', fetch: fetchImpl }), calls };
}

describe('session manager', () => {
  beforeEach(() => sessionStore.getState().clearSession());

  it('runs one refresh at a time and stores the new session', async () => {
    const { api, calls } = answering(() => Response.json(session('fresh', Date.now() + 600_000)));
    const manager = createSessionManager({ api });
    const [first, second] = await Promise.all([manager.refresh(), manager.refresh()]);
    expect([first, second]).toEqual(['fresh', 'fresh']);
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual(['POST /api/auth/refresh']);
    expect(sessionStore.getState()).toMatchObject({ status: 'authenticated', accessToken: 'fresh' });
  });

  it('signs out everywhere when the server ends the session', async () => {
    sessionStore.getState().setSession(session('old', Date.now() + 60_000));
    const { api } = answering(() =>
      Response.json(
        { error: { code: 'SESSION_EXPIRED', message: 'expired' }, requestId: 'r' },
        { status: 401 },
      ),
    );
    await expect(createSessionManager({ api }).refresh()).resolves.toBeNull();
    expect(sessionStore.getState().status).toBe('anonymous');
  });

  it('starts anonymous without asking the api when this browser holds no session', async () => {
    localStorage.removeItem(SESSION_HINT_KEY);
    const { api, calls } = answering(() => Response.json(session('unused', Date.now() + 600_000)));
    await expect(createSessionManager({ api }).restore()).resolves.toBeNull();
    expect(calls).toEqual([]);
    expect(sessionStore.getState().status).toBe('anonymous');
  });

  it('restores a session the browser holds, and forgets the hint when the api ends it or on sign-out', async () => {
    const { api, calls } = answering(() => Response.json(session('fresh', Date.now() + 600_000)));
    const manager = createSessionManager({ api });
    await manager.refresh();
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
    await expect(manager.restore()).resolves.toBe('fresh');
    expect(calls).toContain('POST /api/auth/refresh');
    await manager.signOut();
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();

    localStorage.setItem(SESSION_HINT_KEY, '1');
    const ended = answering(() =>
      Response.json(
        { error: { code: 'SESSION_EXPIRED', message: 'expired' }, requestId: 'r' },
        { status: 401 },
      ),
    );
    await expect(createSessionManager({ api: ended.api }).restore()).resolves.toBeNull();
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  it('keeps the session through a network failure', async () => {
    sessionStore.getState().setSession(session('old', Date.now() + 60_000));
    const { api } = answering(() => {
      throw new TypeError('Failed to fetch');
    });
    await createSessionManager({ api }).refresh();
    expect(sessionStore.getState()).toMatchObject({ status: 'authenticated', accessToken: 'old' });
  });

  describe('refresh tick (every 30 s, when expiry is within 3 ticks)', () => {
    beforeEach(() => {
      jest.useFakeTimers();
    });
    afterEach(() => {
      jest.useRealTimers();
    });

    it('refreshes only once the token expires within three ticks', async () => {
      let now = 0;
      const { api, calls } = answering(() => Response.json(session('fresh', now + 600_000)));
      const manager = createSessionManager({ api, now: () => now });
      sessionStore.getState().setSession(session('old', (REFRESH_AHEAD_TICKS + 2) * REFRESH_TICK_MS));
      const stop = manager.startRefreshTick();

      const refreshes = () => calls.filter((call) => call === 'POST /api/auth/refresh');
      now = REFRESH_TICK_MS;
      await jest.advanceTimersByTimeAsync(REFRESH_TICK_MS);
      expect(refreshes()).toEqual([]);

      now = 2 * REFRESH_TICK_MS;
      await jest.advanceTimersByTimeAsync(REFRESH_TICK_MS);
      expect(refreshes()).toEqual(['POST /api/auth/refresh']);
      stop();
    });
  });

  it('takes the user as the server reads it after sign-in (profile linking)', async () => {
    const signedIn = session('token', Date.now() + 600_000);
    const linked = { ...signedIn.user, profile: { ...signedIn.user.profile, organizationId: 'org-7' } };
    const { api, calls } = answering((request) =>
      new URL(request.url).pathname === '/api/auth/session' ? Response.json(linked) : Response.json(signedIn),
    );
    await createSessionManager({ api }).signIn({ email: 'ada@firm.test', password: 'x', portal: 'client' });
    expect(calls).toEqual(['POST /api/auth/sign-in', 'GET /api/auth/session']);
    expect(sessionStore.getState().user?.profile.organizationId).toBe('org-7');
  });

  it('sends an elite link from session storage once after sign-in, then forgets it', async () => {
    sessionStorage.setItem('elite_organization_slug', 'vegafundedelite');
    sessionStorage.setItem('elite_package', 'elite-100k');
    const signedIn = session('token', Date.now() + 600_000);
    const bodies: unknown[] = [];
    const { api, calls } = answering(async (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/me/elite-link') {
        bodies.push(await request.json());
        return Response.json({ status: 'linked' });
      }
      return Response.json(path === '/api/auth/session' ? signedIn.user : signedIn);
    });
    const manager = createSessionManager({ api });
    await manager.signIn({ email: 'ada@firm.test', password: 'x', portal: 'client' });
    expect(calls).toEqual(['POST /api/auth/sign-in', 'POST /api/me/elite-link', 'GET /api/auth/session']);
    expect(bodies).toEqual([{ organizationSlug: 'vegafundedelite', package: 'elite-100k' }]);
    expect(sessionStorage.getItem('elite_organization_slug')).toBeNull();
    expect(sessionStorage.getItem('elite_package')).toBeNull();

    await manager.signIn({ email: 'ada@firm.test', password: 'x', portal: 'client' });
    expect(calls.filter((call) => call.endsWith('/elite-link'))).toHaveLength(1);
  });

  it('retries once when another tab refreshed a moment ago (REFRESH_RACE), and stays signed in', async () => {
    sessionStore.getState().setSession(session('old', Date.now() + 60_000));
    let calls = 0;
    const { api } = answering(() => {
      calls += 1;
      return calls === 1
        ? Response.json(
            { error: { code: 'REFRESH_RACE', message: 'retry' }, requestId: 'r' },
            { status: 409 },
          )
        : Response.json(session('fresh', Date.now() + 600_000));
    });
    expect(await createSessionManager({ api }).refresh()).toBe('fresh');
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(sessionStore.getState().status).toBe('authenticated');
  });

  it('signs out locally even when the server cannot be reached', async () => {
    sessionStore.getState().setSession(session('t', Date.now() + 60_000));
    const { api } = answering(() => {
      throw new TypeError('Failed to fetch');
    });
    await createSessionManager({ api })
      .signOut()
      .catch(() => undefined);
    expect(sessionStore.getState().status).toBe('anonymous');
  });
});
