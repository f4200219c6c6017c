import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { TLogLevel } from '../config/app-config.ts';
import { SIGNATURE_HEADER } from '../infra/signed-payload.ts';

type TLoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Where log lines go; tests pass a collector, production leaves it unset (stdout). */
export type TLogDestination = { write(line: string): void };

/** Field names whose values are secrets wherever they appear in a logged object. */
const SENSITIVE_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'passwordHash',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'secret',
  'secretKey',
  'webhookSecret',
  'apiKey',
  'accessCode',
  'bootstrapToken',
  'authorization',
  'cookie',
  // The second factor: the MFA token of the password step, one-time and recovery codes. `code` also
  // hides `err.code` in logged errors; the message and the status still say what went wrong.
  'mfaToken',
  'code',
  'recoveryCode',
  // A stored token's hash is enough to look the token up and to test guesses offline.
  'tokenHash',
] as const;

/** Query-string parameters whose values are hidden when a request URL is logged. */
const SENSITIVE_QUERY_PARAMETER = /token|password|secret|code|key|signature/i;

/**
 * Do not loosen: request and response headers carry session cookies, bearer tokens and webhook
 * signatures (payments and ingestion share SIGNATURE_HEADER: a logged signature is a valid delivery
 * for five minutes), and bodies carry passwords and codes. pino's wildcard matches exactly one level,
 * hence the explicit depths.
 */
export const REDACTED_PATHS: readonly string[] = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  `req.headers["${SIGNATURE_HEADER}"]`,
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  `headers["${SIGNATURE_HEADER}"]`,
  'headers["stripe-signature"]',
  'headers["set-cookie"]',
  ...SENSITIVE_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

export const REDACTION_CENSOR = '[REDACTED]';

/** Paths whose next segment is a single-use token: an invitation link's, read or accepted. */
const TOKEN_PATH = /^(\/api\/(?:public\/)?invitations\/)[^/?]+/;

/**
 * Masks the values of secret-looking query parameters (reset links, webhook signatures...) and the token
 * segment of invitation links.
 */
export function redactUrl(url: string): string {
  return redactQuery(url.replace(TOKEN_PATH, `$1${REDACTION_CENSOR}`));
}

function redactQuery(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const parameters = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of new Set(parameters.keys())) {
    if (SENSITIVE_QUERY_PARAMETER.test(name)) parameters.set(name, REDACTION_CENSOR);
  }
  return `${url.slice(0, queryStart)}?${parameters.toString()}`;
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    userAgent: request.headers['user-agent'],
  };
}

export function buildLoggerOptions(level: TLogLevel, stream?: TLogDestination): TLoggerOptions {
  return {
    level,
    redact: { paths: [...REDACTED_PATHS], censor: REDACTION_CENSOR },
    serializers: { req: serializeRequest },
    ...(stream === undefined ? {} : { stream }),
  };
}
