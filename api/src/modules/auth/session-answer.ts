import type { TSessionResponse } from '@propdesk/shared/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { NO_STORE } from '../../http/cache-control.ts';
import type { TProfile, TUser } from '../tenancy/index.ts';
import { issueAccessToken } from './access-token.ts';
import { setRefreshCookie } from './refresh-cookie.ts';
import { toSessionUser } from './session-user.ts';
import type { TSession } from './session.entity.ts';

/**
 * Hands a session to the browser: the refresh token goes into the httpOnly cookie, the access token
 * and the person into the body. Session answers carry credentials, so no cache may keep them.
 */
export function answerSession({
  app,
  reply,
  isProduction,
  session,
  refreshToken,
  user,
  profile,
}: {
  app: FastifyInstance;
  reply: FastifyReply;
  isProduction: boolean;
  session: TSession;
  refreshToken: string;
  user: TUser;
  profile: TProfile;
}): TSessionResponse {
  setRefreshCookie(reply, refreshToken, isProduction);
  void reply.header('cache-control', NO_STORE);
  return {
    ...issueAccessToken(app.jwt, { sub: user.id, sid: session.id, role: profile.role }),
    user: toSessionUser(user, profile),
  };
}
