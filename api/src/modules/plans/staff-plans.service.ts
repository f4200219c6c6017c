import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { ERROR_CODES, type TPlanInput, type TStaffPlan } from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import type { TActor } from '../../http/actor.ts';
import { AUDIT_ACTIONS, recordAuditEvent, type TClientInfo } from '../audit/index.ts';
import { Plan, type TPlan } from './plan.entity.ts';
import { resetColumnsOf, resetOfferOf } from './plan-reset-offer.ts';

function toStaffPlan(plan: TPlan): TStaffPlan {
  return {
    id: plan.id,
    program: plan.program,
    accountSizeMinor: plan.accountSizeMinor,
    feeMinor: plan.feeMinor,
    currency: plan.currency,
    active: plan.active,
    displayOrder: plan.displayOrder,
    resetOffer: resetOfferOf(plan),
    updatedAt: plan.updatedAt.toISOString(),
  };
}

/** Every plan of the firm, on sale or not, by program, order and size (the route checked settings.read). */
export async function listStaffPlans(em: EntityManager, organizationId: string): Promise<TStaffPlan[]> {
  const plans = await em.find(
    Plan,
    { organization: organizationId },
    { orderBy: { program: 'asc', displayOrder: 'asc', accountSizeMinor: 'asc' } },
  );
  return plans.map(toStaffPlan);
}

type TPlanChange = {
  em: EntityManager;
  actor: TActor;
  organizationId: string;
  client: TClientInfo;
  input: TPlanInput;
};

/** A program sells each size once: a second plan of the same size would be two rows of one price. */
async function assertSizeFree(change: TPlanChange, exceptPlanId: string | null): Promise<void> {
  const clash = await change.em.count(Plan, {
    organization: change.organizationId,
    program: change.input.program,
    accountSizeMinor: change.input.accountSizeMinor,
    ...(exceptPlanId === null ? {} : { id: { $ne: exceptPlanId } }),
  });
  if (clash > 0) throw new DomainError(ERROR_CODES.conflict, 'This program already sells this account size');
}

function audit(
  change: TPlanChange,
  action: typeof AUDIT_ACTIONS.planCreated | typeof AUDIT_ACTIONS.planUpdated,
  planId: string,
) {
  recordAuditEvent(change.em, {
    action,
    outcome: 'success',
    actor: change.actor.userId,
    client: change.client,
    organizationId: change.organizationId,
    target: { type: 'plan', id: planId },
    details: { ...change.input },
  });
}

/**
 * Adds a plan (settings.manage). It sells with its program's rules in force; accounts already bought keep
 * the terms they were bought with (orders freeze them), so a price change never touches them.
 */
export async function createStaffPlan(change: TPlanChange): Promise<TStaffPlan> {
  await assertSizeFree(change, null);
  const { resetOffer, ...terms } = change.input;
  const plan = change.em.create(Plan, {
    organization: change.organizationId,
    ...terms,
    ...resetColumnsOf(resetOffer),
  });
  audit(change, AUDIT_ACTIONS.planCreated, plan.id);
  try {
    await change.em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException)
      throw DomainError.conflict('This plan exists already');
    throw error;
  }
  return toStaffPlan(plan);
}

/** Changes a plan, on sale or not (settings.manage); a plan of another firm is not found. */
export async function updateStaffPlan(change: TPlanChange & { planId: string }): Promise<TStaffPlan> {
  const plan = await change.em.findOne(Plan, { id: change.planId, organization: change.organizationId });
  if (plan === null) throw DomainError.notFound('Plan not found');
  await assertSizeFree(change, plan.id);
  const { resetOffer, ...terms } = change.input;
  change.em.assign(plan, { ...terms, ...resetColumnsOf(resetOffer) });
  audit(change, AUDIT_ACTIONS.planUpdated, plan.id);
  await change.em.flush();
  return toStaffPlan(plan);
}
