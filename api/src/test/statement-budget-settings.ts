import type { TBudgetCase } from './statement-budget-data.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** The firm-configuration pages' GET routes in the statement budget (statement-budget.test.ts spreads them in). */
export const SETTINGS_BUDGET_CASES: Record<string, TBudgetCase> = {
  'GET /api/organizations/:organizationId/brand': {
    caller: 'owner',
    path: ({ organization }) => `/api/organizations/${organization.id}/brand`,
  },
  'GET /api/organizations/:organizationId/tax-rate': {
    caller: 'owner',
    path: ({ organization }) => `/api/organizations/${organization.id}/tax-rate`,
  },
  // The firm's own Stripe account and who connected it: one statement.
  'GET /api/organizations/:organizationId/payment-account': {
    caller: 'owner',
    path: ({ organization }) => `/api/organizations/${organization.id}/payment-account`,
  },
  'GET /api/organizations/:organizationId/plans': {
    caller: 'owner',
    path: ({ organization }) => `/api/organizations/${organization.id}/plans`,
  },
  // A page of coupons and its total are one statement, whatever the page size.
  'GET /api/organizations/:organizationId/coupons': {
    caller: 'owner',
    path: ({ organization }) => `/api/organizations/${organization.id}/coupons`,
    pages: ['pageSize=1', 'pageSize=100'],
  },
  'GET /api/organizations/:organizationId/webhooks': {
    caller: 'owner',
    path: ({ organization }) => `/api/organizations/${organization.id}/webhooks`,
  },
  // An endpoint of no delivery: the log's one statement is what a full page costs too (one query, windowed count).
  'GET /api/organizations/:organizationId/webhooks/:endpointId/deliveries': {
    caller: 'owner',
    path: ({ organization }) => `/api/organizations/${organization.id}/webhooks/${UNKNOWN_ID}/deliveries`,
    pages: ['pageSize=1', 'pageSize=100'],
  },
  'GET /api/organizations/:organizationId/rule-sets': {
    caller: 'owner',
    path: ({ organization }) => `/api/organizations/${organization.id}/rule-sets?program=two_step`,
    pages: ['pageSize=1', 'pageSize=50'],
  },
  // No preview yet is one statement, as is the latest of many (ordered by the rule set's index).
  'GET /api/organizations/:organizationId/rule-sets/:ruleSetId/impact-previews/latest': {
    caller: 'owner',
    path: ({ organization }) =>
      `/api/organizations/${organization.id}/rule-sets/${UNKNOWN_ID}/impact-previews/latest`,
  },
};
