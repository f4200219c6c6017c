import type { TAuthRateLimits } from '../../config/app-config.ts';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import { actorOf } from '../../http/actor.ts';
import { clientInfoOf } from '../audit/index.ts';
import type { TMailService } from '../mail/index.ts';
import {
  ZAcceptedAnswer,
  ZChangePasswordBody,
  ZPasswordResetBody,
  ZPasswordResetConfirmBody,
  ZResendVerificationBody,
  ZResetLinkAnswer,
  ZResetLinkQueryString,
  ZVerifyEmailBody,
} from './auth.schemas.ts';
import { changePassword } from './change-password.service.ts';
import { resendVerification, verifyEmail } from './email-verification.service.ts';
import { confirmPasswordReset, isResetLinkUsable, requestPasswordReset } from './password-reset.service.ts';
import type { TSessionForgetter } from './session.service.ts';
import { strictRateLimit } from './strict-rate-limit.ts';

export type TAccountSecurityRoutesOptions = {
  rateLimits: TAuthRateLimits;
  mail: TMailService;
  sessionAccess: TSessionForgetter;
};

const ACCEPTED = { status: 'accepted' } as const;

/** Email verification, password reset by link and password change. */
export const accountSecurityRoutes = routePlugin<TAccountSecurityRoutesOptions>(
  'account-security-routes',
  async (app, { rateLimits, mail, sessionAccess }) => {
    app.post(
      '/auth/verify-email',
      {
        config: { access: 'public', rateLimit: strictRateLimit(rateLimits.emailLink) },
        schema: {
          tags: ['auth'],
          summary: 'Confirm an email address with the token of a verification link',
          body: ZVerifyEmailBody,
          response: { 200: ZAcceptedAnswer, ...errorResponses(400) },
        },
      },
      async (request, reply) => {
        await verifyEmail({ em: request.em, token: request.body.tokenHash, client: clientInfoOf(request) });
        return reply.send(ACCEPTED);
      },
    );

    app.post(
      '/auth/resend-verification',
      {
        config: { access: 'public', rateLimit: strictRateLimit(rateLimits.emailLink) },
        schema: {
          tags: ['auth'],
          summary: 'Send a new verification link; always 202, whether or not the address has an account',
          body: ZResendVerificationBody,
          response: { 202: ZAcceptedAnswer, ...errorResponses(400) },
        },
      },
      async (request, reply) => {
        await resendVerification({ em: request.em, mail, email: request.body.email });
        return reply.code(202).send(ACCEPTED);
      },
    );

    app.post(
      '/auth/password-reset',
      {
        config: { access: 'public', rateLimit: strictRateLimit(rateLimits.passwordReset) },
        schema: {
          tags: ['auth'],
          summary:
            'Mail a password-reset link; always 202 with the same body, whether or not the email exists',
          body: ZPasswordResetBody,
          response: { 202: ZAcceptedAnswer, ...errorResponses(400) },
        },
      },
      async (request, reply) => {
        await requestPasswordReset({
          em: request.em,
          mail,
          email: request.body.email,
          ...(request.body.language === undefined ? {} : { language: request.body.language }),
          client: clientInfoOf(request),
        });
        return reply.code(202).send(ACCEPTED);
      },
    );

    app.get(
      '/auth/password-reset/link',
      {
        config: { access: 'public', rateLimit: strictRateLimit(rateLimits.emailLink) },
        schema: {
          tags: ['auth'],
          summary: 'Whether a reset link can still be used (does not use it up)',
          querystring: ZResetLinkQueryString,
          response: { 200: ZResetLinkAnswer, ...errorResponses(400) },
        },
      },
      async (request, reply) => {
        const usable = await isResetLinkUsable({ em: request.em, token: request.query.tokenHash });
        return reply.header('cache-control', NO_STORE).send({ status: usable ? 'valid' : 'invalid' });
      },
    );

    app.post(
      '/auth/password-reset/confirm',
      {
        config: { access: 'public', rateLimit: strictRateLimit(rateLimits.passwordReset) },
        schema: {
          tags: ['auth'],
          summary: 'Set a new password from a reset link; ends every session of the account',
          body: ZPasswordResetConfirmBody,
          response: { 200: ZAcceptedAnswer, ...errorResponses(400) },
        },
      },
      async (request, reply) => {
        await confirmPasswordReset({
          em: request.em,
          token: request.body.tokenHash,
          password: request.body.password,
          client: clientInfoOf(request),
          sessionAccess,
        });
        return reply.send(ACCEPTED);
      },
    );

    app.post(
      '/auth/change-password',
      {
        config: { access: 'authenticated', rateLimit: strictRateLimit(rateLimits.changePassword) },
        schema: {
          tags: ['auth'],
          summary: 'Change the password (current one required); ends every other session',
          body: ZChangePasswordBody,
          response: { 200: ZAcceptedAnswer, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        await changePassword({
          em: request.em,
          actor: actorOf(request),
          currentPassword: request.body.currentPassword,
          newPassword: request.body.newPassword,
          client: clientInfoOf(request),
          sessionAccess,
        });
        return reply.send(ACCEPTED);
      },
    );
  },
);
