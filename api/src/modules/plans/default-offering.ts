import type { EntityManager } from '@mikro-orm/core';
import {
  DEFAULT_RULE_SETS,
  PROGRAMS,
  ZRuleSetData,
  type TProgram,
  type TRuleSetData,
} from '@propdesk/shared/contracts';
import { DEFAULT_ORGANIZATION_SLUG, type TOrganization } from '../tenancy/index.ts';
import { DEFAULT_PLAN_PRICES } from './default-plan-prices.ts';
import { Plan } from './plan.entity.ts';
import { RuleSet } from './rule-set.entity.ts';

type TPrice = { accountSizeMinor: number; feeMinor: number; currency: string };
/** Per program, the rules in force and the active price list an organization starts selling with. */
export type TOffering = Record<TProgram, { rules: TRuleSetData; prices: TPrice[] }>;

/**
 * What a new organization sells until its staff change it: the platform's default firm's active plans
 * and the rules in force for each program; without a default firm to copy (the default firm itself, a
 * fresh database), the built-in price list and rules. Reads only, so a caller can read it before it
 * creates the organization (nothing of the new firm is flushed by these queries).
 */
export async function readDefaultOffering(
  em: EntityManager,
  exceptOrganizationId?: string,
): Promise<TOffering> {
  const ofDefaultFirm = {
    slug: DEFAULT_ORGANIZATION_SLUG,
    ...(exceptOrganizationId === undefined ? {} : { id: { $ne: exceptOrganizationId } }),
  };
  const ruleSets = await em.find(
    RuleSet,
    { organization: ofDefaultFirm, status: 'active' },
    { orderBy: { version: 'desc' } },
  );
  const plans = await em.find(
    Plan,
    { organization: ofDefaultFirm, active: true },
    { orderBy: { program: 'asc', displayOrder: 'asc' } },
  );
  const offering = {} as TOffering;
  for (const program of PROGRAMS) {
    // The newest active version is the one in force (older ones stay active for accounts bought under them).
    const rules = ruleSets.find((ruleSet) => ruleSet.program === program)?.data ?? DEFAULT_RULE_SETS[program];
    const copied = plans.filter((plan) => plan.program === program);
    offering[program] = {
      rules: ZRuleSetData.parse(rules),
      prices:
        copied.length > 0
          ? copied.map(({ accountSizeMinor, feeMinor, currency }) => ({
              accountSizeMinor,
              feeMinor,
              currency,
            }))
          : DEFAULT_PLAN_PRICES[program].map((price) => ({ ...price, currency: 'USD' })),
    };
  }
  return offering;
}

/**
 * The offering as the organization's own: version 1 of each program's rules, active from `now`, and its
 * plans, so later changes on either side stay apart. Persisted with the caller's next flush.
 */
export function addOffering(
  em: EntityManager,
  organization: TOrganization,
  offering: TOffering,
  now: Date,
): void {
  for (const program of PROGRAMS) {
    const { rules, prices } = offering[program];
    em.create(RuleSet, {
      organization,
      program,
      version: 1,
      status: 'active',
      effectiveFrom: now,
      data: rules,
    });
    prices.forEach((price, index) =>
      em.create(Plan, { organization, program, ...price, displayOrder: index }),
    );
  }
}

/** The default offering for an organization that exists already (the demo seeder); none twice. */
export async function provisionDefaultOffering(
  em: EntityManager,
  organization: TOrganization,
  now: Date,
): Promise<void> {
  if ((await em.count(RuleSet, { organization: organization.id })) > 0) return;
  addOffering(em, organization, await readDefaultOffering(em, organization.id), now);
}
