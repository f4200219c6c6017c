import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { ERROR_CODES, type TCoupon as TCouponRecord, type TCouponInput } from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import type { TActor } from '../../http/actor.ts';
import { AUDIT_ACTIONS, recordAuditEvent, type TAuditAction, type TClientInfo } from '../audit/index.ts';
import { Plan } from '../plans/index.ts';
import { Coupon, type TCoupon } from './coupon.entity.ts';
import { toCouponRecord } from './coupon-rows.ts';

type TCouponChange = {
  em: EntityManager;
  actor: TActor;
  organizationId: string;
  client: TClientInfo;
};

/** The columns a coupon's input sets: the kind's own amount, the other one null. */
function columnsOf(input: TCouponInput) {
  const isPercent = input.kind === 'percent';
  return {
    code: input.code,
    codeKey: input.code.toLowerCase(),
    kind: input.kind,
    percentOff: isPercent ? input.percentOff : null,
    amountOffMinor: isPercent ? null : input.amountOffMinor,
    currency: isPercent ? null : input.currency,
    planIds: [...new Set(input.planIds)],
    startsAt: new Date(input.startsAt),
    endsAt: input.endsAt === null ? null : new Date(input.endsAt),
    maxUses: input.maxUses,
    maxUsesPerTrader: input.maxUsesPerTrader,
    active: input.active,
  };
}

/** Do not loosen: a coupon names only its own firm's plans (another firm's plan id is refused as unknown). */
async function assertOwnPlans(change: TCouponChange, planIds: readonly string[]): Promise<void> {
  const unique = [...new Set(planIds)];
  if (unique.length === 0) return;
  const own = await change.em.count(Plan, { id: { $in: unique }, organization: change.organizationId });
  if (own !== unique.length) {
    throw new DomainError(ERROR_CODES.validation, 'Request validation failed', {
      details: {
        issues: [
          { location: 'body', path: '/planIds', code: 'custom', message: 'Choose plans of this firm' },
        ],
      },
    });
  }
}

function audit(change: TCouponChange, action: TAuditAction, coupon: TCoupon): void {
  recordAuditEvent(change.em, {
    action,
    outcome: 'success',
    actor: change.actor.userId,
    client: change.client,
    organizationId: change.organizationId,
    target: { type: 'coupon', id: coupon.id },
    details: { code: coupon.code, kind: coupon.kind, active: coupon.active },
  });
}

/** Writes the change; a code the firm already uses (in any letter case) is a 409. */
async function flushCoupon(change: TCouponChange): Promise<void> {
  try {
    await change.em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      throw DomainError.conflict('This firm already has a coupon with this code');
    }
    throw error;
  }
}

/** Adds a coupon (settings.manage). */
export async function createCoupon(change: TCouponChange & { input: TCouponInput }): Promise<TCouponRecord> {
  await assertOwnPlans(change, change.input.planIds);
  const coupon = change.em.create(Coupon, {
    organization: change.organizationId,
    ...columnsOf(change.input),
    usedCount: 0,
  });
  audit(change, AUDIT_ACTIONS.couponCreated, coupon);
  await flushCoupon(change);
  return toCouponRecord(coupon);
}

async function findOwnCoupon(change: TCouponChange, couponId: string): Promise<TCoupon> {
  // Do not loosen: scoped by organization, so another firm's coupon is a 404 like an unknown id.
  const coupon = await change.em.findOne(Coupon, { id: couponId, organization: change.organizationId });
  if (coupon === null) throw DomainError.notFound('Coupon not found');
  return coupon;
}

/**
 * Changes a coupon (settings.manage). Orders already placed keep the price they were given; the uses
 * they hold still count against the new limits.
 */
export async function updateCoupon(
  change: TCouponChange & { couponId: string; input: TCouponInput },
): Promise<TCouponRecord> {
  const coupon = await findOwnCoupon(change, change.couponId);
  await assertOwnPlans(change, change.input.planIds);
  change.em.assign(coupon, columnsOf(change.input));
  audit(change, AUDIT_ACTIONS.couponUpdated, coupon);
  await flushCoupon(change);
  return toCouponRecord(coupon);
}

/** Takes a coupon off offer (settings.manage): traders are told the code is not valid. Idempotent. */
export async function deactivateCoupon(change: TCouponChange & { couponId: string }): Promise<TCouponRecord> {
  const coupon = await findOwnCoupon(change, change.couponId);
  if (coupon.active) {
    coupon.active = false;
    audit(change, AUDIT_ACTIONS.couponDeactivated, coupon);
    await change.em.flush();
  }
  return toCouponRecord(coupon);
}
