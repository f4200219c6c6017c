import type { EntityManager } from '@mikro-orm/core';
import { SENSITIVE_AUDIT_ACTIONS } from '@propdesk/shared/contracts';
import { placeholders, queryRows, utcDayNumberSql } from '../../db/bulk-sql.ts';

/** One row of the dashboard's statement; which columns hold what depends on `kind`. */
export type TSecurityRow = {
  kind: 'staff' | 'session' | 'day' | 'key' | 'event';
  c_id: string | null;
  c_user: string | null;
  c_role: string | null;
  c_first: string | null;
  c_last: string | null;
  c_email: string | null;
  /** A session's user agent, an event's action. */
  c_text: string | null;
  c_ip: string | null;
  c_outcome: string | null;
  c_target_type: string | null;
  c_target_id: string | null;
  /** Staff: has a second factor; session: its sign-in passed one (0 or 1). */
  c_flag: unknown;
  c_day: unknown;
  c_failures: unknown;
  c_lockouts: unknown;
  c_at1: unknown;
  c_at2: unknown;
  c_at3: unknown;
};

/** Most live staff sessions listed: a firm has a few dozen staff with a few browsers each. */
export const MAX_LISTED_SESSIONS = 200;

// Typed NULLs: PostgreSQL must resolve every column of a UNION to one type, and a bare NULL inside a
// derived table would be text. SQLite accepts the same casts.
const NO_TEXT = 'cast(null as text)';
const NO_NUMBER = 'cast(null as integer)';
const NO_INSTANT = 'cast(null as timestamptz)';

function columns(values: Partial<Record<Exclude<keyof TSecurityRow, 'kind'>, string>>): string {
  const typed: Record<Exclude<keyof TSecurityRow, 'kind'>, string> = {
    c_id: NO_TEXT,
    c_user: NO_TEXT,
    c_role: NO_TEXT,
    c_first: NO_TEXT,
    c_last: NO_TEXT,
    c_email: NO_TEXT,
    c_text: NO_TEXT,
    c_ip: NO_TEXT,
    c_outcome: NO_TEXT,
    c_target_type: NO_TEXT,
    c_target_id: NO_TEXT,
    c_flag: NO_NUMBER,
    c_day: NO_NUMBER,
    c_failures: NO_NUMBER,
    c_lockouts: NO_NUMBER,
    c_at1: NO_INSTANT,
    c_at2: NO_INSTANT,
    c_at3: NO_INSTANT,
    ...values,
  };
  return Object.entries(typed)
    .map(([name, value]) => `${value} as ${name}`)
    .join(', ');
}

// Who works for the organization: every active member but its traders (role `user`).
const STAFF_OF = (alias: string) =>
  `${alias}.organization_id = ? and ${alias}.status = 'active' and ${alias}.role <> 'user'`;

/**
 * The whole security dashboard of one organization in ONE statement (the access check before it makes
 * two): its staff and their second factor, their live sessions, the daily failed sign-ins and lock-outs
 * of its people, its ingestion key and its latest sensitive actions, as rows of one UNION ALL told apart
 * by `kind`. Every part is scoped by the organization; do not loosen: a session or event of another
 * organization's people must never join in.
 */
export async function readSecurityRows(
  em: EntityManager,
  {
    organizationId,
    now,
    since,
    maxActions,
  }: { organizationId: string; now: Date; since: Date; maxActions: number },
): Promise<TSecurityRow[]> {
  const day = utcDayNumberSql(em, 'a.created_at');
  const sql = [
    `select 'staff' as kind, ${columns({
      c_id: 'cast(m.user_id as text)',
      c_user: 'cast(m.user_id as text)',
      c_role: 'm.role',
      c_first: 'p.first_name',
      c_last: 'p.last_name',
      c_email: 'u.email',
      c_flag: 'case when t.confirmed_at is not null then 1 else 0 end',
    })} from organization_members m join users u on u.id = m.user_id ` +
      'left join profiles p on p.user_id = m.user_id left join totp_factors t on t.user_id = m.user_id ' +
      `where ${STAFF_OF('m')}`,
    `select 'session' as kind, ${columns({
      c_id: 'cast(s.id as text)',
      c_user: 'cast(s.user_id as text)',
      c_role: 'm.role',
      c_first: 'p.first_name',
      c_last: 'p.last_name',
      c_email: 'u.email',
      c_text: 's.user_agent',
      c_ip: 's.ip',
      c_flag: 'case when s.mfa_verified_at is not null then 1 else 0 end',
      c_at1: 's.created_at',
      c_at2: 's.last_used_at',
    })} from (select x.* from sessions x where x.revoked_at is null and x.expires_at > ? and x.user_id in ` +
      `(select sm.user_id from organization_members sm where ${STAFF_OF('sm')}) ` +
      'order by x.last_used_at desc, x.id asc limit ?) s ' +
      'join organization_members m on m.user_id = s.user_id and m.organization_id = ? ' +
      'join users u on u.id = s.user_id left join profiles p on p.user_id = s.user_id',
    `select 'day' as kind, ${columns({ c_day: 'd.day_number', c_failures: 'd.failures', c_lockouts: 'd.lockouts' })} ` +
      `from (select ${day} as day_number, ` +
      "sum(case when a.action = 'sign_in' then 1 else 0 end) as failures, " +
      "sum(case when a.action = 'account_locked' then 1 else 0 end) as lockouts from audit_events a " +
      "where a.created_at >= ? and a.outcome = 'failure' and a.action in ('sign_in', 'account_locked') " +
      'and a.actor_id in (select fm.user_id from organization_members fm where fm.organization_id = ? ' +
      `union select fp.user_id from profiles fp where fp.organization_id = ?) group by ${day}) d`,
    `select 'key' as kind, ${columns({
      c_id: 'cast(k.id as text)',
      c_at1: 'k.created_at',
      c_at2: 'k.rotated_at',
      c_at3: 'k.last_used_at',
    })} from ingestion_keys k where k.organization_id = ?`,
    `select 'event' as kind, ${columns({
      c_id: 'cast(e.id as text)',
      c_user: 'cast(e.actor_id as text)',
      c_first: 'p.first_name',
      c_last: 'p.last_name',
      c_email: 'u.email',
      c_text: 'e.action',
      c_ip: 'e.ip',
      c_outcome: 'e.outcome',
      c_target_type: 'e.target_type',
      c_target_id: 'e.target_id',
      c_at1: 'e.created_at',
    })} from (select x.* from audit_events x where x.organization_id = ? ` +
      `and x.action in (${placeholders(SENSITIVE_AUDIT_ACTIONS.length)}) ` +
      'order by x.created_at desc, x.id desc limit ?) e ' +
      'left join users u on u.id = e.actor_id left join profiles p on p.user_id = e.actor_id',
  ].join(' union all ');
  return queryRows<TSecurityRow>(em, sql, [
    organizationId,
    now,
    organizationId,
    MAX_LISTED_SESSIONS,
    organizationId,
    since,
    organizationId,
    organizationId,
    organizationId,
    organizationId,
    ...SENSITIVE_AUDIT_ACTIONS,
    maxActions,
  ]);
}
