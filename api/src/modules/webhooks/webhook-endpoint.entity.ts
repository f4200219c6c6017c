import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base-properties.ts';
import { Organization } from '../tenancy/index.ts';

/**
 * Where a firm's events are sent (webhooks.service.ts). Its signing secret is sealed (secret box): the api
 * must read it back to sign each delivery, so it cannot be hashed; it is shown once, when created.
 */
export const WebhookEndpoint = defineEntity({
  name: 'WebhookEndpoint',
  tableName: 'webhook_endpoints',
  properties: {
    ...baseProperties(),
    organization: () => p.manyToOne(Organization).deleteRule('cascade').index(),
    url: p.string().length(2048),
    description: p.string().length(100).nullable(),
    /** Comma-separated WEBHOOK_EVENT_TYPES. */
    eventTypes: p.string().length(500),
    sealedSecret: p.text(),
    isActive: p.boolean().default(true),
    /** 'by_firm' or 'failures' while switched off; null while active. A string: see Organization.logoContentType. */
    disabledReason: p.string().length(20).nullable(),
    consecutiveFailures: p.integer().default(0),
  },
});
export type TWebhookEndpointRow = InferEntity<typeof WebhookEndpoint>;
