import type { EntityManager } from '@mikro-orm/core';
import { Plan } from '../modules/plans/plan.entity.ts';
import { DEFAULT_ORGANIZATION_SLUG } from '../modules/tenancy/organization.constants.ts';
import { Organization } from '../modules/tenancy/organization.entity.ts';

/** The demo reset offer: half the fee, for two weeks after the failure (docs: Product › Resets). */
export const DEMO_RESET_OFFER = { discountPercent: 50, windowDays: 14 } as const;

/**
 * The default firm's 1-step plans offer a reset. The demo trader's $50,000 1-step fails about ten days
 * before the seeding (demo-trading-history.ts), so its reset is on offer for a few days more.
 */
export async function seedDemoResets(em: EntityManager): Promise<void> {
  const organization = await em.findOneOrFail(Organization, { slug: DEFAULT_ORGANIZATION_SLUG });
  await em.nativeUpdate(
    Plan,
    { organization: organization.id, program: 'one_step' },
    {
      resetPriceMinor: null,
      resetDiscountPercent: DEMO_RESET_OFFER.discountPercent,
      resetWindowDays: DEMO_RESET_OFFER.windowDays,
    },
  );
}
