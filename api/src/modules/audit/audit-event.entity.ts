import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { AUDIT_OUTCOMES } from '@propdesk/shared/contracts';
import { baseProperties } from '../../db/base-properties.ts';
import { Organization, User } from '../tenancy/index.ts';
import { IP_MAX_LENGTH, USER_AGENT_MAX_LENGTH } from './client-info.ts';

const { id } = baseProperties();

/**
 * Who did what security-relevant thing, when, from where, and whether it worked. Append-only. A staff
 * action names the organization it was done in and its target, which the organization's activity log
 * lists and filters by.
 */
export const AuditEvent = defineEntity({
  name: 'AuditEvent',
  tableName: 'audit_events',
  indexes: [
    { properties: ['organization', 'createdAt'] },
    // What was done to one thing, newest first (the staff actions on a client in their timeline).
    { properties: ['targetType', 'targetId', 'createdAt'] },
    // A person's last sign-in (and sign-ins), newest first, for the firm's client list and timeline.
    { properties: ['actor', 'action', 'createdAt'] },
  ],
  properties: {
    id,
    // Null when nobody could be identified (a sign-in with an unknown email); kept when the user goes.
    actor: () => p.manyToOne(User).nullable().deleteRule('set null').index(),
    action: p.string().length(64),
    organization: () => p.manyToOne(Organization).nullable().deleteRule('cascade'),
    // What the action was done to: a kind of thing (`user`, `payout`, …) and its id.
    targetType: p.string().length(40).nullable(),
    targetId: p.string().length(64).nullable(),
    outcome: p.enum(AUDIT_OUTCOMES),
    ip: p.string().length(IP_MAX_LENGTH).nullable(),
    userAgent: p.string().length(USER_AGENT_MAX_LENGTH).nullable(),
    // Never put secrets here (passwords, tokens): audit rows are read by administrators.
    details: p.json<Record<string, unknown>>().nullable(),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
  },
});

export type TAuditEvent = InferEntity<typeof AuditEvent>;
