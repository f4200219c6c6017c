import type { MikroORM } from '@mikro-orm/core';
import { WEBHOOK_LIMITS } from '@propdesk/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { scheduleRepeatingJob } from '../../infra/repeating-job.ts';
import type { TSecretBox } from '../auth/mfa/secret-box.ts';
import { WebhookDelivery, type TWebhookDeliveryRow } from './webhook-delivery.entity.ts';
import type { TWebhookSender } from './webhook-sender.ts';

/** Deliveries claimed in one run, and how long a claim keeps other instances off a delivery. */
const BATCH = 25;
const LEASE_MS = 60_000;

/** The wait before the next attempt, doubling from the first retry; null once 24 hours are spent. */
export function nextAttemptAfter(
  delivery: { attempts: number; createdAt: Date },
  nowMs: number,
): Date | null {
  const wait = Math.min(
    WEBHOOK_LIMITS.maxRetryWaitMs,
    WEBHOOK_LIMITS.firstRetryMs * 2 ** (delivery.attempts - 1),
  );
  const at = nowMs + wait;
  return at > delivery.createdAt.getTime() + WEBHOOK_LIMITS.retryForMs ? null : new Date(at);
}

/** Records one attempt's outcome on the delivery and its endpoint (which is switched off after too many failures). */
function applyAttempt(
  delivery: TWebhookDeliveryRow,
  attempt: Awaited<ReturnType<TWebhookSender>>,
  nowMs: number,
): void {
  const endpoint = delivery.endpoint;
  delivery.attempts += 1;
  delivery.lastAttemptAt = new Date(nowMs);
  delivery.lastStatusCode = attempt.statusCode;
  delivery.lastError = attempt.error;
  delivery.lastDurationMs = attempt.durationMs;
  if (attempt.isDelivered) {
    delivery.status = 'delivered';
    delivery.deliveredAt = new Date(nowMs);
    delivery.nextAttemptAt = null;
    endpoint.consecutiveFailures = 0;
    return;
  }
  const next = nextAttemptAfter(delivery, nowMs);
  delivery.status = next === null ? 'failed' : 'pending';
  delivery.nextAttemptAt = next;
  endpoint.consecutiveFailures += 1;
  if (endpoint.consecutiveFailures >= WEBHOOK_LIMITS.disableAfterFailures) {
    endpoint.isActive = false;
    endpoint.disabledReason = 'failures';
  }
}

/**
 * Sends the deliveries that are due, of active endpoints: each is claimed first (a conditional update that
 * only one instance wins), then sent, then its outcome stored. Safe with several instances. Answers how
 * many were sent.
 */
export async function deliverDueWebhooks({
  orm,
  send,
  secretBox,
  nowMs = Date.now(),
}: {
  orm: MikroORM;
  send: TWebhookSender;
  secretBox: TSecretBox;
  nowMs?: number;
}): Promise<number> {
  const em = orm.em.fork();
  const due = await em.find(
    WebhookDelivery,
    { status: 'pending', nextAttemptAt: { $lte: new Date(nowMs) }, endpoint: { isActive: true } },
    { fields: ['id'], orderBy: { nextAttemptAt: 'asc' }, limit: BATCH },
  );
  let sent = 0;
  for (const { id } of due) {
    const claimed = await em.nativeUpdate(
      WebhookDelivery,
      { id, status: 'pending', nextAttemptAt: { $lte: new Date(nowMs) } },
      { nextAttemptAt: new Date(nowMs + LEASE_MS) },
    );
    if (claimed !== 1) continue;
    const delivery = await em.findOneOrFail(WebhookDelivery, { id }, { populate: ['endpoint'] });
    const { plaintext: secret } = secretBox.open(delivery.endpoint.sealedSecret, delivery.endpoint.id);
    const attempt = await send({
      url: delivery.endpoint.url,
      secret,
      body: delivery.body,
      eventType: delivery.eventType,
      deliveryId: delivery.id,
      nowMs,
    });
    applyAttempt(delivery, attempt, Date.now());
    await em.flush();
    sent += 1;
  }
  return sent;
}

export function scheduleWebhookDelivery(
  app: FastifyInstance,
  dependencies: { orm: MikroORM; send: TWebhookSender; secretBox: TSecretBox },
): void {
  scheduleRepeatingJob(app, {
    name: 'webhook delivery',
    everyMs: 1_000,
    run: () => deliverDueWebhooks(dependencies),
  });
}
