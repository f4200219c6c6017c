import { randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import {
  ERROR_CODES,
  WEBHOOK_LIMITS,
  type TCreateWebhookInput,
  type TWebhookCreated,
  type TWebhookDelivery,
  type TWebhookDeliveryPage,
  type TWebhookEndpoint,
  type TWebhookEventType,
} from '@propdesk/shared/contracts';
import { epochMsOf, queryRows } from '../../db/bulk-sql.ts';
import { numberOf } from '../../db/sql-rows.ts';
import { DomainError } from '../../errors/domain-error.ts';
import type { TActor } from '../../http/actor.ts';
import { AUDIT_ACTIONS, recordAuditEvent, type TAuditAction, type TClientInfo } from '../audit/index.ts';
import type { TSecretBox } from '../auth/index.ts';
import { findTargetProblem } from './safe-target.ts';
import { WebhookDelivery } from './webhook-delivery.entity.ts';
import { WebhookEndpoint, type TWebhookEndpointRow } from './webhook-endpoint.entity.ts';

function toEndpoint(row: TWebhookEndpointRow): TWebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description ?? null,
    eventTypes: row.eventTypes.split(',') as TWebhookEventType[],
    isActive: row.isActive,
    disabledReason: (row.disabledReason ?? null) as TWebhookEndpoint['disabledReason'],
    consecutiveFailures: row.consecutiveFailures,
    createdAt: row.createdAt.toISOString(),
  };
}

type TChange = { em: EntityManager; actor: TActor; organizationId: string; client: TClientInfo };

function audit(
  change: TChange,
  action: TAuditAction,
  endpointId: string,
  details: Record<string, unknown>,
): void {
  recordAuditEvent(change.em, {
    action,
    outcome: 'success',
    actor: change.actor.userId,
    client: change.client,
    organizationId: change.organizationId,
    target: { type: 'webhook', id: endpointId },
    details,
  });
}

/** The firm's endpoints, oldest first (the route checked settings.read). */
export async function listWebhooks(em: EntityManager, organizationId: string): Promise<TWebhookEndpoint[]> {
  const rows = await em.find(
    WebhookEndpoint,
    { organization: organizationId },
    { orderBy: { createdAt: 'asc' } },
  );
  return rows.map(toEndpoint);
}

/**
 * Refuses an address that is not public (safe-target.ts): one answer, on the address field, whether the
 * host is private, resolves privately or does not resolve, so saving cannot probe the api's network.
 */
async function requireSafeTarget(url: string, allowPrivateTargets: boolean): Promise<void> {
  const problem = await findTargetProblem(url, { allowPrivateTargets });
  if (problem === null) return;
  throw new DomainError(ERROR_CODES.validation, problem, {
    details: { issues: [{ location: 'body', path: '/url', code: 'unsafe_target', message: problem }] },
  });
}

async function findEndpoint(change: TChange, endpointId: string): Promise<TWebhookEndpointRow> {
  const row = await change.em.findOne(WebhookEndpoint, {
    id: endpointId,
    organization: change.organizationId,
  });
  if (row === null) throw DomainError.notFound('Webhook not found');
  return row;
}

/**
 * Adds an endpoint (settings.manage and a second factor: it sends the firm's data elsewhere) with a signing
 * secret of its own, sealed at rest and shown in this answer only. A plain-http address, or one whose host
 * is not, or does not resolve to, public addresses only, is refused (safe-target.ts); every delivery checks
 * again.
 */
export async function createWebhook(
  change: TChange & { input: TCreateWebhookInput; secretBox: TSecretBox; allowPrivateTargets: boolean },
): Promise<TWebhookCreated> {
  const { em, organizationId, input } = change;
  await requireSafeTarget(input.url, change.allowPrivateTargets);
  if ((await em.count(WebhookEndpoint, { organization: organizationId })) >= WEBHOOK_LIMITS.endpoints) {
    throw new DomainError(
      ERROR_CODES.conflict,
      `A firm may keep at most ${WEBHOOK_LIMITS.endpoints} webhooks`,
    );
  }
  const secret = `whsec_${randomBytes(32).toString('base64url')}`;
  // The sealed secret is bound to its row, so the id is chosen before sealing.
  const id = randomUUID();
  const row = em.create(WebhookEndpoint, {
    id,
    organization: organizationId,
    url: input.url,
    description: input.description === undefined || input.description === '' ? null : input.description,
    eventTypes: input.eventTypes.join(','),
    sealedSecret: change.secretBox.seal(secret, id),
  });
  audit(change, AUDIT_ACTIONS.webhookCreated, id, { url: input.url, eventTypes: input.eventTypes });
  await em.flush();
  return { endpoint: toEndpoint(row), secret };
}

/**
 * Switches an endpoint off, or on again (settings.manage): then its address is checked as when it was added,
 * and its failure count starts over.
 */
export async function setWebhookActive(
  change: TChange & { endpointId: string; isActive: boolean; allowPrivateTargets: boolean },
): Promise<TWebhookEndpoint> {
  const row = await findEndpoint(change, change.endpointId);
  if (row.isActive !== change.isActive) {
    if (change.isActive) await requireSafeTarget(row.url, change.allowPrivateTargets);
    Object.assign(row, {
      isActive: change.isActive,
      disabledReason: change.isActive ? null : 'by_firm',
      consecutiveFailures: change.isActive ? 0 : row.consecutiveFailures,
    });
    audit(change, AUDIT_ACTIONS.webhookUpdated, row.id, { isActive: change.isActive });
    await change.em.flush();
  }
  return toEndpoint(row);
}

/** Removes an endpoint and its delivery log (settings.manage). */
export async function deleteWebhook(change: TChange & { endpointId: string }): Promise<void> {
  const row = await findEndpoint(change, change.endpointId);
  audit(change, AUDIT_ACTIONS.webhookDeleted, row.id, { url: row.url });
  change.em.remove(row);
  await change.em.flush();
}

type TDeliveryRow = {
  id: string;
  event_id: string;
  event_type: string;
  status: string;
  attempts: unknown;
  next_attempt_at: unknown;
  last_attempt_at: unknown;
  last_status_code: unknown;
  last_error: string | null;
  last_duration_ms: unknown;
  delivered_at: unknown;
  created_at: unknown;
  total: unknown;
};

const isoOf = (value: unknown): string | null => {
  const ms = epochMsOf(value);
  return ms === null ? null : new Date(ms).toISOString();
};
const numberOrNull = (value: unknown): number | null => (value === null ? null : numberOf(value));

function toDelivery(row: TDeliveryRow): TWebhookDelivery {
  return {
    id: row.id,
    eventId: row.event_id,
    eventType: row.event_type as TWebhookEventType,
    status: row.status as TWebhookDelivery['status'],
    attempts: numberOf(row.attempts),
    nextAttemptAt: isoOf(row.next_attempt_at),
    lastAttemptAt: isoOf(row.last_attempt_at),
    lastStatusCode: numberOrNull(row.last_status_code),
    lastError: row.last_error,
    lastDurationMs: numberOrNull(row.last_duration_ms),
    deliveredAt: isoOf(row.delivered_at),
    createdAt: isoOf(row.created_at) ?? new Date(0).toISOString(),
  };
}

/**
 * An endpoint's delivery log, newest first, one page in one statement (the route checked settings.read);
 * an endpoint of another firm has an empty log.
 */
export async function listDeliveries(
  em: EntityManager,
  {
    organizationId,
    endpointId,
    page,
    pageSize,
  }: { organizationId: string; endpointId: string; page: number; pageSize: number },
): Promise<TWebhookDeliveryPage> {
  const rows = await queryRows<TDeliveryRow>(
    em,
    'select cast(d.id as text) as id, d.event_id, d.event_type, d.status, d.attempts, d.next_attempt_at, ' +
      'd.last_attempt_at, d.last_status_code, d.last_error, d.last_duration_ms, d.delivered_at, d.created_at, ' +
      'count(*) over () as total from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id ' +
      'where e.organization_id = ? and d.endpoint_id = ? order by d.created_at desc, d.id limit ? offset ?',
    [organizationId, endpointId, pageSize, (page - 1) * pageSize],
  );
  const [first] = rows;
  return {
    deliveries: rows.map(toDelivery),
    total: first === undefined ? 0 : numberOf(first.total),
    page,
    pageSize,
  };
}

/** Sends a delivery again now, whatever became of it (settings.manage); the receiver gets the same body. */
export async function replayDelivery(change: TChange & { deliveryId: string }): Promise<TWebhookDelivery> {
  const row = await change.em.findOne(
    WebhookDelivery,
    { id: change.deliveryId, endpoint: { organization: change.organizationId } },
    { populate: ['endpoint'] },
  );
  if (row === null) throw DomainError.notFound('Delivery not found');
  Object.assign(row, { status: 'pending', nextAttemptAt: new Date() });
  audit(change, AUDIT_ACTIONS.webhookDeliveryReplayed, row.endpoint.id, { deliveryId: row.id });
  await change.em.flush();
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType as TWebhookEventType,
    status: 'pending',
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    lastStatusCode: row.lastStatusCode ?? null,
    lastError: row.lastError ?? null,
    lastDurationMs: row.lastDurationMs ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
