import { raw, type EntityManager, type MikroORM } from '@mikro-orm/core';
import { WEBHOOK_LIMITS } from '@propdesk/shared/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { scheduleRepeatingJob } from '../../infra/repeating-job.ts';
import type { TSecretBox } from '../auth/index.ts';
import { WebhookDelivery, type TWebhookDeliveryRow } from './webhook-delivery.entity.ts';
import { WebhookEndpoint } from './webhook-endpoint.entity.ts';
import type { TWebhookAttempt, TWebhookSender } from './webhook-sender.ts';

/**
 * Attempts one instance keeps in flight: at most `perFirm` for one firm, so a firm whose receiver is slow
 * holds two slots and no more, and `total` in all, so a burst cannot open sockets without bound. Every
 * attempt ends by the sender's deadline (WEBHOOK_LIMITS.timeoutMs), which frees its slot.
 */
export const DELIVERY_CONCURRENCY = { perFirm: 2, total: 16 } as const;
/** How long a claim keeps other instances off a delivery: well over an attempt's deadline and its write. */
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

/**
 * Stores one attempt's outcome on its delivery, and counts it on the endpoint, which is switched off after
 * too many failures in a row. The count changes in the database, not from the loaded row: two attempts to
 * one endpoint may end at once, here or on another instance.
 */
async function recordAttempt(
  em: EntityManager,
  delivery: TWebhookDeliveryRow,
  attempt: TWebhookAttempt,
  nowMs: number,
): Promise<void> {
  delivery.attempts += 1;
  delivery.lastAttemptAt = new Date(nowMs);
  delivery.lastStatusCode = attempt.statusCode;
  delivery.lastError = attempt.error;
  delivery.lastDurationMs = attempt.durationMs;
  if (attempt.isDelivered) {
    delivery.status = 'delivered';
    delivery.deliveredAt = new Date(nowMs);
    delivery.nextAttemptAt = null;
  } else {
    const next = nextAttemptAfter(delivery, nowMs);
    delivery.status = next === null ? 'failed' : 'pending';
    delivery.nextAttemptAt = next;
  }
  await em.flush();
  const endpoint = delivery.endpoint.id;
  if (attempt.isDelivered) {
    await em.nativeUpdate(
      WebhookEndpoint,
      { id: endpoint, consecutiveFailures: { $gt: 0 } },
      { consecutiveFailures: 0 },
    );
    return;
  }
  await em.nativeUpdate(
    WebhookEndpoint,
    { id: endpoint },
    { consecutiveFailures: raw('consecutive_failures + 1') },
  );
  await em.nativeUpdate(
    WebhookEndpoint,
    { id: endpoint, isActive: true, consecutiveFailures: { $gte: WEBHOOK_LIMITS.disableAfterFailures } },
    { isActive: false, disabledReason: 'failures' },
  );
}

export type TWebhookDeliveryWorker = {
  /** Claims and starts the due deliveries there are free slots for; answers once they are started. */
  startDue(): Promise<void>;
  /** Waits until nothing is in flight any more (what finishes frees a slot for what is due); answers the attempts made. */
  drain(): Promise<number>;
  /** Starts nothing more and waits for the attempts in flight. */
  close(): Promise<void>;
};

/**
 * An instance's sender of due deliveries of active endpoints. Each delivery is claimed first (a conditional
 * update that only one instance wins, leasing it for LEASE_MS), then sent, then its outcome stored, so
 * several instances share the work safely. Attempts run side by side within DELIVERY_CONCURRENCY: deliveries
 * of different firms never wait on each other, and a slow or failing receiver takes its own firm's slots
 * only, its deliveries trying again later with the doubling wait. A finished attempt looks for more due
 * work at once, so a busy firm is not held to one delivery per tick.
 */
export function createWebhookDeliveryWorker({
  orm,
  send,
  secretBox,
  log,
  concurrency = DELIVERY_CONCURRENCY,
}: {
  orm: MikroORM;
  send: TWebhookSender;
  secretBox: TSecretBox;
  log?: FastifyBaseLogger;
  concurrency?: { perFirm: number; total: number };
}): TWebhookDeliveryWorker {
  /** Attempts in flight on this instance, by organization. */
  const inFlightOf = new Map<string, number>();
  const running = new Set<Promise<void>>();
  let filling: Promise<void> | null = null;
  let isFillAgain = false;
  let isClosed = false;
  let attempts = 0;

  const attempt = async (id: string, claimedAtMs: number) => {
    const em = orm.em.fork();
    const delivery = await em.findOneOrFail(WebhookDelivery, { id }, { populate: ['endpoint'] });
    const endpoint = delivery.endpoint;
    const { plaintext: secret } = secretBox.open(endpoint.sealedSecret, endpoint.id);
    const outcome = await send({
      url: endpoint.url,
      secret,
      body: delivery.body,
      eventType: delivery.eventType,
      deliveryId: delivery.id,
      nowMs: claimedAtMs,
    });
    if (outcome.detail !== null) {
      // The host only: an address's path or query may carry the receiver's own token.
      log?.warn(
        {
          deliveryId: id,
          endpointId: endpoint.id,
          host: new URL(endpoint.url).hostname,
          detail: outcome.detail,
        },
        'webhook attempt failed',
      );
    }
    await recordAttempt(em, delivery, outcome, Date.now());
  };

  const start = (id: string, organizationId: string, claimedAtMs: number) => {
    attempts += 1;
    inFlightOf.set(organizationId, (inFlightOf.get(organizationId) ?? 0) + 1);
    // An attempt that cannot store its outcome keeps its claim until the lease ends, then is tried again.
    const task: Promise<void> = attempt(id, claimedAtMs)
      .catch((error: unknown) => log?.error({ err: error, deliveryId: id }, 'webhook delivery failed'))
      .finally(() => {
        const left = (inFlightOf.get(organizationId) ?? 1) - 1;
        if (left === 0) inFlightOf.delete(organizationId);
        else inFlightOf.set(organizationId, left);
        running.delete(task);
        if (!isClosed) {
          fill().catch((error: unknown) => log?.error({ err: error }, 'webhook delivery failed'));
        }
      });
    running.add(task);
  };

  /** One pass: claims due deliveries of firms with a free slot, oldest first, until the slots or the work run out. */
  const startFree = async () => {
    const em = orm.em.fork();
    while (!isClosed && running.size < concurrency.total) {
      const nowMs = Date.now();
      const fullFirms = [...inFlightOf].filter(([, count]) => count >= concurrency.perFirm).map(([id]) => id);
      const due = await em.find(
        WebhookDelivery,
        {
          status: 'pending',
          nextAttemptAt: { $lte: new Date(nowMs) },
          endpoint: {
            isActive: true,
            ...(fullFirms.length > 0 ? { organization: { $nin: fullFirms } } : {}),
          },
        },
        {
          fields: ['id', 'endpoint.organization'],
          populate: ['endpoint'],
          orderBy: { nextAttemptAt: 'asc' },
          limit: concurrency.total - running.size,
        },
      );
      let startedNow = 0;
      for (const { id, endpoint } of due) {
        const organizationId = endpoint.organization.id;
        if (running.size >= concurrency.total) break;
        if ((inFlightOf.get(organizationId) ?? 0) >= concurrency.perFirm) continue;
        const claimed = await em.nativeUpdate(
          WebhookDelivery,
          { id, status: 'pending', nextAttemptAt: { $lte: new Date(nowMs) } },
          { nextAttemptAt: new Date(nowMs + LEASE_MS) },
        );
        if (claimed !== 1) continue;
        start(id, organizationId, nowMs);
        startedNow += 1;
      }
      // Nothing due, or all of it claimed by other instances: the next tick or finished attempt looks again.
      if (startedNow === 0) return;
    }
  };

  /** startFree, one pass at a time; a call during a pass asks for another pass after it. */
  const fill = (): Promise<void> => {
    if (filling !== null) {
      isFillAgain = true;
      return filling;
    }
    filling = (async () => {
      do {
        isFillAgain = false;
        await startFree();
      } while (isFillAgain && !isClosed);
    })().finally(() => {
      filling = null;
    });
    return filling;
  };

  const settle = async () => {
    while (filling !== null || running.size > 0) await Promise.allSettled([filling, ...running]);
  };

  return {
    startDue: fill,
    drain: async () => {
      await settle();
      return attempts;
    },
    close: async () => {
      isClosed = true;
      await settle();
    },
  };
}

/**
 * Sends every delivery that is due, side by side as the worker does, and waits for all of them. Answers
 * how many attempts were made. For tests and one-off runs; serving instances schedule the worker.
 */
export async function deliverDueWebhooks(dependencies: Parameters<typeof createWebhookDeliveryWorker>[0]) {
  const worker = createWebhookDeliveryWorker(dependencies);
  await worker.startDue();
  return worker.drain();
}

export function scheduleWebhookDelivery(
  app: FastifyInstance,
  dependencies: { orm: MikroORM; send: TWebhookSender; secretBox: TSecretBox },
): void {
  const worker = createWebhookDeliveryWorker({ ...dependencies, log: app.log });
  // Each run only starts what is due and returns: attempts in flight never hold the next run back.
  scheduleRepeatingJob(app, { name: 'webhook delivery', everyMs: 1_000, run: () => worker.startDue() });
  app.addHook('onClose', () => worker.close());
}
