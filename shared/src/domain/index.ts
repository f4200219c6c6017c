/**
 * Plain constants of the domain (roles, portals, countries, password policy, error codes), without
 * zod: front ends import these at run time and only types from `@propdesk/shared/contracts`, so the
 * zod schemas never reach a browser bundle. `contracts` re-exports all of them for the api.
 */
export * from './auth.ts';
export * from './countries.ts';
export * from './errors.ts';
export * from './plans.ts';
export * from './white-label.ts';
export * from './trading.ts';
export * from './instruments.ts';
