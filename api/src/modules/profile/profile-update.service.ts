import type { EntityManager } from '@mikro-orm/core';
import type { TProfileUpdateRequest, TSessionUser } from '@propdesk/shared/contracts';
import { AUDIT_ACTIONS, recordAuditEvent, type TClientInfo } from '../audit/index.ts';
import { findProfileOfUser, toSessionUser } from '../auth/index.ts';
import { normalizePhone } from '../tenancy/index.ts';

/**
 * `/profile`: a person changes their own name, phone, country or mail language. Only the caller's own
 * profile is ever touched (found by the session's user), and only these fields: the role, organization
 * and portal stay the server's. The audit event lists which fields changed, not their values.
 */
export async function updateOwnProfile({
  em,
  userId,
  changes,
  client,
}: {
  em: EntityManager;
  userId: string;
  changes: TProfileUpdateRequest;
  client: TClientInfo;
}): Promise<TSessionUser> {
  const profile = await findProfileOfUser({ em, userId });
  const changed: string[] = [];
  const apply = <TKey extends 'firstName' | 'lastName' | 'country' | 'language' | 'phone'>(
    key: TKey,
    value: (typeof profile)[TKey] | undefined,
  ) => {
    if (value === undefined || value === (profile[key] ?? null)) return;
    profile[key] = value;
    changed.push(key);
  };
  apply('firstName', changes.firstName?.trim());
  apply('lastName', changes.lastName?.trim());
  apply('country', changes.country);
  apply('language', changes.language);
  apply(
    'phone',
    changes.phone === undefined || changes.phone === null ? changes.phone : normalizePhone(changes.phone),
  );
  if (changed.length > 0) {
    recordAuditEvent(em, {
      action: AUDIT_ACTIONS.profileUpdated,
      outcome: 'success',
      actor: profile.user,
      client,
      details: { fields: changed },
    });
    await em.flush();
  }
  return toSessionUser(profile.user, profile);
}
