import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { TAuditAction, TAuditOutcome, TAuditTargetType } from '@propdesk/shared/contracts';
import type { TUser } from '../tenancy/index.ts';
import { AuditEvent } from './audit-event.entity.ts';
import type { TClientInfo } from './client-info.ts';

// The actions and target kinds live in @propdesk/shared so the activity log names and filters them.
export {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  type TAuditAction,
  type TAuditTargetType,
} from '@propdesk/shared/contracts';

export type TAuditEventInput = {
  action: TAuditAction;
  outcome: TAuditOutcome;
  actor: TUser | string | null;
  client: TClientInfo;
  /** The organization a staff action was done in: its activity log lists the event. */
  organizationId?: string | null;
  /** What the action was done to. */
  target?: { type: TAuditTargetType; id: string } | null;
  /** Never secrets (passwords, tokens). */
  details?: Record<string, unknown>;
};

function auditRowOf(input: TAuditEventInput) {
  return {
    actor: input.actor,
    action: input.action,
    organization: input.organizationId ?? null,
    targetType: input.target?.type ?? null,
    targetId: input.target?.id ?? null,
    outcome: input.outcome,
    ip: input.client.ip,
    userAgent: input.client.userAgent,
    details: input.details ?? null,
  };
}

/** Queues an audit event in the unit of work; the caller's flush writes it with the change it describes. */
export function recordAuditEvent(em: EntityManager, input: TAuditEventInput): void {
  em.create(AuditEvent, auditRowOf(input));
}

/**
 * Writes an audit event at once, in one statement of its own: for a read staff are accountable for (an
 * export), which changes nothing else and so needs no unit of work (a flush would add BEGIN and COMMIT).
 */
export async function insertAuditEvent(em: EntityManager, input: TAuditEventInput): Promise<void> {
  await em.insert(AuditEvent, { id: randomUUID(), createdAt: new Date(), ...auditRowOf(input) });
}
