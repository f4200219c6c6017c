import type { EntityManager } from '@mikro-orm/core';
import {
  invitationStateOf,
  type TInvitation,
  type TInvitationListQuery,
  type TInvitationPage,
  type TPublicInvitation,
  type TStaffMemberRole,
} from '@propdesk/shared/contracts';
import { epochMsOf, queryRows } from '../../db/bulk-sql.ts';
import { numberOf } from '../../db/sql-rows.ts';

type TInvitationRow = {
  id: string;
  email: string;
  role: TStaffMemberRole;
  sent_at: unknown;
  expires_at: unknown;
  accepted_at: unknown;
  revoked_at: unknown;
  inviter_first_name: string | null;
  inviter_last_name: string | null;
  inviter_email: string | null;
};

function isoOf(value: unknown): string {
  return new Date(epochMsOf(value) ?? 0).toISOString();
}

/** The person who sent an invitation, by name, else by address; null once their account is gone. */
export function inviterNameOf(
  first: string | null | undefined,
  last: string | null | undefined,
  email: string | null | undefined,
): string | null {
  const name = `${first ?? ''} ${last ?? ''}`.trim();
  return name === '' ? (email ?? null) : name;
}

export function toInvitation(row: TInvitationRow, now: number): TInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    state: invitationStateOf(
      {
        acceptedAt: epochMsOf(row.accepted_at),
        revokedAt: epochMsOf(row.revoked_at),
        expiresAt: epochMsOf(row.expires_at) ?? 0,
      },
      now,
    ),
    invitedByName: inviterNameOf(row.inviter_first_name, row.inviter_last_name, row.inviter_email),
    sentAt: isoOf(row.sent_at),
    expiresAt: isoOf(row.expires_at),
  };
}

const INVITATION_SELECT_SQL =
  'select i.id, i.email, i.role, i.sent_at, i.expires_at, i.accepted_at, i.revoked_at, ' +
  'pr.first_name as inviter_first_name, pr.last_name as inviter_last_name, u.email as inviter_email';
const INVITATION_FROM_SQL =
  'from organization_invitations i left join users u on u.id = i.invited_by_id ' +
  'left join profiles pr on pr.user_id = i.invited_by_id';

/**
 * One page of an organization's open invitations (neither accepted nor revoked; past their 7 days they
 * read `expired` and can be sent again), newest first, with the total: one statement. Do not loosen: the
 * organization comes first and always.
 */
export async function readInvitationPage(
  em: EntityManager,
  query: TInvitationListQuery & { organizationId: string; now: number },
): Promise<TInvitationPage> {
  const clauses = ['i.organization_id = ?', 'i.accepted_at is null', 'i.revoked_at is null'];
  const params: unknown[] = [query.organizationId];
  if (query.role !== undefined) {
    clauses.push('i.role = ?');
    params.push(query.role);
  }
  const rows = await queryRows<TInvitationRow & { total: unknown }>(
    em,
    `${INVITATION_SELECT_SQL}, count(*) over () as total ${INVITATION_FROM_SQL} ` +
      `where ${clauses.join(' and ')} order by i.sent_at desc, i.id desc limit ? offset ?`,
    [...params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return {
    invitations: rows.map((row) => toInvitation(row, query.now)),
    total: numberOf(rows[0]?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One invitation of the organization as its staff see it; null when it is not the organization's. */
export async function readInvitation(
  em: EntityManager,
  { organizationId, invitationId, now }: { organizationId: string; invitationId: string; now: number },
): Promise<TInvitation | null> {
  const rows = await queryRows<TInvitationRow>(
    em,
    `${INVITATION_SELECT_SQL} ${INVITATION_FROM_SQL} where i.organization_id = ? and i.id = ?`,
    [organizationId, invitationId],
  );
  const row = rows[0];
  return row === undefined ? null : toInvitation(row, now);
}

/**
 * What the holder of a link may know before signing in: the organization's name, the role, the invited
 * address and the invitation's state, and nothing else. One statement; null for an unknown token (a
 * resent invitation's older link included).
 */
export async function readPublicInvitation(
  em: EntityManager,
  { tokenHash, now }: { tokenHash: string; now: number },
): Promise<TPublicInvitation | null> {
  const rows = await queryRows<TInvitationRow & { organization_name: string }>(
    em,
    `${INVITATION_SELECT_SQL}, o.name as organization_name ${INVITATION_FROM_SQL} ` +
      'join organizations o on o.id = i.organization_id where i.token_hash = ?',
    [tokenHash],
  );
  const row = rows[0];
  if (row === undefined) return null;
  const invitation = toInvitation(row, now);
  return {
    organizationName: row.organization_name,
    role: invitation.role,
    email: invitation.email,
    state: invitation.state,
  };
}
