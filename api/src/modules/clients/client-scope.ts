import type { TClientFilters } from '@propdesk/shared/contracts';
import { DEFAULT_ORGANIZATION_SLUG } from '../tenancy/index.ts';

export type TSqlPart = { sql: string; params: unknown[] };

/** The profile columns every read of clients starts from, as the scope answers them. */
const SCOPED_COLUMNS =
  'p.user_id, p.first_name, p.last_name, p.email, p.country, p.phone, p.created_at as joined_at';

/**
 * `with scoped as (…)`: the clients of one organization, optionally one of them. A client is a person
 * whose profile belongs to the organization and, for the platform's default firm, also a trader of no
 * firm, who buys and is reviewed there (plans/trader-organization.ts). Staff are never clients: an
 * owner's profile belongs to the firm they run, and someone who is staff anywhere is not a trader of no
 * firm. Two arms rather than an OR, so each reads its index of profiles, and the first looks for staff
 * among this organization's members only, so its cost follows the firm's size, not the platform's.
 *
 * !!! Security invariant (tenant isolation): every read of clients starts from this scope, and the
 * organization is the one the access check was made for. Loosening it (an OR on a caller's filter, the
 * second arm without its default-firm check) lists another firm's traders to this firm's staff. !!!
 */
export function clientScopeSql(organizationId: string, userId?: string): TSqlPart {
  const one = userId === undefined ? '' : ' and p.user_id = ?';
  const oneParams = userId === undefined ? [] : [userId];
  return {
    sql:
      `with scoped as (select ${SCOPED_COLUMNS} from profiles p ` +
      `where p.organization_id = ? and p.role = 'client'${one} and not exists (select 1 from ` +
      "organization_members m where m.organization_id = ? and m.user_id = p.user_id and m.role <> 'user') " +
      `union all select ${SCOPED_COLUMNS} from profiles p ` +
      `where p.organization_id is null and p.role = 'client'${one} ` +
      'and exists (select 1 from organizations d where d.id = ? and d.slug = ?) and not exists (select 1 ' +
      "from organization_members m where m.user_id = p.user_id and m.role <> 'user'))",
    params: [
      organizationId,
      ...oneParams,
      organizationId,
      ...oneParams,
      organizationId,
      DEFAULT_ORGANIZATION_SLUG,
    ],
  };
}

/** The person's user row and identity check, for reads that show them. */
export const CLIENT_JOINS =
  'join users u on u.id = c.user_id left join identity_verifications v on v.user_id = c.user_id';
export const SCOPED_FROM = `from scoped c ${CLIENT_JOINS}`;

/** The columns of a client row read from the scope and CLIENT_JOINS (the counts come per row later). */
export const CLIENT_COLUMNS =
  'c.user_id, c.first_name, c.last_name, c.email, c.country, c.joined_at, u.disabled_at, ' +
  "u.email_verified_at, coalesce(v.status, 'not_started') as kyc_status";

/** A live funded account of the client at this firm: a funded phase or an instant account, not ended. */
export const FUNDED_ACCOUNT_SQL =
  'select 1 from trading_accounts a where a.owner_id = c.user_id and a.organization_id = ? ' +
  "and a.phase_kind in ('funded', 'instant') and a.status in ('active', 'paused')";

/** `%term%` for LIKE, with the term's own wildcards taken literally. */
function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The filters on `scoped c`: the joins they need (only those: a list picks its page before it reads
 * anything else of a client) and the `where` (`1 = 1` without any filter).
 */
export function clientFilterSql(filters: TClientFilters): TSqlPart & { joins: string } {
  const joins: string[] = [];
  const clauses = ['1 = 1'];
  const params: unknown[] = [];
  const search = filters.search ?? '';
  if (search !== '') {
    // lower() on both sides: SQLite's LIKE ignores case only for ASCII, PostgreSQL's never does.
    clauses.push(
      "(lower(c.first_name || ' ' || c.last_name) like ? escape '\\' or lower(c.email) like ? escape '\\')",
    );
    params.push(containsPattern(search), containsPattern(search));
  }
  if (filters.country !== undefined) {
    clauses.push('c.country = ?');
    params.push(filters.country);
  }
  if (filters.kyc !== undefined) {
    joins.push('left join identity_verifications fv on fv.user_id = c.user_id');
    clauses.push("coalesce(fv.status, 'not_started') = ?");
    params.push(filters.kyc);
  }
  if (filters.funded !== undefined) {
    clauses.push(`${filters.funded ? '' : 'not '}exists (${FUNDED_ACCOUNT_SQL})`);
    params.push(filters.organizationId);
  }
  if (filters.blocked !== undefined) {
    joins.push('join users fu on fu.id = c.user_id');
    clauses.push(filters.blocked ? 'fu.disabled_at is not null' : 'fu.disabled_at is null');
  }
  if (filters.joinedFrom !== undefined) {
    clauses.push('c.joined_at >= ?');
    params.push(new Date(filters.joinedFrom));
  }
  if (filters.joinedTo !== undefined) {
    clauses.push('c.joined_at < ?');
    params.push(new Date(filters.joinedTo));
  }
  return { joins: joins.join(' '), sql: clauses.join(' and '), params };
}
