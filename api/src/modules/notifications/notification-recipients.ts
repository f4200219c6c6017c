import type { EntityManager } from '@mikro-orm/core';
import type { TMemberRole, TNotificationArea } from '@propdesk/shared/contracts';
import { placeholders, queryRows } from '../../db/bulk-sql.ts';
import type { TPublishedEvent } from '../events/index.ts';
import type { TNotificationDefinition } from './notification-definition.ts';
import { definitionOf } from './types/index.ts';

/** An event this api knows how to notify about, its payload checked against its type's schema. */
export type TNotifiableEvent = {
  readonly event: TPublishedEvent;
  readonly definition: TNotificationDefinition<Record<string, unknown>>;
  readonly payload: Record<string, unknown>;
};

/** One person to notify of one event, and the area they will read it in. */
export type TDelivery = TNotifiableEvent & { readonly userId: string; readonly area: TNotificationArea };

/** Membership roles that read organization-wide notifications in the organization area. */
const STAFF_ROLES: readonly TMemberRole[] = ['owner', 'admin', 'manager', 'agent'];

/**
 * The events of a batch that are notifications. An event of a type this version does not know is left
 * alone (another consumer may know it); a payload that does not parse throws, and the dispatcher retries
 * that event on its own and parks it.
 */
export function notifiableEvents(events: readonly TPublishedEvent[]): TNotifiableEvent[] {
  const notifiable: TNotifiableEvent[] = [];
  for (const event of events) {
    const definition = definitionOf(event.type);
    if (definition === null) continue;
    notifiable.push({ event, definition, payload: definition.payload.parse(event.payload) });
  }
  return notifiable;
}

type TMemberRow = { user_id: string; organization_id: string; role: TMemberRole };

/**
 * Who receives each event, in two statements at most for a whole batch: the active members of every
 * organization concerned, and the platform's admins when an event goes to them. One delivery per person
 * and event, whatever number of recipient rules name them.
 */
export async function resolveDeliveries(
  em: EntityManager,
  notifiable: readonly TNotifiableEvent[],
): Promise<TDelivery[]> {
  const planned = notifiable.map((item) => ({ item, recipients: item.definition.recipients(item.payload) }));
  const organizationIds = new Set<string>();
  let isAdminNeeded = false;
  for (const { recipients } of planned) {
    for (const recipient of recipients) {
      if (recipient.kind === 'organization_staff' || recipient.kind === 'organization_members') {
        organizationIds.add(recipient.organizationId);
      } else if (recipient.kind === 'platform_admins') isAdminNeeded = true;
    }
  }
  const members =
    organizationIds.size === 0
      ? []
      : await queryRows<TMemberRow>(
          em,
          'select user_id, organization_id, role from organization_members ' +
            `where status = 'active' and organization_id in (${placeholders(organizationIds.size)})`,
          [...organizationIds],
        );
  const admins = isAdminNeeded
    ? await queryRows<{ user_id: string }>(em, "select user_id from profiles where role = 'admin'", [])
    : [];

  const deliveries: TDelivery[] = [];
  for (const { item, recipients } of planned) {
    const areaByUser = new Map<string, TNotificationArea>();
    const add = (userId: string, area: TNotificationArea) => {
      if (!areaByUser.has(userId)) areaByUser.set(userId, area);
    };
    for (const recipient of recipients) {
      switch (recipient.kind) {
        case 'user':
          add(recipient.userId, recipient.area);
          break;
        case 'organization_staff':
          for (const member of members) {
            if (
              member.organization_id === recipient.organizationId &&
              recipient.roles.includes(member.role)
            ) {
              add(member.user_id, 'organization');
            }
          }
          break;
        case 'organization_members':
          for (const member of members) {
            if (member.organization_id !== recipient.organizationId) continue;
            add(member.user_id, STAFF_ROLES.includes(member.role) ? 'organization' : 'trader');
          }
          break;
        case 'platform_admins':
          for (const admin of admins) add(admin.user_id, 'admin');
          break;
      }
    }
    for (const [userId, area] of areaByUser) deliveries.push({ ...item, userId, area });
  }
  return deliveries;
}
