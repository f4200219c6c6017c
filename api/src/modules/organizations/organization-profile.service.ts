import type { EntityManager } from '@mikro-orm/core';
import type { TOrganizationProfile, ZOrganizationProfileInput } from '@propdesk/shared/contracts';
import type { z } from 'zod';
import { DomainError } from '../../errors/domain-error.ts';
import { AUDIT_ACTIONS, recordAuditEvent, type TClientInfo } from '../audit/index.ts';
import { Organization, type TOrganization } from '../tenancy/index.ts';
import { toOrganizationContact } from './organization.service.ts';

export type TOrganizationProfileChanges = z.output<typeof ZOrganizationProfileInput>;

const PROFILE_FIELDS = [
  'name',
  'legalName',
  'registeredAddress',
  'supportEmail',
  'supportPhone',
  'supportHours',
] as const satisfies readonly (keyof TOrganizationProfileChanges)[];

function toOrganizationProfile(organization: TOrganization): TOrganizationProfile {
  return {
    organizationId: organization.id,
    name: organization.name,
    ...toOrganizationContact(organization),
    updatedAt: organization.updatedAt.toISOString(),
  };
}

async function findOrganization(em: EntityManager, organizationId: string): Promise<TOrganization> {
  const organization = await em.findOne(Organization, { id: organizationId });
  if (organization === null) throw DomainError.notFound('Organization not found');
  return organization;
}

/**
 * The organization's profile as its staff read it. Who may read is the route's check (every staff member
 * of the organization, platform admins), made before this is called.
 */
export async function readOrganizationProfile({
  em,
  organizationId,
}: {
  em: EntityManager;
  organizationId: string;
}): Promise<TOrganizationProfile> {
  return toOrganizationProfile(await findOrganization(em, organizationId));
}

/**
 * Replaces the profile (the route checked organization.update). The change is audited with the names of
 * the fields that changed, not their values (they are in the profile itself); saving an unchanged profile
 * changes nothing and records nothing.
 */
export async function updateOrganizationProfile({
  em,
  actorId,
  organizationId,
  changes,
  client,
}: {
  em: EntityManager;
  actorId: string;
  organizationId: string;
  changes: TOrganizationProfileChanges;
  client: TClientInfo;
}): Promise<TOrganizationProfile> {
  const organization = await findOrganization(em, organizationId);
  const changed = PROFILE_FIELDS.filter((field) => (organization[field] ?? null) !== changes[field]);
  if (changed.length === 0) return toOrganizationProfile(organization);
  em.assign(organization, changes);
  recordAuditEvent(em, {
    action: AUDIT_ACTIONS.organizationProfileUpdated,
    outcome: 'success',
    actor: actorId,
    client,
    organizationId: organization.id,
    target: { type: 'organization', id: organization.id },
    details: { fields: changed },
  });
  await em.flush();
  return toOrganizationProfile(organization);
}
