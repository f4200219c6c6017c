import type { OutgoingHttpHeaders } from 'node:http';
import { TRADING_ERROR_CODES } from '@propdesk/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../errors/domain-error.ts';
import { actorOf, type TActor } from '../../http/actor.ts';
import { accessTokenExpiryOf } from './access-token.ts';
import type { TSessionAccessCache } from './session-access-cache.ts';

/** Proxies close idle connections; a comment line every 20 s keeps the stream open through them. */
const HEARTBEAT_MS = 20_000;
/**
 * Open streams one session (one browser) may hold of one kind: a few tabs. Each stream holds a
 * connection, timers and a session check every heartbeat, so a page that leaks streams (or a script
 * reusing one token) must not hold them without bound.
 */
export const MAX_STREAMS_PER_SESSION = 4;
/** Open streams one user may hold of one kind over all their sessions (a few devices). */
export const MAX_STREAMS_PER_USER = 10;

/**
 * The open streams of one kind on this api instance, counted by session and by user. The counts are per
 * instance: they bound what one user can hold of each instance's connections and timers, which is the
 * resource at stake; behind a balancer a user may hold up to the limits on every instance.
 */
export type TStreamSlots = {
  /** Takes a slot for the actor's new stream, or refuses with 429; the returned release is idempotent. */
  acquire(actor: TActor): () => void;
};

function streamLimitReached(message: string): DomainError {
  return new DomainError(TRADING_ERROR_CODES.streamLimitReached, message);
}

/**
 * Notification streams: one per open tab of the portal, whatever page it shows, so a person with many
 * tabs holds more of them than of live account views; still bounded.
 */
export const NOTIFICATION_STREAM_LIMITS = { perSession: 12, perUser: 30 } as const;

export function createStreamSlots({
  perSession = MAX_STREAMS_PER_SESSION,
  perUser = MAX_STREAMS_PER_USER,
}: { perSession?: number; perUser?: number } = {}): TStreamSlots {
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
      if ((bySession.get(sessionId) ?? 0) >= perSession) {
        throw streamLimitReached(
          `At most ${perSession} live views can be open at once in one browser; close a tab and try again`,
        );
      }
      if ((byUser.get(userId) ?? 0) >= perUser) {
        throw streamLimitReached(
          `At most ${perUser} live views can be open at once on your account; close one on another device and try again`,
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

export function acceptsEventStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/event-stream');
}

/** An open stream, as the code that feeds it sees it. */
export type TSessionStream = {
  /** Writes one Server-Sent Event frame (nothing once the stream is closed). */
  send(message: unknown): void;
  isClosed(): boolean;
  /** False (and the stream ended) once the session is over; a failed check keeps the stream for now. */
  isSessionLive(): Promise<boolean>;
};

/**
 * Answers a request with Server-Sent Events bound to the caller's session. A stream outlives the request
 * that authenticated it, so it keeps the same promise as every other request: it ends when its access
 * token expires (the page reconnects with a fresh one) and when its session ends (sign-out, revocation, a
 * disabled user), checked every heartbeat and wherever the feeder asks `isSessionLive`.
 *
 * It holds one of the actor's slots from the start (refused with 429 when none is left) until its
 * connection closes, whatever closed it: the client leaving, the token or session ending, the app shutting
 * down. `start` subscribes the feeder and answers what stops it; it runs once the headers are out.
 */
export function openSessionStream({
  request,
  reply,
  sessionAccess,
  slots,
  start,
}: {
  request: FastifyRequest;
  reply: FastifyReply;
  sessionAccess: TSessionAccessCache;
  slots: TStreamSlots;
  start: (stream: TSessionStream) => () => void;
}): void {
  const actor = actorOf(request);
  // Before the hand-over, so a refusal is answered by the error handler in the usual shape.
  const releaseSlot = slots.acquire(actor);
  // Taken over from Fastify, so the headers its hooks set (CORS, security) are copied by hand.
  reply.hijack();
  const raw = reply.raw;

  let isClosed = false;
  let heartbeat: NodeJS.Timeout | null = null;
  let expiry: NodeJS.Timeout | null = null;
  let stop: (() => void) | null = null;
  // Do not loosen: every way a stream ends comes through here, and nothing else gives its slot back.
  const close = () => {
    if (isClosed) return;
    isClosed = true;
    releaseSlot();
    stop?.();
    if (heartbeat !== null) clearInterval(heartbeat);
    if (expiry !== null) clearTimeout(expiry);
  };
  raw.on('close', close);
  // The client may have left while the request was read: its 'close' has fired already.
  if (raw.destroyed) {
    close();
    return;
  }

  const stream: TSessionStream = {
    send: (message) => {
      if (!isClosed) raw.write(`data: ${JSON.stringify(message)}\n\n`);
    },
    isClosed: () => isClosed,
    isSessionLive: async () => {
      const access = await sessionAccess
        .read({ em: request.em.fork(), sessionId: actor.sessionId, userId: actor.userId, now: new Date() })
        .catch(() => undefined);
      if (access === null) raw.end();
      return access !== null;
    },
  };

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
    // Out now, not with the first frame: a stream may stay quiet for a long time.
    raw.flushHeaders();
    heartbeat = setInterval(() => {
      void stream.isSessionLive().then((isLive) => {
        if (isLive && !isClosed) raw.write(': heartbeat\n\n');
      });
    }, HEARTBEAT_MS);
    const tokenExpiresAt = accessTokenExpiryOf(request);
    if (tokenExpiresAt !== null) {
      expiry = setTimeout(() => raw.end(), Math.max(0, tokenExpiresAt - Date.now()));
    }
    stop = start(stream);
    // The feeder may have ended the stream while starting.
    if (isClosed) stop();
  } catch (error) {
    // Hijacked: no one else will answer or close this connection, so it ends here with its slot.
    raw.destroy();
    close();
    throw error;
  }
}
