import type { EntityManager } from '@mikro-orm/core';
import {
  MEMBER_ROLES,
  SECURITY_RECENT_ACTIONS,
  SECURITY_SIGN_IN_DAYS,
  type TMemberRole,
  type TSecurityAction,
  type TSecurityDashboard,
  type TSecurityStaffMember,
  type TSecurityStaffSession,
} from '@propdesk/shared/contracts';
import { epochMsOf } from '../../db/bulk-sql.ts';
import { numberOf } from '../../db/sql-rows.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { AUDIT_ACTIONS, recordAuditEvent, type TClientInfo } from '../audit/index.ts';
import { Session, type TSessionForgetter } from '../auth/index.ts';
import { OrganizationMember } from '../tenancy/index.ts';
import { readSecurityRows, type TSecurityRow } from './security-rows.ts';

const DAY_MS = 86_400_000;

function roleOf(value: string | null): TMemberRole {
  return MEMBER_ROLES.find((role) => role === value) ?? 'user';
}

function nameOf(row: TSecurityRow): string {
  const name = `${row.c_first ?? ''} ${row.c_last ?? ''}`.trim();
  return name === '' ? (row.c_email ?? '') : name;
}

function isoOf(value: unknown): string | null {
  const ms = epochMsOf(value);
  return ms === null ? null : new Date(ms).toISOString();
}

function isoDay(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

function toAction(row: TSecurityRow): TSecurityAction {
  return {
    id: row.c_id ?? '',
    action: row.c_text ?? '',
    outcome: row.c_outcome === 'failure' ? 'failure' : 'success',
    at: isoOf(row.c_at1) ?? '',
    actor: row.c_user === null ? null : { userId: row.c_user, name: nameOf(row), email: row.c_email ?? '' },
    targetType: row.c_target_type,
    targetId: row.c_target_id,
    ip: row.c_ip,
  };
}

/**
 * The organization's security dashboard. Who may read is the route's check (security.read); everything
 * here is scoped by the organization checked. One statement (security-rows.ts).
 */
export async function readSecurityDashboard({
  em,
  organizationId,
  currentSessionId,
  now,
}: {
  em: EntityManager;
  organizationId: string;
  currentSessionId: string;
  now: Date;
}): Promise<TSecurityDashboard> {
  const today = Math.floor(now.getTime() / DAY_MS);
  const firstDay = today - (SECURITY_SIGN_IN_DAYS - 1);
  const rows = await readSecurityRows(em, {
    organizationId,
    now,
    since: new Date(firstDay * DAY_MS),
    maxActions: SECURITY_RECENT_ACTIONS,
  });
  const staff: TSecurityStaffMember[] = [];
  const sessions: TSecurityStaffSession[] = [];
  const counts = new Map<number, { failures: number; lockouts: number }>();
  const actions: TSecurityAction[] = [];
  let key: TSecurityRow | null = null;
  for (const row of rows) {
    if (row.kind === 'staff') {
      staff.push({
        userId: row.c_user ?? '',
        name: nameOf(row),
        email: row.c_email ?? '',
        role: roleOf(row.c_role),
        hasSecondFactor: numberOf(row.c_flag) === 1,
      });
    } else if (row.kind === 'session') {
      sessions.push({
        id: row.c_id ?? '',
        userId: row.c_user ?? '',
        name: nameOf(row),
        email: row.c_email ?? '',
        role: roleOf(row.c_role),
        userAgent: row.c_text,
        ip: row.c_ip,
        startedAt: isoOf(row.c_at1) ?? '',
        lastUsedAt: isoOf(row.c_at2) ?? '',
        hasSecondFactor: numberOf(row.c_flag) === 1,
        isCurrent: row.c_id === currentSessionId,
      });
    } else if (row.kind === 'day') {
      counts.set(numberOf(row.c_day), {
        failures: numberOf(row.c_failures),
        lockouts: numberOf(row.c_lockouts),
      });
    } else if (row.kind === 'key') {
      key = row;
    } else {
      actions.push(toAction(row));
    }
  }
  const days = Array.from({ length: SECURITY_SIGN_IN_DAYS }, (_, index) => {
    const day = firstDay + index;
    return { day: isoDay(day), ...(counts.get(day) ?? { failures: 0, lockouts: 0 }) };
  });
  // Without a second factor first, then by name: who needs chasing comes to the top.
  staff.sort((a, b) => Number(a.hasSecondFactor) - Number(b.hasSecondFactor) || a.name.localeCompare(b.name));
  sessions.sort((a, b) => b.lastUsedAt.localeCompare(a.lastUsedAt) || a.id.localeCompare(b.id));
  actions.sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id));
  return {
    generatedAt: now.toISOString(),
    staff,
    sessions,
    signIns: {
      days,
      failures: days.reduce((sum, day) => sum + day.failures, 0),
      lockouts: days.reduce((sum, day) => sum + day.lockouts, 0),
    },
    ingestionKey: {
      exists: key !== null,
      createdAt: key === null ? null : isoOf(key.c_at1),
      rotatedAt: key === null ? null : isoOf(key.c_at2),
      lastUsedAt: key === null ? null : isoOf(key.c_at3),
    },
    recentActions: actions,
  };
}

/**
 * Ends a live session of one of the organization's staff (the route checked security.manage). Do not
 * loosen: only a session whose person is an active staff member of THIS organization can be ended; a
 * trader's, another firm's or a made-up id answers the same 404. The reason stored is `revoked_by_user`
 * (as for password changes): who ended it is in the audit event written with it.
 */
export async function revokeStaffSession({
  em,
  actorId,
  organizationId,
  sessionId,
  client,
  sessionAccess,
  now,
}: {
  em: EntityManager;
  actorId: string;
  organizationId: string;
  sessionId: string;
  client: TClientInfo;
  sessionAccess: TSessionForgetter;
  now: Date;
}): Promise<void> {
  const session = await em.findOne(
    Session,
    { id: sessionId, revokedAt: null, expiresAt: { $gt: now } },
    { fields: ['user'] },
  );
  const isStaffSession =
    session !== null &&
    (await em.count(OrganizationMember, {
      organization: organizationId,
      user: session.user.id,
      status: 'active',
      role: { $ne: 'user' },
    })) > 0;
  if (session === null || !isStaffSession) throw DomainError.notFound('Session not found');
  const userId = session.user.id;
  // Conditional: a session that ended meanwhile (signed out, revoked twice at once) is not ended again.
  const ended = await em.nativeUpdate(
    Session,
    { id: sessionId, revokedAt: null },
    { revokedAt: now, revokedReason: 'revoked_by_user', updatedAt: now },
  );
  if (ended === 0) throw DomainError.notFound('Session not found');
  recordAuditEvent(em, {
    action: AUDIT_ACTIONS.staffSessionRevoked,
    outcome: 'success',
    actor: actorId,
    client,
    organizationId,
    target: { type: 'session', id: sessionId },
    details: { userId },
  });
  await em.flush();
  sessionAccess.forgetUser(userId);
}
