import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import {
  ERROR_CODES,
  themeContrastProblems,
  type TMemberRole,
  type TOrganizationDetails,
  type ZCreateOrganizationRequest,
  type ZUpdateOrganizationRequest,
} from '@propdesk/shared/contracts';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error.ts';
import { type TActor } from '../../http/actor.ts';
import { AUDIT_ACTIONS, recordAuditEvent } from '../audit/audit.service.ts';
import type { TClientInfo } from '../audit/client-info.ts';
import { requireSecondFactor } from '../auth/authenticate.ts';
import type { TSessionAccessCache } from '../auth/session-access-cache.ts';
import { publishNotification } from '../notifications/publish-notification.ts';
import { addOffering, readDefaultOffering } from '../plans/default-offering.ts';
import { sanitizeCustomCss } from './custom-css.ts';
import { DEFAULT_THEME_COLORS } from './organization.constants.ts';
import { OrganizationMember } from './organization-member.entity.ts';
import { Organization, type TOrganization } from './organization.entity.ts';
import { toPublicOrganization } from './organization.service.ts';

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

export function toOrganizationDetails(organization: TOrganization): TOrganizationDetails {
  const { theme, tracking } = toPublicOrganization(organization);
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

/**
 * The theme as it is stored: custom CSS only in its sanitized form (custom-css.ts), so no path can serve
 * what a firm typed; a stylesheet with nothing safe left is none. Answers how many parts were removed.
 */
function storableTheme(theme: TUpdateOrganizationInput['theme']): {
  theme: TUpdateOrganizationInput['theme'];
  customCssRemoved: number;
} {
  if (theme?.customCss === undefined || theme.customCss === null) return { theme, customCssRemoved: 0 };
  const { css, removed } = sanitizeCustomCss(theme.customCss);
  return { theme: { ...theme, customCss: css === '' ? null : css }, customCssRemoved: removed.length };
}

/**
 * Refuses colours a reader cannot read (WCAG AA): body text on the background, the text on a filled
 * button in the primary colour. Checked on the theme as it would be once changed, since a change to one
 * colour can break its pair; each problem names the field to change, in the validation error's shape.
 */
function assertReadableColors(theme: {
  primaryColor: string;
  backgroundColor: string;
  textColor: string;
}): void {
  const problems = themeContrastProblems(theme);
  if (problems.length === 0) return;
  throw new DomainError(ERROR_CODES.validation, 'These colours are hard to read', {
    details: {
      issues: problems.map((problem) => ({
        location: 'body',
        path: `/theme/${problem.field}`,
        code: 'low_contrast',
        message:
          problem.against === 'backgroundColor'
            ? `Text on the background reads at ${problem.ratio.toFixed(2)}:1; at least ${problem.minimum}:1 is needed`
            : `Button text on this colour reads at ${problem.ratio.toFixed(2)}:1; at least ${problem.minimum}:1 is needed: choose a darker or lighter colour`,
      })),
    },
  });
}

/** An id that is not a UUID names no organization (and must not reach a PostgreSQL uuid column). */
async function findOrganizationById(em: EntityManager, id: string): Promise<TOrganization | null> {
  return ZUuid.safeParse(id).success ? em.findOne(Organization, { id }) : null;
}

/** Admin only (the route declares it). Duplicate slugs answer 409, also when two requests race. */
export async function createOrganization({
  em,
  actorId,
  input,
  client,
}: {
  em: EntityManager;
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
  return toOrganizationDetails(organization);
}

/**
 * Admin only (the route declares it); the slug is fixed once created (it is in tenants' URLs). A status
 * change tells every member of the organization, and every api instance forgets the sessions it
 * remembered, since each carries its organization's status for the status gate (organization-status-guard.ts).
 */
export async function updateOrganization({
  em,
  actorId,
  id,
  input,
  client,
  sessionAccess,
}: {
  em: EntityManager;
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
  return toOrganizationDetails(organization);
}

/**
 * !!! Security invariant (tenant isolation): platform admins read any organization; anybody else only
 * an organization where they hold an ACTIVE owner/admin/manager membership. Every other case, the
 * organization existing or not, answers the same 404, so nobody can probe for other tenants. !!!
 */
export async function findOrganizationDetails({
  em,
  actor,
  id,
}: {
  em: EntityManager;
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
  return toOrganizationDetails(organization);
}
