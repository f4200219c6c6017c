import type { EntityManager } from '@mikro-orm/core';
import {
  CLIENT_DETAIL_LIMITS,
  type TClientAccount,
  type TClientCertificate,
  type TClientDetail,
  type TClientNote,
  type TClientOrder,
  type TClientPayout,
  type TKycStatus,
} from '@propdesk/shared/contracts';
import { isPostgreSql, jsonOf, queryRows } from '../../db/bulk-sql.ts';
import { numberOf } from '../../db/sql-rows.ts';
import { isoOf, nameOf, toClientRow, type TRawClientRow } from './client-rows.ts';
import { CLIENT_COLUMNS, clientScopeSql, FUNDED_ACCOUNT_SQL, SCOPED_FROM } from './client-scope.ts';
import { clientTimelineSql, TIMELINE_COLUMNS, toTimelineEntry } from './client-timeline-rows.ts';

/**
 * A JSON array of the rows of `fromSql` (its columns under their own names), as one column of the
 * outer statement: PostgreSQL and SQLite name the same functions differently. Rows come back in the
 * order of `fromSql` in practice; callers sort again rather than rely on it.
 */
function jsonRowsSql(isPostgres: boolean, columns: readonly string[], fromSql: string): string {
  const pairs = columns.map((column) => `'${column}', x.${column}`).join(', ');
  return isPostgres
    ? `coalesce((select json_agg(json_build_object(${pairs})) from (${fromSql}) x), '[]'::json)`
    : `(select coalesce(json_group_array(json_object(${pairs})), '[]') from (${fromSql}) x)`;
}

type TJsonRow = Record<string, unknown>;

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const instant = (value: unknown): string => isoOf(value) ?? new Date(0).toISOString();

// Every list below is scoped by the organization (the `?` after `organization_id`) as well as the
// client: a person who trades with two firms shows each firm only its own accounts, orders and payouts.
const ACCOUNTS_SQL =
  'select a.id, a.login, a.program, a.phase_kind, a.status, a.currency, a.account_size_minor, ' +
  'a.balance_minor, a.created_at from trading_accounts a where a.owner_id = c.user_id and ' +
  `a.organization_id = ? order by a.created_at desc, a.id desc limit ${CLIENT_DETAIL_LIMITS.accounts}`;
/**
 * The client's orders with their money from the ledger (balance, refunded, charged back) and the logins
 * of the accounts each bought that still trade, space-separated (logins hold no spaces): subqueries of
 * the same statement, so the details still cost one round trip.
 */
function ordersSql(isPostgres: boolean): string {
  const ledgerSum = (kinds: string, sign: string) =>
    `(select coalesce(sum(${sign}l.amount_minor), 0) from ledger_entries l where l.order_id = o.id${kinds})`;
  const logins = isPostgres ? "string_agg(a.login, ' ' order by a.login)" : "group_concat(a.login, ' ')";
  return (
    'select o.id, o.program, o.account_size_minor, o.price_minor, o.currency, o.status, o.created_at, ' +
    `o.paid_at, ${ledgerSum('', '')} as balance_minor, ` +
    `${ledgerSum(" and l.kind = 'refund'", '-')} as refunded_minor, ` +
    `${ledgerSum(" and l.kind in ('dispute', 'dispute_reversal')", '-')} as charged_back_minor, ` +
    `(select ${logins} from trading_accounts a where a.order_id = o.id and a.status in ('active', 'paused')) ` +
    'as live_account_logins from orders o where o.user_id = c.user_id and o.organization_id = ? ' +
    `order by o.created_at desc, o.id desc limit ${CLIENT_DETAIL_LIMITS.orders}`
  );
}
const PAYOUTS_SQL =
  'select y.id, a.login, y.status, y.amount_minor, y.currency, y.requested_at, y.paid_at from payouts y ' +
  'join trading_accounts a on a.id = y.account_id where y.owner_id = c.user_id and y.organization_id = ? ' +
  `order by y.requested_at desc, y.id desc limit ${CLIENT_DETAIL_LIMITS.payouts}`;
const CERTIFICATES_SQL =
  'select t.id, t.kind, t.login, t.code, t.amount_minor, t.currency, t.issued_at, t.revoked_at, ' +
  't.revocation_reason from certificates t where t.owner_id = c.user_id and t.organization_id = ? ' +
  `order by t.issued_at desc, t.id desc limit ${CLIENT_DETAIL_LIMITS.certificates}`;
const NOTES_SQL =
  'select n.id, n.text, ap.first_name, ap.last_name, ap.email, n.created_at from client_notes n ' +
  'left join profiles ap on ap.user_id = n.author_id where n.client_id = c.user_id and n.organization_id = ? ' +
  `order by n.created_at desc, n.id desc limit ${CLIENT_DETAIL_LIMITS.notes}`;

const COUNTS_SQL =
  '(select count(*) from trading_accounts a where a.owner_id = c.user_id and a.organization_id = ?) as accounts_count, ' +
  '(select count(*) from orders o where o.user_id = c.user_id and o.organization_id = ?) as orders_count, ' +
  '(select count(*) from payouts y where y.owner_id = c.user_id and y.organization_id = ?) as payouts_count, ' +
  '(select count(*) from certificates t where t.owner_id = c.user_id and t.organization_id = ?) as certificates_count, ' +
  '(select count(*) from client_notes n where n.client_id = c.user_id and n.organization_id = ?) as notes_count, ' +
  `(case when exists (${FUNDED_ACCOUNT_SQL}) then 1 else 0 end) as is_funded`;

const SESSION_COLUMNS =
  '(select count(*) from sessions s where s.user_id = c.user_id and s.revoked_at is null and s.expires_at > ?) as active_sessions, ' +
  '(select max(s.last_used_at) from sessions s where s.user_id = c.user_id) as last_active_at, ' +
  "(select max(e.created_at) from audit_events e where e.actor_id = c.user_id and e.action = 'sign_in' " +
  "and e.outcome = 'success') as last_sign_in_at";

type TRawDetailRow = TRawClientRow & {
  phone: string | null;
  kyc_submitted_at: unknown;
  kyc_reviewed_at: unknown;
  kyc_rejection_reason: string | null;
  active_sessions: unknown;
  last_active_at: unknown;
  orders_count: unknown;
  payouts_count: unknown;
  certificates_count: unknown;
  notes_count: unknown;
  accounts: unknown;
  orders: unknown;
  payouts: unknown;
  certificates: unknown;
  notes: unknown;
  timeline: unknown;
};

const byNewest = <T>(rows: T[], at: (row: T) => string): T[] =>
  rows.sort((a, b) => Date.parse(at(b)) - Date.parse(at(a)));

function toAccount(row: TJsonRow): TClientAccount {
  return {
    id: text(row['id']),
    login: text(row['login']),
    program: text(row['program']) as TClientAccount['program'],
    phaseKind: text(row['phase_kind']) as TClientAccount['phaseKind'],
    status: text(row['status']) as TClientAccount['status'],
    currency: text(row['currency']),
    accountSizeMinor: numberOf(row['account_size_minor']),
    balanceMinor: numberOf(row['balance_minor']),
    openedAt: instant(row['created_at']),
  };
}

function toOrder(row: TJsonRow): TClientOrder {
  return {
    id: text(row['id']),
    program: text(row['program']) as TClientOrder['program'],
    accountSizeMinor: numberOf(row['account_size_minor']),
    priceMinor: numberOf(row['price_minor']),
    currency: text(row['currency']),
    status: text(row['status']) as TClientOrder['status'],
    createdAt: instant(row['created_at']),
    paidAt: isoOf(row['paid_at']),
    balanceMinor: numberOf(row['balance_minor']),
    refundedMinor: numberOf(row['refunded_minor']),
    chargedBackMinor: numberOf(row['charged_back_minor']),
    liveAccountLogins: text(row['live_account_logins'])
      .split(' ')
      .filter((login) => login !== ''),
  };
}

function toPayout(row: TJsonRow): TClientPayout {
  return {
    id: text(row['id']),
    login: text(row['login']),
    status: text(row['status']) as TClientPayout['status'],
    amountMinor: numberOf(row['amount_minor']),
    currency: text(row['currency']),
    requestedAt: instant(row['requested_at']),
    paidAt: isoOf(row['paid_at']),
  };
}

function toCertificate(row: TJsonRow): TClientCertificate {
  return {
    id: text(row['id']),
    kind: text(row['kind']) as TClientCertificate['kind'],
    login: text(row['login']),
    code: text(row['code']),
    amountMinor: row['amount_minor'] === null ? null : numberOf(row['amount_minor']),
    currency: text(row['currency']),
    issuedAt: instant(row['issued_at']),
    revokedAt: isoOf(row['revoked_at']),
    revocationReason: (row['revocation_reason'] as string | null) ?? null,
  };
}

function toNote(row: TJsonRow): TClientNote {
  const author = {
    first_name: (row['first_name'] as string | null) ?? null,
    last_name: (row['last_name'] as string | null) ?? null,
    email: (row['email'] as string | null) ?? null,
  };
  const authorName = nameOf(author);
  return {
    id: text(row['id']),
    text: text(row['text']),
    authorName: authorName === '' ? null : authorName,
    createdAt: instant(row['created_at']),
  };
}

/**
 * One client of the organization with their accounts, orders, payouts, certificates, identity check, staff notes and
 * activity timeline, in one statement (each list a JSON column, the newest CLIENT_DETAIL_LIMITS of its
 * kind), so the details cost one round trip after the access check whatever the client's history. Null
 * when the person is not a client of this organization.
 */
export async function readClientDetail(
  em: EntityManager,
  { organizationId, userId, now }: { organizationId: string; userId: string; now: Date },
): Promise<TClientDetail | null> {
  const isPostgres = isPostgreSql(em);
  const scope = clientScopeSql(organizationId, userId);
  const timeline = clientTimelineSql(organizationId);
  const lists = [
    `${jsonRowsSql(isPostgres, ['id', 'login', 'program', 'phase_kind', 'status', 'currency', 'account_size_minor', 'balance_minor', 'created_at'], ACCOUNTS_SQL)} as accounts`,
    `${jsonRowsSql(isPostgres, ['id', 'program', 'account_size_minor', 'price_minor', 'currency', 'status', 'created_at', 'paid_at', 'balance_minor', 'refunded_minor', 'charged_back_minor', 'live_account_logins'], ordersSql(isPostgres))} as orders`,
    `${jsonRowsSql(isPostgres, ['id', 'login', 'status', 'amount_minor', 'currency', 'requested_at', 'paid_at'], PAYOUTS_SQL)} as payouts`,
    `${jsonRowsSql(isPostgres, ['id', 'kind', 'login', 'code', 'amount_minor', 'currency', 'issued_at', 'revoked_at', 'revocation_reason'], CERTIFICATES_SQL)} as certificates`,
    `${jsonRowsSql(isPostgres, ['id', 'text', 'first_name', 'last_name', 'email', 'created_at'], NOTES_SQL)} as notes`,
    `${jsonRowsSql(isPostgres, TIMELINE_COLUMNS, timeline.sql)} as timeline`,
  ];
  const [row] = await queryRows<TRawDetailRow>(
    em,
    `${scope.sql} select ${CLIENT_COLUMNS}, c.phone, v.submitted_at as kyc_submitted_at, ` +
      'v.reviewed_at as kyc_reviewed_at, v.rejection_reason as kyc_rejection_reason, ' +
      `${COUNTS_SQL}, ${SESSION_COLUMNS}, ${lists.join(', ')} ${SCOPED_FROM}`,
    [
      ...scope.params,
      ...new Array<string>(6).fill(organizationId),
      now,
      ...new Array<string>(5).fill(organizationId),
      ...timeline.params,
    ],
  );
  if (row === undefined) return null;
  const accounts = byNewest(jsonOf<TJsonRow[]>(row.accounts).map(toAccount), (each) => each.openedAt);
  return {
    client: {
      ...toClientRow(row),
      firstName: row.first_name ?? '',
      lastName: row.last_name ?? '',
      phone: row.phone,
      blockedAt: isoOf(row.disabled_at),
      activeSessions: numberOf(row.active_sessions),
      lastActiveAt: isoOf(row.last_active_at),
    },
    kyc: {
      status: row.kyc_status as TKycStatus,
      submittedAt: isoOf(row.kyc_submitted_at),
      reviewedAt: isoOf(row.kyc_reviewed_at),
      rejectionReason: row.kyc_rejection_reason,
    },
    accounts,
    orders: byNewest(jsonOf<TJsonRow[]>(row.orders).map(toOrder), (each) => each.createdAt),
    payouts: byNewest(jsonOf<TJsonRow[]>(row.payouts).map(toPayout), (each) => each.requestedAt),
    certificates: byNewest(jsonOf<TJsonRow[]>(row.certificates).map(toCertificate), (each) => each.issuedAt),
    notes: byNewest(jsonOf<TJsonRow[]>(row.notes).map(toNote), (each) => each.createdAt),
    timeline: byNewest(jsonOf<TJsonRow[]>(row.timeline).map(toTimelineEntry), (each) => each.at),
    totals: {
      accounts: numberOf(row.accounts_count),
      orders: numberOf(row.orders_count),
      payouts: numberOf(row.payouts_count),
      certificates: numberOf(row.certificates_count),
      notes: numberOf(row.notes_count),
    },
  };
}
