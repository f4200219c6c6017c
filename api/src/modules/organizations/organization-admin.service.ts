import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import {
  ERROR_CODES,
  type TMemberRole,
  type TOrganizationDetails,
  type ZCreateOrganizationRequest,
  type ZUpdateOrganizationRequest,
} from '@propdesk/shared/contracts';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error.ts';
import { type TActor } from '../../http/actor.ts';
import { AUDIT_ACTIONS, recordAuditEvent, type TClientInfo } from '../audit/index.ts';
import { requireSecondFactor, type TSessionAccessCache } from '../auth/index.ts';
import { publishNotification } from '../notifications/index.ts';
import { addOffering, readDefaultOffering } from '../plans/index.ts';
import {
  DEFAULT_THEME_COLORS,
  Organization,
  OrganizationMember,
  type TOrganization,
} from '../tenancy/index.ts';
import { toPublicOrganization } from './organization.service.ts';
import { assertReadableColors, storableTheme } from '../branding/index.ts';

export type TCreateOrganizationInput = z.output<typeof ZCreateOrganizationRequest>;
export type TUpdateOrganizationInput = z.output<typeof ZUpdateOrganizationRequest>;

/** Members with these roles may read their organization's details; plain users and agents may not. */
const DETAIL_READER_ROLES: readonly TMemberRole[] = ['owner', 'admin', 'manager'];

const ZUuid = z.uuid();

function organizationNotFound(): DomainError {
  return DomainError.notFound('Organization not found');
}

function slugTaken(cause?: unknown): DomainError {
  return new DomainError(ERROR_CODES.conflict, 'An organization with this slug already exists', { cause });
}

export function toOrganizationDetails(organization: TOrganization, apiBaseUrl: string): TOrganizationDetails {
  const { theme, tracking } = toPublicOrganization(organization, apiBaseUrl);
  return {
    id: organization.id,
    name: organization.name,
    slug: organization.slug,
    status: organization.status,
    theme,
    tracking,
    createdAt: organization.createdAt.toISOString(),
  };
}

/** An id that is not a UUID names no organization (and must not reach a PostgreSQL uuid column). */
async function findOrganizationById(em: EntityManager, id: string): Promise<TOrganization | null> {
  return ZUuid.safeParse(id).success ? em.findOne(Organization, { id }) : null;
}

/** Admin only (the route declares it). Duplicate slugs answer 409, also when two requests race. */
export async function createOrganization({
  em,
  apiBaseUrl,
  actorId,
  input,
  client,
}: {
  em: EntityManager;
  /** Where browsers reach the api: the address of an uploaded logo. */
  apiBaseUrl: string;
  actorId: string;
  input: TCreateOrganizationInput;
  client: TClientInfo;
}): Promise<TOrganizationDetails> {
  assertReadableColors({ ...DEFAULT_THEME_COLORS, ...input.theme });
  if ((await em.count(Organization, { slug: input.slug })) > 0) throw slugTaken();
  // Read before anything of the new firm exists, so no query flushes it before the guarded flush below.
  const offering = await readDefaultOffering(em);
  const organization = em.create(Organization, {
    name: input.name,
    slug: input.slug,
    status: input.status,
    ...storableTheme(input.theme).theme,
    ...input.tracking,
  });
  // It sells the platform's default offering from the start (its staff change it from there).
  addOffering(em, organization, offering, new Date());
  recordAuditEvent(em, {
    action: AUDIT_ACTIONS.organizationCreated,
    outcome: 'success',
    actor: actorId,
    client,
    organizationId: organization.id,
    target: { type: 'organization', id: organization.id },
    details: { slug: organization.slug },
  });
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw slugTaken(error);
    throw error;
  }
  return toOrganizationDetails(organization, apiBaseUrl);
}

/**
 * Admin only (the route declares it); the slug is fixed once created (it is in tenants' URLs). A status
 * change tells every member of the organization, and every api instance forgets the sessions it
 * remembered, since each carries its organization's status for the status gate (organization-status-guard.ts).
 */
export async function updateOrganization({
  em,
  apiBaseUrl,
  actorId,
  id,
  input,
  client,
  sessionAccess,
}: {
  em: EntityManager;
  /** Where browsers reach the api: the address of an uploaded logo. */
  apiBaseUrl: string;
  actorId: string;
  id: string;
  input: TUpdateOrganizationInput;
  client: TClientInfo;
  sessionAccess: Pick<TSessionAccessCache, 'forgetEveryone'>;
}): Promise<TOrganizationDetails> {
  const organization = await findOrganizationById(em, id);
  if (organization === null) throw organizationNotFound();
  const newStatus = input.status !== undefined && input.status !== organization.status ? input.status : null;
  if (newStatus !== null) {
    publishNotification(em, 'organization_status_changed', {
      organizationId: organization.id,
      organizationName: input.name ?? organization.name,
      status: newStatus,
    });
  }
  const colorKeys = ['primaryColor', 'backgroundColor', 'textColor'] as const;
  // Only a change to these colours is judged: a firm whose old colours fail can still rename itself.
  if (input.theme !== undefined && colorKeys.some((key) => input.theme?.[key] !== undefined)) {
    assertReadableColors({
      primaryColor: input.theme.primaryColor ?? organization.primaryColor,
      backgroundColor: input.theme.backgroundColor ?? organization.backgroundColor,
      textColor: input.theme.textColor ?? organization.textColor,
    });
  }
  const { theme, customCssRemoved } = storableTheme(input.theme);
  em.assign(organization, {
    ...(input.name === undefined ? {} : { name: input.name }),
    ...(input.status === undefined ? {} : { status: input.status }),
    ...theme,
    ...input.tracking,
  });
  recordAuditEvent(em, {
    action: AUDIT_ACTIONS.organizationUpdated,
    outcome: 'success',
    actor: actorId,
    client,
    organizationId: organization.id,
    target: { type: 'organization', id: organization.id },
    details: { fields: Object.keys(input), ...(customCssRemoved > 0 ? { customCssRemoved } : {}) },
  });
  await em.flush();
  if (newStatus !== null) sessionAccess.forgetEveryone();
  return toOrganizationDetails(organization, apiBaseUrl);
}

/**
 * !!! Security invariant (tenant isolation): platform admins read any organization; anybody else only
 * an organization where they hold an ACTIVE owner/admin/manager membership. Every other case, the
 * organization existing or not, answers the same 404, so nobody can probe for other tenants. !!!
 */
export async function findOrganizationDetails({
  em,
  apiBaseUrl,
  actor,
  id,
}: {
  em: EntityManager;
  /** Where browsers reach the api: the address of an uploaded logo. */
  apiBaseUrl: string;
  actor: TActor;
  id: string;
}): Promise<TOrganizationDetails> {
  const organization = await findOrganizationById(em, id);
  if (organization === null) throw organizationNotFound();
  // The role as the access check read it from the profile, with the session (not the token's).
  if (actor.role !== 'admin') {
    const membership = await em.findOne(OrganizationMember, {
      organization: organization.id,
      user: actor.userId,
      status: 'active',
      role: { $in: [...DETAIL_READER_ROLES] },
    });
    if (membership === null) throw organizationNotFound();
  }
  requireSecondFactor(actor);
  return toOrganizationDetails(organization, apiBaseUrl);
}
