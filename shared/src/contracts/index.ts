export * from './error.ts';
export * from './organization.ts';
export * from './config.ts';
export * from './health.ts';
export * from '../domain/countries.ts';
export * from './auth.ts';
export * from './organization-access.ts';
export * from './plans.ts';
