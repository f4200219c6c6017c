import type { EntityManager } from '@mikro-orm/core';
import type { TActivityEvent, TActivityFilters, TAuditOutcome } from '@propdesk/shared/contracts';
import { z } from 'zod';
import { epochMsOf, jsonOf, queryRows } from '../../db/bulk-sql.ts';

/** The filters of a list or an export, in the organization they are scoped by. */
export type TActivityScope = TActivityFilters & { organizationId: string };

/** Where a page starts: strictly older than this event (newest first by instant, then id). */
export type TActivityPosition = { atMs: number; id: string };

type TRawActivityRow = {
  id: string;
  created_at: unknown;
  actor_id: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  outcome: TAuditOutcome;
  ip: string | null;
  user_agent: string | null;
  details: unknown;
};

const COLUMNS =
  'e.id, e.created_at, e.actor_id, pr.first_name, pr.last_name, pr.email, e.action, e.target_type, ' +
  'e.target_id, e.outcome, e.ip, e.user_agent, e.details';
const FROM = 'from audit_events e left join profiles pr on pr.user_id = e.actor_id';
const ZUuid = z.uuid();

/** A LIKE pattern that finds `text` anywhere, its own % and _ taken literally (escaped with \). */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

/**
 * `where` of the activity filters on `audit_events e` (with the actor's profile `pr`). Do not loosen: the
 * organization comes first and always, so no filter can reach another firm's events, nor the platform's
 * own (sign-ins and other events recorded without an organization).
 */
export function activityWhere(scope: TActivityScope): { sql: string; params: unknown[] } {
  const clauses = ['e.organization_id = ?'];
  const params: unknown[] = [scope.organizationId];
  if (scope.actor !== undefined) {
    if (ZUuid.safeParse(scope.actor).success) {
      clauses.push('e.actor_id = ?');
      params.push(scope.actor.toLowerCase());
    } else {
      const pattern = containsPattern(scope.actor);
      clauses.push(
        "(lower(pr.email) like ? escape '\\' or lower(pr.first_name || ' ' || pr.last_name) like ? escape '\\')",
      );
      params.push(pattern, pattern);
    }
  }
  const exact: [string, string | undefined][] = [
    ['e.action', scope.action],
    ['e.target_type', scope.targetType],
    ['e.target_id', scope.targetId],
    ['e.outcome', scope.outcome],
  ];
  for (const [column, value] of exact) {
    if (value === undefined) continue;
    clauses.push(`${column} = ?`);
    params.push(value);
  }
  if (scope.from !== undefined) {
    clauses.push('e.created_at >= ?');
    params.push(new Date(scope.from));
  }
  if (scope.to !== undefined) {
    clauses.push('e.created_at < ?');
    params.push(new Date(scope.to));
  }
  return { sql: clauses.join(' and '), params };
}

/** Keys a details object must never show, whatever an action recorded: masked, not dropped. */
const SECRET_KEY = /password|passphrase|secret|token|hash|otp|recovery|authori[sz]ation|cookie/i;

/** Details as staff may read them: any value under a key named like a secret is masked, at any depth. */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      SECRET_KEY.test(key) ? '[redacted]' : maskSecrets(inner),
    ]),
  );
}

function toActivityEvent(row: TRawActivityRow): TActivityEvent {
  const name = `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim();
  const details = row.details === null ? null : jsonOf<unknown>(row.details);
  return {
    id: row.id,
    at: new Date(epochMsOf(row.created_at) ?? 0).toISOString(),
    actor:
      row.actor_id === null
        ? null
        : { id: row.actor_id, name: name === '' ? (row.email ?? '') : name, email: row.email ?? '' },
    action: row.action,
    target: row.target_type === null ? null : { type: row.target_type, id: row.target_id ?? '' },
    outcome: row.outcome,
    ip: row.ip,
    userAgent: row.user_agent,
    details:
      details !== null && typeof details === 'object' && !Array.isArray(details)
        ? (maskSecrets(details) as Record<string, unknown>)
        : null,
  };
}

/**
 * Up to `limit` events of the organization matching the filters, newest first, strictly older than
 * `after` when given: one statement. Keyset paging (instant, id) stays as fast on the thousandth page as on
 * the first, and a page never repeats or skips an event while new ones are written.
 */
export async function readActivityEvents(
  em: EntityManager,
  scope: TActivityScope,
  after: TActivityPosition | null,
  limit: number,
): Promise<TActivityEvent[]> {
  const where = activityWhere(scope);
  const keyset = after === null ? '' : ' and (e.created_at < ? or (e.created_at = ? and e.id < ?))';
  const keysetParams = after === null ? [] : [new Date(after.atMs), new Date(after.atMs), after.id];
  const rows = await queryRows<TRawActivityRow>(
    em,
    `select ${COLUMNS} ${FROM} where ${where.sql}${keyset} order by e.created_at desc, e.id desc limit ?`,
    [...where.params, ...keysetParams, limit],
  );
  return rows.map(toActivityEvent);
}

/** The cursor of the page after `events` (a full page), or null after the last one. */
export function positionAfter(events: readonly TActivityEvent[]): TActivityPosition | null {
  const last = events.at(-1);
  return last === undefined ? null : { atMs: Date.parse(last.at), id: last.id };
}
