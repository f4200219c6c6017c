import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { PROGRAMS } from '@propdesk/shared/contracts';
import { baseProperties } from '../../db/base-properties.ts';
import { Organization } from '../tenancy/index.ts';

/**
 * One buyable account size of an organization's program (a row of the landing's funding table). Money in
 * minor units (cents): integers add up exactly. The rules are the program's active RuleSet.
 */
export const Plan = defineEntity({
  name: 'Plan',
  tableName: 'plans',
  properties: {
    ...baseProperties(),
    organization: () => p.manyToOne(Organization).deleteRule('cascade').index(),
    program: p.enum(PROGRAMS),
    accountSizeMinor: p.integer(),
    feeMinor: p.integer(),
    currency: p.string().length(3).default('USD'),
    active: p.boolean().default(true),
    displayOrder: p.integer().default(0),
    /**
     * The reset of a failed account (docs: Domain rules › Resets): a price, or a discount in percent off
     * feeMinor (one of the two, the contract checks it), for resetWindowDays after the failure; all three
     * null when no reset is offered.
     */
    resetPriceMinor: p.integer().nullable(),
    resetDiscountPercent: p.integer().nullable(),
    resetWindowDays: p.integer().nullable(),
  },
});

export type TPlan = InferEntity<typeof Plan>;
