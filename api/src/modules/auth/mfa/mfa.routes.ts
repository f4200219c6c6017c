import {
  ZMfaCodeRequest,
  ZMfaEnrolment,
  ZMfaEnrolmentStartRequest,
  ZMfaSignInRequest,
  ZMfaSignInResponse,
  ZMfaStatus,
  ZRecoveryCodes,
  type TMfaSignInRequest,
} from '@propdesk/shared/contracts';
import { z } from 'zod';
import type { TAuthRateLimits } from '../../../config/app-config.ts';
import { NO_STORE } from '../../../http/cache-control.ts';
import { errorResponses } from '../../../http/error-schemas.ts';
import { routePlugin } from '../../../http/route-plugin.ts';
import { DomainError } from '../../../errors/domain-error.ts';
import { actorOf } from '../../../http/actor.ts';
import { clientInfoOf } from '../../audit/index.ts';
import type { TMailService } from '../../mail/index.ts';
import { ZNoContent } from '../../../http/no-content.ts';
import { answerSession } from '../session-answer.ts';
import { findProfileOfUser } from '../session-user.ts';
import { strictRateLimit } from '../strict-rate-limit.ts';
import { readMfaChallenge } from './mfa-challenge.ts';
import { completeMfaSignIn, startSignInEnrolment } from './mfa-sign-in.service.ts';
import {
  confirmTotpEnrolment,
  disableTotp,
  mustActorPassSecondFactor,
  mustPassSecondFactor,
  readMfaStatus,
  regenerateRecoveryCodes,
  startTotpEnrolment,
  type TMfaContext,
  type TSecondFactorProof,
} from './mfa.service.ts';

export type TMfaRoutesOptions = {
  isProduction: boolean;
  rateLimits: TAuthRateLimits;
  mail: TMailService;
  mfa: TMfaContext;
};

/** Turning an authenticator off takes a current code or a recovery code, like signing in. */
const ZMfaProofBody = z
  .object({ code: ZMfaCodeRequest.shape.code.optional(), recoveryCode: ZMfaSignInRequest.shape.recoveryCode })
  .refine((value) => (value.code === undefined) !== (value.recoveryCode === undefined), {
    message: 'Send either a code or a recovery code',
  });

function proofOf(body: Pick<TMfaSignInRequest, 'code' | 'recoveryCode'>): TSecondFactorProof {
  return body.code === undefined ? { recoveryCode: body.recoveryCode ?? '' } : { code: body.code };
}

/**
 * TOTP second factor: the second step of a sign-in (required for admins and managers, for everyone who
 * turned it on) and the signed-in user's own settings (the /profile page).
 */
export const mfaRoutes = routePlugin<TMfaRoutesOptions>(
  'mfa-routes',
  async (app, { isProduction, rateLimits, mail, mfa }) => {
    app.post(
      '/auth/sign-in/mfa/enrolment',
      {
        // Public: the caller has no session yet; the MFA token from the password step is the credential.
        config: { access: 'public', rateLimit: strictRateLimit(rateLimits.signIn) },
        schema: {
          tags: ['auth'],
          summary: 'During a sign-in that requires one: a new authenticator secret and its QR code',
          body: ZMfaEnrolmentStartRequest,
          response: { 200: ZMfaEnrolment, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply) => {
        const enrolment = await startSignInEnrolment({
          em: request.em,
          pending: await readMfaChallenge({ em: request.em, mfaToken: request.body.mfaToken }),
          context: mfa,
        });
        return reply.header('cache-control', NO_STORE).send(enrolment);
      },
    );

    app.post(
      '/auth/sign-in/mfa',
      {
        config: { access: 'public', rateLimit: strictRateLimit(rateLimits.signIn) },
        schema: {
          tags: ['auth'],
          summary: 'Second step of a sign-in: a one-time or recovery code starts the session',
          body: ZMfaSignInRequest,
          response: { 200: ZMfaSignInResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const signedIn = await completeMfaSignIn({
          em: request.em,
          pending: await readMfaChallenge({ em: request.em, mfaToken: request.body.mfaToken }),
          proof: proofOf(request.body),
          client: clientInfoOf(request),
          mail,
          context: mfa,
        });
        const session = answerSession({ app, reply, isProduction, ...signedIn });
        return reply.send(
          signedIn.recoveryCodes === undefined
            ? session
            : { ...session, recoveryCodes: signedIn.recoveryCodes },
        );
      },
    );

    app.get(
      '/auth/mfa',
      {
        config: { access: 'authenticated' },
        schema: {
          tags: ['auth'],
          summary: "The caller's two-factor settings",
          response: { 200: ZMfaStatus, ...errorResponses(401) },
        },
      },
      async (request, reply) => {
        const { userId, role } = actorOf(request);
        // A user without a profile cannot be shown or authorized (as findProfileOfUser refuses them).
        if (role === null) throw DomainError.forbidden('This account has no profile');
        const isRequired = await mustActorPassSecondFactor(request.em, { userId, role });
        const status = await readMfaStatus({ em: request.em, userId, isRequired });
        return reply.header('cache-control', NO_STORE).send(status);
      },
    );

    app.post(
      '/auth/mfa/totp',
      {
        config: { access: 'authenticated', rateLimit: strictRateLimit(rateLimits.mfa) },
        schema: {
          tags: ['auth'],
          summary: 'Start setting up an authenticator app: its secret and QR code (pending until confirmed)',
          response: { 200: ZMfaEnrolment, ...errorResponses(401, 409) },
        },
      },
      async (request, reply) => {
        const { user } = await findProfileOfUser({ em: request.em, userId: actorOf(request).userId });
        const enrolment = await startTotpEnrolment({ em: request.em, user, context: mfa });
        return reply.header('cache-control', NO_STORE).send(enrolment);
      },
    );

    app.post(
      '/auth/mfa/totp/confirm',
      {
        config: { access: 'authenticated', rateLimit: strictRateLimit(rateLimits.mfa) },
        schema: {
          tags: ['auth'],
          summary: 'Turn the pending authenticator on with its first code; answers the recovery codes once',
          body: ZMfaCodeRequest,
          response: { 200: ZRecoveryCodes, ...errorResponses(400, 401, 409) },
        },
      },
      async (request, reply) => {
        const { user } = await findProfileOfUser({ em: request.em, userId: actorOf(request).userId });
        const recoveryCodes = await confirmTotpEnrolment({
          em: request.em,
          user,
          code: request.body.code,
          client: clientInfoOf(request),
          context: mfa,
        });
        return reply.header('cache-control', NO_STORE).send({ recoveryCodes });
      },
    );

    app.post(
      '/auth/mfa/recovery-codes',
      {
        config: { access: 'authenticated', rateLimit: strictRateLimit(rateLimits.mfa) },
        schema: {
          tags: ['auth'],
          summary: 'Replace the recovery codes (after a current code); answers the new ones once',
          body: ZMfaCodeRequest,
          response: { 200: ZRecoveryCodes, ...errorResponses(400, 401) },
        },
      },
      async (request, reply) => {
        const { user } = await findProfileOfUser({ em: request.em, userId: actorOf(request).userId });
        const recoveryCodes = await regenerateRecoveryCodes({
          em: request.em,
          user,
          code: request.body.code,
          context: mfa,
        });
        return reply.header('cache-control', NO_STORE).send({ recoveryCodes });
      },
    );

    app.delete(
      '/auth/mfa/totp',
      {
        config: { access: 'authenticated', rateLimit: strictRateLimit(rateLimits.mfa) },
        schema: {
          tags: ['auth'],
          summary: 'Turn the authenticator off (not for admins and managers), after a current code',
          body: ZMfaProofBody,
          response: { 204: ZNoContent, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply) => {
        // The role and memberships as stored now, not as the access token claimed them minutes ago.
        const profile = await findProfileOfUser({ em: request.em, userId: actorOf(request).userId });
        const { user } = profile;
        await disableTotp({
          em: request.em,
          user,
          isRequired: await mustPassSecondFactor(request.em, profile),
          proof: proofOf(request.body),
          client: clientInfoOf(request),
          context: mfa,
        });
        return reply.code(204).send(null);
      },
    );
  },
  { dependencies: ['cookie', 'jwt'] },
);
