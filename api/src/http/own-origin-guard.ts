import { AUTH_ERROR_CODES } from '@propdesk/shared/contracts';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error.ts';
import type { TTrustedOrigins } from './trusted-origins.ts';

function originNotAllowed(): HttpError {
  return HttpError.of(
    AUTH_ERROR_CODES.originNotAllowed,
    'This request must come from one of the portal’s own pages',
  );
}

/**
 * For routes a cookie alone authorizes (refresh, sign-out, the elite pass). Do not loosen: SameSite
 * keeps the cookie off most cross-site requests, but not off every one (a sibling subdomain is the same
 * site), so the request must also say it comes from one of the portal's origins. A browser always sends
 * `Origin` on these POST and DELETE requests, and `Sec-Fetch-Site` on every request; a caller that sends
 * neither is not a browser, so no visitor's cookie can be riding on it. The portal's origins include the
 * firms' verified custom domains (trusted-origins.ts).
 */
export function ownOriginGuard(trustedOrigins: TTrustedOrigins) {
  return async function requireOwnOrigin(request: FastifyRequest): Promise<void> {
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (!(await trustedOrigins.isTrusted(origin))) throw originNotAllowed();
      return;
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') throw originNotAllowed();
  };
}

/** The host name (lowercase, no port) of a request's Origin header; null without a readable one. */
export function originHostOf(origin: string | undefined): string | null {
  if (origin === undefined || !URL.canParse(origin)) return null;
  return new URL(origin).hostname.toLowerCase() || null;
}
