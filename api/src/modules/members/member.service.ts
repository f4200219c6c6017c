import type { EntityManager } from '@mikro-orm/core';
import {
  STAFF_MEMBER_ROLES,
  type TMemberStatus,
  type TStaffMember,
  type TStaffMemberRole,
} from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import type { TActor } from '../../http/actor.ts';
import { AUDIT_ACTIONS, recordAuditEvent, type TAuditAction, type TClientInfo } from '../audit/index.ts';
import type { TSessionForgetter } from '../auth/index.ts';
import { publishNotification } from '../notifications/index.ts';
import { OrganizationMember, type TOrganizationMember } from '../tenancy/index.ts';
import { canManageOwners } from './member-guards.ts';
import { memberErrors } from './member-errors.ts';
import { readStaffMember } from './member-rows.ts';
import { lockActiveOwners } from './owner-lock.ts';

/** A change to one member, by staff holding members.manage there (the route's staff access rule checked it). */
export type TMemberChange = {
  em: EntityManager;
  actor: TActor;
  organizationId: string;
  memberId: string;
  client: TClientInfo;
  sessionAccess: TSessionForgetter;
};

type TLockedMember = { member: TOrganizationMember; activeOwnerIds: string[] };

/** The member's role, which the lookup below has already limited to the staff roles. */
function staffRoleOf(member: TOrganizationMember): TStaffMemberRole {
  const role = STAFF_MEMBER_ROLES.find((each) => each === member.role);
  if (role === undefined) throw memberErrors.memberNotFound();
  return role;
}

/**
 * The member as it stands once the organization's owners are locked (owner-lock.ts), so what is checked
 * is what the change will write over. Do not loosen: looked up within the organization the permission
 * was checked in, and among its staff only, so another firm's member (or a trader) answers 404.
 */
async function lockMember(tx: EntityManager, change: TMemberChange): Promise<TLockedMember> {
  const activeOwnerIds = await lockActiveOwners(tx, change.organizationId);
  const member = await tx.findOne(
    OrganizationMember,
    { id: change.memberId, organization: change.organizationId, role: { $in: [...STAFF_MEMBER_ROLES] } },
    { populate: ['organization'] },
  );
  if (member === null) throw memberErrors.memberNotFound();
  return { member, activeOwnerIds };
}

/**
 * Do not loosen: the organization never loses its last active owner, whoever asks (a platform admin
 * included), so somebody can always manage it.
 */
function assertNotLastOwner({ member, activeOwnerIds }: TLockedMember): void {
  const isActiveOwner = member.role === 'owner' && member.status === 'active';
  if (isActiveOwner && activeOwnerIds.length <= 1) throw memberErrors.lastOwner();
}

/**
 * Writes the change only over the row as it was checked: a change made meanwhile by someone else (a
 * membership outside the owners' lock) is refused rather than silently overwritten.
 */
async function writeMember(
  tx: EntityManager,
  member: TOrganizationMember,
  changes: { role?: TStaffMemberRole; status?: TMemberStatus },
): Promise<void> {
  const updated = await tx.nativeUpdate(
    OrganizationMember,
    { id: member.id, role: member.role, status: member.status },
    { ...changes, updatedAt: new Date() },
  );
  if (updated !== 1) throw DomainError.conflict('This member changed meanwhile: reload and try again');
}

function audit(
  tx: EntityManager,
  change: TMemberChange,
  action: TAuditAction,
  details: Record<string, unknown>,
): void {
  recordAuditEvent(tx, {
    action,
    outcome: 'success',
    actor: change.actor.userId,
    client: change.client,
    organizationId: change.organizationId,
    target: { type: 'member', id: change.memberId },
    details,
  });
}

/** The member as the page lists them, after the change committed; the user's sessions forget the old one. */
async function answer(change: TMemberChange, userId: string | null): Promise<TStaffMember> {
  if (userId !== null) change.sessionAccess.forgetUser(userId);
  const member = await readStaffMember(change.em.fork(), change);
  if (member === null) throw memberErrors.memberNotFound();
  return member;
}

/**
 * Gives a member another staff role. Owners alone make, demote or otherwise change owners
 * (members.manageOwners); the last active owner keeps the role. The member hears of it.
 */
export async function changeMemberRole(
  change: TMemberChange & { role: TStaffMemberRole },
): Promise<TStaffMember> {
  const mayManageOwners = await canManageOwners(change);
  if (change.role === 'owner' && !mayManageOwners) throw memberErrors.ownersOnly();
  const changedUserId = await change.em.fork().transactional(async (tx) => {
    const locked = await lockMember(tx, change);
    const { member } = locked;
    if (member.role === 'owner' && !mayManageOwners) throw memberErrors.ownersOnly();
    if (member.role === change.role) return null;
    assertNotLastOwner(locked);
    const previousRole = staffRoleOf(member);
    await writeMember(tx, member, { role: change.role });
    audit(tx, change, AUDIT_ACTIONS.memberRoleChanged, {
      userId: member.user.id,
      from: previousRole,
      to: change.role,
    });
    publishNotification(tx, 'member_role_changed', {
      organizationId: change.organizationId,
      organizationName: member.organization.name,
      userId: member.user.id,
      role: change.role,
      previousRole,
    });
    return member.user.id;
  });
  return answer(change, changedUserId);
}

/**
 * Turns a member's access off (status `suspended`): every staff route refuses them from the next request.
 * Deactivating an owner needs members.manageOwners, and never the last active one. Their account and their
 * place in other organizations stay as they are.
 */
export async function deactivateMember(change: TMemberChange): Promise<TStaffMember> {
  const mayManageOwners = await canManageOwners(change);
  const changedUserId = await change.em.fork().transactional(async (tx) => {
    const locked = await lockMember(tx, change);
    const { member } = locked;
    if (member.role === 'owner' && !mayManageOwners) throw memberErrors.ownersOnly();
    if (member.status === 'suspended') return null;
    assertNotLastOwner(locked);
    await writeMember(tx, member, { status: 'suspended' });
    audit(tx, change, AUDIT_ACTIONS.memberDeactivated, { userId: member.user.id, role: member.role });
    publishNotification(tx, 'member_deactivated', {
      organizationId: change.organizationId,
      organizationName: member.organization.name,
      userId: member.user.id,
    });
    return member.user.id;
  });
  return answer(change, changedUserId);
}

/** Turns a deactivated member's access on again, with the role they had; an owner's needs members.manageOwners. */
export async function reactivateMember(change: TMemberChange): Promise<TStaffMember> {
  const mayManageOwners = await canManageOwners(change);
  const changedUserId = await change.em.fork().transactional(async (tx) => {
    const { member } = await lockMember(tx, change);
    if (member.role === 'owner' && !mayManageOwners) throw memberErrors.ownersOnly();
    if (member.status === 'active') return null;
    await writeMember(tx, member, { status: 'active' });
    audit(tx, change, AUDIT_ACTIONS.memberReactivated, { userId: member.user.id, role: member.role });
    publishNotification(tx, 'member_reactivated', {
      organizationId: change.organizationId,
      organizationName: member.organization.name,
      userId: member.user.id,
      role: staffRoleOf(member),
    });
    return member.user.id;
  });
  return answer(change, changedUserId);
}
