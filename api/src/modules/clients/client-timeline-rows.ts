import {
  CLIENT_DETAIL_LIMITS,
  type TClientTimelineEntry,
  type TClientTimelineKind,
} from '@propdesk/shared/contracts';
import { numberOf } from '../../db/sql-rows.ts';
import { isoOf } from './client-rows.ts';

const LIMIT = CLIENT_DETAIL_LIMITS.timeline;
const NO_AMOUNT = 'cast(null as integer) as amount_minor, cast(null as text) as currency';
const NO_ACTOR = 'cast(null as text) as actor_name';

/**
 * One source of the timeline, its own newest LIMIT rows so no source is read whole. `c.user_id` is the
 * client of the statement the timeline is a column of; `orgParams` says how many `?` name the
 * organization.
 */
type TArm = { sql: string; orgParams: number };

const PAYOUT_FROM =
  'from payouts y join trading_accounts a on a.id = y.account_id where y.owner_id = c.user_id and y.organization_id = ?';
const payoutArm = (event: string, column: string, condition = ''): TArm => ({
  sql:
    `select cast(y.id as text) || ':${column}' as id, y.${column} as at, 'payout' as kind, ${event} as event, ` +
    `a.login as subject, y.amount_minor, y.currency, ${NO_ACTOR} ${PAYOUT_FROM}${condition} ` +
    `order by y.${column} desc limit ${LIMIT}`,
  orgParams: 1,
});

const ARMS: readonly TArm[] = [
  // Sign-ins are the person's own, in no organization: their audit events as the sign-in wrote them.
  {
    sql:
      "select cast(e.id as text) as id, e.created_at as at, 'sign_in' as kind, 'sign_in' as event, " +
      `e.ip as subject, ${NO_AMOUNT}, ${NO_ACTOR} from audit_events e where e.actor_id = c.user_id ` +
      `and e.action = 'sign_in' and e.outcome = 'success' order by e.created_at desc limit ${LIMIT}`,
    orgParams: 0,
  },
  {
    sql:
      "select cast(o.id as text) as id, o.created_at as at, 'order' as kind, o.status as event, " +
      `o.program as subject, o.price_minor as amount_minor, o.currency, ${NO_ACTOR} from orders o ` +
      `where o.user_id = c.user_id and o.organization_id = ? order by o.created_at desc limit ${LIMIT}`,
    orgParams: 1,
  },
  // The account's milestones; single trades are the account page's business, not the client's story.
  {
    sql:
      "select cast(x.id as text) as id, x.at, 'account' as kind, x.kind as event, a.login as subject, " +
      `${NO_AMOUNT}, ${NO_ACTOR} from account_activities x join trading_accounts a on a.id = x.account_id ` +
      "where x.owner_id = c.user_id and a.organization_id = ? and x.kind not in ('position_opened', 'position_closed') " +
      `order by x.at desc limit ${LIMIT}`,
    orgParams: 1,
  },
  payoutArm("'requested'", 'requested_at'),
  payoutArm(
    "case when y.status = 'rejected' then 'rejected' else 'approved' end",
    'decided_at',
    ' and y.decided_at is not null',
  ),
  payoutArm("'paid'", 'paid_at', ' and y.paid_at is not null'),
  // The identity check is the person's (one per person), whichever firm reviews it.
  {
    sql:
      "select cast(v.id as text) || ':submitted' as id, v.submitted_at as at, 'kyc' as kind, " +
      `'submitted' as event, cast(null as text) as subject, ${NO_AMOUNT}, ${NO_ACTOR} ` +
      'from identity_verifications v where v.user_id = c.user_id and v.submitted_at is not null',
    orgParams: 0,
  },
  {
    sql:
      "select cast(v.id as text) || ':reviewed' as id, v.reviewed_at as at, 'kyc' as kind, v.status as event, " +
      `cast(null as text) as subject, ${NO_AMOUNT}, ${NO_ACTOR} from identity_verifications v ` +
      "where v.user_id = c.user_id and v.reviewed_at is not null and v.status in ('approved', 'rejected')",
    orgParams: 0,
  },
  // What this organization's staff did to the client, and the client's own joining (another firm's
  // actions stay in its own trail).
  {
    sql:
      "select cast(e.id as text) as id, e.created_at as at, 'staff_action' as kind, e.action as event, " +
      `cast(null as text) as subject, ${NO_AMOUNT}, ` +
      // The client's own recorded steps (joining the firm) are theirs, not a staff member's: no "by".
      "case when e.actor_id = c.user_id then null else trim(coalesce(ap.first_name, '') || ' ' || " +
      "coalesce(ap.last_name, '')) end as actor_name " +
      'from audit_events e left join profiles ap on ap.user_id = e.actor_id where e.organization_id = ? ' +
      `and e.target_type = 'user' and e.target_id = cast(c.user_id as text) order by e.created_at desc limit ${LIMIT}`,
    orgParams: 1,
  },
];

/** The columns of a timeline entry, as the JSON column of the client's details names them. */
export const TIMELINE_COLUMNS = [
  'id',
  'at',
  'kind',
  'event',
  'subject',
  'amount_minor',
  'currency',
  'actor_name',
] as const;

/**
 * The client's activity timeline (the client being `c.user_id` of the enclosing statement), newest first
 * and at most CLIENT_DETAIL_LIMITS.timeline entries, from the tables that already record each thing: no
 * table of its own to keep in step.
 */
export function clientTimelineSql(organizationId: string): { sql: string; params: unknown[] } {
  return {
    sql: `${ARMS.map((arm) => `select * from (${arm.sql}) t`).join(' union all ')} order by at desc, id desc limit ${LIMIT}`,
    params: ARMS.flatMap((arm) => new Array<string>(arm.orgParams).fill(organizationId)),
  };
}

export function toTimelineEntry(row: Record<string, unknown>): TClientTimelineEntry {
  const amount = row['amount_minor'];
  const actorName = row['actor_name'];
  return {
    id: String(row['id']),
    at: isoOf(row['at']) ?? new Date(0).toISOString(),
    kind: row['kind'] as TClientTimelineKind,
    event: String(row['event']),
    subject: (row['subject'] as string | null | undefined) ?? null,
    amountMinor: amount === null || amount === undefined ? null : numberOf(amount),
    currency: (row['currency'] as string | null | undefined) ?? null,
    actorName: typeof actorName === 'string' && actorName !== '' ? actorName : null,
  };
}
