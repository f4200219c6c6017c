import { describe, expect, it } from '@jest/globals';
import { ZActiveSessionList, ZApiErrorBody, ZSessionResponse } from '@propdesk/shared/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, createTestAccount, refreshCookieOf, signInAs } from '../../test/auth-fixtures.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { AuditEvent } from '../audit/index.ts';
import { REFRESH_REUSE_GRACE_MS } from './auth.constants.ts';
import { REFRESH_COOKIE_NAME, SESSION_MARKER_COOKIE_NAME } from './refresh-cookie.ts';
import { RetiredRefreshToken } from './retired-refresh-token.entity.ts';
import { Session } from './session.entity.ts';
import { User } from '../tenancy/index.ts';

function errorCodeOf(response: LightMyRequestResponse): string {
  return ZApiErrorBody.parse(response.json()).error.code;
}

/** True when the answer tells the browser to drop the refresh cookie. */
function clearsRefreshCookie(response: LightMyRequestResponse): boolean {
  const cookie = response.cookies.find((candidate) => candidate.name === REFRESH_COOKIE_NAME);
  const marker = response.cookies.find((candidate) => candidate.name === SESSION_MARKER_COOKIE_NAME);
  // The pages' marker goes with it, so they stop asking for a session that is over.
  return cookie?.value === '' && cookie.path === '/api/auth' && marker?.value === '' && marker.path === '/';
}

describe.each(TEST_DRIVERS)('sessions (%s)', (driver) => {
  const handle = useTestApp(driver, 'auth_sessions');
  const em = () => handle.database().orm.em.fork();

  const refresh = (refreshToken?: string) =>
    handle.app().inject({
      method: 'POST',
      url: '/api/auth/refresh',
      ...(refreshToken === undefined ? {} : { cookies: { [REFRESH_COOKIE_NAME]: refreshToken } }),
    });
  const currentSession = (accessToken: string) =>
    handle.app().inject({ method: 'GET', url: '/api/auth/session', headers: bearer(accessToken) });

  describe('POST /api/auth/refresh', () => {
    it('rotates the refresh token: a new token in the same session, which refreshes again', async () => {
      await createTestAccount(em(), { email: 'rotating@example.com' });
      const signedIn = await signInAs(handle.app(), { email: 'rotating@example.com' });

      const first = await refresh(signedIn.refreshToken);

      expect(first.statusCode).toBe(200);
      const body = ZSessionResponse.parse(first.json());
      const rotated = refreshCookieOf(first);
      expect(rotated).toBeDefined();
      expect(rotated).not.toBe(signedIn.refreshToken);
      expect(handle.app().jwt.decode<{ sid: string }>(body.accessToken)?.sid).toBe(signedIn.sessionId);
      expect((await currentSession(body.accessToken)).statusCode).toBe(200);

      const second = await refresh(rotated);
      expect(second.statusCode).toBe(200);
    });

    it('treats a rotated token presented again as theft: the whole family is revoked and audited', async () => {
      const user = await createTestAccount(em(), { email: 'stolen@example.com' });
      const signedIn = await signInAs(handle.app(), { email: 'stolen@example.com' });
      const rotatedResponse = await refresh(signedIn.refreshToken);
      const rotated = refreshCookieOf(rotatedResponse) ?? '';
      const { accessToken } = ZSessionResponse.parse(rotatedResponse.json());
      // Past the grace of a two-tab race: the old token now comes from someone else.
      await em().nativeUpdate(
        RetiredRefreshToken,
        { session: signedIn.sessionId },
        { createdAt: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1000) },
      );

      const reuse = await refresh(signedIn.refreshToken);

      expect(reuse.statusCode).toBe(401);
      expect(errorCodeOf(reuse)).toBe('SESSION_EXPIRED');
      expect(clearsRefreshCookie(reuse)).toBe(true);
      // The token the legitimate holder (or the thief) got from the rotation is dead too.
      expect((await refresh(rotated)).statusCode).toBe(401);
      expect((await currentSession(accessToken)).statusCode).toBe(401);
      const session = await em().findOneOrFail(Session, { id: signedIn.sessionId });
      expect(session.revokedReason).toBe('refresh_token_reuse');
      const events = await em().find(AuditEvent, { action: 'refresh_token_reuse', actor: user.id });
      expect(events).toHaveLength(1);
      expect(events[0]?.details).toEqual({ sessionId: signedIn.sessionId });
    });

    it('answers a two-tab race with 409 REFRESH_RACE: nothing revoked, the cookie kept', async () => {
      await createTestAccount(em(), { email: 'two.tabs@example.com' });
      const signedIn = await signInAs(handle.app(), { email: 'two.tabs@example.com' });
      const [first, second] = await Promise.all([
        refresh(signedIn.refreshToken),
        refresh(signedIn.refreshToken),
      ]);
      const statuses = [first.statusCode, second.statusCode].sort();
      expect(statuses).toEqual([200, 409]);
      const loser = first.statusCode === 409 ? first : second;
      const winner = first.statusCode === 200 ? first : second;
      expect(errorCodeOf(loser)).toBe('REFRESH_RACE');
      expect(loser.cookies.find((cookie) => cookie.name === REFRESH_COOKIE_NAME)).toBeUndefined();

      // The other tab retries a moment later and is told the same; the new token keeps working.
      expect((await refresh(signedIn.refreshToken)).statusCode).toBe(409);
      expect((await refresh(refreshCookieOf(winner))).statusCode).toBe(200);
      expect((await em().findOneOrFail(Session, { id: signedIn.sessionId })).revokedAt).toBeNull();
    });

    it('answers 401 SESSION_EXPIRED and clears the cookie without a token or with an unknown one', async () => {
      for (const response of [await refresh(), await refresh('made-up-token')]) {
        expect(response.statusCode).toBe(401);
        expect(errorCodeOf(response)).toBe('SESSION_EXPIRED');
        expect(clearsRefreshCookie(response)).toBe(true);
      }
    });

    it('refuses the refresh token of an expired session', async () => {
      await createTestAccount(em(), { email: 'expired@example.com' });
      const signedIn = await signInAs(handle.app(), { email: 'expired@example.com' });
      await em().nativeUpdate(
        Session,
        { id: signedIn.sessionId },
        { expiresAt: new Date(Date.now() - 1000) },
      );

      const response = await refresh(signedIn.refreshToken);

      expect(response.statusCode).toBe(401);
      expect(errorCodeOf(response)).toBe('SESSION_EXPIRED');
    });
  });

  describe('POST /api/auth/sign-out', () => {
    it('ends the session: its access token and refresh token are refused at once', async () => {
      await createTestAccount(em(), { email: 'leaving@example.com' });
      const signedIn = await signInAs(handle.app(), { email: 'leaving@example.com' });

      const response = await handle.app().inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: bearer(signedIn.accessToken),
        cookies: { [REFRESH_COOKIE_NAME]: signedIn.refreshToken },
      });

      expect(response.statusCode).toBe(204);
      expect(clearsRefreshCookie(response)).toBe(true);
      expect((await currentSession(signedIn.accessToken)).statusCode).toBe(401);
      expect((await refresh(signedIn.refreshToken)).statusCode).toBe(401);
      const session = await em().findOneOrFail(Session, { id: signedIn.sessionId });
      expect(session.revokedReason).toBe('sign_out');
    });

    it('works with only the refresh cookie, and with only the access token', async () => {
      await createTestAccount(em(), { email: 'cookie.only@example.com' });
      const byCookie = await signInAs(handle.app(), { email: 'cookie.only@example.com' });
      const byToken = await signInAs(handle.app(), { email: 'cookie.only@example.com' });

      const cookieOnly = await handle.app().inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        cookies: { [REFRESH_COOKIE_NAME]: byCookie.refreshToken },
      });
      const tokenOnly = await handle
        .app()
        .inject({ method: 'POST', url: '/api/auth/sign-out', headers: bearer(byToken.accessToken) });

      expect([cookieOnly.statusCode, tokenOnly.statusCode]).toEqual([204, 204]);
      expect((await currentSession(byCookie.accessToken)).statusCode).toBe(401);
      expect((await currentSession(byToken.accessToken)).statusCode).toBe(401);
    });

    it('answers 204 with nothing to end', async () => {
      const response = await handle.app().inject({ method: 'POST', url: '/api/auth/sign-out' });

      expect(response.statusCode).toBe(204);
    });
  });

  describe('GET /api/auth/session', () => {
    it('answers 401 UNAUTHORIZED without a token or with a forged one', async () => {
      const anonymous = await handle.app().inject({ method: 'GET', url: '/api/auth/session' });
      const forged = await currentSession('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bm90LWEtc2lnbmF0dXJl');

      for (const response of [anonymous, forged]) {
        expect(response.statusCode).toBe(401);
        expect(errorCodeOf(response)).toBe('UNAUTHORIZED');
      }
    });

    it('refuses a valid access token once its user is disabled', async () => {
      const user = await createTestAccount(em(), { email: 'soon.disabled@example.com' });
      const signedIn = await signInAs(handle.app(), { email: 'soon.disabled@example.com' });
      await em().nativeUpdate(User, { id: user.id }, { disabledAt: new Date() });

      expect((await currentSession(signedIn.accessToken)).statusCode).toBe(401);
    });
  });

  describe('GET and DELETE /api/auth/sessions', () => {
    it("lists the caller's active sessions with the current one marked", async () => {
      await createTestAccount(em(), { email: 'two.devices@example.com' });
      await createTestAccount(em(), { email: 'someone.else@example.com' });
      const laptop = await signInAs(handle.app(), { email: 'two.devices@example.com' });
      const phone = await signInAs(handle.app(), { email: 'two.devices@example.com' });
      await signInAs(handle.app(), { email: 'someone.else@example.com' });

      const response = await handle
        .app()
        .inject({ method: 'GET', url: '/api/auth/sessions', headers: bearer(phone.accessToken) });

      expect(response.statusCode).toBe(200);
      const { sessions } = ZActiveSessionList.parse(response.json());
      expect(sessions.map((session) => session.id).sort()).toEqual(
        [laptop.sessionId, phone.sessionId].sort(),
      );
      expect(sessions.find((session) => session.isCurrent)?.id).toBe(phone.sessionId);
      expect(sessions.every((session) => session.ip === '127.0.0.1')).toBe(true);
    });

    it('revokes one of the caller’s own sessions, which is refused at once', async () => {
      await createTestAccount(em(), { email: 'revoker@example.com' });
      const keeper = await signInAs(handle.app(), { email: 'revoker@example.com' });
      const lost = await signInAs(handle.app(), { email: 'revoker@example.com' });

      const response = await handle.app().inject({
        method: 'DELETE',
        url: `/api/auth/sessions/${lost.sessionId}`,
        headers: bearer(keeper.accessToken),
      });

      expect(response.statusCode).toBe(204);
      expect((await currentSession(lost.accessToken)).statusCode).toBe(401);
      expect((await currentSession(keeper.accessToken)).statusCode).toBe(200);
      const listed = ZActiveSessionList.parse(
        (
          await handle
            .app()
            .inject({ method: 'GET', url: '/api/auth/sessions', headers: bearer(keeper.accessToken) })
        ).json(),
      );
      expect(listed.sessions.map((session) => session.id)).toEqual([keeper.sessionId]);
    });

    it("answers 404 for another user's session and leaves it alive", async () => {
      await createTestAccount(em(), { email: 'attacker@example.com' });
      await createTestAccount(em(), { email: 'victim@example.com' });
      const attacker = await signInAs(handle.app(), { email: 'attacker@example.com' });
      const victim = await signInAs(handle.app(), { email: 'victim@example.com' });

      const response = await handle.app().inject({
        method: 'DELETE',
        url: `/api/auth/sessions/${victim.sessionId}`,
        headers: bearer(attacker.accessToken),
      });

      expect(response.statusCode).toBe(404);
      expect(errorCodeOf(response)).toBe('NOT_FOUND');
      expect((await currentSession(victim.accessToken)).statusCode).toBe(200);
    });

    it('answers 401 without a token and 400 for a malformed id', async () => {
      await createTestAccount(em(), { email: 'malformed@example.com' });
      const signedIn = await signInAs(handle.app(), { email: 'malformed@example.com' });

      const anonymous = await handle.app().inject({ method: 'GET', url: '/api/auth/sessions' });
      const malformed = await handle.app().inject({
        method: 'DELETE',
        url: '/api/auth/sessions/not-a-uuid',
        headers: bearer(signedIn.accessToken),
      });

      expect(anonymous.statusCode).toBe(401);
      expect(malformed.statusCode).toBe(400);
      expect(errorCodeOf(malformed)).toBe('VALIDATION_ERROR');
    });
  });
});
