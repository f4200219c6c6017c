import { z } from 'zod';
import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_TYPES,
  type TWebhookEventType,
} from '../domain/webhooks.ts';

export * from '../domain/webhooks.ts';

export const ZWebhookEventType = z.enum(WEBHOOK_EVENT_TYPES as [TWebhookEventType, ...TWebhookEventType[]]);
export const ZOrganizationWebhooksParams = z.object({ organizationId: z.uuid() });
export const ZOrganizationWebhookParams = z.object({ organizationId: z.uuid(), endpointId: z.uuid() });
export const ZWebhookDeliveryParams = z.object({ organizationId: z.uuid(), deliveryId: z.uuid() });

/** One of the firm's webhook endpoints: where its events go. Never its signing secret. */
export const ZWebhookEndpoint = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  eventTypes: z.array(ZWebhookEventType),
  isActive: z.boolean(),
  /** Why it was switched off (by the firm, or after repeated failures); null while active. */
  disabledReason: z.enum(['by_firm', 'failures']).nullable(),
  consecutiveFailures: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;
export const ZWebhookEndpointList = z.object({ endpoints: z.array(ZWebhookEndpoint) });
export type TWebhookEndpointList = z.infer<typeof ZWebhookEndpointList>;

export const ZCreateWebhookInput = z.object({
  url: z.url({ protocol: /^https?$/, error: 'An address such as https://yourfirm.com/webhooks' }).max(2048),
  description: z.string().trim().max(100).optional(),
  eventTypes: z
    .array(ZWebhookEventType)
    .min(1, 'Choose at least one event')
    .transform((types) => [...new Set(types)]),
});
export type TCreateWebhookInput = z.infer<typeof ZCreateWebhookInput>;
export const ZWebhookCreated = z.object({ endpoint: ZWebhookEndpoint, secret: z.string() });
export type TWebhookCreated = z.infer<typeof ZWebhookCreated>;
export const ZWebhookActivation = z.object({ isActive: z.boolean() });

/** One event sent (or being sent) to an endpoint, with how its last attempt went. */
export const ZWebhookDelivery = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: ZWebhookEventType,
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.iso.datetime().nullable(),
  lastAttemptAt: z.iso.datetime().nullable(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  lastDurationMs: z.number().int().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;
export const ZWebhookDeliveryQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZWebhookDeliveryPage = z.object({
  deliveries: z.array(ZWebhookDelivery),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TWebhookDeliveryPage = z.infer<typeof ZWebhookDeliveryPage>;
