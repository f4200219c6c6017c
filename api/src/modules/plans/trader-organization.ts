import type { EntityManager } from '@mikro-orm/core';
import { selectRows } from '../../db/sql-rows.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { DEFAULT_ORGANIZATION_SLUG, Organization, type TOrganization } from '../tenancy/index.ts';

// The profile's organization, else the default firm, in one statement.
const TRADER_ORGANIZATION_SQL =
  'select o.id, o.status from organizations o where o.id = coalesce(' +
  '(select p.organization_id from profiles p where p.user_id = ?), ' +
  '(select d.id from organizations d where d.slug = ?))';

/**
 * The firm a trader buys from: the organization on their profile (set when they signed up under
 * /client/{slug}), otherwise the platform's default firm. Only an active organization sells.
 */
export async function findTraderOrganization(
  em: EntityManager,
  userId: string,
): Promise<Pick<TOrganization, 'id'>> {
  const [organization] = await selectRows(em, Organization, {
    sql: TRADER_ORGANIZATION_SQL,
    params: [userId, DEFAULT_ORGANIZATION_SLUG],
    properties: ['id', 'status'],
  });
  if (organization === undefined || organization.status !== 'active') {
    throw DomainError.notFound('Your organization does not sell challenges at the moment');
  }
  return { id: organization.id };
}

/**
 * The firm a trader belongs to, whatever its status: the one on their profile, else the default firm
 * (where a trader who signed up at /auth buys). Its staff review the trader's identity check.
 */
export async function findTraderFirmId(em: EntityManager, userId: string): Promise<string | null> {
  const [organization] = await selectRows(em, Organization, {
    sql: TRADER_ORGANIZATION_SQL,
    params: [userId, DEFAULT_ORGANIZATION_SLUG],
    properties: ['id', 'status'],
  });
  return organization?.id ?? null;
}
