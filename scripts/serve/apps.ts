/**
 * The front-end apps and the port each one is served from: every app has its own origin, as in
 * production, so CORS and caching behave locally the way they do when deployed.
 */
export const FRONTEND_APPS = [
  { dir: 'shell', federationName: 'shell' },
  { dir: 'mf-landing', federationName: 'mf_landing' },
  { dir: 'mf-trader', federationName: 'mf_trader' },
  { dir: 'mf-admin', federationName: 'mf_admin' },
  { dir: 'mf-organization', federationName: 'mf_organization' },
  { dir: 'mf-elite', federationName: 'mf_elite' },
  { dir: 'mf-affiliate', federationName: 'mf_affiliate' },
] as const;

export type FrontendAppDir = (typeof FRONTEND_APPS)[number]['dir'];

export const APP_PORTS = {
  api: 4000,
  shell: 3000,
  'mf-landing': 3001,
  'mf-trader': 3002,
  'mf-admin': 3003,
  'mf-organization': 3004,
  'mf-elite': 3005,
  'mf-affiliate': 3006,
} as const satisfies Record<FrontendAppDir | 'api', number>;
