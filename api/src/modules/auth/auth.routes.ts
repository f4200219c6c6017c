import type { TTrustedOrigins } from '../../http/trusted-origins.ts';
import { AUTH_ERROR_CODES } from '@propdesk/shared/contracts';
import type { EntityManager } from '@mikro-orm/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TAuthRateLimits } from '../../config/app-config.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { originHostOf, ownOriginGuard } from '../../http/own-origin-guard.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import { actorOf } from '../../http/actor.ts';
import { clientInfoOf, type TClientInfo } from '../audit/index.ts';
import type { TProfile } from '../tenancy/index.ts';
import type { TMailService } from '../mail/index.ts';
import {
  ZCurrentSessionAnswer,
  ZSessionAnswer,
  ZSessionIdParams,
  ZSessionListAnswer,
  ZSignInAnswer,
  ZSignInBody,
  ZSignUpAnswer,
  ZSignUpBody,
} from './auth.schemas.ts';
import { ZNoContent } from '../../http/no-content.ts';
import { readAccessClaims } from './authenticate.ts';
import { issueMfaChallenge } from './mfa/mfa-challenge.ts';
import { mustPassSecondFactor } from './mfa/mfa.service.ts';
import { clearRefreshCookie, readRefreshCookie } from './refresh-cookie.ts';
import { answerSession } from './session-answer.ts';
import { findProfileOfUser, toSessionUser } from './session-user.ts';
import {
  endSessionLackingSecondFactor,
  listActiveSessions,
  revokeOwnSession,
  rotateRefreshToken,
  signOut,
  type TSessionForgetter,
} from './session.service.ts';
import type { TSignInThrottle } from './sign-in-throttle.ts';
import { signIn } from './sign-in.service.ts';
import { signUp } from './sign-up.service.ts';
import { strictRateLimit } from './strict-rate-limit.ts';

/**
 * What sign-up asks of the elite passes (elite/elite-pass.ts): whether the request holds a valid one. The
 * composition passes them in; elite checks passwords and sessions with auth, so auth does not import it.
 */
export type TElitePassReader = { read(request: FastifyRequest): Date | null };

/**
 * Links a client to the organization they signed up under (organizations' linkProfileToClientOrganization),
 * in the request's unit of work. The composition passes it in: organizations checks sessions and second
 * factors with auth, so auth does not import it.
 */
export type TSignedUpClientLinker = (input: {
  em: EntityManager;
  profile: TProfile;
  client: TClientInfo;
}) => Promise<unknown>;

export type TAuthRoutesOptions = {
  isProduction: boolean;
  /** The portal's origins (the CORS allow-list): the only pages that may use the refresh cookie. */
  /** The portal's origins, the firms' verified domains included: cookie-only routes answer only them. */
  trustedOrigins: TTrustedOrigins;
  /** Signing up under the elite organization needs the elite pass. */
  elitePasses: TElitePassReader;
  /** Run on every session read: the first authenticated load links a client to their firm. */
  linkSignedUpClient: TSignedUpClientLinker;
  rateLimits: TAuthRateLimits;
  signInThrottle: TSignInThrottle;
  mail: TMailService;
  sessionAccess: TSessionForgetter;
};

export const authRoutes = routePlugin<TAuthRoutesOptions>(
  'auth-routes',
  async (
    app,
    {
      isProduction,
      trustedOrigins,
      elitePasses,
      linkSignedUpClient,
      rateLimits,
      signInThrottle,
      mail,
      sessionAccess,
    },
  ) => {
    const requireOwnOrigin = ownOriginGuard(trustedOrigins);
    // Session answers carry credentials: no cache may keep them.
    const noStore = (reply: FastifyReply): FastifyReply => reply.header('cache-control', NO_STORE);

    app.post(
      '/auth/sign-up',
      {
        config: { access: 'public', rateLimit: strictRateLimit(rateLimits.signUp) },
        schema: {
          tags: ['auth'],
          summary: 'Create a client account (unverified); the role is always client',
          body: ZSignUpBody,
          response: { 201: ZSignUpAnswer, ...errorResponses(400, 403, 422) },
        },
      },
      async (request, reply) => {
        await signUp({
          em: request.em,
          input: request.body,
          client: clientInfoOf(request),
          mail,
          hasElitePass: elitePasses.read(request) !== null,
          originHost: originHostOf(request.headers.origin),
        });
        return reply.code(201).send({ status: 'verification_sent' });
      },
    );

    app.post(
      '/auth/sign-in',
      {
        config: { access: 'public', rateLimit: strictRateLimit(rateLimits.signIn) },
        schema: {
          tags: ['auth'],
          summary:
            'Sign in through a portal: a session (refresh cookie and access token), or a second-factor challenge',
          body: ZSignInBody,
          response: { 200: ZSignInAnswer, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const outcome = await signIn({
          em: request.em,
          input: request.body,
          client: clientInfoOf(request),
          throttle: signInThrottle,
          mail,
        });
        if (outcome.kind === 'second_factor') {
          return noStore(reply).send({
            mfa: outcome.challenge,
            ...(await issueMfaChallenge({
              em: request.em,
              userId: outcome.user.id,
              portal: request.body.portal,
              challenge: outcome.challenge,
            })),
          });
        }
        return reply.send(answerSession({ app, reply, isProduction, ...outcome }));
      },
    );

    app.post(
      '/auth/refresh',
      {
        config: { access: 'public' },
        onRequest: requireOwnOrigin,
        schema: {
          tags: ['auth'],
          summary: 'Rotate the refresh cookie and answer a new access token',
          response: { 200: ZSessionAnswer, ...errorResponses(401, 403, 409) },
        },
      },
      async (request, reply) => {
        try {
          const { session, refreshToken } = await rotateRefreshToken({
            em: request.em,
            refreshToken: readRefreshCookie(request),
            client: clientInfoOf(request),
            sessionAccess,
          });
          const profile = await findProfileOfUser({ em: request.em, userId: session.user.id });
          if ((await mustPassSecondFactor(request.em, profile)) && (session.mfaVerifiedAt ?? null) === null) {
            await endSessionLackingSecondFactor({ em: request.em, session, sessionAccess });
          }
          return reply.send(
            answerSession({ app, reply, isProduction, session, refreshToken, user: profile.user, profile }),
          );
        } catch (error) {
          // A refused refresh also drops the cookie, so the browser stops presenting a dead token. Not
          // after a race: this answer would arrive after the winner's and delete the new cookie.
          const isRace = error instanceof DomainError && error.code === AUTH_ERROR_CODES.refreshRace;
          if (!isRace) clearRefreshCookie(reply, isProduction);
          throw error;
        }
      },
    );

    app.post(
      '/auth/sign-out',
      {
        // Public on purpose: signing out must work with only the refresh cookie (an expired access
        // token), and it can only ever end the session the caller holds a credential for.
        config: { access: 'public' },
        onRequest: requireOwnOrigin,
        schema: {
          tags: ['auth'],
          summary: 'End the current session (by refresh cookie or access token) and clear the cookie',
          response: { 204: ZNoContent, ...errorResponses() },
        },
      },
      async (request, reply) => {
        const claims = await readAccessClaims(request);
        await signOut({
          em: request.em,
          refreshToken: readRefreshCookie(request),
          accessSession: claims,
          client: clientInfoOf(request),
          sessionAccess,
        });
        clearRefreshCookie(reply, isProduction);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/auth/session',
      {
        config: { access: 'authenticated' },
        schema: {
          tags: ['auth'],
          summary: 'The signed-in user and profile',
          response: { 200: ZCurrentSessionAnswer, ...errorResponses(401, 403) },
        },
      },
      async (request, reply) => {
        const profile = await findProfileOfUser({ em: request.em, userId: actorOf(request).userId });
        // The first authenticated load links a client to the organization it signed up under.
        await linkSignedUpClient({ em: request.em, profile, client: clientInfoOf(request) });
        return noStore(reply).send(toSessionUser(profile.user, profile));
      },
    );

    app.get(
      '/auth/sessions',
      {
        config: { access: 'authenticated' },
        schema: {
          tags: ['auth'],
          summary: "The caller's active sessions, the current one marked",
          response: { 200: ZSessionListAnswer, ...errorResponses(401) },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const sessions = await listActiveSessions({
          em: request.em,
          userId: actor.userId,
          currentSessionId: actor.sessionId,
        });
        return noStore(reply).send({ sessions });
      },
    );

    app.delete(
      '/auth/sessions/:id',
      {
        config: { access: 'authenticated' },
        schema: {
          tags: ['auth'],
          summary: "Revoke one of the caller's own sessions",
          params: ZSessionIdParams,
          response: { 204: ZNoContent, ...errorResponses(400, 401, 404) },
        },
      },
      async (request, reply) => {
        await revokeOwnSession({
          em: request.em,
          userId: actorOf(request).userId,
          sessionId: request.params.id,
          client: clientInfoOf(request),
          sessionAccess,
        });
        return reply.code(204).send(null);
      },
    );
  },
  { dependencies: ['cookie', 'jwt'] },
);
