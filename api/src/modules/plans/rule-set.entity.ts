import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { PROGRAMS, type TRuleSetData } from '@propdesk/shared/contracts';
import { baseProperties } from '../../db/base-properties.ts';
import { Organization } from '../tenancy/index.ts';

export const RULE_SET_STATUSES = ['draft', 'active', 'superseded'] as const;
export type TRuleSetStatus = (typeof RULE_SET_STATUSES)[number];

/**
 * The rules of one program of one organization, as versioned data the rules engine reads.
 * A version is never edited once active: a change is a new version, and accounts keep the version they
 * were bought under. `data` is validated with ZRuleSetData before it is written.
 */
export const RuleSet = defineEntity({
  name: 'RuleSet',
  tableName: 'rule_sets',
  uniques: [{ properties: ['organization', 'program', 'version'] }],
  properties: {
    ...baseProperties(),
    organization: () => p.manyToOne(Organization).deleteRule('cascade').index(),
    program: p.enum(PROGRAMS),
    version: p.integer(),
    status: p.enum(RULE_SET_STATUSES).default('draft'),
    /** When the version became (or becomes) the active one. */
    effectiveFrom: p.datetime().nullable(),
    data: p.json<TRuleSetData>(),
  },
});

export type TRuleSet = InferEntity<typeof RuleSet>;
