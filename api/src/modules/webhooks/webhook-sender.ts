import http from 'node:http';
import https from 'node:https';
import { WEBHOOK_LIMITS } from '@propdesk/shared/contracts';
import { SIGNATURE_HEADER, signPayload } from '../../infra/signed-payload.ts';
import { safeLookup } from './safe-target.ts';

export type TWebhookAttempt = {
  /** A 2xx answer. */
  isDelivered: boolean;
  statusCode: number | null;
  /** Why it failed, for the delivery log the firm reads (never the receiver's body). */
  error: string | null;
  /** What exactly went wrong, for the server's log only: it may name what a host resolves to. */
  detail: string | null;
  durationMs: number;
};

export type TWebhookSender = (request: {
  url: string;
  secret: string;
  body: string;
  eventType: string;
  deliveryId: string;
  nowMs: number;
}) => Promise<TWebhookAttempt>;

/**
 * Do not loosen: what the firm reads when no connection was made, the same whether the name did not
 * resolve, resolved to a refused address, or the address refused the connection or did not take it in
 * time. Told apart, they show which names exist inside the api's network (docs: Security › Outgoing
 * webhooks); the detail goes to the server's log only.
 */
export const UNREACHABLE = 'The receiver could not be reached';

/** Where an attempt stood when it failed: the firm is told no more than the phase. */
type TPhase = 'connecting' | 'handshaking' | 'connected';

function failureOf(phase: TPhase, isPastDeadline: boolean, deadlineMs: number): string {
  if (phase === 'connecting') return UNREACHABLE;
  if (isPastDeadline) return `No answer within ${deadlineMs} ms`;
  return phase === 'handshaking'
    ? 'The TLS handshake with the receiver failed'
    : 'The receiver closed the connection without answering';
}

/**
 * Posts one delivery, signed as the api's own webhooks are (`x-propdesk-signature: t=…,v1=…`, HMAC-SHA256
 * of `<t>.<body>`), through the safe lookup (safe-target.ts), without following redirects (a redirect could
 * lead anywhere). The whole attempt (resolving, connecting, the answer's headers and body) has `deadlineMs`
 * (WEBHOOK_LIMITS.timeoutMs; tests shorten it): a receiver that answers one byte at a time never resets a
 * clock, unlike a socket's idle timeout, so it cannot hold an attempt (and a delivery slot) for longer.
 */
export function createWebhookSender({
  allowPrivateTargets,
  deadlineMs = WEBHOOK_LIMITS.timeoutMs,
}: {
  allowPrivateTargets: boolean;
  deadlineMs?: number;
}): TWebhookSender {
  const lookup = safeLookup(allowPrivateTargets);
  return ({ url, secret, body, eventType, deliveryId, nowMs }) =>
    new Promise((resolve) => {
      const startedAt = Date.now();
      const target = new URL(url);
      const isHttps = target.protocol === 'https:';
      const deadline = new AbortController();
      const timer = setTimeout(() => deadline.abort(), deadlineMs);
      let phase: TPhase = 'connecting';
      let answeredStatus: number | null = null;
      let isSettled = false;
      const settle = (attempt: Omit<TWebhookAttempt, 'durationMs'>) => {
        if (isSettled) return;
        isSettled = true;
        clearTimeout(timer);
        resolve({ ...attempt, durationMs: Date.now() - startedAt });
      };
      const settleAnswered = (statusCode: number) => {
        const isDelivered = statusCode >= 200 && statusCode < 300;
        settle({
          isDelivered,
          statusCode,
          error: isDelivered ? null : `The receiver answered ${statusCode}`,
          detail: null,
        });
      };
      const request = (isHttps ? https : http).request(
        target,
        {
          method: 'POST',
          lookup,
          signal: deadline.signal,
          // A connection of its own, never a pooled one: each attempt resolves through the safe lookup, and
          // nothing else the api sends to the same host can lend it a socket.
          agent: false,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'user-agent': 'PropDesk-Webhooks/1',
            [SIGNATURE_HEADER]: signPayload(secret, body, nowMs),
            'x-propdesk-event': eventType,
            'x-propdesk-delivery': deliveryId,
          },
        },
        (response) => {
          const statusCode = response.statusCode ?? 0;
          answeredStatus = statusCode;
          // The answer's body is not kept, only read to its end (within the deadline) so the socket closes.
          response.resume();
          response.on('error', () => settleAnswered(statusCode));
          response.on('close', () => settleAnswered(statusCode));
        },
      );
      request.on('socket', (socket) => {
        socket.once('connect', () => {
          phase = isHttps ? 'handshaking' : 'connected';
        });
        socket.once('secureConnect', () => {
          phase = 'connected';
        });
      });
      request.on('error', (error: NodeJS.ErrnoException) => {
        // Cut off while reading the answer's body: the status already told how the delivery went.
        if (answeredStatus !== null) return settleAnswered(answeredStatus);
        const isPastDeadline = deadline.signal.aborted;
        settle({
          isDelivered: false,
          statusCode: null,
          error: failureOf(phase, isPastDeadline, deadlineMs),
          detail: isPastDeadline
            ? `no answer within ${deadlineMs} ms (${phase})`
            : `${error.code ?? error.name}: ${error.message}`.slice(0, 300),
        });
      });
      request.end(body);
    });
}
