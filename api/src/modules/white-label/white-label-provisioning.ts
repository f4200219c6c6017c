import type { EntityManager } from '@mikro-orm/core';
import {
  ERROR_CODES,
  type TWhiteLabelProvisioning,
  type TWhiteLabelRequestRecord,
} from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import type { TActor } from '../../http/actor.ts';
import { AUDIT_ACTIONS, recordAuditEvent, type TClientInfo } from '../audit/index.ts';
import { Organization, User } from '../tenancy/index.ts';
import type { TMailService } from '../mail/index.ts';
import { inviteMember } from '../members/index.ts';
import { createOrganization } from '../organizations/index.ts';
import { toRecord } from './white-label.service.ts';
import { WhiteLabelRequest } from './white-label-request.entity.ts';

/**
 * Turns a firm's white-label request into its organization (platform admins only, the route declares it):
 * the organization is created pending, with the platform's default offering (createOrganization copies
 * it), the requester is invited as its owner (the mailed link), and the request keeps a link to it.
 * Activating the organization is a separate, audited admin action. A request is provisioned once (409
 * after that); if the invitation cannot be made, the new organization is removed again, so a retry
 * finds the slug free.
 */
export async function provisionWhiteLabelRequest({
  em,
  actor,
  id,
  input,
  client,
  mail,
  apiBaseUrl,
  now,
}: {
  em: EntityManager;
  actor: TActor;
  id: string;
  input: TWhiteLabelProvisioning;
  client: TClientInfo;
  mail: TMailService;
  apiBaseUrl: string;
  now: number;
}): Promise<TWhiteLabelRequestRecord> {
  const request = await em.findOne(WhiteLabelRequest, { id }, { populate: ['handledBy', 'organization'] });
  if (request === null) throw DomainError.notFound('White-label request not found');
  if (request.organization) {
    throw new DomainError(ERROR_CODES.conflict, 'This request already has its organization');
  }
  const organization = await createOrganization({
    em,
    apiBaseUrl,
    actorId: actor.userId,
    client,
    input: { name: input.name, slug: input.slug, status: 'pending' },
  });
  try {
    await inviteMember({
      em,
      actor,
      organizationId: organization.id,
      client,
      mail,
      now,
      email: request.email.toLowerCase(),
      role: 'owner',
    });
  } catch (error) {
    await em.nativeDelete(Organization, { id: organization.id });
    throw error;
  }
  em.assign(request, {
    organization: organization.id,
    handledAt: new Date(now),
    handledBy: await em.findOne(User, { id: actor.userId }),
  });
  recordAuditEvent(em, {
    action: AUDIT_ACTIONS.whiteLabelRequestProvisioned,
    outcome: 'success',
    actor: actor.userId,
    client,
    organizationId: organization.id,
    target: { type: 'organization', id: organization.id },
    details: { whiteLabelRequestId: request.id, slug: organization.slug },
  });
  await em.flush();
  await em.populate(request, ['organization']);
  return toRecord(request);
}
