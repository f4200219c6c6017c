import { WEBHOOK_EVENTS, type TWebhookEventType } from '@propdesk/shared/contracts';
import type { TEventConsumer, TPublishedEvent } from '../events/index.ts';
import { WebhookDelivery } from './webhook-delivery.entity.ts';
import { WebhookEndpoint } from './webhook-endpoint.entity.ts';

const WEBHOOK_TYPE_OF: ReadonlyMap<string, TWebhookEventType> = new Map(
  (Object.entries(WEBHOOK_EVENTS) as [TWebhookEventType, string][]).map(([webhookType, eventType]) => [
    eventType,
    webhookType,
  ]),
);

/** What a receiver gets: the event's id (to refuse a repeat), its public type, when, whose, and its data. */
export function webhookBodyOf(
  event: TPublishedEvent,
  type: TWebhookEventType,
  organizationId: string,
): string {
  return JSON.stringify({
    id: event.id,
    type,
    createdAt: event.occurredAt.toISOString(),
    organizationId,
    data: event.payload,
  });
}

/**
 * Hands the backbone's events to the firms' webhooks: one delivery per subscribed, active endpoint of the
 * event's organization, written in the consumer's transaction (so an event is handed over once), sent
 * later by the delivery worker (webhook-delivery-worker.ts).
 */
export function createWebhookConsumer(): TEventConsumer {
  return {
    name: 'webhooks',
    async handle(tx, events) {
      const relevant = events.flatMap((event) => {
        const type = WEBHOOK_TYPE_OF.get(event.type);
        const organizationId = event.payload['organizationId'];
        return type === undefined || typeof organizationId !== 'string'
          ? []
          : [{ event, type, organizationId }];
      });
      if (relevant.length === 0) return;
      const endpoints = await tx.find(WebhookEndpoint, {
        organization: { $in: [...new Set(relevant.map((entry) => entry.organizationId))] },
        isActive: true,
      });
      const now = new Date();
      for (const { event, type, organizationId } of relevant) {
        for (const endpoint of endpoints) {
          if (endpoint.organization.id !== organizationId || !endpoint.eventTypes.split(',').includes(type))
            continue;
          tx.create(WebhookDelivery, {
            endpoint,
            eventId: event.id,
            eventType: type,
            body: webhookBodyOf(event, type, organizationId),
            nextAttemptAt: now,
          });
        }
      }
    },
  };
}
