/**
 * The origins the portal is served from, as cookie-only routes (own-origin-guard.ts) and CORS with
 * credentials ask for them: the configured ones and the firms' verified custom domains. Built by the
 * domains module (modules/domains/trusted-origins.ts), which knows the domains.
 */
export type TTrustedOrigins = {
  isTrusted(origin: string): Promise<boolean>;
  /** Reads the verified domains again at the next lookup. */
  forget(): void;
};
