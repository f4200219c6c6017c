import http from 'node:http';
import https from 'node:https';
import { WEBHOOK_LIMITS } from '@propdesk/shared/contracts';
import { SIGNATURE_HEADER, signPayload } from '../../infra/signed-payload.ts';
import { safeLookup } from './safe-target.ts';

export type TWebhookAttempt = {
  /** A 2xx answer. */
  isDelivered: boolean;
  statusCode: number | null;
  /** Why it failed, for the delivery log (never the receiver's body). */
  error: string | null;
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
 * Posts one delivery, signed as the api's own webhooks are (`x-propdesk-signature: t=…,v1=…`, HMAC-SHA256
 * of `<t>.<body>`), through the safe lookup (safe-target.ts), without following redirects (a redirect could
 * lead anywhere), within WEBHOOK_LIMITS.timeoutMs.
 */
export function createWebhookSender({
  allowPrivateTargets,
}: {
  allowPrivateTargets: boolean;
}): TWebhookSender {
  const lookup = safeLookup(allowPrivateTargets);
  return ({ url, secret, body, eventType, deliveryId, nowMs }) =>
    new Promise((resolve) => {
      const startedAt = Date.now();
      const finish = (attempt: Omit<TWebhookAttempt, 'durationMs'>) =>
        resolve({ ...attempt, durationMs: Date.now() - startedAt });
      const target = new URL(url);
      const client = target.protocol === 'https:' ? https : http;
      const request = client.request(
        target,
        {
          method: 'POST',
          lookup,
          timeout: WEBHOOK_LIMITS.timeoutMs,
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
          // The answer's body is not kept: drain it so the socket is freed.
          response.resume();
          const statusCode = response.statusCode ?? null;
          const isDelivered = statusCode !== null && statusCode >= 200 && statusCode < 300;
          finish({
            isDelivered,
            statusCode,
            error: isDelivered ? null : `The receiver answered ${statusCode}`,
          });
        },
      );
      request.on('timeout', () =>
        request.destroy(new Error(`No answer within ${WEBHOOK_LIMITS.timeoutMs} ms`)),
      );
      request.on('error', (error) =>
        finish({ isDelivered: false, statusCode: null, error: error.message.slice(0, 300) }),
      );
      request.end(body);
    });
}
