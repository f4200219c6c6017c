import type { OutgoingHttpHeaders } from 'node:http';
import type { EntityManager } from '@mikro-orm/core';
import { TRADING_ERROR_CODES, type TAccountStreamMessage } from '@propdesk/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../errors/domain-error.ts';
import type { TClock } from '../../infra/clock.ts';
import { actorOf, type TActor } from '../../http/actor.ts';
import { accessTokenExpiryOf } from '../auth/access-token.ts';
import type { TSessionAccessCache } from '../auth/session-access-cache.ts';
import type { TAccountChangeBus } from './account-changes.ts';
import { readOwnAccount } from './account-rows.ts';
import { toAccountSummary, viewOf } from './trading-accounts.service.ts';

/** A page needs no more than a few frames a second; a price tick per second per account is the usual rate. */
const MIN_FRAME_INTERVAL_MS = 500;
/** Proxies close idle connections; a comment line every 20 s keeps the stream open through them. */
const HEARTBEAT_MS = 20_000;
/**
 * Open streams one session (one browser) may hold: a few tabs on the trader's accounts. Each stream holds
 * a connection, timers and a session check every heartbeat, so a page that leaks streams (or a script
 * reusing one token) must not hold them without bound.
 */
export const MAX_STREAMS_PER_SESSION = 4;
/** Open streams one user may hold over all their sessions (a few devices), however many they sign in. */
export const MAX_STREAMS_PER_USER = 10;

/**
 * The open streams of this api instance, counted by session and by user. The counts are per instance:
 * they bound what one user can hold of each instance's connections and timers, which is the resource
 * at stake; behind a balancer a user may hold up to the limits on every instance.
 */
export type TStreamSlots = {
  /** Takes a slot for the actor's new stream, or refuses with 429; the returned release is idempotent. */
  acquire(actor: TActor): () => void;
};

export function createStreamSlots(): TStreamSlots {
  const bySession = new Map<string, number>();
  const byUser = new Map<string, number>();
  const add = (counts: Map<string, number>, key: string, delta: number) => {
    const next = (counts.get(key) ?? 0) + delta;
    // Dropped at zero, so the maps hold only the users streaming now.
    if (next <= 0) counts.delete(key);
    else counts.set(key, next);
  };
  return {
    acquire: ({ sessionId, userId }) => {
      // Do not loosen: both limits are checked before either count moves, and every stream takes a slot.
      if ((bySession.get(sessionId) ?? 0) >= MAX_STREAMS_PER_SESSION) {
        throw streamLimitReached(
          `At most ${MAX_STREAMS_PER_SESSION} live views can be open at once in one browser; close a tab and try again`,
        );
      }
      if ((byUser.get(userId) ?? 0) >= MAX_STREAMS_PER_USER) {
        throw streamLimitReached(
          `At most ${MAX_STREAMS_PER_USER} live views can be open at once on your account; close one on another device and try again`,
        );
      }
      add(bySession, sessionId, 1);
      add(byUser, userId, 1);
      let isReleased = false;
      return () => {
        if (isReleased) return;
        isReleased = true;
        add(bySession, sessionId, -1);
        add(byUser, userId, -1);
      };
    },
  };
}

function streamLimitReached(message: string): DomainError {
  return new DomainError(TRADING_ERROR_CODES.streamLimitReached, message);
}

export async function streamMessageFor(
  em: EntityManager,
  ownerId: string,
  accountId: string,
  now: number,
): Promise<TAccountStreamMessage> {
  const account = await readOwnAccount(em, ownerId, accountId);
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
 *
 * It holds one of the actor's stream slots from the start (refused with 429 when none is left) until
 * its connection closes, whatever closed it: the client leaving, the token or session ending, the app
 * shutting down.
 */
export function streamAccount({
  request,
  reply,
  first,
  changes,
  clock,
  sessionAccess,
  slots,
}: {
  request: FastifyRequest;
  reply: FastifyReply;
  first: TAccountStreamMessage;
  changes: TAccountChangeBus;
  clock: TClock;
  sessionAccess: TSessionAccessCache;
  slots: TStreamSlots;
}): void {
  const accountId = first.accountId;
  const actor = actorOf(request);
  // Before the hand-over, so a refusal is answered by the error handler in the usual shape.
  const releaseSlot = slots.acquire(actor);
  // Taken over from Fastify, so the headers its hooks set (CORS, security) are copied by hand.
  reply.hijack();
  const raw = reply.raw;

  let isClosed = false;
  let lastSentAt = 0;
  let pending: NodeJS.Timeout | null = null;
  let resetTimer: NodeJS.Timeout | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let expiry: NodeJS.Timeout | null = null;
  let unsubscribe: (() => void) | null = null;
  // Do not loosen: every way a stream ends comes through here, and nothing else gives its slot back.
  const close = () => {
    if (isClosed) return;
    isClosed = true;
    releaseSlot();
    unsubscribe?.();
    if (heartbeat !== null) clearInterval(heartbeat);
    if (expiry !== null) clearTimeout(expiry);
    if (pending !== null) clearTimeout(pending);
    if (resetTimer !== null) clearTimeout(resetTimer);
  };
  raw.on('close', close);
  // The client may have left while the first frame was read: its 'close' has fired already.
  if (raw.destroyed) {
    close();
    return;
  }

  const write = (message: TAccountStreamMessage) => {
    if (isClosed) return;
    raw.write(`data: ${JSON.stringify(message)}\n\n`);
    lastSentAt = Date.now();
    armResetTimer(message.snapshot.day.msToReset);
  };
  /** False (and the stream ended) once the session is over; a failed check keeps the stream for now. */
  const isSessionLive = async () => {
    const access = await sessionAccess
      .read({ em: request.em.fork(), sessionId: actor.sessionId, userId: actor.userId, now: new Date() })
      .catch(() => undefined);
    if (access === null) raw.end();
    return access !== null;
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

  try {
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
    unsubscribe = changes.subscribeToAccount(accountId, schedule);
    heartbeat = setInterval(() => {
      void isSessionLive().then((isLive) => {
        if (isLive && !isClosed) raw.write(': heartbeat\n\n');
      });
    }, HEARTBEAT_MS);
    const tokenExpiresAt = accessTokenExpiryOf(request);
    if (tokenExpiresAt !== null) {
      expiry = setTimeout(() => raw.end(), Math.max(0, tokenExpiresAt - Date.now()));
    }
    write(first);
  } catch (error) {
    // Hijacked: no one else will answer or close this connection, so it ends here with its slot.
    raw.destroy();
    close();
    throw error;
  }
}
