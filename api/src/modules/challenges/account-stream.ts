import type { OutgoingHttpHeaders } from 'node:http';
import type { EntityManager } from '@mikro-orm/core';
import type { TAccountStreamMessage } from '@propdesk/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TClock } from '../../infra/clock.ts';
import { accessTokenExpiryOf } from '../auth/access-token.ts';
import { actorOf } from '../auth/authenticate.ts';
import { findLiveSession } from '../auth/session.service.ts';
import type { TAccountChangeBus } from './account-changes.ts';
import { findOwnAccount, toAccountSummary, viewOf } from './trading-accounts.service.ts';

/** A page needs no more than a few frames a second; a price tick per second per account is the usual rate. */
const MIN_FRAME_INTERVAL_MS = 500;
/** Proxies close idle connections; a comment line every 20 s keeps the stream open through them. */
const HEARTBEAT_MS = 20_000;

export async function streamMessageFor(
  em: EntityManager,
  ownerId: string,
  accountId: string,
  now: number,
): Promise<TAccountStreamMessage> {
  const account = await findOwnAccount(em, ownerId, accountId);
  const view = viewOf(account, now);
  return {
    accountId: account.id,
    account: toAccountSummary(account, view),
    snapshot: { ...view, rules: [...view.rules] },
  };
}

export function acceptsEventStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/event-stream');
}

/**
 * Streams an account to its owner as Server-Sent Events: the current figures at once, then after every
 * change the evaluator publishes (throttled), at the daily reset (a new day's floor with no trade needed)
 * and a heartbeat. The caller has checked ownership by building `first`.
 *
 * A stream outlives the request that authenticated it, so it keeps the same promise as every other
 * request: it ends when its access token expires (the page reconnects with a fresh one) and when its
 * session ends (sign-out, revocation, a disabled user), checked before every frame and heartbeat.
 */
export function streamAccount({
  request,
  reply,
  first,
  changes,
  clock,
}: {
  request: FastifyRequest;
  reply: FastifyReply;
  first: TAccountStreamMessage;
  changes: TAccountChangeBus;
  clock: TClock;
}): void {
  const accountId = first.accountId;
  const actor = actorOf(request);
  // Taken over from Fastify, so the headers its hooks set (CORS, security) are copied by hand.
  reply.hijack();
  const raw = reply.raw;
  const hookHeaders: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) hookHeaders[name] = value;
  }
  raw.writeHead(200, {
    ...hookHeaders,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });

  let isClosed = false;
  let lastSentAt = 0;
  let pending: NodeJS.Timeout | null = null;
  let resetTimer: NodeJS.Timeout | null = null;

  const write = (message: TAccountStreamMessage) => {
    if (isClosed) return;
    raw.write(`data: ${JSON.stringify(message)}\n\n`);
    lastSentAt = Date.now();
    armResetTimer(message.snapshot.day.msToReset);
  };
  /** False (and the stream ended) once the session is over; a failed check keeps the stream for now. */
  const isSessionLive = async () => {
    const session = await findLiveSession({
      em: request.em.fork(),
      sessionId: actor.sessionId,
      userId: actor.userId,
    }).catch(() => undefined);
    if (session === null) raw.end();
    return session !== null;
  };
  const sendFresh = async () => {
    pending = null;
    try {
      if (!(await isSessionLive())) return;
      write(await streamMessageFor(request.em.fork(), actor.userId, accountId, clock.now()));
    } catch (error) {
      request.log.warn({ err: error, accountId }, 'account stream update failed');
    }
  };
  const schedule = () => {
    if (pending !== null || isClosed) return;
    const wait = Math.max(0, MIN_FRAME_INTERVAL_MS - (Date.now() - lastSentAt));
    pending = setTimeout(() => void sendFresh(), wait);
  };
  function armResetTimer(msToReset: number) {
    if (resetTimer !== null) clearTimeout(resetTimer);
    // Timers hold at most ~24.8 days; an account's day is never longer than about 25 hours.
    resetTimer = setTimeout(schedule, Math.min(msToReset + 250, 2 ** 31 - 1));
  }

  const unsubscribe = changes.subscribeToAccount(accountId, schedule);
  const heartbeat = setInterval(() => {
    void isSessionLive().then((isLive) => {
      if (isLive && !isClosed) raw.write(': heartbeat\n\n');
    });
  }, HEARTBEAT_MS);
  const tokenExpiresAt = accessTokenExpiryOf(request);
  const expiry =
    tokenExpiresAt === null ? null : setTimeout(() => raw.end(), Math.max(0, tokenExpiresAt - Date.now()));
  raw.on('close', () => {
    isClosed = true;
    unsubscribe();
    clearInterval(heartbeat);
    if (expiry !== null) clearTimeout(expiry);
    if (pending !== null) clearTimeout(pending);
    if (resetTimer !== null) clearTimeout(resetTimer);
  });
  write(first);
}
