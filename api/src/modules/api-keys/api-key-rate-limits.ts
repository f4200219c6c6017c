import { API_KEY_REQUESTS_PER_MINUTE, ERROR_CODES } from '@propdesk/shared/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../errors/domain-error.ts';

/**
 * Failed attempts (no key, a malformed, unknown, wrong, revoked or expired one) an address may make in a
 * minute on the public api. A 256-bit secret cannot be guessed at any rate, so this bounds the lookups one
 * address can cause; it is as many as a key's own requests, which is what these failures were limited to
 * before keys and failures were counted apart.
 */
export const API_KEY_FAILURES_PER_ADDRESS_PER_MINUTE = 120;
const WINDOW_MS = 60_000;

export type TApiKeyRateLimits = {
  /** 429 for an address that spent its failed attempts this minute, before its key is looked up. */
  refuseSpentAddress(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts a failed attempt against the request's address. */
  countFailure(request: FastifyRequest): Promise<void>;
  /** Counts a request whose key verified (`request.apiKeyCaller`) against that key; 429 once it is spent. */
  countKeyRequest(request: FastifyRequest, reply: FastifyReply): Promise<void>;
};

type TLimiter = ReturnType<FastifyInstance['createRateLimit']>;

async function refuseWhenSpent(
  limiter: TLimiter,
  request: FastifyRequest,
  reply: FastifyReply,
  { increment }: { increment: boolean },
): Promise<void> {
  const result = await limiter(request, { increment });
  if (result.isAllowed) return;
  // Reading, the address is spent once it used its whole allowance; counting, once it went past it.
  const isSpent = increment ? result.isExceeded : result.remaining === 0;
  if (!isSpent) return;
  reply.header('retry-after', result.ttlInSeconds);
  throw new DomainError(
    ERROR_CODES.rateLimited,
    `Too many requests, retry in ${result.ttlInSeconds} seconds`,
  );
}

/**
 * The public api's limits, in the counters of the rate-limit plugin (Redis when the api runs as several
 * instances, and failing open like it when Redis does not answer). Do not loosen: a request is counted
 * against a key only once that key's secret verified, and a failure only against the address it came
 * from. Counting failures against the key they name let anyone who saw a key's public part (`pdkey_<id>`)
 * lock its owner out with wrong secrets; counting a verified key by address would let it escape its
 * limit by spreading over machines.
 */
export function createApiKeyRateLimits(app: FastifyInstance): TApiKeyRateLimits {
  const failures = app.createRateLimit({
    max: API_KEY_FAILURES_PER_ADDRESS_PER_MINUTE,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `api-key-failures:${request.ip}`,
  });
  const keys = app.createRateLimit({
    max: API_KEY_REQUESTS_PER_MINUTE,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => {
      if (request.apiKeyCaller === null) throw new Error('A key is counted only once it verified');
      return `api-key:${request.apiKeyCaller.keyId}`;
    },
  });
  return {
    refuseSpentAddress: (request, reply) => refuseWhenSpent(failures, request, reply, { increment: false }),
    async countFailure(request) {
      await failures(request);
    },
    countKeyRequest: (request, reply) => refuseWhenSpent(keys, request, reply, { increment: true }),
  };
}
