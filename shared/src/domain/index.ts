/**
 * Plain constants of the domain (roles, portals, countries, password policy, error codes), without
 * zod: front ends import these at run time and only types from `@propdesk/shared/contracts`, so the
 * zod schemas never reach a browser bundle. `contracts` re-exports all of them for the api.
 *
 * Every remote and the landing's first screen load this module whole (a shared singleton is not
 * tree-shaken), so constants only the staff pages need (the audit trail's actions, the dashboard's days,
 * the clients' sorts, the security dashboard's lists) are not exported here: those pages import their
 * files from `shared/src/domain/` directly, and `contracts` re-exports them for the api.
 */
export * from './auth.ts';
export * from './organizations.ts';
export * from './countries.ts';
export * from './error.ts';
export * from './plans.ts';
export * from './white-label.ts';
export * from './orders.ts';
export * from './account-resets.ts';
export * from './trading-accounts.ts';
export * from './breaches.ts';
export * from './simulator.ts';
export * from './instruments.ts';
export * from './notifications.ts';
export * from './notification-paths.ts';
export * from './permissions.ts';
export * from './kyc.ts';
export * from './certificates.ts';
export * from './payouts.ts';
export * from './members.ts';
export * from './webhooks.ts';
