import type { EntityManager } from '@mikro-orm/core';
import type { TCoupon as TCouponRecord, TCouponPage } from '@propdesk/shared/contracts';
import { numberOf, selectRows, type TSqlParam } from '../../db/sql-rows.ts';
import { Coupon } from './coupon.entity.ts';

const COUPON_PROPERTIES = [
  'id',
  'code',
  'kind',
  'percentOff',
  'amountOffMinor',
  'currency',
  'planIds',
  'startsAt',
  'endsAt',
  'maxUses',
  'maxUsesPerTrader',
  'usedCount',
  'active',
  'createdAt',
  'updatedAt',
] as const;

const COUPON_COLUMNS =
  'c.id, c.code, c.kind, c.percent_off, c.amount_off_minor, c.currency, c.plan_ids, c.starts_at, c.ends_at, ' +
  'c.max_uses, c.max_uses_per_trader, c.used_count, c.active, c.created_at, c.updated_at';

/** A coupon as staff read it. */
export function toCouponRecord(coupon: {
  id: string;
  code: string;
  kind: TCouponRecord['kind'];
  percentOff?: number | null;
  amountOffMinor?: number | null;
  currency?: string | null;
  planIds: string[];
  startsAt: Date;
  endsAt?: Date | null;
  maxUses?: number | null;
  maxUsesPerTrader?: number | null;
  usedCount: number;
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
}): TCouponRecord {
  return {
    id: coupon.id,
    code: coupon.code,
    kind: coupon.kind,
    percentOff: coupon.percentOff ?? null,
    amountOffMinor: coupon.amountOffMinor ?? null,
    currency: coupon.currency ?? null,
    planIds: coupon.planIds,
    startsAt: coupon.startsAt.toISOString(),
    endsAt: coupon.endsAt?.toISOString() ?? null,
    maxUses: coupon.maxUses ?? null,
    maxUsesPerTrader: coupon.maxUsesPerTrader ?? null,
    usedCount: coupon.usedCount,
    active: coupon.active,
    createdAt: coupon.createdAt.toISOString(),
    updatedAt: coupon.updatedAt.toISOString(),
  };
}

/** A LIKE pattern that finds `text` anywhere, its own % and _ taken literally (escaped with \). */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

/**
 * One page of the firm's coupons, newest first, in one statement with its total (the route checked
 * settings.read for the organization). Do not loosen: every row is the organization's own.
 */
export async function readCouponPage(
  em: EntityManager,
  {
    organizationId,
    search,
    page,
    pageSize,
  }: { organizationId: string; search?: string | undefined; page: number; pageSize: number },
): Promise<TCouponPage> {
  const term = search === undefined || search === '' ? null : containsPattern(search);
  const params: TSqlParam[] = [
    organizationId,
    ...(term === null ? [] : [term]),
    pageSize,
    (page - 1) * pageSize,
  ];
  const rows = await selectRows(em, Coupon, {
    sql:
      `select ${COUPON_COLUMNS}, count(*) over () as total from coupons c where c.organization_id = ?` +
      `${term === null ? '' : " and c.code_key like ? escape '\\'"} ` +
      'order by c.created_at desc, c.id limit ? offset ?',
    params,
    properties: COUPON_PROPERTIES,
  });
  const [first] = rows;
  return {
    coupons: rows.map(toCouponRecord),
    total: first === undefined ? 0 : numberOf(first.total),
    page,
    pageSize,
  };
}
